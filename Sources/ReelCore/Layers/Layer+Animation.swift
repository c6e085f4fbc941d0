/// Animations on layers, as `CALayer`'s `add(_:forKey:)` family, and the layer's time space.
extension Layer {
    // MARK: - Adding and removing

    /// Attaches a copy of `animation`, like `CALayer.add(_:forKey:)`.
    ///
    /// The copy's defaults are resolved now: a zero `duration` becomes
    /// `Transaction.animationDuration()`, a zero `beginTime` becomes this layer's current local
    /// time (when the layer is not yet in a stage's tree, when it joins one). An animation
    /// already attached under the same key is removed first (its completion reports
    /// `finished: false`) and the new one goes on top of the others.
    /// - Parameters:
    ///   - animation: The animation; its model-independent values are copied.
    ///   - key: A name to find or replace it by; nil attaches it without a key.
    public func add(_ animation: any Animation, forKey key: String? = nil) {
        var resolved = animation.resolvingDuration(Transaction.animationDuration())
        var key = key
        if var transition = resolved as? Transition {
            key = Transition.key
            if transition.old == nil { transition.old = priorSnapshot() }
            resolved = transition
        }
        notePrior()
        if var basic = resolved as? BasicAnimation, basic.fromValue == nil, basic.toValue == nil,
            basic.byValue == nil, let property = basic.property, let previous = previousValues[property],
            previous.time == (changeObserver?.currentTime ?? 0)
        {
            basic.fromValue = previous.value
            resolved = basic
        }
        if let key, let index = attachedAnimations.firstIndex(where: { $0.key == key }) {
            detachAnimation(at: index, finished: false)
        }
        let id = nextAnimationID
        nextAnimationID += 1
        if resolved.beginTime == 0 {
            if let observer = changeObserver {
                resolved.beginTime = localTime(atClockTime: observer.currentTime)
            } else {
                pendingBeginIDs.insert(id)
            }
        }
        let attached = AttachedAnimation(id: id, key: key, animation: resolved)
        attachedAnimations.append(attached)
        Transaction.register(self, animationID: id)
        changeObserver?.layer(self, didAdd: attached)
    }

    /// The animation attached under `key` (its resolved copy), like `animation(forKey:)`.
    public func animation(forKey key: String) -> (any Animation)? {
        attachedAnimations.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations in adding order, or nil when none has a key.
    public func animationKeys() -> [String]? {
        let keys = attachedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation attached under `key`; its completion reports `finished: false`.
    public func removeAnimation(forKey key: String) {
        if let index = attachedAnimations.firstIndex(where: { $0.key == key }) {
            detachAnimation(at: index, finished: false)
        }
    }

    /// Removes every attached animation; their completions report `finished: false`.
    public func removeAllAnimations() {
        while !attachedAnimations.isEmpty {
            detachAnimation(at: 0, finished: false)
        }
    }

    /// Drops every attached animation without calling completions or delegates, for a tree
    /// that will not be shown again (a finished recording) whose animations' delegates may hold
    /// the views that hold this layer.
    package func discardAnimations() {
        attachedAnimations.removeAll()
        pendingBeginIDs.removeAll()
    }

    /// Removes the animation with `id` (a stage's completion uses `finished: true`).
    func removeAnimation(id: Int, finished: Bool) {
        if let index = attachedAnimations.firstIndex(where: { $0.id == id }) {
            detachAnimation(at: index, finished: finished)
        }
    }

    private func detachAnimation(at index: Int, finished: Bool) {
        notePrior()
        let attached = attachedAnimations.remove(at: index)
        pendingBeginIDs.remove(attached.id)
        if let observer = changeObserver {
            observer.layer(self, didRemove: attached, finished: finished)
        } else {
            Layer.notifyStop(attached.animation, finished: finished)
        }
    }

    /// Calls an animation's completion handler and delegate.
    static func notifyStop(_ animation: any Animation, finished: Bool) {
        guard let callbacks = animation.callbacks else { return }
        callbacks.delegate?.animationDidStop(animation, finished: finished)
        callbacks.completion?(finished)
    }

    /// Gives animations added while the layer had no clock their begin time (now), in this
    /// layer and its sublayers.
    func resolvePendingAnimations(atClockTime t: Double) {
        if !pendingBeginIDs.isEmpty {
            let now = localTime(atClockTime: t)
            for i in attachedAnimations.indices where pendingBeginIDs.contains(attachedAnimations[i].id) {
                attachedAnimations[i].animation.beginTime = now
            }
            pendingBeginIDs.removeAll()
        }
        for sub in sublayers { sub.resolvePendingAnimations(atClockTime: t) }
        mask?.resolvePendingAnimations(atClockTime: t)
    }

    // MARK: - Presentation

    /// What the layer shows at the clock's current time (the stage's; 0 without a stage): the
    /// model values with every attached animation applied, like `CALayer.presentation()`.
    /// Animations never change the model; this is a fresh value each time.
    public func presentation() -> LayerState? {
        let t = changeObserver?.currentTime ?? 0
        return Presentation.state(model: model, animations: attachedAnimations, at: localTime(atClockTime: t))
    }

    /// The presentation tree of this layer and everything under it at clock time `t` (seconds
    /// on the stage's clock; without a stage, on a clock that starts at 0): each layer's
    /// animations applied at its local time, so a paused layer (`speed` 0) shows its
    /// `timeOffset` at any `t`. Animations added with no stage (begin time unset) begin at 0.
    public func presentationSnapshot(atClockTime t: Double) -> LayerSnapshot {
        Presentation.snapshot(of: self, in: LiveLayerTree(), parentTime: parentInTime?.localTime(atClockTime: t) ?? t)
    }

    /// Each animation attached to this layer, its sublayers and masks, as the clock times it
    /// begins and ends (`end` is `.infinity` for one that repeats forever or sits under a paused
    /// layer).
    public func animationSpans() -> [(begin: Double, end: Double)] {
        var spans = attachedAnimations.map { attached in
            let timing = attached.animation.timing
            return (begin: clockTime(fromLocal: timing.beginTime), end: clockTime(fromLocal: timing.endTime))
        }
        for sub in sublayers { spans += sub.animationSpans() }
        if let mask { spans += mask.animationSpans() }
        return spans
    }

    // MARK: - Time

    /// This layer's local time at clock time `t`: each layer from the root down applies
    /// `(t − beginTime) · speed + timeOffset` to its superlayer's time.
    public func localTime(atClockTime t: Double) -> Double {
        var chain: [Layer] = []
        var layer: Layer? = self
        while let current = layer {
            chain.append(current)
            layer = current.parentInTime
        }
        var time = t
        for l in chain.reversed() { time = l.model.localTime(fromParent: time) }
        return time
    }

    /// The clock time at which this layer's local time is `t` (`.infinity` when a speed on the
    /// way is 0).
    public func clockTime(fromLocal t: Double) -> Double {
        var time = t
        var layer: Layer? = self
        while let current = layer {
            time = current.model.parentTime(fromLocal: time)
            layer = current.parentInTime
        }
        return time
    }

    /// Converts `t` from `layer`'s local time (nil: the clock's) to this layer's, like
    /// `CALayer.convertTime(_:from:)`.
    public func convertTime(_ t: Double, from layer: Layer?) -> Double {
        localTime(atClockTime: layer?.clockTime(fromLocal: t) ?? t)
    }

    /// Converts `t` from this layer's local time to `layer`'s (nil: the clock's).
    public func convertTime(_ t: Double, to layer: Layer?) -> Double {
        let clock = clockTime(fromLocal: t)
        return layer?.localTime(atClockTime: clock) ?? clock
    }
}

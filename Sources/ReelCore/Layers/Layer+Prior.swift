/// What a layer was before the changes of the current instant: the old rendering a `Transition`
/// freezes.
extension Layer {
    /// The layer's model, sublayers, mask and animations before its first change at `time`.
    struct Prior {
        var time: Double
        var model: LayerState
        var sublayers: [Layer]
        var mask: Layer?
        var animations: [AttachedAnimation]
    }

    /// Records the layer as it is before a change, once per instant of a running stage's clock
    /// (nothing for a layer outside a stage). The stage forgets the records at every frame.
    func notePrior() {
        guard let stage = changeObserver as? Stage else { return }
        let now = stage.currentTime
        guard prior?.time != now else { return }
        // Callbacks are left out: a completion that names this layer would otherwise keep it.
        prior = Prior(
            time: now, model: model, sublayers: sublayers, mask: mask,
            animations: attachedAnimations.map {
                AttachedAnimation(id: $0.id, key: $0.key, animation: $0.animation.withoutCallbacks())
            })
        stage.notePrior(of: self)
    }

    /// The subtree as it was shown just before the changes of the clock's current instant, its
    /// values frozen: each layer's presented state, sublayers and mask, without animations.
    ///
    /// The frozen form keeps what a scene document can hold: a replicator's instance delays, an
    /// emitter's particles and a transition running inside the subtree are left out.
    func priorSnapshot() -> LayerSnapshot {
        let now = changeObserver?.currentTime ?? 0
        return priorSnapshot(parentTime: parentInTime?.localTime(atClockTime: now) ?? now, now: now)
    }

    private func priorSnapshot(parentTime: Double, now: Double) -> LayerSnapshot {
        let before =
            prior?.time == now
            ? prior!
            : Prior(time: now, model: model, sublayers: sublayers, mask: mask, animations: attachedAnimations)
        let local = before.model.localTime(fromParent: parentTime)
        return LayerSnapshot(
            state: Presentation.state(model: before.model, animations: before.animations, at: local),
            sublayers: before.sublayers.map { $0.priorSnapshot(parentTime: local, now: now) },
            mask: before.mask.map { $0.priorSnapshot(parentTime: local, now: now) })
    }
}

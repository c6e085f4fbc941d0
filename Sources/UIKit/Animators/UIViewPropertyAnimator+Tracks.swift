import ReelCore

/// The animations of an animator's tracks, timed as Core Animation pauses, scrubs and reverses.
extension UIViewPropertyAnimator {
    /// (Re)adds every track's animation with the run's timing now.
    func apply() {
        let now = clock
        for track in tracks {
            track.change.layer.add(animation(for: track, atClock: now), forKey: track.animationKey)
        }
    }

    /// Removes the animations this animator added (not ones added later under the same key).
    func removeAnimations() {
        for track in tracks {
            let layer = track.change.layer
            if let attached = layer.animation(forKey: track.animationKey), attached.callbacks?.delegate === mark {
                layer.removeAnimation(forKey: track.animationKey)
            }
        }
    }

    /// The animation of `track`: from its start value to its end value over the rest of the
    /// animator's duration after the track's start, filling both ways and never removed.
    ///
    /// ```
    /// running (rate s > 0):  beginTime = now − (p − start) / s,   speed = s
    /// reversed (s < 0):      beginTime = now − (duration − p) / |s|, speed = s
    /// paused:                speed = 0, timeOffset = p − start (linear while scrubbed)
    /// ```
    func animation(for track: AnimatorTrack, atClock clock: Double) -> any Animation {
        let layer = track.change.layer
        let now = layer.localTime(atClockTime: clock)
        let p = run.time(atClock: clock)
        let active = max(run.duration - track.start, 1e-6)
        var timing = MediaTiming()
        timing.duration = active
        timing.fillMode = .both
        timing.isRemovedOnCompletion = false
        if run.rate == 0 {
            timing.speed = 0
            timing.beginTime = now
            // At the very end Core Animation's offset wraps to the start: stay just before it.
            timing.timeOffset = min(max(p - track.start, 0), active.nextDown)
        } else {
            timing.speed = run.rate
            let begin = run.rate > 0 ? now - (p - track.start) / run.rate : now - (run.duration - p) / -run.rate
            // A begin time of 0 means "now" to `add(_:forKey:)`, as in Core Animation.
            timing.beginTime = begin == 0 ? .leastNonzeroMagnitude : begin
        }
        let callbacks = AnimationCallbacks(completion: nil, delegate: mark)
        let values = Self.values(of: track)
        switch run.curve.shape {
        case .cubic(let function):
            var basic = BasicAnimation(property: track.change.property)
            (basic.fromValue, basic.toValue, basic.isAdditive) = values
            timing.timingFunction = run.isScrubbedLinearly && run.rate == 0 ? nil : function
            basic.timing = timing
            basic.callbacks = callbacks
            return basic
        case .spring:
            var spring = run.curve.springAnimation(keyPath: track.change.key)
            (spring.fromValue, spring.toValue, spring.isAdditive) = values
            spring.timing = timing
            spring.callbacks = callbacks
            return spring
        }
    }

    /// A track's from and to values: additive, from the old model value less the new one to
    /// zero, as UIKit's animators add theirs (so blocks that change `center.x` and, later,
    /// `center.y` both show); the transform (whose difference is no transform) from the value
    /// shown to the new one, replacing what is below.
    static func values(of track: AnimatorTrack) -> (any AnimatableValue, any AnimatableValue, Bool) {
        func delta<Value: AnimatableValue>(_ from: Value) -> (any AnimatableValue, any AnimatableValue)? {
            guard let to = track.to as? Value else { return nil }
            return (from.subtracting(to), to.subtracting(to))
        }
        if track.change.key != "transform", let (from, zero) = delta(track.change.from) {
            return (from, zero, true)
        }
        return (track.change.shown, track.to, false)
    }
}

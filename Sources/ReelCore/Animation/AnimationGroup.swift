/// Several animations that play together in one time space, like `CAAnimationGroup`.
///
/// The children's times are in the group's local time: a child with `beginTime` 0.2 starts
/// 0.2 s after the group does, and children are cut off at the group's duration (outside its
/// active time the group's own `fillMode` decides whether they show, frozen at the group's
/// first or last instant, children included even when their own fill mode is `.removed`). The
/// group's `timingFunction` warps the children's time. Children with a zero duration get the
/// group's when the group is resolved (`resolvingDuration`, which adding to a layer and
/// reading a document both do), so a child without a duration runs for the whole group; their
/// `beginTime` of 0 means the group's start. Children's completion handlers, delegates and
/// `isRemovedOnCompletion` are ignored (Core Animation: "The delegate and removedOnCompletion
/// properties of animations in the animations array are currently ignored").
public struct AnimationGroup: Animation {
    /// The animations to play, applied in order (later ones over earlier ones).
    public var animations: [any Animation]

    public var timing = MediaTiming()
    public var callbacks: AnimationCallbacks?

    public init(animations: [any Animation] = []) {
        self.animations = animations
    }

    public func resolvingDuration(_ defaultDuration: Double) -> AnimationGroup {
        var copy = self
        if copy.timing.duration <= 0 { copy.timing.duration = defaultDuration }
        copy.animations = copy.animations.map { $0.resolvingDuration(copy.timing.duration).withoutCallbacks() }
        return copy
    }

    public func apply(to state: inout LayerState, at time: Double) {
        guard let progress = timing.progress(at: time) else { return }
        // The group's eased local time; children never see past the group's duration.
        let local = progress.fraction * timing.duration
        let filling = time >= timing.endTime || time < timing.beginTime
        for child in animations {
            // At the group's cycle edge (a turn of an autoreversing group, or its last instant)
            // a child still running there is held at that instant: the end of its active time
            // is the end of the group's cycle, not a gap of one frame.
            let atEdge = local >= timing.duration && child.timing.endTime >= timing.duration
            if filling || atEdge {
                // The group holds its edge instant: children show their values there too.
                var held = child
                held.fillMode = .both
                held.apply(to: &state, at: local)
            } else {
                child.apply(to: &state, at: local)
            }
        }
    }
}

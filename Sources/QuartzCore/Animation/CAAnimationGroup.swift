import ReelCore

/// Animations played together in the group's time, like `CAAnimationGroup`; it becomes
/// ReelCore's `AnimationGroup`. A member that cannot have an effect (reported) is left out; the
/// members' delegates are not called, as in Core Animation.
open class CAAnimationGroup: CAAnimation, @unchecked Sendable {
    open var animations: [CAAnimation]?

    package override func makeReelAnimation() -> (any ReelCore.Animation)? {
        var group = AnimationGroup(animations: (animations ?? []).compactMap { $0.makeReelAnimation() })
        group.timing = reelTiming
        return group
    }
}

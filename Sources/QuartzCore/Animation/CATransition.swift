import ReelCore

/// A transition of a layer's whole content, like `CATransition` (types `fade`, `moveIn`,
/// `push`, `reveal`; subtypes from each edge); it becomes ReelCore's `Transition`. A type Reel
/// does not draw is reported and has no effect.
open class CATransition: CAAnimation, @unchecked Sendable {
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    /// A Core Image filter that draws the transition instead of `type`.
    /// Reel: accepted; iOS layers draw no Core Image filters (see `CALayer.filters`), so `type` is drawn.
    open var filter: Any? {
        didSet { AcceptedMember.note("CATransition.filter") }
    }

    package override func makeReelAnimation() -> (any ReelCore.Animation)? {
        guard let reelType = TransitionType(rawValue: type.rawValue) else {
            CAValueConversionProblem.report(CAValueConversionProblem(keyPath: "transition", valueType: type.rawValue))
            return nil
        }
        var transition = Transition(
            type: reelType, subtype: subtype.flatMap { TransitionSubtype(rawValue: $0.rawValue) })
        transition.startProgress = Double(startProgress)
        transition.endProgress = Double(endProgress)
        transition.timing = reelTiming
        return transition
    }
}

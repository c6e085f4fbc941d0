import ReelCore

/// Told when an animation starts and stops, like `CAAnimationDelegate` (both methods optional:
/// the defaults do nothing). An animation holds its delegate strongly, as in Core Animation.
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Hands ReelCore's start and stop calls to a `CAAnimationDelegate` with the `CAAnimation` that
/// was added (the layer's copy).
final class AnimationDelegateBridge: AnimationDelegate {
    let animation: CAAnimation
    let delegate: CAAnimationDelegate

    init(animation: CAAnimation, delegate: CAAnimationDelegate) {
        self.animation = animation
        self.delegate = delegate
    }

    func animationDidStart(_ animation: any ReelCore.Animation) {
        delegate.animationDidStart(self.animation)
    }

    func animationDidStop(_ animation: any ReelCore.Animation, finished: Bool) {
        delegate.animationDidStop(self.animation, finished: finished)
    }
}

/// Receives an animation's start and stop, like `CAAnimationDelegate`.
public protocol AnimationDelegate: AnyObject {
    /// The animation's active time started.
    func animationDidStart(_ animation: any Animation)
    /// The animation ended (`finished` true) or was removed early (`finished` false).
    func animationDidStop(_ animation: any Animation, finished: Bool)
}

extension AnimationDelegate {
    public func animationDidStart(_ animation: any Animation) {}
    public func animationDidStop(_ animation: any Animation, finished: Bool) {}
}

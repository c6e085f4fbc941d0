extension View {
    /// Animates the changes made in `animations` with a spring described by how it feels, like
    /// iOS 17's `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:…)`:
    /// each animation is a `SpringAnimation` with the perceptual mapping of
    /// `SpringAnimation(keyPath:perceptualDuration:bounce:)` (mass 1, stiffness (2π/d)², damping
    /// 4π(1 − bounce)/d), `initialVelocity` = `velocity` (1 = the whole distance in one second),
    /// running until it settles (its `settlingDuration`), when `completion` runs. `duration` is
    /// the perceived duration, not when the motion ends. A negative bounce moves as a critically
    /// damped spring (Reel's view springs do not over-damp). The curve options are ignored.
    public static func animate(
        springDuration duration: Double, bounce: Double, initialSpringVelocity velocity: Double, delay: Double,
        options: AnimationOptions = [], animations: () -> Void, completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        var spring = SpringAnimation(keyPath: "opacity", perceptualDuration: max(duration, 0.001), bounce: bounce)
        spring.initialVelocity = velocity
        spring.allowsOverdamping = false
        ViewAnimationContext.perform(
            duration: duration > 0 ? spring.settlingDuration : 0, delay: delay, options: options.rawValue,
            curve: .spring(stiffness: spring.stiffness, damping: spring.damping, velocity: velocity),
            animations: animations, completion: completion)
    }
}

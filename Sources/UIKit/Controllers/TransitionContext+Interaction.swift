/// Starting a transition, interactively or not (InteractiveDriver.swift says how an interactive
/// one moves).
extension TransitionContext {
    /// The curve an interaction asks the rest of an interruptible transition to run with.
    var timingCurve: (any UITimingCurveProvider)? {
        (interaction as? UIPercentDrivenInteractiveTransition)?.timingCurve
    }

    /// Runs `animator`: through `interaction`'s `startInteractiveTransition(_:)` when there is
    /// one (and the transition is animated), else through `animateTransition(using:)`.
    func start(
        _ animator: any UIViewControllerAnimatedTransitioning,
        interaction: (any UIViewControllerInteractiveTransitioning)?
    ) {
        self.animator = animator
        guard let interaction, isAnimated else {
            startAnimation()
            animator.animateTransition(using: self)
            return
        }
        self.interaction = interaction
        interaction.startInteractiveTransition(self)
    }

    /// What `UIPercentDrivenInteractiveTransition` starts: the animator's animations, paused
    /// at 0 for the interaction when it `wantsInteractiveStart`, else running until paused.
    func startDriving(wantsInteractiveStart: Bool) {
        guard let animator, driver == nil else { return }
        let duration = animator.transitionDuration(using: self)
        let interruptible = animator.interruptibleAnimator(using: self)
        isInteractive = wantsInteractiveStart
        initiallyInteractive = wantsInteractiveStart
        if interruptible is AbsentInterruptibleAnimator {
            let driver = InteractiveDriver(pausing: containerView, duration: duration)
            self.driver = driver
            startAnimation()
            animator.animateTransition(using: self)
            if !wantsInteractiveStart { driver.run(forward: true, speed: 1, timing: nil) }
        } else {
            driver = InteractiveDriver(animator: interruptible, container: containerView, duration: duration)
            startAnimation()
            if wantsInteractiveStart {
                interruptible.pauseAnimation()
            } else {
                animator.animateTransition(using: self)
            }
        }
    }

    /// Calls `onAnimationStart` once.
    private func startAnimation() {
        let start = onAnimationStart
        onAnimationStart = nil
        start?()
    }
}

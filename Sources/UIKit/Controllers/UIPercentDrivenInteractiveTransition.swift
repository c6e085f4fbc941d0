/// An interaction controller that drives a transition by the fraction done, like
/// `UIPercentDrivenInteractiveTransition`: return it from the transitioning (or navigation)
/// delegate when asked for an interaction controller, then call `update(_:)` as the finger
/// moves, and `finish()` or `cancel()` when it lifts.
///
/// It runs the animator's `animateTransition(using:)` with the container's layer paused
/// (`speed` 0), so `update(p)` shows the animations at `p × duration` of their own time (their
/// curves apply: `.curveLinear` follows the finger); `finish()` plays them on from there and
/// `cancel()` back to the start, both at `completionSpeed`; a cancelled transition puts the
/// animated views back and the animator's completion sees `transitionWasCancelled` true. An
/// animator with `interruptibleAnimator(using:)` is scrubbed through its property animator
/// instead, continued with `timingCurve`. InteractiveDriver.swift has the formulas.
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How fast the rest plays after `finish()` or `cancel()`: 1 takes the remaining fraction
    /// of `duration`, 2 half that; must be greater than 0 (anything else counts as 1).
    open var completionSpeed: CGFloat = 1
    /// Kept and reported: the rest plays at an even speed through the animations' own curves
    /// (docs/animation.md).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The curve the rest of an interruptible animator continues with (nil: its own).
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts paused for the interaction (true by default); false starts
    /// it running, to be taken over with `pause()`.
    open var wantsInteractiveStart = true

    private var context: (any UIViewControllerContextTransitioning)?
    private var percent: CGFloat = 0
    private var transitionDuration: TimeInterval = 0

    public override init() {
        super.init()
    }

    /// The animator's `transitionDuration`, read when the transition started.
    open var duration: CGFloat { CGFloat(transitionDuration) }

    /// The last fraction `update(_:)` was given.
    open var percentComplete: CGFloat { percent }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        percent = 0
        guard let context = transitionContext as? TransitionContext else { return }
        transitionDuration = context.animator?.transitionDuration(using: context) ?? 0
        context.startDriving(wantsInteractiveStart: wantsInteractiveStart)
    }

    /// Shows the transition at `percentComplete` (below 0 counts as 0; 1 and above as done).
    open func update(_ percentComplete: CGFloat) {
        percent = max(percentComplete, 0)
        context?.updateInteractiveTransition(percent)
    }

    /// Pauses a running transition so that `update(_:)` can take it over.
    open func pause() {
        context?.pauseInteractiveTransition()
    }

    /// Plays the rest of the transition to its end.
    open func finish() {
        context?.finishInteractiveTransition()
    }

    /// Plays the transition back to its start and cancels it.
    open func cancel() {
        context?.cancelInteractiveTransition()
    }

    /// The transition completed or was cancelled: let go of its context.
    func transitionDidEnd() {
        context = nil
    }
}

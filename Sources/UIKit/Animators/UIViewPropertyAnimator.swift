import ReelCore

/// An animator of view changes that can be paused, scrubbed, reversed and stopped, like
/// `UIViewPropertyAnimator`.
///
/// Its animation blocks run when it starts (or is first paused or scrubbed), inside a block
/// that collects their changes to the keys UIKit animates (`frame`, `center`, `bounds`,
/// `transform`, `alpha`, `backgroundColor`, `cornerRadius`); each change becomes one Core
/// Animation animation on the view's layer, from the value shown before to the new model
/// value, that the animator times as UIKit does, on the recording's clock:
///
/// ```
/// animator time p:  0 ───────────────── duration        (fractionComplete = p / duration)
/// running:   speed = ±1 (reversed: −1; continueAnimation's durationFactor scales it),
///            beginTime = now − (p − start) / speed       (fill both, never removed)
/// paused:    speed = 0, timeOffset = p − start           (Core Animation's pause)
/// scrubbed:  paused, with a linear timing function while `scrubsLinearly`
/// ```
/// A block added with `delayFactor` starts at `start = delayFactor · remaining duration`. When
/// the animator reaches its end (its start, reversed) the layers are set to the end (start)
/// values, the animations removed and the completions called with `.end` (`.start`), unless
/// `pausesOnCompletion`. Outside a recording there is no clock: starting finishes at once.
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing the animator was made with.
    open var timingParameters: (any UITimingCurveProvider)? { parameters }
    /// The total duration of the animations, in seconds.
    open var duration: TimeInterval { run.duration }
    /// The delay `startAnimation(afterDelay:)` was given.
    open var delay: TimeInterval { startDelay }
    /// Whether the animated views take touches while the animator runs.
    ///
    /// Reel: accepted; only touches depend on it, and a recording's scripted touches are not
    /// blocked by animations: the value is stored.
    open var isUserInteractionEnabled = true {
        didSet { AcceptedMember.note("UIViewPropertyAnimator.isUserInteractionEnabled") }
    }
    /// Whether the app hit-tests the animating views itself.
    ///
    /// Reel: accepted; only hit-testing depends on it, which animations do not change in Reel:
    /// the value is stored.
    open var isManualHitTestingEnabled = false {
        didSet { AcceptedMember.note("UIViewPropertyAnimator.isManualHitTestingEnabled") }
    }
    /// Whether the animator can be paused, scrubbed and stopped.
    ///
    /// Reel: accepted; Reel's animators always can. On iOS, pausing or stopping an animator made
    /// non-interruptible raises an exception, so code that runs there renders the same here: the
    /// value is stored.
    open var isInterruptible = true {
        didSet { AcceptedMember.note("UIViewPropertyAnimator.isInterruptible") }
    }
    /// Whether a paused animator's `fractionComplete` moves the views linearly (true by
    /// default); false uses the timing curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active, paused at its end, instead of finishing.
    open var pausesOnCompletion = false

    let parameters: any UITimingCurveProvider
    var run: AnimatorRun
    var startDelay: TimeInterval = 0
    var currentState = UIViewAnimatingState.inactive
    var pendingBlocks: [(animations: () -> Void, delayFactor: Double)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var tracks: [AnimatorTrack] = []
    /// Bumped whenever the timing changes, so that a scheduled end of an older timing is ignored.
    var generation = 0
    var reversed = false
    /// The delegate of this animator's animations, by which it knows them.
    let mark = AnimatorMark()

    /// An animator of `duration` seconds with `parameters`' curve.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.parameters = parameters
        run = AnimatorRun(curve: .init(parameters, duration: duration))
        super.init()
    }

    /// An animator with a built-in curve, and its first animation block.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through the two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring of `ratio` that settles in `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes an animator with `options`' curve, gives it `animations` and `completion`, and
    /// starts it after `delay`.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: - UIViewAnimating

    open var state: UIViewAnimatingState { currentState }
    /// Whether the animations are playing (not paused, stopped or finished).
    open var isRunning: Bool { currentState == .active && run.rate != 0 }

    /// Whether the animations play towards their start; changing it turns a running animator round.
    open var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }

    /// How far the animator is, 0…1; setting it (on a paused or inactive animator) scrubs.
    open var fractionComplete: CGFloat {
        get { CGFloat(currentFraction) }
        set { scrub(to: Double(newValue)) }
    }

    open func startAnimation() { start(afterDelay: 0) }
    open func startAnimation(afterDelay delay: TimeInterval) { start(afterDelay: delay) }
    open func pauseAnimation() { pause() }

    /// Stops where the views are: `withoutFinishing` true leaves the animator inactive without
    /// calling the completions; false leaves it `.stopped` for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) { stop(withoutFinishing: withoutFinishing) }

    /// Ends a stopped animator with the views at `finalPosition`, then calls the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { finish(at: finalPosition) }

    // MARK: - UIViewImplicitlyAnimating

    open func addAnimations(_ animation: @escaping () -> Void) { add(animation, delayFactor: 0) }

    /// Adds a block whose animations start after `delayFactor` of the remaining duration.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        add(animation, delayFactor: Double(delayFactor))
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes a paused animator, with `parameters`' curve when given, the remaining part lasting
    /// `durationFactor` × `duration` (0: the time it had left).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
    {
        resume(with: parameters, durationFactor: Double(durationFactor))
    }
}

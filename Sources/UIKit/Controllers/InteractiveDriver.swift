import ReelCore

/// How a transition context moves an interactive transition (UIKit's private machinery behind
/// `UIPercentDrivenInteractiveTransition`), in one of two ways:
///
/// - **Layers** (an animator without `interruptibleAnimator(using:)`): the container's layer is
///   paused before the animator's `animateTransition(using:)` adds its animations, so they run
///   in the container's time, which the driver moves:
///   ```
///   offset(clock) = anchor + (clock − anchorClock) · rate       (0 ≤ offset ≤ duration)
///   paused / update(p):  speed 0, timeOffset = p · duration
///   finish (cancel):     speed +s (−s), beginTime = now, timeOffset = offset,
///                        until offset reaches duration (0): (duration − offset) / s later (offset / s)
///   ```
///   with `s` the interaction's `completionSpeed`. At the end the animations added for the
///   transition end (their completions run, and with them the animator's `completeTransition`):
///   finished at the end; on a cancel each animated property first keeps the value shown at
///   offset 0, so the views are back where they started, and they end unfinished. The
///   container's time then runs on at speed 1.
/// - **Animator** (`interruptibleAnimator(using:)`): the property animator is paused, scrubbed
///   with `fractionComplete`, and continued forwards or reversed with the interaction's
///   `timingCurve` over the remaining fraction ÷ `completionSpeed` of its duration.
final class InteractiveDriver {
    private struct AnimationKey: Hashable {
        let layer: ObjectIdentifier
        let id: Int
    }

    private enum Mode {
        case layers(existing: Set<AnimationKey>)
        case animator(any UIViewImplicitlyAnimating)
    }

    private let container: UIView
    private let duration: Double
    private let mode: Mode
    private var anchor = 0.0
    private var anchorClock = 0.0
    private var rate = 0.0
    /// Bumped when the timing changes, so that a scheduled end of an older timing is ignored.
    private var generation = 0

    /// Pauses `container`'s time at 0 for the animations the animator is about to add.
    init(pausing container: UIView, duration: Double) {
        self.container = container
        self.duration = max(duration, 0)
        let layer = container.layer.reel
        let existing = layer.animationsInTree().map {
            AnimationKey(layer: ObjectIdentifier($0.layer), id: $0.animation.id)
        }
        mode = .layers(existing: Set(existing))
        anchorClock = clock
        applyLayerTiming()
    }

    /// Drives `animator`, the transition's interruptible animator.
    init(animator: any UIViewImplicitlyAnimating, container: UIView, duration: Double) {
        self.container = container
        self.duration = max(duration, 0)
        mode = .animator(animator)
    }

    private var clock: Double { RecordingContext.current?.time ?? 0 }

    /// Where the container's time is now, within 0…duration.
    private var offset: Double { min(max(anchor + (clock - anchorClock) * rate, 0), duration) }

    func pause() {
        switch mode {
        case .layers:
            anchor = offset
            anchorClock = clock
            rate = 0
            generation += 1
            applyLayerTiming()
        case .animator(let animator):
            animator.pauseAnimation()
        }
    }

    func update(_ percent: Double) {
        switch mode {
        case .layers:
            anchor = min(max(percent, 0), 1) * duration
            anchorClock = clock
            rate = 0
            generation += 1
            applyLayerTiming()
        case .animator(let animator):
            if animator.isRunning { animator.pauseAnimation() }
            animator.fractionComplete = min(max(CGFloat(percent), 0), 1)
        }
    }

    /// Plays on to the end (`forward`) or back to the start at `speed` times the animation's own.
    func run(forward: Bool, speed: Double, timing: (any UITimingCurveProvider)?) {
        let speed = speed > 0 && speed.isFinite ? speed : 1
        switch mode {
        case .layers:
            anchor = offset
            anchorClock = clock
            rate = forward ? speed : -speed
            generation += 1
            applyLayerTiming()
            let remaining = (forward ? duration - anchor : anchor) / speed
            let expected = generation
            guard let recording = RecordingContext.current else { return settle(atEnd: forward) }
            let end = anchorClock + remaining
            recording.schedule(atNanoseconds: UInt64((end * 1e9).rounded(.up))) { [self] in
                guard generation == expected else { return }
                settle(atEnd: forward)
            }
        case .animator(let animator):
            let fraction = Double(animator.fractionComplete)
            animator.isReversed = !forward
            let factor = (forward ? 1 - fraction : fraction) / speed
            animator.continueAnimation(withTimingParameters: timing, durationFactor: CGFloat(factor))
        }
    }

    /// The container's time reached the end (or the start): the animations added for the
    /// transition end, and the container's time runs on from there at speed 1.
    private func settle(atEnd: Bool) {
        guard case .layers(let existing) = mode else { return }
        anchor = atEnd ? duration : 0
        anchorClock = clock
        rate = 0
        generation += 1
        applyLayerTiming()
        let layer = container.layer.reel
        let now = clock
        let isNew = { (layer: Layer, attached: AttachedAnimation) in
            !existing.contains(AnimationKey(layer: ObjectIdentifier(layer), id: attached.id))
        }
        rate = 1
        if atEnd {
            layer.finishEndedAnimationsInTree(atClockTime: now, where: isNew)
        } else {
            layer.settleAnimationsInTree(atClockTime: now, where: isNew)
        }
        applyLayerTiming()
    }

    /// Sets the container layer's `speed`, `beginTime` and `timeOffset` to the timing now.
    private func applyLayerTiming() {
        let layer = container.layer.reel
        let parentNow = layer.superlayer?.localTime(atClockTime: clock) ?? clock
        Transaction.begin()
        Transaction.setDisableActions(true)
        layer.speed = rate
        layer.beginTime = rate == 0 ? 0 : parentNow
        layer.timeOffset = anchor
        Transaction.commit()
        anchorClock = clock
    }
}

import Foundation

/// UIKit's block animations, like `UIView.animate(withDuration:…)`.
///
/// Inside the `animations` block every change of a key UIKit animates (`View.animatableKeys`)
/// on a view's layer adds an animation to that layer under the key's name, as UIKit's
/// `action(for:forKey:)` does:
/// - a `BasicAnimation` (a `SpringAnimation` for the spring variant) from the value before the
///   change — the presentation value with `.beginFromCurrentState` — to the model value
///   (`toValue` nil, so a second change of the key in the same block moves the end);
/// - `duration`; `beginTime` now + `delay` with `fillMode = .backwards` when delayed (the old
///   value shows while waiting); the curve's timing function; `.repeat` repeats for ever,
///   `.autoreverse` plays back (the model value shows when it ends, as in UIKit).
/// An animation added under the same key replaces the one before it (whose block's completion
/// then reports `finished: false`). A `duration` ≤ 0 changes without animating.
/// The completion runs when every animation of the block has stopped, with `finished` true
/// only when all of them ran to their end.
extension View {
    /// The options of `animate(withDuration:delay:options:animations:completion:)`, like
    /// `UIView.AnimationOptions` (same raw values).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Start from what is shown now (the presentation value) instead of the model value.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat for ever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Play each cycle forwards, then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Ease in and out (the default): `TimingFunction.easeInEaseOut`.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// `TimingFunction.easeIn`.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// `TimingFunction.easeOut`.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// `TimingFunction.linear`.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The timing function the curve bits (16…19) name.
        var timingFunction: TimingFunction {
            View.timingFunction(curveBits: rawValue)
        }
    }

    /// The layer keys that UIKit's animation blocks animate: `frame` and `bounds` (position,
    /// bounds), `center`, `transform`, `alpha` (opacity), `backgroundColor` — the properties
    /// `UIView`'s documentation lists — and `cornerRadius` (animatable in blocks since iOS 11).
    /// Other layer properties change at once inside a block, as on a backing layer in UIKit.
    /// Reel's backdrop keys animate too: `UIVisualEffectView.effect` sets them, and UIKit
    /// animates a change of `effect` inside a block.
    public static let animatableKeys: Set<String> = [
        "position", "bounds", "transform", "opacity", "backgroundColor", "cornerRadius",
        "backdropBlur", "backdropSaturation", "backdropTint",
    ]

    package static func timingFunction(curveBits: UInt) -> TimingFunction {
        switch (curveBits >> 16) & 0xF {
        case 1: .easeIn
        case 2: .easeOut
        case 3: .linear
        default: .easeInEaseOut
        }
    }

    /// Animates the changes made in `animations`, like
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    public static func animate(
        withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        ViewAnimationContext.perform(
            duration: duration, delay: delay, options: options.rawValue,
            curve: .timing(options.timingFunction), animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with `duration` (no delay, ease in and out).
    public static func animate(withDuration duration: Double, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes made in `animations` with `duration`, then calls `completion`.
    public static func animate(
        withDuration duration: Double, animations: () -> Void, completion: ((_ finished: Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes made in `animations` with a spring, like
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:…)`:
    /// each animation is a `SpringAnimation` with mass 1 and the stiffness and damping of
    /// `View.springParameters(dampingRatio:duration:initialVelocity:)`, `initialVelocity` =
    /// `velocity` (1 = the whole distance in one second), and `duration` (the spring has
    /// settled to 0.1 % by then). The curve options are ignored, as in UIKit.
    public static func animate(
        withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [], animations: () -> Void,
        completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        let spring = springParameters(dampingRatio: dampingRatio, duration: duration, initialVelocity: velocity)
        ViewAnimationContext.perform(
            duration: duration, delay: delay, options: options.rawValue,
            curve: .spring(stiffness: spring.stiffness, damping: spring.damping, velocity: velocity),
            animations: animations, completion: completion)
    }

    /// Makes the changes in `actions` without animating them, even inside an animation block,
    /// like `UIView.performWithoutAnimation(_:)` (implicit actions are disabled too, as UIKit
    /// disables them with `CATransaction`).
    public static func performWithoutAnimation(_ actions: () -> Void) {
        Transaction.begin()
        Transaction.setDisableActions(true)
        actions()
        Transaction.commit()
    }
}

/// The state of one running animation block: what the views' layers are given as actions.
final class ViewAnimationContext {
    enum Curve {
        case timing(TimingFunction)
        case spring(stiffness: Double, damping: Double, velocity: Double)
        case keyframes(TimingFunction, CalculationMode)
    }

    struct Key: Hashable {
        var layer: ObjectIdentifier
        var key: String
    }

    let duration: Double
    let delay: Double
    let options: UInt
    let curve: Curve
    let group: Group
    /// The repeat count and reversal `View.modifyAnimations(withRepeatCount:…)` gives the
    /// animations made inside it (nil: the options' `.repeat` and `.autoreverse`).
    var repetition: (count: Double, autoreverses: Bool)?
    /// Keys already given an animation by this block.
    var animated: Set<Key> = []
    /// The key-frame recording of `animateKeyframes` (nil for other blocks).
    var keyframes: KeyframeRecording?
    /// The changes a property animator collects (`View.capturingChanges`; nil for other blocks).
    var capture: ViewChangeCapture?

    /// Whether every animation of the block ran to its end (false once one was removed early).
    final class Group {
        var finished = true
    }

    init(duration: Double, delay: Double, options: UInt, curve: Curve, group: Group = Group()) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.curve = curve
        self.group = group
    }

    var beginsFromCurrentState: Bool { options & View.AnimationOptions.beginFromCurrentState.rawValue != 0 }

    /// This thread's open animation blocks, innermost last.
    static var stack: ThreadLocalStack<ViewAnimationContext> { .current(key: "ReelCore.ViewAnimationContext.stack") }

    /// Runs an animation block: the changes in `animations` get this block's animations; the
    /// completion waits for all of them (through a `Transaction` of its own).
    static func perform(
        duration: Double, delay: Double, options: UInt, curve: Curve, animations: () -> Void,
        completion: ((Bool) -> Void)?, keyframes: KeyframeRecording? = nil
    ) {
        guard duration > 0 else {
            Transaction.begin()
            if let completion { Transaction.setCompletionBlock { completion(true) } }
            View.performWithoutAnimation(animations)
            Transaction.commit()
            return
        }
        let context = ViewAnimationContext(duration: duration, delay: delay, options: options, curve: curve)
        context.keyframes = keyframes
        let group = context.group
        Transaction.begin()
        if let completion { Transaction.setCompletionBlock { completion(group.finished) } }
        Transaction.begin()  // the block's own transaction, which its code may configure
        stack.elements.append(context)
        animations()
        keyframes?.finishScope(context: context)
        stack.elements.removeLast()
        Transaction.commit()
        keyframes?.addAnimations(context: context)
        Transaction.commit()
    }

    /// The action a view's layer gets for `key` inside the innermost block (nil outside any).
    static func action(for layer: Layer, forKey key: String) -> Action? {
        guard let context = stack.elements.last else { return nil }
        return context.action(for: layer, forKey: key)
    }

    /// The value the animation of `key` starts from (called before the change).
    func startValue(of layer: Layer, property: LayerProperty) -> any AnimatableValue {
        if beginsFromCurrentState, let shown = layer.presentation() { return property.value(in: shown) }
        return property.value(in: layer.model)
    }

    func action(for layer: Layer, forKey key: String) -> Action? {
        guard View.animatableKeys.contains(key) else { return .null }
        if let capture {
            capture.note(layer, key: key)
            return .null
        }
        if let keyframes {
            keyframes.note(layer, key: key, context: self)
            return .null
        }
        let id = Key(layer: ObjectIdentifier(layer), key: key)
        guard !animated.contains(id) else { return .null }  // the first animation follows the model
        animated.insert(id)
        let from = LayerProperty.named(key).map { startValue(of: layer, property: $0) }
        switch curve {
        case .timing(let function):
            var basic = BasicAnimation(keyPath: key)
            basic.fromValue = from
            basic.timing = timing(for: layer, function: function)
            basic.completion = completionHandler
            return .animation(basic)
        case .spring(let stiffness, let damping, let velocity):
            var spring = SpringAnimation(keyPath: key)
            spring.fromValue = from
            spring.mass = 1
            spring.stiffness = stiffness
            spring.damping = damping
            spring.initialVelocity = velocity
            spring.timing = timing(for: layer, function: nil)
            spring.completion = completionHandler
            return .animation(spring)
        case .keyframes:
            return .null
        }
    }

    /// Marks the block unfinished when an animation of it is removed early.
    var completionHandler: (Bool) -> Void {
        { [group] finished in if !finished { group.finished = false } }
    }

    /// The media timing of the block's animations on `layer`.
    func timing(for layer: Layer, function: TimingFunction?) -> MediaTiming {
        var timing = MediaTiming()
        timing.duration = duration
        timing.timingFunction = function
        if delay > 0 {
            let now = layer.localTime(atClockTime: layer.changeObserver?.currentTime ?? 0)
            timing.beginTime = now + delay
            timing.fillMode = .backwards
        }
        if options & View.AnimationOptions.repeat.rawValue != 0 { timing.repeatCount = .infinity }
        if options & View.AnimationOptions.autoreverse.rawValue != 0 { timing.autoreverses = true }
        if let repetition {
            timing.repeatCount = repetition.count
            timing.autoreverses = repetition.autoreverses
        }
        return timing
    }
}

extension View {
    /// The spring UIKit runs for `usingSpringWithDamping: dampingRatio` over `duration`: mass 1,
    /// and the undamped angular frequency ω₀ at which the spring's envelope has decayed to
    /// ε = 0.001 of the distance exactly at `duration` (stiffness ω₀², damping 2ζω₀).
    ///
    /// The envelope, with ζ clamped to (0, 1] and `duration` to 0.01…10 s and v₀ the initial
    /// velocity: `(ζω₀ − v₀) / (ω₀√(1 − ζ²)) · e^(−ζω₀d)` for ζ < 1 and
    /// `((ω₀ − v₀)d + 1) · e^(−ω₀d)` for ζ = 1. This is the conversion Framer documents as what
    /// iOS computes (framer/SpringsExample's readme: "under the hood, iOS computes the actual
    /// tension and friction for the spring simulation based on dampingRatio and duration. The
    /// same calculations are used in Framer", koenbok/Framer `SpringCurveValueConverter`), whose
    /// published pair `duration 3, dampingRatio 0.25` → tension 54.83363359078326, friction
    /// 3.702486785620688 the tests check. Framer finds ω₀ with 11 Newton steps from 5/d; Reel
    /// brackets and bisects to the last bit, and takes the largest root when an initial velocity
    /// towards the end gives two. When no ω₀ reaches ε (a large velocity), Framer's fallback,
    /// stiffness 100 and damping 2ζ·10, is used.
    public static func springParameters(
        dampingRatio: Double, duration: Double, initialVelocity velocity: Double = 0
    ) -> (stiffness: Double, damping: Double) {
        let zeta = min(max(dampingRatio, Double.leastNormalMagnitude), 1)
        let d = min(max(duration, 0.01), 10)
        let epsilon = 0.001
        func envelope(_ w: Double) -> Double {
            if zeta < 1 {
                return (zeta * w - velocity) / (w * (1 - zeta * zeta).squareRoot()) * exp(-zeta * w * d)
            }
            return ((w - velocity) * d + 1) * exp(-w * d)
        }
        // The largest ω₀ on a geometric grid (10⁻⁴ … 10⁶ rad/s) at which the envelope is still
        // at or above ε, then bisection between it and the next grid point.
        let grid = (0...1000).map { 1e-4 * pow(1e10, Double($0) / 1000) }
        guard let last = grid.indices.last(where: { envelope(grid[$0]) >= epsilon }), last < grid.count - 1 else {
            return (100, 2 * zeta * 10)
        }
        var low = grid[last]
        var high = grid[last + 1]
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if mid <= low || mid >= high { break }
            if envelope(mid) >= epsilon { low = mid } else { high = mid }
        }
        let w = envelope(low) - epsilon < epsilon - envelope(high) ? low : high
        return (w * w, 2 * zeta * w)
    }
}

/// UIKit's key-frame block animations, like `UIView.animateKeyframes(withDuration:…)` and
/// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
///
/// Every key a block changes (in its key frames, or directly in the block: a key frame over the
/// whole duration) becomes one `KeyframeAnimation` on that layer under the key's name: its
/// values are the start value (the model value before the block; the presentation value with
/// `.beginFromCurrentState`), then for each key frame that changes the key, in start order,
/// the value held until the key frame starts and the value it sets at its end; the last value
/// holds to 1. `keyTimes` are those fractions, `calculationMode` comes from the options, and the
/// curve options give the whole animation's `timingFunction` — ease in and out by default, as
/// UIKit eases key-frame blocks as a whole (Stack Overflow 68056506, 20638956: the
/// `UIView.AnimationOptions` curve bits work in these options and the default curve is ease in,
/// ease out); the segments between key frames are linear.
extension View {
    /// The options of `animateKeyframes`, like `UIView.KeyframeAnimationOptions` (same raw
    /// values; the curve options are UIKit's `UIView.AnimationOptions` bits, which UIKit honours
    /// here without naming them).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Linear interpolation between key frames (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each key frame's value holds until the next (`CalculationMode.discrete`).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed; key times ignored (`CalculationMode.paced`).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the key frames (`CalculationMode.cubic`).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Smooth and at constant speed (`CalculationMode.cubicPaced`).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
        public static let curveEaseInOut = KeyframeAnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = KeyframeAnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = KeyframeAnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = KeyframeAnimationOptions(rawValue: 3 << 16)

        var calculationMode: CalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }

    /// Animates the key frames added in `animations`, like
    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`.
    public static func animateKeyframes(
        withDuration duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        let curve = ViewAnimationContext.Curve.keyframes(
            View.timingFunction(curveBits: options.rawValue), options.calculationMode)
        ViewAnimationContext.perform(
            duration: duration, delay: delay, options: options.rawValue, curve: curve, animations: animations,
            completion: completion, keyframes: KeyframeRecording())
    }

    /// Adds a key frame to the enclosing `animateKeyframes` block: the changes in `animations`
    /// happen from `frameStartTime` to `frameStartTime + frameDuration`, both fractions of the
    /// block's duration, like `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
    /// Outside a key-frame block the changes are simply made.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: () -> Void
    ) {
        guard let context = ViewAnimationContext.stack.elements.last, let recording = context.keyframes else {
            animations()
            return
        }
        recording.finishScope(context: context)
        let start = min(max(frameStartTime, 0), 1)
        recording.scope = (start, min(max(start + max(frameDuration, 0), start), 1))
        animations()
        recording.finishScope(context: context)
        recording.scope = (0, 1)
    }
}

/// What a key-frame block records: per layer and key, the start value and each key frame's end
/// value.
final class KeyframeRecording {
    struct Frame {
        var start: Double
        var end: Double
        var value: any AnimatableValue
    }

    final class Track {
        let layer: Layer
        let key: String
        let property: LayerProperty
        let initial: any AnimatableValue
        var frames: [Frame] = []
        init(layer: Layer, key: String, property: LayerProperty, initial: any AnimatableValue) {
            self.layer = layer
            self.key = key
            self.property = property
            self.initial = initial
        }
    }

    /// The current key frame's span (the whole block outside `addKeyframe`).
    var scope: (start: Double, end: Double) = (0, 1)
    private var tracks: [Track] = []
    private var index: [ViewAnimationContext.Key: Int] = [:]
    /// Tracks changed in the current scope, in order.
    private var touched: [Int] = []

    /// A change of `key` on `layer` is about to happen in the current scope.
    func note(_ layer: Layer, key: String, context: ViewAnimationContext) {
        let id = ViewAnimationContext.Key(layer: ObjectIdentifier(layer), key: key)
        let i: Int
        if let existing = index[id] {
            i = existing
        } else {
            guard let property = LayerProperty.named(key) else { return }
            let initial = context.startValue(of: layer, property: property)
            i = tracks.count
            tracks.append(Track(layer: layer, key: key, property: property, initial: initial))
            index[id] = i
        }
        if !touched.contains(i) { touched.append(i) }
    }

    /// Reads the values the current scope set (after its changes).
    func finishScope(context: ViewAnimationContext) {
        for i in touched {
            let track = tracks[i]
            let value = track.property.value(in: track.layer.model)
            track.frames.append(Frame(start: scope.start, end: scope.end, value: value))
        }
        touched.removeAll()
    }

    /// Adds one key-frame animation per recorded key.
    func addAnimations(context: ViewAnimationContext) {
        guard case .keyframes(let function, let mode) = context.curve else { return }
        for track in tracks {
            var values: [any AnimatableValue] = [track.initial]
            var times: [Double] = [0]
            var current = track.initial
            for frame in track.frames.enumerated().sorted(by: {
                ($0.element.start, $0.offset) < ($1.element.start, $1.offset)
            })
            .map(\.element) {
                let last = times[times.count - 1]
                if frame.start > last {
                    values.append(current)
                    times.append(frame.start)
                }
                values.append(frame.value)
                times.append(max(frame.end, times[times.count - 1]))
                current = frame.value
            }
            if times[times.count - 1] < 1 {
                values.append(current)
                times.append(1)
            }
            var animation = KeyframeAnimation(keyPath: track.key)
            animation.values = values
            animation.keyTimes = times
            animation.calculationMode = mode
            animation.timing = context.timing(for: track.layer, function: function)
            animation.completion = context.completionHandler
            track.layer.add(animation, forKey: track.key)
        }
    }
}

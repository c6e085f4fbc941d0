import Foundation
import ReelCore
import ReelScene

/// Makes Reel animations from Lottie properties: one `CAKeyframeAnimation`-style animation with
/// the keyframes' values, key times and Bézier timing functions where Core Animation can show
/// them exactly, else the property sampled at every frame (holds, spatial tangents,
/// per-dimension easing, overshooting easing).
enum LottieAnimationMaker {
    static func keyframeAnimation(
        keyPath: String, values: [any AnimatableValue], keyTimes: [Double]?, timingFunctions: [TimingFunction]?,
        begin: Double, duration: Double, valueFunction: ValueFunction? = nil
    ) -> SceneAnimation {
        var k = KeyframeAnimation(keyPath: keyPath)
        k.valueFunction = valueFunction
        k.values = values
        k.keyTimes = keyTimes?.map(LottieNumber.clean)
        k.timingFunctions = timingFunctions
        k.timing.beginTime = begin
        k.timing.duration = max(duration, 1e-6)
        k.timing.fillMode = .both
        k.timing.isRemovedOnCompletion = false
        return SceneAnimation(animation: k)
    }

    /// The animation of `property` on `keyPath`, or nil when it is not animated.
    static func animation(
        _ property: LottieProperty, keyPath: String, timing: LottieTiming, valueFunction: ValueFunction? = nil,
        convert: ([Double]) -> any AnimatableValue
    ) -> SceneAnimation? {
        guard property.isAnimated else { return nil }
        let t0 = property.firstFrame
        let t1 = property.lastFrame
        guard t1 > t0 else { return nil }
        if property.isNativelyAnimatable {
            let values = property.keyValues.map(convert)
            let times = property.keyframes.map { ($0.time - t0) / (t1 - t0) }
            let functions = property.keyframes.dropLast().map(\.timingFunction)
            return keyframeAnimation(
                keyPath: keyPath, values: values, keyTimes: times, timingFunctions: functions,
                begin: timing.seconds(t0), duration: timing.seconds(t1) - timing.seconds(t0),
                valueFunction: valueFunction)
        }
        return sampled(from: t0, to: t1, keyPath: keyPath, timing: timing, valueFunction: valueFunction) {
            convert(property.value(at: $0))
        }
    }

    /// The animation of an opacity in percent, as 0–1 `opacity`; nil when it is not animated.
    static func opacityAnimation(_ opacity: LottieProperty, timing: LottieTiming) -> SceneAnimation? {
        animation(opacity, keyPath: "opacity", timing: timing) { LottieValue.opacity(percent: $0[0]) }
    }

    /// `value` sampled at every layer frame from `t0` to `t1` (and at `t1`), as a linear key
    /// frame animation: exact at every frame the clip shows.
    static func sampled(
        from t0: Double, to t1: Double, keyPath: String, timing: LottieTiming, valueFunction: ValueFunction? = nil,
        value: (Double) -> any AnimatableValue
    ) -> SceneAnimation {
        var frames: [Double] = []
        var f = t0
        while f < t1 - 1e-9 {
            frames.append(f)
            f += 1
        }
        frames.append(t1)
        let values = frames.map(value)
        let even = frames.count < 2 || (t1 - t0) == Double(frames.count - 1)
        let times = even ? nil : frames.map { ($0 - t0) / (t1 - t0) }
        return keyframeAnimation(
            keyPath: keyPath, values: values, keyTimes: times, timingFunctions: nil, begin: timing.seconds(t0),
            duration: timing.seconds(t1) - timing.seconds(t0), valueFunction: valueFunction)
    }
}

/// The scene values the converter writes, each as the scene document would hold it: numbers
/// with float noise rounded away (`LottieNumber`), colours in 8 bits when they fit exactly.
enum LottieValue {
    /// A Lottie colour (`LottieRead.color`): `#rrggbb(aa)` when every channel is a whole 8-bit
    /// step, else its components.
    static func color(_ c: [Double]) -> Color {
        let cc = LottieRead.color(c)
        if cc.allSatisfy({ abs($0 * 255 - ($0 * 255).rounded()) < 1e-9 }) { return Color(hex: hex(cc))! }
        let n = cc.map(LottieNumber.clean)
        return Color(red: n[0], green: n[1], blue: n[2], alpha: n[3])
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque, of components in 0 … 1 (each to the nearest
    /// 8-bit step).
    static func hex(_ cc: [Double]) -> String {
        "#" + cc.prefix(cc[3] == 1 ? 3 : 4).map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
    }

    /// An opacity in percent as a 0–1 opacity.
    static func opacity(percent: Double) -> Double { LottieNumber.clean(min(max(percent / 100, 0), 1)) }

    static func point(_ v: [Double]) -> Point {
        Point(x: LottieNumber.clean(v.count > 0 ? v[0] : 0), y: LottieNumber.clean(v.count > 1 ? v[1] : 0))
    }

    static func point(_ x: Double, _ y: Double) -> Point { Point(x: LottieNumber.clean(x), y: LottieNumber.clean(y)) }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect(
            x: LottieNumber.clean(x), y: LottieNumber.clean(y), width: LottieNumber.clean(w),
            height: LottieNumber.clean(h))
    }

    static func numbers(_ v: [Double]) -> [Double] { v.map(LottieNumber.clean) }

    /// The transform as the document holds it: affine ones as their six numbers.
    static func transform(_ t: AffineTransform) -> Transform3D {
        let n = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(LottieNumber.clean)
        return Transform3D(AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]))
    }

    static func transform(_ t: Transform3D) -> Transform3D {
        Transform3D(values: t.values.map(LottieNumber.clean))!
    }
}

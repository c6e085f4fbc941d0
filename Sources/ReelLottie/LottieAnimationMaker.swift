import Foundation
import ReelScene

/// Makes Reel animations from Lottie properties: one `CAKeyframeAnimation`-style animation with
/// the keyframes' values, key times and Bézier timing functions where Core Animation can show
/// them exactly, else the property sampled at every frame (holds, spatial tangents,
/// per-dimension easing, overshooting easing).
enum LottieAnimationMaker {
    static func keyframeAnimation(
        keyPath: String, values: [JSONValue], keyTimes: [Double]?, timingFunctions: [JSONValue]?,
        begin: Double, duration: Double, valueFunction: String? = nil
    ) -> JSONValue {
        var m: [(String, JSONValue)] = [("type", .string("keyframe")), ("keyPath", .string(keyPath))]
        if let valueFunction { m.append(("valueFunction", .string(valueFunction))) }
        m.append(("values", .array(values)))
        if let keyTimes { m.append(("keyTimes", .array(keyTimes.map { .number(LottieNumber.clean($0)) }))) }
        if let timingFunctions { m.append(("timingFunctions", .array(timingFunctions))) }
        m += [
            ("beginTime", .number(begin)), ("duration", .number(max(duration, 1e-6))),
            ("fillMode", .string("both")), ("removedOnCompletion", .bool(false)),
        ]
        return .object(m)
    }

    /// The animation of `property` on `keyPath`, or nil when it is not animated.
    static func animation(
        _ property: LottieProperty, keyPath: String, timing: LottieTiming, valueFunction: String? = nil,
        convert: ([Double]) -> JSONValue
    ) -> JSONValue? {
        guard property.isAnimated else { return nil }
        let t0 = property.firstFrame
        let t1 = property.lastFrame
        guard t1 > t0 else { return nil }
        if property.isNativelyAnimatable {
            let values = property.keyValues.map(convert)
            let times = property.keyframes.map { ($0.time - t0) / (t1 - t0) }
            let functions: [JSONValue] = property.keyframes.dropLast().map { k in
                let e = k.easing(0)
                return .array(
                    [e.0, e.1, e.2, e.3].map { .number(LottieNumber.clean(min(max($0, 0), 1) == $0 ? $0 : $0)) })
            }
            return keyframeAnimation(
                keyPath: keyPath, values: values, keyTimes: times, timingFunctions: functions,
                begin: timing.seconds(t0), duration: timing.seconds(t1) - timing.seconds(t0),
                valueFunction: valueFunction)
        }
        return sampled(from: t0, to: t1, keyPath: keyPath, timing: timing, valueFunction: valueFunction) {
            convert(property.value(at: $0))
        }
    }

    /// `value` sampled at every layer frame from `t0` to `t1` (and at `t1`), as a linear key
    /// frame animation: exact at every frame the clip shows.
    static func sampled(
        from t0: Double, to t1: Double, keyPath: String, timing: LottieTiming, valueFunction: String? = nil,
        value: (Double) -> JSONValue
    ) -> JSONValue {
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

    static func colorJSON(_ c: [Double]) -> JSONValue {
        let cc = LottieRead.color(c)
        let bytes = cc.map { ($0 * 255).rounded() }
        if zip(cc, bytes).allSatisfy({ abs($0 * 255 - $1) < 1e-9 }) {
            let hex = bytes.prefix(cc[3] == 1 ? 3 : 4).map { String(format: "%02x", Int($0)) }.joined()
            return .string("#" + hex)
        }
        return .array(cc.map { .number(LottieNumber.clean($0)) })
    }

    static func point(_ v: [Double]) -> JSONValue {
        .array([
            .number(LottieNumber.clean(v.count > 0 ? v[0] : 0)), .number(LottieNumber.clean(v.count > 1 ? v[1] : 0)),
        ])
    }
}

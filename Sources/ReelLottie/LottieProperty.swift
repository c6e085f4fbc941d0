import Foundation
import ReelScene

/// A Lottie animatable property (`{"a": 0, "k": value}` or `{"a": 1, "k": [keyframes]}`) of
/// numbers: a scalar is one dimension, a point two or three, a colour four.
struct LottieProperty: Sendable {
    var staticValue: [Double]
    var keyframes: [LottieKeyframe] = []
    /// The property's slot id (`"sid"`), when a template may replace it.
    var slot: String?
    var hasExpression = false

    var isAnimated: Bool { keyframes.count > 1 }

    init(constant: [Double]) {
        staticValue = constant
    }

    /// The value at layer-local frame `f` (the static value where keyframes give none).
    func value(at f: Double) -> [Double] {
        let v = keyframeValue(at: f)
        return v.isEmpty ? staticValue : v
    }

    private func keyframeValue(at f: Double) -> [Double] {
        guard let first = keyframes.first else { return staticValue }
        if keyframes.count == 1 || f <= first.time { return first.start }
        for j in 0..<(keyframes.count - 1) {
            let a = keyframes[j]
            let b = keyframes[j + 1]
            if f >= b.time { continue }
            let from = a.start
            let to = a.end ?? b.start
            if a.hold || b.time <= a.time { return from }
            let p = (f - a.time) / (b.time - a.time)
            if a.hasSpatialTangents, from.count >= 2, to.count >= 2 {
                let e = a.easing(0)
                let q = CubicEasing(e.0, e.1, e.2, e.3).value(at: p)
                return SpatialBezier(
                    from: from, to: to, out: a.spatialOut ?? [0, 0], in: a.spatialIn ?? [0, 0]
                ).point(atLengthFraction: q)
            }
            return (0..<min(from.count, to.count)).map { d in
                let e = a.easing(d)
                let q = CubicEasing(e.0, e.1, e.2, e.3).value(at: p)
                return from[d] + (to[d] - from[d]) * q
            }
        }
        let last = keyframes[keyframes.count - 1]
        if last.start.isEmpty, keyframes.count >= 2 {
            return keyframes[keyframes.count - 2].end ?? keyframes[keyframes.count - 2].start
        }
        return last.start
    }

    /// The values the keyframes hold, in order: each keyframe's start (the last keyframe of the
    /// old format, which has none, takes the previous keyframe's end).
    var keyValues: [[Double]] {
        keyframes.enumerated().map { j, k in
            if !k.start.isEmpty { return k.start }
            let previous = j > 0 ? (keyframes[j - 1].end ?? keyframes[j - 1].start) : staticValue
            return previous.isEmpty ? staticValue : previous
        }
    }

    /// Whether the keyframes map onto one Core Animation keyframe animation exactly: no holds,
    /// no spatial tangents, one easing for every dimension, and no easing that overshoots
    /// (Core Animation holds an overshooting key frame animation at its ends; Lottie does not).
    var isNativelyAnimatable: Bool {
        guard isAnimated else { return false }
        for k in keyframes.dropLast() {
            if k.hold || k.hasSpatialTangents || !k.uniformEasing { return false }
            let e = k.easing(0)
            if !(0...1).contains(e.1) || !(0...1).contains(e.3) { return false }
        }
        return true
    }

    var firstFrame: Double { keyframes.first?.time ?? 0 }
    var lastFrame: Double { keyframes.last?.time ?? 0 }
}

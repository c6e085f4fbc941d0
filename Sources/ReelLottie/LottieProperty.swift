import Foundation
import ReelScene

/// One keyframe of an animated Lottie property (`{"t": 10, "s": [..], "o": {..}, "i": {..}}`).
///
/// The easing of the segment from this keyframe to the next is the cubic Bézier
/// `(o.x, o.y) (i.x, i.y)`, per dimension when `o.x` is an array; `h: 1` holds the value until
/// the next keyframe. `to` / `ti` are the spatial tangents of a position keyframe: the motion
/// from this keyframe's value to the next follows the Bézier `s, s + to, e + ti, e`.
struct LottieKeyframe: Sendable {
    var time: Double
    var start: [Double]
    /// The old format's explicit end value (`"e"`); nil: the next keyframe's start.
    var end: [Double]?
    var hold: Bool
    var outX: [Double] = [], outY: [Double] = [], inX: [Double] = [], inY: [Double] = []
    var spatialOut: [Double]?
    var spatialIn: [Double]?

    /// The easing control points of dimension `d` (the last given entry serves later dimensions).
    func easing(_ d: Int) -> (Double, Double, Double, Double) {
        func pick(_ a: [Double], _ fallback: Double) -> Double { a.isEmpty ? fallback : a[min(d, a.count - 1)] }
        return (pick(outX, 0), pick(outY, 0), pick(inX, 1), pick(inY, 1))
    }

    /// Whether every dimension has the same easing.
    var uniformEasing: Bool {
        (0..<4).allSatisfy { d in
            let e = easing(d)
            let f = easing(0)
            return e == f
        }
    }

    var hasSpatialTangents: Bool {
        let a = spatialOut ?? []
        let b = spatialIn ?? []
        return a.contains { $0 != 0 } || b.contains { $0 != 0 }
    }
}

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

    /// The value at layer-local frame `f`.
    func value(at f: Double) -> [Double] {
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
            return j > 0 ? (keyframes[j - 1].end ?? keyframes[j - 1].start) : staticValue
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

/// A timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1), read as y for a given x.
struct CubicEasing: Sendable {
    var x1, y1, x2, y2: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    private static func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if x1 == y1 && x2 == y2 { return x }
        // Bisection on the monotonic x(t): exact to well below a pixel.
        var lo = 0.0
        var hi = 1.0
        var t = x
        for _ in 0..<60 {
            t = (lo + hi) / 2
            if Self.bezier(t, x1, x2) < x { lo = t } else { hi = t }
        }
        return Self.bezier(t, y1, y2)
    }
}

/// The spatial Bézier between two position keyframes, walked by arc length (as Lottie players
/// move along a motion path).
struct SpatialBezier: Sendable {
    var p0, p1, p2, p3: (Double, Double)

    init(from: [Double], to: [Double], out: [Double], in tin: [Double]) {
        p0 = (from[0], from[1])
        p1 = (from[0] + (out.count > 0 ? out[0] : 0), from[1] + (out.count > 1 ? out[1] : 0))
        p2 = (to[0] + (tin.count > 0 ? tin[0] : 0), to[1] + (tin.count > 1 ? tin[1] : 0))
        p3 = (to[0], to[1])
    }

    func at(_ t: Double) -> (Double, Double) {
        let u = 1 - t
        let a = u * u * u
        let b = 3 * u * u * t
        let c = 3 * u * t * t
        let d = t * t * t
        return (a * p0.0 + b * p1.0 + c * p2.0 + d * p3.0, a * p0.1 + b * p1.1 + c * p2.1 + d * p3.1)
    }

    func point(atLengthFraction q: Double) -> [Double] {
        let n = 64
        var lengths = [0.0]
        var prev = at(0)
        for i in 1...n {
            let p = at(Double(i) / Double(n))
            lengths.append(lengths[i - 1] + hypot(p.0 - prev.0, p.1 - prev.1))
            prev = p
        }
        let total = lengths[n]
        if total == 0 { return [p0.0, p0.1] }
        let target = min(max(q, 0), 1) * total
        var i = 1
        while i < n && lengths[i] < target { i += 1 }
        let span = lengths[i] - lengths[i - 1]
        let local = span > 0 ? (target - lengths[i - 1]) / span : 0
        let p = at((Double(i - 1) + local) / Double(n))
        return [p.0, p.1]
    }
}

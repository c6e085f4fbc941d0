import Foundation
import ReelScene

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

import Foundation
import ReelCore
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

    /// The easing of the segment to the next keyframe (its first dimension's), as the scene
    /// document holds it.
    var timingFunction: TimingFunction {
        let e = easing(0)
        let c = [e.0, e.1, e.2, e.3].map(LottieNumber.clean)
        return TimingFunction(controlPoints: c[0], c[1], c[2], c[3])
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

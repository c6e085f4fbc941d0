import Foundation
import ReelCore

/// A closed outline of straight and cubic segments, each starting where the one before it
/// ends and the last ending where the first starts: an operand or a result of `PathBoolean`.
struct BooleanContour: Equatable {
    /// One segment: a line (`isLine`, the controls unused) or a cubic Bézier.
    struct Segment: Equatable {
        var from: SIMD2<Double>
        var control1: SIMD2<Double>
        var control2: SIMD2<Double>
        var to: SIMD2<Double>
        var isLine: Bool

        static func line(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Segment {
            Segment(from: a, control1: a, control2: b, to: b, isLine: true)
        }

        func point(at t: Double) -> SIMD2<Double> {
            if isLine { return from + (to - from) * t }
            let u = 1 - t
            let a = u * u * u
            let b = 3 * u * u * t
            let c = 3 * u * t * t
            let d = t * t * t
            return from * a + control1 * b + control2 * c + to * d
        }

        /// The same segment drawn the other way round.
        var reversed: Segment {
            Segment(from: to, control1: control2, control2: control1, to: from, isLine: isLine)
        }

        /// The part between parameters `t0` and `t1` (reversed when `t1 < t0`), split by de
        /// Casteljau's construction: the same curve, exactly.
        func part(from t0: Double, to t1: Double) -> Segment {
            if t1 < t0 { return part(from: t1, to: t0).reversed }
            if isLine { return .line(point(at: t0), point(at: t1)) }
            let head = t1 >= 1 ? self : split(at: t1).0
            if t0 <= 0 { return head }
            return head.split(at: t1 > 0 ? t0 / t1 : 0).1
        }

        /// The two halves at parameter `t`.
        func split(at t: Double) -> (Segment, Segment) {
            func mix(_ a: SIMD2<Double>, _ b: SIMD2<Double>) -> SIMD2<Double> { a + (b - a) * t }
            let ab = mix(from, control1)
            let bc = mix(control1, control2)
            let cd = mix(control2, to)
            let abc = mix(ab, bc)
            let bcd = mix(bc, cd)
            let mid = mix(abc, bcd)
            return (
                Segment(from: from, control1: ab, control2: abc, to: mid, isLine: false),
                Segment(from: mid, control1: bcd, control2: cd, to: to, isLine: false)
            )
        }
    }

    var segments: [Segment]

    init(segments: [Segment]) { self.segments = segments }

    /// A Lottie shape as a closed outline (an open one is closed by a line, as a fill closes
    /// it); empty for a shape of fewer than two vertices.
    init(_ path: LottiePath) {
        segments = []
        let v = path.vertices
        guard v.count > 1 else { return }
        func point(_ p: (Double, Double)) -> SIMD2<Double> { SIMD2(p.0, p.1) }
        for a in v.indices {
            let b = (a + 1) % v.count
            let from = point(v[a])
            let to = point(v[b])
            let isClosing = b == 0
            if (isClosing && !path.closed) || (path.outTangents[a] == (0, 0) && path.inTangents[b] == (0, 0)) {
                if from != to { segments.append(.line(from, to)) }
            } else {
                segments.append(
                    Segment(
                        from: from, control1: from + point(path.outTangents[a]),
                        control2: to + point(path.inTangents[b]), to: to, isLine: false))
            }
        }
    }

    func applying(_ m: AffineTransform) -> BooleanContour {
        func map(_ p: SIMD2<Double>) -> SIMD2<Double> {
            let q = Point(x: p.x, y: p.y).applying(m)
            return SIMD2(q.x, q.y)
        }
        return BooleanContour(
            segments: segments.map {
                Segment(
                    from: map($0.from), control1: map($0.control1), control2: map($0.control2), to: map($0.to),
                    isLine: $0.isLine)
            })
    }

    /// The outline as a closed subpath of `path`, coordinates rounded to thousandths of a point
    /// as `LottiePath.bezierPath` rounds them; `curvesOnly` writes lines as cubics.
    func append(to path: inout BezierPath, curvesOnly: Bool) {
        guard let first = segments.first else { return }
        func p(_ v: SIMD2<Double>) -> Point {
            Point(x: (v.x * 1000).rounded() / 1000, y: (v.y * 1000).rounded() / 1000)
        }
        path.move(to: p(first.from))
        for s in segments {
            if s.isLine && !curvesOnly {
                path.addLine(to: p(s.to))
            } else if s.isLine {
                let third = (s.to - s.from) / 3
                path.addCurve(to: p(s.to), controlPoint1: p(s.from + third), controlPoint2: p(s.to - third))
            } else {
                path.addCurve(to: p(s.to), controlPoint1: p(s.control1), controlPoint2: p(s.control2))
            }
        }
        path.close()
    }

    /// The box of the end and control points (it contains the outline).
    static func bounds(_ contours: [BooleanContour]) -> (min: SIMD2<Double>, max: SIMD2<Double>)? {
        var lo = SIMD2(Double.infinity, Double.infinity)
        var hi = -lo
        for c in contours {
            for s in c.segments {
                for q in [s.from, s.control1, s.control2, s.to] {
                    lo = pointwiseMin(lo, q)
                    hi = pointwiseMax(hi, q)
                }
            }
        }
        return lo.x <= hi.x ? (lo, hi) : nil
    }
}

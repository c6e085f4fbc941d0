import Foundation

/// Boolean operations on filled outlines (union, difference, intersection, exclusive or), for
/// Lottie's merge paths: Cairo has none.
///
/// Each operand is filled by the non-zero rule. Both are flattened to polygons within
/// `tolerance` (a ten-thousandth of the larger side of their bounds), every edge is cut where
/// another crosses or touches it, and a piece of edge is kept when the result is filled on one
/// side of it and not on the other (the winding numbers of both operands just left and right of
/// its middle say which), turned so that the filled side is on its left. The kept pieces are
/// chained into closed outlines, and each run of pieces from one original segment is written
/// back as that segment's exact part (de Casteljau), so curves stay curves: only the points
/// where outlines cross are off, by less than the tolerance. The result fills the same under
/// either fill rule.
enum PathBoolean {
    enum Operation {
        case union, subtract, intersect, exclude

        /// Whether a point is in the result, given whether it is in each operand.
        func contains(_ a: Bool, _ b: Bool) -> Bool {
            switch self {
            case .union: a || b
            case .subtract: a && !b
            case .intersect: a && b
            case .exclude: a != b
            }
        }
    }

    /// A piece of flattened edge: from `a` to `b`, part of operand `operand`, along segment
    /// `curve` of the operands from parameter `t0` to `t1`.
    struct Edge {
        var a: SIMD2<Double>
        var b: SIMD2<Double>
        var operand: Int
        var curve: Int
        var t0: Double
        var t1: Double

        var reversed: Edge { Edge(a: b, b: a, operand: operand, curve: curve, t0: t1, t1: t0) }
    }

    /// `a` `op` `b`.
    static func combine(_ a: [BooleanContour], _ b: [BooleanContour], _ op: Operation) -> [BooleanContour] {
        guard let ba = BooleanContour.bounds(a) else { return op.contains(false, true) ? b : [] }
        guard let bb = BooleanContour.bounds(b) else { return op.contains(true, false) ? a : [] }
        let disjoint = ba.max.x < bb.min.x || bb.max.x < ba.min.x || ba.max.y < bb.min.y || bb.max.y < ba.min.y
        if disjoint {
            // Nowhere in both: each operand alone is what it is.
            return (op.contains(true, false) ? a : []) + (op.contains(false, true) ? b : [])
        }
        let lo = pointwiseMin(ba.min, bb.min)
        let hi = pointwiseMax(ba.max, bb.max)
        let extent = max(hi.x - lo.x, hi.y - lo.y)
        guard extent > 0 else { return [] }
        let tolerance = extent * 1e-4
        var curves: [BooleanContour.Segment] = []
        let ea = flatten(a, operand: 0, tolerance: tolerance, curves: &curves)
        let eb = flatten(b, operand: 1, tolerance: tolerance, curves: &curves)
        let pieces = cut(ea + eb, grid: tolerance * 1e-3)
        let windings = [WindingIndex(ea), WindingIndex(eb)]
        let offset = tolerance * 0.05
        var kept: [Edge] = []
        for e in pieces {
            let d = e.b - e.a
            let length = (d * d).sum().squareRoot()
            guard length > tolerance * 1e-3 else { continue }
            let mid = (e.a + e.b) / 2
            let normal = SIMD2(-d.y, d.x) / length * offset
            let left = op.contains(windings[0].winding(mid + normal) != 0, windings[1].winding(mid + normal) != 0)
            let right = op.contains(windings[0].winding(mid - normal) != 0, windings[1].winding(mid - normal) != 0)
            if left != right { kept.append(left ? e : e.reversed) }
        }
        return chain(kept, curves: curves, grid: tolerance * 1e-3, minimumArea: tolerance * tolerance)
    }

    /// The contours' segments as polygon edges within `tolerance` of them; each segment is
    /// appended to `curves`, which the edges name.
    static func flatten(
        _ contours: [BooleanContour], operand: Int, tolerance: Double, curves: inout [BooleanContour.Segment]
    ) -> [Edge] {
        var out: [Edge] = []
        for c in contours {
            for s in c.segments {
                let index = curves.count
                curves.append(s)
                var steps = 1
                if !s.isLine {
                    // A chord of a cubic over a parameter step h is within h²/8 · max|B''|
                    // of it, and |B''| ≤ 6 · the larger second difference of the controls.
                    let d1 = s.from - 2 * s.control1 + s.control2
                    let d2 = s.control1 - 2 * s.control2 + s.to
                    let dd = max((d1 * d1).sum(), (d2 * d2).sum()).squareRoot()
                    steps = min(max(Int((0.75 * dd / tolerance).squareRoot().rounded(.up)), 1), 1_000)
                }
                var previous = s.from
                var t0 = 0.0
                for k in 0..<steps {
                    let t1 = Double(k + 1) / Double(steps)
                    let next = k == steps - 1 ? s.to : s.point(at: t1)
                    if next != previous {
                        out.append(Edge(a: previous, b: next, operand: operand, curve: index, t0: t0, t1: t1))
                        previous = next
                        t0 = t1
                    }
                }
            }
        }
        return out
    }
}

import Foundation

/// Adaptive Gauss–Legendre quadrature of a Bézier segment's speed `|B′(t)|`, the integrand of
/// its arc length.
///
/// Each panel `[a, b]` is integrated with a 10-point Gauss–Legendre rule on the whole panel and
/// on its two halves. The halves' sum is accepted when it differs from the whole-panel value
/// by at most `relativeTolerance · P · (b − a)`, where `P` is the length of the segment's
/// control polygon (an upper bound of its arc length); otherwise both halves are refined. The
/// accepted estimates therefore differ from their coarser check by at most
/// `relativeTolerance · P` in total, and since a 10-point rule's error falls like `h²⁰` on
/// smooth integrands, the accepted (finer) value is far more accurate than that difference.
/// The speed's local minima inside (0, 1) — a cusp, where `|B′|` has a kink, or a sharp turn —
/// are found once (roots of `d/dt |B′|² = 2 B′·B″`, a cubic) and every integral is split
/// there, so no panel straddles a kink (where the two estimates can agree by coincidence while
/// both are wrong). Panels halve at most `maxDepth` times, within a budget of `maxPanels`.
struct ArcLengthIntegrator {
    /// The speed's polynomial, `B′(t) = a t² + b t + c` (vectors).
    let ax: Double, ay: Double, bx: Double, by: Double, cx: Double, cy: Double
    /// Absolute tolerance per unit of parameter: `relativeTolerance · P`.
    let tolerancePerUnit: Double
    /// The control polygon length `P` (an upper bound of the arc length).
    let polygonLength: Double

    /// Parameters in (0, 1) where the speed has a local minimum, ascending (at most 2 used).
    let breaks: (Double, Double)
    let breakCount: Int

    /// The tolerance relative to the control polygon length.
    static let relativeTolerance = 1e-12
    static let maxDepth = 40
    static let maxPanels = 4096

    /// The integrator for the cubic with points `p0 … p3` (lines and quadratics are passed as
    /// the equivalent cubic).
    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        let d0x = p1.x - p0.x
        let d0y = p1.y - p0.y
        let d1x = p2.x - p1.x
        let d1y = p2.y - p1.y
        let d2x = p3.x - p2.x
        let d2y = p3.y - p2.y
        ax = 3 * (d0x - 2 * d1x + d2x)
        ay = 3 * (d0y - 2 * d1y + d2y)
        bx = 6 * (d1x - d0x)
        by = 6 * (d1y - d0y)
        cx = 3 * d0x
        cy = 3 * d0y
        polygonLength =
            (d0x * d0x + d0y * d0y).squareRoot() + (d1x * d1x + d1y * d1y).squareRoot()
            + (d2x * d2x + d2y * d2y).squareRoot()
        tolerancePerUnit = Self.relativeTolerance * polygonLength
        // With B′ = a t² + b t + c and B″ = 2a t + b:
        // B′·B″ = 2|a|² t³ + 3(a·b) t² + (|b|² + 2 a·c) t + b·c.
        let g3 = 2 * (ax * ax + ay * ay)
        let g2 = 3 * (ax * bx + ay * by)
        let g1 = (bx * bx + by * by) + 2 * (ax * cx + ay * cy)
        let g0 = bx * cx + by * cy
        if polygonLength.isFinite && polygonLength > 0 {
            let minima = Self.speedMinima(g3, g2, g1, g0)
            breakCount = minima.count
            breaks = (minima.first, minima.second)
        } else {
            breakCount = 0
            breaks = (0, 0)
        }
    }

    /// The parameters in (0, 1) where `g(t) = g3 t³ + g2 t² + g1 t + g0` changes sign from
    /// negative to positive (local minima of `|B′|²`; a cubic with `g3 ≥ 0` has at most two),
    /// found by bisection on the intervals where `g` is monotone. Allocates nothing.
    static func speedMinima(
        _ g3: Double, _ g2: Double, _ g1: Double, _ g0: Double
    ) -> (count: Int, first: Double, second: Double) {
        func g(_ t: Double) -> Double { ((g3 * t + g2) * t + g1) * t + g0 }
        // Critical points of g, the roots of 3 g3 t² + 2 g2 t + g1, split 0…1 into at most
        // three monotone intervals.
        var r1 = Double.nan
        var r2 = Double.nan
        let qa = 3 * g3
        let qb = 2 * g2
        let qc = g1
        if qa != 0 {
            let disc = qb * qb - 4 * qa * qc
            if disc > 0 {
                let q = -0.5 * (qb + (qb < 0 ? -1 : 1) * disc.squareRoot())
                r1 = q / qa
                r2 = q != 0 ? qc / q : .nan
            }
        } else if qb != 0 {
            r1 = -qc / qb
        }
        if !(r1 > 0 && r1 < 1) { r1 = .nan }
        if !(r2 > 0 && r2 < 1) { r2 = .nan }
        if r1.isNaN || (!r2.isNaN && r2 < r1) { swap(&r1, &r2) }
        // Intervals [0, r1], [r1, r2], [r2, 1] with NaN ends skipped.
        var result = (count: 0, first: 0.0, second: 0.0)
        var lo = 0.0
        for end in [r1, r2, 1.0] where !end.isNaN {
            defer { lo = end }
            var a = lo
            var b = end
            guard g(a) < 0 && g(b) > 0 else { continue }
            for _ in 0..<200 {
                let mid = (a + b) / 2
                if mid <= a || mid >= b { break }
                if g(mid) < 0 { a = mid } else { b = mid }
            }
            let root = (a + b) / 2
            guard root > 1e-9 && root < 1 - 1e-9 else { continue }
            if result.count == 0 { result.first = root } else { result.second = root }
            result.count = min(result.count + 1, 2)
        }
        return result
    }

    @inline(__always)
    func speed(_ t: Double) -> Double {
        let x = (ax * t + bx) * t + cx
        let y = (ay * t + by) * t + cy
        return (x * x + y * y).squareRoot()
    }

    /// The fixed-order rule on one panel.
    func rule(_ a: Double, _ b: Double) -> Double {
        let half = (b - a) / 2
        let mid = (a + b) / 2
        let nodes = GaussLegendreRule.nodes
        let weights = GaussLegendreRule.weights
        var sum = 0.0
        for i in 0..<nodes.count {
            sum += weights[i] * speed(mid + half * nodes[i])
        }
        return sum * half
    }

    /// `∫ₐᵇ |B′(t)| dt`; negative when `b < a`.
    func integral(from a: Double, to b: Double) -> Double {
        guard polygonLength.isFinite else { return polygonLength }  // NaN or +inf, never a hang
        if polygonLength == 0 || a == b { return 0 }
        if b < a { return -integral(from: b, to: a) }
        var budget = Self.maxPanels
        var sum = 0.0
        var lower = a
        for k in 0..<breakCount {
            let cut = k == 0 ? breaks.0 : breaks.1
            if cut > lower && cut < b {
                sum += refine(lower, cut, whole: rule(lower, cut), depth: 0, budget: &budget)
                lower = cut
            }
        }
        return sum + refine(lower, b, whole: rule(lower, b), depth: 0, budget: &budget)
    }

    private func refine(_ a: Double, _ b: Double, whole: Double, depth: Int, budget: inout Int) -> Double {
        let m = (a + b) / 2
        let left = rule(a, m)
        let right = rule(m, b)
        let sum = left + right
        budget -= 1
        if abs(sum - whole) <= tolerancePerUnit * (b - a) || depth >= Self.maxDepth || budget <= 0 || !sum.isFinite {
            return sum
        }
        return refine(a, m, whole: left, depth: depth + 1, budget: &budget)
            + refine(m, b, whole: right, depth: depth + 1, budget: &budget)
    }
}

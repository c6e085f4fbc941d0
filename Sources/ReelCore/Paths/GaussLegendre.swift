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
/// Near a cusp (`|B′|` has a kink) panels keep halving until the test passes, at most
/// `maxDepth` times, with a budget of `maxPanels` panels per integral.
struct ArcLengthIntegrator {
    /// The speed's polynomial, `B′(t) = a t² + b t + c` (vectors).
    let ax: Double, ay: Double, bx: Double, by: Double, cx: Double, cy: Double
    /// Absolute tolerance per unit of parameter: `relativeTolerance · P`.
    let tolerancePerUnit: Double
    /// The control polygon length `P` (an upper bound of the arc length).
    let polygonLength: Double

    /// The tolerance relative to the control polygon length.
    static let relativeTolerance = 1e-12
    static let maxDepth = 40
    static let maxPanels = 4096

    /// The integrator for the cubic with points `p0 … p3` (lines and quadratics are passed as
    /// the equivalent cubic).
    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        let d0x = p1.x - p0.x, d0y = p1.y - p0.y
        let d1x = p2.x - p1.x, d1y = p2.y - p1.y
        let d2x = p3.x - p2.x, d2y = p3.y - p2.y
        ax = 3 * (d0x - 2 * d1x + d2x); ay = 3 * (d0y - 2 * d1y + d2y)
        bx = 6 * (d1x - d0x); by = 6 * (d1y - d0y)
        cx = 3 * d0x; cy = 3 * d0y
        polygonLength =
            (d0x * d0x + d0y * d0y).squareRoot() + (d1x * d1x + d1y * d1y).squareRoot()
            + (d2x * d2x + d2y * d2y).squareRoot()
        tolerancePerUnit = Self.relativeTolerance * polygonLength
    }

    @inline(__always)
    func speed(_ t: Double) -> Double {
        let x = (ax * t + bx) * t + cx
        let y = (ay * t + by) * t + cy
        return (x * x + y * y).squareRoot()
    }

    /// The fixed-order rule on one panel.
    func rule(_ a: Double, _ b: Double) -> Double {
        let half = (b - a) / 2, mid = (a + b) / 2
        let nodes = GaussLegendreRule.nodes, weights = GaussLegendreRule.weights
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
        return refine(a, b, whole: rule(a, b), depth: 0, budget: &budget)
    }

    private func refine(_ a: Double, _ b: Double, whole: Double, depth: Int, budget: inout Int) -> Double {
        let m = (a + b) / 2
        let left = rule(a, m), right = rule(m, b)
        let sum = left + right
        budget -= 1
        if abs(sum - whole) <= tolerancePerUnit * (b - a) || depth >= Self.maxDepth || budget <= 0 || !sum.isFinite {
            return sum
        }
        return refine(a, m, whole: left, depth: depth + 1, budget: &budget)
            + refine(m, b, whole: right, depth: depth + 1, budget: &budget)
    }
}

/// The 10-point Gauss–Legendre nodes and weights on [−1, 1], computed once to full double
/// precision by Newton's method on the Legendre polynomial.
enum GaussLegendreRule {
    static let order = 10
    static let nodes: [Double] = table.nodes
    static let weights: [Double] = table.weights

    private static let table: (nodes: [Double], weights: [Double]) = {
        let n = order
        var xs: [Double] = [], ws: [Double] = []
        for i in 1...n {
            var x = cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
            var derivative = 0.0
            for _ in 0..<100 {
                // P_n(x) by the three-term recurrence, and P_n'(x).
                var p0 = 1.0, p1 = x
                for k in 2...n {
                    let p2 = (Double(2 * k - 1) * x * p1 - Double(k - 1) * p0) / Double(k)
                    p0 = p1
                    p1 = p2
                }
                derivative = Double(n) * (x * p1 - p0) / (x * x - 1)
                let dx = p1 / derivative
                x -= dx
                if abs(dx) < 1e-16 { break }
            }
            xs.append(x)
            ws.append(2 / ((1 - x * x) * derivative * derivative))
        }
        return (xs, ws)
    }()
}

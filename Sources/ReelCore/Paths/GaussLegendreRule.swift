import Foundation

/// The 10-point Gauss–Legendre nodes and weights on [−1, 1], computed once to full double
/// precision by Newton's method on the Legendre polynomial.
enum GaussLegendreRule {
    static let order = 10
    static let nodes: [Double] = table.nodes
    static let weights: [Double] = table.weights

    private static let table: (nodes: [Double], weights: [Double]) = {
        let n = order
        var xs: [Double] = []
        var ws: [Double] = []
        for i in 1...n {
            var x = cos(Double.pi * (Double(i) - 0.25) / (Double(n) + 0.5))
            var derivative = 0.0
            for _ in 0..<100 {
                // P_n(x) by the three-term recurrence, and P_n'(x).
                var p0 = 1.0
                var p1 = x
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

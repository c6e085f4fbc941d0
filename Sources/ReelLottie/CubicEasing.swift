import Foundation
import ReelScene

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

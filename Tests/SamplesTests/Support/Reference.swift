import Foundation
import ReelCore

/// The posts' maths, written again here without Reel's code: the timing curves, the Bézier
/// formulas and the arc's cubic approximation.
enum Reference {
    /// A CSS / Core Animation timing curve `cubic-bezier(x1, y1, x2, y2)` at progress `x`:
    /// solves `X(s) = x` by bisection (X is monotonic for x1, x2 in [0, 1]) to full double
    /// precision, then returns `Y(s)`.
    static func cubicBezierTiming(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func bez(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            let m = 1 - s
            return 3 * m * m * s * p1 + 3 * m * s * s * p2 + s * s * s
        }
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if mid == lo || mid == hi { break }
            if bez(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return bez(y1, y2, (lo + hi) / 2)
    }

    /// easeIn = cubic-bezier(0.42, 0, 1, 1).
    static func easeIn(_ x: Double) -> Double { cubicBezierTiming(0.42, 0, 1, 1, at: x) }
    /// easeOut = cubic-bezier(0, 0, 0.58, 1).
    static func easeOut(_ x: Double) -> Double { cubicBezierTiming(0, 0, 0.58, 1, at: x) }

    /// easeInEaseOut = cubic-bezier(0.42, 0, 0.58, 1).
    static func easeInEaseOut(_ x: Double) -> Double { cubicBezierTiming(0.42, 0, 0.58, 1, at: x) }

    /// A damped spring's progress from 0 towards 1 after `t` seconds, in closed form (the
    /// textbook solution of x'' = −ω₀²(x − 1) − 2ζω₀x' with x(0) = 0, x'(0) = v₀, for ζ < 1):
    /// `1 − e^(−ζω₀t)·(cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t)`, ω_d = ω₀√(1 − ζ²). With mass 1,
    /// stiffness k and damping c: ω₀ = √k, ζ = c / (2√k).
    static func spring(stiffness k: Double, damping c: Double, velocity v0: Double, at t: Double) -> Double {
        let w0 = k.squareRoot()
        let zeta = c / (2 * w0)
        precondition(zeta < 1, "the closed form here is the underdamped one")
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
    }

    /// The quadratic Bézier `p0 → p2` with control `p1` at parameter `u`.
    static func quadratic(_ p0: Point, _ p1: Point, _ p2: Point, at u: Double) -> Point {
        let m = 1 - u
        return Point(
            x: m * m * p0.x + 2 * m * u * p1.x + u * u * p2.x,
            y: m * m * p0.y + 2 * m * u * p1.y + u * u * p2.y)
    }

    /// The post's control point: `x = sx + (ex − sx)/3`, `y = sy + (ey − sy)·0.5 − 400`.
    static func flyControlPoint(start s: Point, end e: Point) -> Point {
        Point(x: s.x + (e.x - s.x) / 3, y: s.y + (e.y - s.y) * 0.5 - 400)
    }

    /// The standard single-cubic approximation of the circular arc about (0, 0) of radius `r`
    /// from angle `a0` to `a0 + sweep` (|sweep| ≤ π/2), handles `4/3·tan(sweep/4)·r`, at
    /// parameter `u`.
    static func arcCubic(radius r: Double, from a0: Double, sweep: Double, at u: Double) -> Point {
        let k = 4.0 / 3.0 * tan(sweep / 4)
        let a1 = a0 + sweep
        let p0 = Point(x: r * cos(a0), y: r * sin(a0))
        let p3 = Point(x: r * cos(a1), y: r * sin(a1))
        let c1 = Point(x: p0.x - k * r * sin(a0), y: p0.y + k * r * cos(a0))
        let c2 = Point(x: p3.x + k * r * sin(a1), y: p3.y - k * r * cos(a1))
        let m = 1 - u
        let b0 = m * m * m
        let b1 = 3 * m * m * u
        let b2 = 3 * m * u * u
        let b3 = u * u * u
        return Point(
            x: b0 * p0.x + b1 * c1.x + b2 * c2.x + b3 * p3.x,
            y: b0 * p0.y + b1 * c1.y + b2 * c2.y + b3 * p3.y)
    }

    /// The largest radial error of that cubic, as a fraction of the radius:
    /// `2·sin⁶(θ/4) / (27·cos²(θ/4))` — 2.73e-4 for θ = 90°, 4.2e-6 for 45°, 3.7e-7 for 30°.
    static func arcRadialErrorBound(sweep: Double) -> Double {
        let s = sin(abs(sweep) / 4)
        let c = cos(abs(sweep) / 4)
        return 2 * pow(s, 6) / (27 * c * c)
    }

    /// How far the cubic's angle strays from `a0 + u·sweep` along its parameter, in radians:
    /// measured 7.34e-3 for 90°, 9.57e-4 for 45°, 2.86e-4 for 30°; it grows about as sweep³,
    /// so `8e-3·(sweep / 90°)³` bounds it.
    static func arcAngleErrorBound(sweep: Double) -> Double {
        8e-3 * pow(abs(sweep) / (Double.pi / 2), 3)
    }
}

import Foundation

/// The key-frame segments of a path, as a path-based `KeyframeAnimation` sees them: every
/// non-move element is one segment (`close` is a line back to the subpath's start); moves
/// only set the next segment's start point.
///
/// Reel keeps this small evaluator private to the animation engine: it needs the point and
/// derivative at a curve's own parameter (linear calculation mode) and arc length (paced
/// modes). Lengths use 16-point Gauss–Legendre quadrature of the speed on 16 equal parameter
/// pieces, then Newton/bisection for length → parameter; the relative error of a length is
/// below 1e-9 for the smooth curves the seeds use (cusps converge more slowly).
struct PathKeyframes: Sendable {
    struct Segment: Sendable {
        /// Start, controls (0, 1 or 2) and end.
        var points: [Point]

        var start: Point { points[0] }
        var end: Point { points[points.count - 1] }

        /// The point at curve parameter `s` (unclamped, so overshooting curves extrapolate).
        func point(at s: Double) -> Point {
            let u = 1 - s
            switch points.count {
            case 2:
                return points[0] * u + points[1] * s
            case 3:
                return points[0] * (u * u) + points[1] * (2 * u * s) + points[2] * (s * s)
            default:
                return points[0] * (u * u * u) + points[1] * (3 * u * u * s) + points[2] * (3 * u * s * s)
                    + points[3] * (s * s * s)
            }
        }

        /// The derivative d point / d s.
        func derivative(at s: Double) -> Point {
            let u = 1 - s
            switch points.count {
            case 2:
                return points[1] - points[0]
            case 3:
                return (points[1] - points[0]) * (2 * u) + (points[2] - points[1]) * (2 * s)
            default:
                return (points[1] - points[0]) * (3 * u * u) + (points[2] - points[1]) * (6 * u * s)
                    + (points[3] - points[2]) * (3 * s * s)
            }
        }

        /// The direction of travel at `s`; falls back to nearby parameters and then to the chord
        /// where the derivative vanishes (a control point on an end point).
        func tangent(at s: Double) -> Point {
            let d = derivative(at: s)
            if d.x != 0 || d.y != 0 { return d }
            for h in [1e-6, 1e-4, 1e-2] {
                let a = point(at: min(max(s - h, 0), 1)), b = point(at: min(max(s + h, 0), 1))
                if a != b { return b - a }
            }
            return end - start
        }

        /// Arc length from parameter 0 to `s` (`s` in 0…1).
        func length(to s: Double = 1) -> Double {
            if points.count == 2 { return start.distance(to: end) * s }
            let pieces = 16
            var total = 0.0
            let step = s / Double(pieces)
            for i in 0..<pieces {
                let a = Double(i) * step
                for (x, w) in GaussLegendre.nodes16 {
                    let d = derivative(at: a + step * (x + 1) / 2)
                    total += w * step / 2 * (d.x * d.x + d.y * d.y).squareRoot()
                }
            }
            return total
        }

        /// The parameter where the arc length from the start reaches `target` (0…length).
        func parameter(atLength target: Double, totalLength: Double) -> Double {
            if totalLength <= 0 { return 0 }
            if points.count == 2 { return target / totalLength }
            var lo = 0.0, hi = 1.0
            var s = target / totalLength
            for _ in 0..<50 {
                let error = length(to: s) - target
                if abs(error) < 1e-10 * max(totalLength, 1) { return s }
                if error < 0 { lo = s } else { hi = s }
                let d = derivative(at: s)
                let speed = (d.x * d.x + d.y * d.y).squareRoot()
                var next = speed > 0 ? s - error / speed : (lo + hi) / 2
                if !(next > lo && next < hi) { next = (lo + hi) / 2 }
                s = next
            }
            return s
        }
    }

    let segments: [Segment]
    /// Arc length of each segment.
    let lengths: [Double]
    let totalLength: Double

    /// The segments of `path`; `measure` computes the lengths (needed only for paced timing).
    init(_ path: BezierPath, measure: Bool = true) {
        var segments: [Segment] = []
        var current = Point.zero, subpathStart = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                current = p; subpathStart = p
            case .line(let p):
                segments.append(Segment(points: [current, p])); current = p
            case .quadCurve(let p, let c):
                segments.append(Segment(points: [current, c, p])); current = p
            case .curve(let p, let c1, let c2):
                segments.append(Segment(points: [current, c1, c2, p])); current = p
            case .close:
                segments.append(Segment(points: [current, subpathStart])); current = subpathStart
            }
        }
        self.segments = segments
        lengths = measure ? segments.map { $0.length() } : []
        totalLength = lengths.reduce(0, +)
    }

    /// The point and direction at arc length `distance` from the path's start (clamped).
    func pointAndTangent(atLength distance: Double) -> (Point, Point) {
        guard !segments.isEmpty else { return (.zero, Point(x: 1, y: 0)) }
        var remaining = min(max(distance, 0), totalLength)
        for (i, segment) in segments.enumerated() {
            let len = lengths[i]
            if remaining <= len || i == segments.count - 1 {
                let s = segment.parameter(atLength: min(remaining, len), totalLength: len)
                return (segment.point(at: s), segment.tangent(at: s))
            }
            remaining -= len
        }
        let last = segments[segments.count - 1]
        return (last.end, last.tangent(at: 1))
    }
}

/// Nodes and weights of 16-point Gauss–Legendre quadrature on [−1, 1].
enum GaussLegendre {
    static let nodes16: [(Double, Double)] = {
        let half: [(Double, Double)] = [
            (0.0950125098376374401853193, 0.1894506104550684962853967),
            (0.2816035507792589132304605, 0.1826034150449235888667637),
            (0.4580167776572273863424194, 0.1691565193950025381893121),
            (0.6178762444026437484466718, 0.1495959888165767320815017),
            (0.7554044083550030338951012, 0.1246289712555338720524763),
            (0.8656312023878317438804679, 0.0951585116824927848099251),
            (0.9445750230732325760779884, 0.0622535239386478928628438),
            (0.9894009349916499325961542, 0.0271524594117540948517806),
        ]
        return half.map { (-$0.0, $0.1) } + half
    }()
}

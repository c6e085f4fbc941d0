import Foundation

/// One drawable piece of a path: a line, quadratic or cubic Bézier from `start`, as drawn by
/// one non-move element of a `BezierPath` (a `close` is the straight line back to its
/// subpath's start).
///
/// This is the unit of path measuring and trimming, and of keyframe animation along a path:
/// Core Animation's path animations treat each non-move segment as one keyframe segment, and
/// within a curve follow the curve's own parameter `t` (`point(at:)`); paced modes move at
/// constant speed, which needs `parameter(atLength:)`.
///
/// Evaluation is exact de Casteljau (`point(at:)`, `subsegment(from:to:)` use the same
/// arithmetic, so a trimmed piece ends exactly at `point(at:)` of the cut). Lengths come from
/// adaptive Gauss–Legendre quadrature of `|B′(t)|`: the estimated absolute error is at most
/// `1e-12 · P`, where `P` is the control polygon's length (`P ≥ length`; for everyday curves
/// `P` is within a small factor of the length, so the relative error is ~1e-12; the tests
/// check 1e-10 against independent reference lengths). Lines are measured exactly.
///
/// Nothing here allocates: a segment is a few points, and every method works on the stack.
public struct PathSegment: Hashable, Sendable {
    /// Where the segment starts (the current point before its element).
    public let start: Point
    /// Where the segment ends; for `.close`, the subpath's first point.
    public let end: Point
    /// The element that draws it: `.line`, `.quadCurve`, `.curve` or `.close` (never `.move`).
    public let element: BezierPath.Element
    /// The element's index in `BezierPath.elements`.
    public let elementIndex: Int
    /// Which subpath it belongs to, counting only subpaths that have segments (0, 1, …).
    /// A segment after `close()` without a `move(to:)` starts a new subpath.
    public let subpathIndex: Int

    /// A segment drawn by `element` from `start`.
    ///
    /// - Parameters:
    ///   - start: the current point before the element.
    ///   - element: `.line`, `.quadCurve`, `.curve` or `.close`.
    ///   - subpathStart: where a `.close` leads back to (ignored for other elements).
    ///   - elementIndex: the element's index in its path, for reference.
    ///   - subpathIndex: the subpath's index, for reference.
    /// - Precondition: `element` is not `.move`: a move draws nothing.
    public init(
        start: Point, element: BezierPath.Element, subpathStart: Point = .zero, elementIndex: Int = 0,
        subpathIndex: Int = 0
    ) {
        if case .move = element { preconditionFailure("a move(to:) is not a drawable segment") }
        self.start = start
        self.end = element.endPoint ?? subpathStart
        self.element = element
        self.elementIndex = elementIndex
        self.subpathIndex = subpathIndex
    }

    private init(start: Point, end: Point, element: BezierPath.Element, elementIndex: Int, subpathIndex: Int) {
        self.start = start
        self.end = end
        self.element = element
        self.elementIndex = elementIndex
        self.subpathIndex = subpathIndex
    }

    /// Whether this is a subpath's closing line.
    public var isClose: Bool {
        if case .close = element { return true }
        return false
    }

    /// The Bézier degree: 1 for lines and closes, 2 for quadratic, 3 for cubic curves.
    public var degree: Int {
        switch element {
        case .quadCurve: return 2
        case .curve: return 3
        default: return 1
        }
    }

    // MARK: - Evaluation

    /// The point at curve parameter `t` (0 at `start`, 1 at `end`), by de Casteljau's
    /// construction. For lines and closes it is `start + t · (end − start)`. Values of `t`
    /// outside 0…1 extrapolate the polynomial.
    @inline(__always)
    public func point(at t: Double) -> Point {
        switch element {
        case .quadCurve(_, let c): return Self.quadBlossom(start, c, end, t, t)
        case .curve(_, let c1, let c2): return Self.cubicBlossom(start, c1, c2, end, t, t, t)
        default: return Self.lerp(start, end, t)
        }
    }

    /// The derivative `dB/dt` at curve parameter `t` (not normalized; its length is the speed
    /// at which `point(at:)` moves as `t` grows).
    public func derivative(at t: Double) -> Point {
        let u = 1 - t
        switch element {
        case .quadCurve(_, let c):
            return Point(
                x: 2 * (u * (c.x - start.x) + t * (end.x - c.x)), y: 2 * (u * (c.y - start.y) + t * (end.y - c.y)))
        case .curve(_, let c1, let c2):
            let a = u * u
            let b = 2 * u * t
            let d = t * t
            return Point(
                x: 3 * (a * (c1.x - start.x) + b * (c2.x - c1.x) + d * (end.x - c2.x)),
                y: 3 * (a * (c1.y - start.y) + b * (c2.y - c1.y) + d * (end.y - c2.y)))
        default:
            return end - start
        }
    }

    /// The second derivative `d²B/dt²` at `t` (zero for lines).
    public func secondDerivative(at t: Double) -> Point {
        switch element {
        case .quadCurve(_, let c):
            return Point(x: 2 * (start.x - 2 * c.x + end.x), y: 2 * (start.y - 2 * c.y + end.y))
        case .curve(_, let c1, let c2):
            let u = 1 - t
            return Point(
                x: 6 * (u * (start.x - 2 * c1.x + c2.x) + t * (c1.x - 2 * c2.x + end.x)),
                y: 6 * (u * (start.y - 2 * c1.y + c2.y) + t * (c1.y - 2 * c2.y + end.y)))
        default:
            return .zero
        }
    }

    /// The unit tangent (direction of travel) at `t`, or `nil` for a segment of zero length.
    ///
    /// Where the derivative vanishes (a control point on its end point, or a cusp) the
    /// direction is the limit of travel: the second derivative's direction (reversed at
    /// `t = 1`, where the point arrives), else the chord from `start` to `end`.
    public func tangent(at t: Double) -> Point? {
        if let d = Self.normalized(derivative(at: t)) { return d }
        let second = secondDerivative(at: t)
        if let d = Self.normalized(t >= 1 ? Point(x: -second.x, y: -second.y) : second) { return d }
        return Self.normalized(end - start)
    }

    /// The tangent's angle in radians, `atan2(dy, dx)`: 0 along +x, growing clockwise on
    /// screen (y down) — the angle `KeyframeAnimation.rotationMode = .rotateAuto` applies.
    /// `nil` for a segment of zero length.
    public func tangentAngle(at t: Double) -> Double? {
        guard let d = tangent(at: t) else { return nil }
        return atan2(d.y, d.x)
    }

    // MARK: - Length

    /// The arc length of the whole segment (see the type's note on accuracy).
    public var length: Double {
        length(from: 0, to: 1)
    }

    /// The arc length between two parameters (negative when `t1 < t0`).
    public func length(from t0: Double = 0, to t1: Double) -> Double {
        switch element {
        case .quadCurve, .curve:
            return integrator.integral(from: t0, to: t1)
        default:
            return start.distance(to: end) * (t1 - t0)
        }
    }

    /// The parameter `t` at which the arc length from `start` equals `distance`: the inverse
    /// of `length(to:)`, for constant-speed (paced) motion and for trimming.
    ///
    /// Distances are clamped to `0…length` (0 and the length give exactly 0 and 1). Lines
    /// invert exactly; curves by safeguarded Newton iteration on the arc-length function (a
    /// bisection step whenever Newton would leave the bracketing interval, e.g. at a cusp),
    /// until the arc length at `t` is within `1e-12 · P` of `distance` (`P`: control polygon
    /// length). A NaN distance gives NaN.
    /// - Parameters:
    ///   - distance: the arc length from `start`.
    ///   - totalLength: the segment's `length` when the caller has it (saves one integral).
    /// - Complexity: a few (typically 3–5) short quadratures.
    public func parameter(atLength distance: Double, totalLength: Double? = nil) -> Double {
        if distance.isNaN { return .nan }
        let total = totalLength ?? length
        guard total.isFinite, total > 0 else { return 0 }
        if distance <= 0 { return 0 }
        if distance >= total { return 1 }
        switch element {
        case .quadCurve, .curve: break
        default: return distance / total
        }
        let integrator = self.integrator
        let tolerance = ArcLengthIntegrator.relativeTolerance * integrator.polygonLength
        var lo = 0.0
        var hi = 1.0
        var t = distance / total
        var s = integrator.integral(from: 0, to: t)
        for _ in 0..<100 {
            let f = s - distance
            if abs(f) <= tolerance { break }
            if f < 0 { lo = t } else { hi = t }
            if hi - lo <= 4 * Double.ulpOfOne * max(1, t) { break }
            let speed = integrator.speed(t)
            var next = speed > 0 ? t - f / speed : .nan
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            s += integrator.integral(from: t, to: next)
            t = next
        }
        return t
    }

    var integrator: ArcLengthIntegrator {
        switch element {
        case .quadCurve(_, let c):
            // The same curve as a cubic (exact degree elevation).
            let c1 = Point(x: start.x + 2.0 / 3.0 * (c.x - start.x), y: start.y + 2.0 / 3.0 * (c.y - start.y))
            let c2 = Point(x: end.x + 2.0 / 3.0 * (c.x - end.x), y: end.y + 2.0 / 3.0 * (c.y - end.y))
            return ArcLengthIntegrator(start, c1, c2, end)
        case .curve(_, let c1, let c2):
            return ArcLengthIntegrator(start, c1, c2, end)
        default:
            let third = (end - start) * (1.0 / 3.0)
            return ArcLengthIntegrator(start, start + third, end - third, end)
        }
    }

    // MARK: - Splitting

    /// The part of the segment between parameters `t0` and `t1`, as an exact Bézier of the
    /// same degree (de Casteljau / blossoming; no flattening).
    ///
    /// Its `start` is exactly `point(at: t0)` and its `end` exactly `point(at: t1)`. A part of
    /// a `.close` is a `.line`. With `t0 > t1` the part runs backwards.
    public func subsegment(from t0: Double, to t1: Double) -> PathSegment {
        let a = point(at: t0)
        let b = point(at: t1)
        let piece: BezierPath.Element
        switch element {
        case .quadCurve(_, let c):
            piece = .quadCurve(to: b, control: Self.quadBlossom(start, c, end, t0, t1))
        case .curve(_, let c1, let c2):
            piece = .curve(
                to: b,
                control1: Self.cubicBlossom(start, c1, c2, end, t0, t0, t1),
                control2: Self.cubicBlossom(start, c1, c2, end, t0, t1, t1))
        default:
            piece = .line(to: b)
        }
        return PathSegment(start: a, end: b, element: piece, elementIndex: elementIndex, subpathIndex: subpathIndex)
    }

    /// The segment cut in two at `t`: `(subsegment(from: 0, to: t), subsegment(from: t, to: 1))`.
    public func split(at t: Double) -> (PathSegment, PathSegment) {
        (subsegment(from: 0, to: t), subsegment(from: t, to: 1))
    }

    // MARK: - Arithmetic

    /// `(1 − t)·a + t·b`: exactly `a` at 0 and exactly `b` at 1.
    @inline(__always)
    static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
        let u = 1 - t
        return Point(x: u * a.x + t * b.x, y: u * a.y + t * b.y)
    }

    /// The quadratic's blossom `f(u, v)` by de Casteljau steps at `u`, then `v`; `f(t, t)` is
    /// the point at `t`.
    @inline(__always)
    static func quadBlossom(_ p0: Point, _ p1: Point, _ p2: Point, _ u: Double, _ v: Double) -> Point {
        lerp(lerp(p0, p1, u), lerp(p1, p2, u), v)
    }

    /// The cubic's blossom `f(u, v, w)` by de Casteljau steps at `u`, `v`, `w`; `f(t, t, t)` is
    /// the point at `t`, and the part over `[a, b]` has control points `f(a,a,a)`, `f(a,a,b)`,
    /// `f(a,b,b)`, `f(b,b,b)`.
    @inline(__always)
    static func cubicBlossom(
        _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ u: Double, _ v: Double, _ w: Double
    ) -> Point {
        let q0 = lerp(p0, p1, u)
        let q1 = lerp(p1, p2, u)
        let q2 = lerp(p2, p3, u)
        return lerp(lerp(q0, q1, v), lerp(q1, q2, v), w)
    }

    static func quadPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ t: Double) -> Point {
        quadBlossom(p0, p1, p2, t, t)
    }

    static func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
        cubicBlossom(p0, p1, p2, p3, t, t, t)
    }

    static func normalized(_ v: Point) -> Point? {
        let n = (v.x * v.x + v.y * v.y).squareRoot()
        guard n > 0, n.isFinite else { return nil }
        return Point(x: v.x / n, y: v.y / n)
    }
}

// MARK: - Segments of a path

extension BezierPath {
    /// The path's drawable segments in order: one per `line`, `quadCurve`, `curve` and
    /// `close` element, each with the point it starts from. Moves start subpaths and draw
    /// nothing, so a lone or trailing `move(to:)` adds no segment. Zero-length segments are
    /// kept (a keyframe animation spends a keyframe on them; measuring gives them length 0).
    /// - Complexity: O(n) in the number of elements.
    public var segments: [PathSegment] {
        var out: [PathSegment] = []
        out.reserveCapacity(elements.count)
        var current = Point.zero
        var subpathStart = Point.zero
        var subpath = -1
        var startsSubpath = true
        for (index, element) in elements.enumerated() {
            if case .move(let p) = element {
                current = p
                subpathStart = p
                startsSubpath = true
                continue
            }
            if startsSubpath {
                subpath += 1
                startsSubpath = false
            }
            let segment = PathSegment(
                start: current, element: element, subpathStart: subpathStart, elementIndex: index,
                subpathIndex: subpath)
            out.append(segment)
            current = segment.end
            if case .close = element { startsSubpath = true }
        }
        return out
    }
}

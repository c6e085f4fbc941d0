import Foundation

// MARK: - Arcs

extension BezierPath {
    /// The signed sweep that `addArc(withCenter:radius:startAngle:endAngle:clockwise:)` draws,
    /// in radians: positive when the arc turns clockwise on screen (angles increasing).
    ///
    /// The rule follows `CGPathAddArc` as UIKit calls it. Let `d` be the angle travelled in the
    /// requested direction: `endAngle − startAngle` when `clockwise` is true, `startAngle −
    /// endAngle` when false. Then:
    /// - `d ≥ 2π`: a full circle (sweep `±2π`, never more: angles are not wound twice);
    /// - `0 < d < 2π`: the sweep is `d`;
    /// - `d = 0` (equal angles): `0`, an arc that adds only its start point;
    /// - `d < 0`: `d` is brought into `(0, 2π]` by adding a multiple of `2π`, so the arc goes
    ///   the long way round, and a non-zero multiple of `2π` is a full circle. So
    ///   `startAngle: 0, endAngle: 2π` draws the whole circle with either flag, as on iOS
    ///   (NVActivityIndicatorView's balls and rings are drawn so, with `clockwise: false`).
    ///
    /// Non-finite angles give `.nan`.
    ///
    /// On screen (y down), with 0 at three o'clock:
    /// - `0 → π/2, clockwise: true`: sweep `+π/2`, from three o'clock down to six o'clock;
    /// - `0 → π/2, clockwise: false`: sweep `−3π/2`, from three o'clock up through twelve and
    ///   nine to six o'clock.
    public static func arcSweep(startAngle: Double, endAngle: Double, clockwise: Bool) -> Double {
        let twoPi = 2 * Double.pi
        let d = clockwise ? endAngle - startAngle : startAngle - endAngle
        guard d.isFinite else { return .nan }
        let travelled: Double
        if d >= twoPi {
            travelled = twoPi
        } else if d > 0 {
            travelled = d
        } else {
            let r = d.truncatingRemainder(dividingBy: twoPi)  // in (−2π, 0]
            travelled = d == 0 ? 0 : r + twoPi
        }
        return clockwise ? travelled : -travelled
    }

    /// Adds a circular arc, like `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// Angles are in radians from the positive x axis and grow clockwise on screen (y down);
    /// `clockwise: true` means the arc turns clockwise as seen on screen. The sweep is
    /// `arcSweep(startAngle:endAngle:clockwise:)` (see there for equal angles and sweeps of 2π
    /// or more). The arc is drawn as cubic curves of at most 90° each, equal in size, with
    /// the standard handle length `4/3 · tan(θ/4)` (radial error ≤ 2.7e-4 · radius).
    ///
    /// When the path is empty the arc starts with `move(to:)` its start point; otherwise a
    /// straight line joins the current point to the arc's start, unless they already coincide
    /// (within `1e-12 · max(1, |radius|)`), in which case no zero-length line is added — so
    /// `move(to: p); addArc(…)` with `p` on the arc gives a path of curve segments only.
    /// A negative radius applies the formulas as they are (the arc is mirrored through the
    /// centre); non-finite input adds the start point only.
    public mutating func addArc(
        withCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
    ) {
        let arc = EllipticalArc(
            center: center, rx: radius, ry: radius, startAngle: startAngle,
            sweep: Self.arcSweep(startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
        let start = arc.point(at: startAngle)
        if elements.isEmpty {
            move(to: start)
        } else if currentPoint.distance(to: start) > 1e-12 * max(1, abs(radius)) || !start.isFinite {
            addLine(to: start)
        }
        guard radius != 0 else { return }
        arc.appendCubics(to: &elements)
    }

    /// A path holding one circular arc, like `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    ///
    /// It starts with a move to the arc's start; see
    /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)` for the rules.
    public init(arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
}

// MARK: - Shapes

extension BezierPath {
    /// The handle length, as a fraction of the radius, of a cubic that draws a quarter circle:
    /// `4/3 · tan(π/8)`.
    static let quarterCircleHandle = 4.0 / 3.0 * tan(Double.pi / 8)

    /// A closed rectangle, like `UIBezierPath(rect:)`.
    ///
    /// The rectangle is standardized first; the path starts at the top-left corner and goes
    /// clockwise on screen: move to (minX, minY), lines to (maxX, minY), (maxX, maxY),
    /// (minX, maxY), then `close()`.
    public init(rect: Rect) {
        self.init()
        let r = rect.standardized
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        close()
    }

    /// A closed ellipse inscribed in `rect`, like `UIBezierPath(ovalIn:)`.
    ///
    /// As on iOS it starts at the rightmost point (maxX, midY) and goes clockwise on screen
    /// through the bottom, left and top points, as four cubic curves (one per quarter, handle
    /// `4/3 · tan(π/8)` of the semi-axis), then `close()`. The rectangle is standardized first;
    /// the four on-curve points are exact (no trigonometry).
    public init(ovalIn rect: Rect) {
        self.init()
        let r = rect.standardized
        let rx = r.width / 2
        let ry = r.height / 2
        let cx = r.minX + rx
        let cy = r.minY + ry
        let kx = Self.quarterCircleHandle * rx
        let ky = Self.quarterCircleHandle * ry
        let right = Point(x: r.maxX, y: cy)
        let bottom = Point(x: cx, y: r.maxY)
        let left = Point(x: r.minX, y: cy)
        let top = Point(x: cx, y: r.minY)
        move(to: right)
        addCurve(to: bottom, controlPoint1: Point(x: r.maxX, y: cy + ky), controlPoint2: Point(x: cx + kx, y: r.maxY))
        addCurve(to: left, controlPoint1: Point(x: cx - kx, y: r.maxY), controlPoint2: Point(x: r.minX, y: cy + ky))
        addCurve(to: top, controlPoint1: Point(x: r.minX, y: cy - ky), controlPoint2: Point(x: cx - kx, y: r.minY))
        addCurve(to: right, controlPoint1: Point(x: cx + kx, y: r.minY), controlPoint2: Point(x: r.maxX, y: cy - ky))
        close()
    }

    /// A closed rectangle with circular corners, like `UIBezierPath(roundedRect:cornerRadius:)`.
    ///
    /// The radius is clamped to `0…min(width, height) / 2` (so a square with a large radius
    /// becomes a circle, a long rectangle a capsule). Corners are quarter circles, each one
    /// cubic — the shape of `CALayer.cornerRadius`; iOS's `UIBezierPath` has drawn slightly
    /// different "continuous" corners since iOS 7, which Reel does not imitate.
    ///
    /// The path starts at the top edge's left end, (minX + r, minY), and goes clockwise on
    /// screen; straight sides of zero length are left out; it ends with `close()`. With a
    /// radius of 0 it is `BezierPath(rect:)`.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        let s = rect.standardized
        let limit = min(s.width, s.height) / 2
        let radius = cornerRadius > 0 ? min(cornerRadius, limit) : 0
        guard radius > 0 else {
            self.init(rect: s)
            return
        }
        self.init()
        let k = Self.quarterCircleHandle * radius
        let x0 = s.minX
        let x1 = s.maxX
        let y0 = s.minY
        let y1 = s.maxY
        func lineIfLong(_ p: Point) {
            if p != currentPoint { addLine(to: p) }
        }
        move(to: Point(x: x0 + radius, y: y0))
        lineIfLong(Point(x: x1 - radius, y: y0))
        addCurve(
            to: Point(x: x1, y: y0 + radius),
            controlPoint1: Point(x: x1 - radius + k, y: y0), controlPoint2: Point(x: x1, y: y0 + radius - k))
        lineIfLong(Point(x: x1, y: y1 - radius))
        addCurve(
            to: Point(x: x1 - radius, y: y1),
            controlPoint1: Point(x: x1, y: y1 - radius + k), controlPoint2: Point(x: x1 - radius + k, y: y1))
        lineIfLong(Point(x: x0 + radius, y: y1))
        addCurve(
            to: Point(x: x0, y: y1 - radius),
            controlPoint1: Point(x: x0 + radius - k, y: y1), controlPoint2: Point(x: x0, y: y1 - radius + k))
        lineIfLong(Point(x: x0, y: y0 + radius))
        addCurve(
            to: Point(x: x0 + radius, y: y0),
            controlPoint1: Point(x: x0, y: y0 + radius - k), controlPoint2: Point(x: x0 + radius - k, y: y0))
        close()
    }
}

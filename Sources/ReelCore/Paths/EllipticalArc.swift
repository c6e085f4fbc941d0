import Foundation

/// An arc of an ellipse (a circle when `rx == ry`), turned into cubic Bézier pieces.
///
/// Points on the ellipse are `center + R(rotation) · (rx cos θ, ry sin θ)`; angles grow
/// clockwise on screen (y down), as in UIKit and SVG. Shared by
/// `BezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`, `BezierPath(ovalIn:)`
/// and the SVG `A` command.
struct EllipticalArc {
    var center: Point
    var rx: Double
    var ry: Double
    /// Rotation of the ellipse's x axis, in radians.
    var rotation: Double = 0
    var startAngle: Double
    /// Signed sweep in radians: positive sweeps go clockwise on screen (increasing angle).
    var sweep: Double

    /// The largest sweep of one cubic piece: 90°.
    static let maxPieceSweep = Double.pi / 2

    /// The point at angle `theta`.
    func point(at theta: Double) -> Point {
        let c = cos(rotation)
        let s = sin(rotation)
        let ex = rx * cos(theta)
        let ey = ry * sin(theta)
        return Point(x: center.x + c * ex - s * ey, y: center.y + s * ex + c * ey)
    }

    /// The derivative of `point(at:)` with respect to the angle.
    func derivative(at theta: Double) -> Point {
        let c = cos(rotation)
        let s = sin(rotation)
        let dx = -rx * sin(theta)
        let dy = ry * cos(theta)
        return Point(x: c * dx - s * dy, y: s * dx + c * dy)
    }

    /// How many equal pieces of at most 90° the sweep needs (at least one; zero when the sweep
    /// is zero or not finite).
    var pieceCount: Int {
        guard sweep.isFinite, sweep != 0 else { return 0 }
        // A sweep that is 90° up to rounding stays one piece.
        let pieces = (abs(sweep) / Self.maxPieceSweep - 1e-9).rounded(.up)
        return max(1, Int(pieces))
    }

    /// Appends the arc as cubic curves (without a move or line to its start).
    ///
    /// Each piece of sweep `h` gets handles of length `4/3 · tan(h/4)` times the derivative at
    /// its ends, the standard approximation whose radial error for a 90° circular piece is
    /// 2.7e-4 of the radius. The last piece ends exactly at `endPoint` when one is given.
    func appendCubics(to elements: inout [BezierPath.Element], endPoint: Point? = nil) {
        let n = pieceCount
        guard n > 0 else { return }
        let h = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(h / 4)
        var theta0 = startAngle
        var p0 = point(at: theta0)
        for i in 1...n {
            let theta1 = i == n ? startAngle + sweep : startAngle + h * Double(i)
            var p1 = point(at: theta1)
            if i == n, let endPoint { p1 = endPoint }
            let d0 = derivative(at: theta0)
            let d1 = derivative(at: theta1)
            elements.append(
                .curve(
                    to: p1,
                    control1: Point(x: p0.x + k * d0.x, y: p0.y + k * d0.y),
                    control2: Point(x: p1.x - k * d1.x, y: p1.y - k * d1.y)))
            theta0 = theta1
            p0 = p1
        }
    }
}

import Foundation

/// The arc `addArc(tangent1End:tangent2End:radius:)` adds (`CGContext`, `CGMutablePath`): the
/// circle of `radius` tangent to the line from the current point to `tangent1End` and to the
/// line from there to `tangent2End`, run the short way from the first tangent point to the
/// second.
struct TangentArc {
    let center: CGPoint
    let startAngle: CGFloat
    let endAngle: CGFloat
    /// Core Graphics' `clockwise`: towards decreasing angles.
    let clockwise: Bool

    /// Nil when there is no such arc (the three points in line, or no radius): a line to
    /// `tangent1End` stands for it, as in Core Graphics.
    init?(from p0: CGPoint, tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) {
        let u = CGVector(dx: p0.x - p1.x, dy: p0.y - p1.y)
        let v = CGVector(dx: p2.x - p1.x, dy: p2.y - p1.y)
        let lu = (u.dx * u.dx + u.dy * u.dy).squareRoot()
        let lv = (v.dx * v.dx + v.dy * v.dy).squareRoot()
        let cross = u.dx * v.dy - u.dy * v.dx
        guard lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv, radius > 0 else { return nil }
        let cosine = max(-1, min(1, (u.dx * v.dx + u.dy * v.dy) / (lu * lv)))
        let half = acos(cosine) / 2
        let distance = radius / tan(half)
        let start = CGPoint(x: p1.x + u.dx * distance / lu, y: p1.y + u.dy * distance / lu)
        let end = CGPoint(x: p1.x + v.dx * distance / lv, y: p1.y + v.dy * distance / lv)
        let bisector = CGVector(dx: u.dx / lu + v.dx / lv, dy: u.dy / lu + v.dy / lv)
        let lb = (bisector.dx * bisector.dx + bisector.dy * bisector.dy).squareRoot()
        let reach = radius / sin(half) / lb
        center = CGPoint(x: p1.x + bisector.dx * reach, y: p1.y + bisector.dy * reach)
        let a0 = atan2(start.y - center.y, start.x - center.x)
        var delta = atan2(end.y - center.y, end.x - center.x) - a0
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        startAngle = a0
        endAngle = a0 + delta
        clockwise = delta < 0
    }
}

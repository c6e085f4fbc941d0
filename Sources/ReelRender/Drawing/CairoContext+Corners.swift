import CCairo
import ReelCore

extension CairoContext {
    /// Adds the layer's rounded bounds as a new closed subpath: `radius` rounds the corners in
    /// `corners` with `curve` (`CALayer.cornerCurve`, `maskedCorners`). The default (circular,
    /// all four) is `addRoundedRect(_:radius:)`, drawn exactly as before.
    func addRoundedRect(_ rect: Rect, radius: Double, curve: CornerCurve, corners: CornerMask) {
        if curve == .circular, corners == .all {
            addRoundedRect(rect, radius: radius)
            return
        }
        appendSubpaths(
            BezierPath(roundedRect: rect, cornerRadius: radius, cornerCurve: curve, maskedCorners: corners))
    }

    /// Adds the layer state's rounded bounds (its `cornerRadius`, `cornerCurve`, `maskedCorners`).
    func addRoundedBounds(of s: LayerState) {
        addRoundedRect(s.bounds.standardized, radius: s.cornerRadius, curve: s.cornerCurve, corners: s.maskedCorners)
    }

    /// Appends a path made of moves, lines, cubics and closes to the current path (without
    /// clearing it first, unlike `setPath`).
    func appendSubpaths(_ path: BezierPath) {
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(pointer, p.x, p.y)
            case .line(let p): cairo_line_to(pointer, p.x, p.y)
            case .curve(let p, let c1, let c2): cairo_curve_to(pointer, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .quadCurve(let p, let c): cairo_curve_to(pointer, c.x, c.y, c.x, c.y, p.x, p.y)
            case .close: cairo_close_path(pointer)
            }
        }
    }
}

import CCairo
import ReelCore

extension CairoContext {
    /// What an extents function (`cairo_fill_extents`, `cairo_clip_extents`, …) reports, in
    /// device space rather than the current user space.
    func deviceExtent(
        of extents: (
            OpaquePointer?, UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?,
            UnsafeMutablePointer<Double>?, UnsafeMutablePointer<Double>?
        ) -> Void
    ) -> Rect {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_save(pointer)
        cairo_identity_matrix(pointer)
        extents(pointer, &x1, &y1, &x2, &y2)
        cairo_restore(pointer)
        return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Fills `rect` (user space) with the current source at `alpha`: a plain fill when
    /// opaque, else the source painted with that alpha inside the rectangle.
    /// The corresponding C functions are `cairo_fill` and `cairo_paint_with_alpha`.
    func fillRectangle(_ rect: Rect, alpha: Double) {
        cairo_new_path(pointer)
        cairo_rectangle(pointer, rect.minX, rect.minY, rect.width, rect.height)
        if alpha >= 1 {
            cairo_fill(pointer)
        } else {
            cairo_save(pointer)
            cairo_clip(pointer)
            cairo_paint_with_alpha(pointer, alpha)
            cairo_restore(pointer)
        }
    }

    /// Replaces the current path with `path` (quadratics become their exact cubic equivalent:
    /// control points at 2/3 of the way from each end point to the quadratic's control point).
    /// - Returns: false, with an empty current path, when any point is NaN or infinite.
    @discardableResult
    func setPath(_ path: BezierPath) -> Bool {
        cairo_new_path(pointer)
        return appendPath(path)
    }

    /// Adds `path`'s elements to the current path, as `setPath` draws them (a quadratic after
    /// the current point Cairo already has starts there).
    /// - Returns: false, adding nothing, when any point is NaN or infinite.
    @discardableResult
    func appendPath(_ path: BezierPath) -> Bool {
        guard path.hasOnlyFinitePoints else { return false }
        var current: Point?
        var subpathStart: Point?
        if cairo_has_current_point(pointer) != 0 {
            var (x, y) = (0.0, 0.0)
            cairo_get_current_point(pointer, &x, &y)
            current = Point(x: x, y: y)
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(pointer, p.x, p.y)
                current = p
                subpathStart = p
            case .line(let p):
                cairo_line_to(pointer, p.x, p.y)  // without a current point Cairo moves there
                if current == nil { subpathStart = p }
                current = p
            case .quadCurve(let p, let c):
                guard let p0 = current else {
                    cairo_move_to(pointer, p.x, p.y)
                    current = p
                    subpathStart = p
                    continue
                }
                let c1 = p0 + (c - p0) * (2.0 / 3.0)
                let c2 = p + (c - p) * (2.0 / 3.0)
                cairo_curve_to(pointer, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(pointer, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                if current == nil { subpathStart = c1 }
                current = p
            case .close:
                cairo_close_path(pointer)
                current = subpathStart
            }
        }
        return true
    }

    /// Adds a rectangle with circular corners of `radius` (clamped to half the shorter side,
    /// as Core Animation's `cornerRadius` is) as a new closed subpath.
    func addRoundedRect(_ rect: Rect, radius: Double) {
        let r = rect.standardized
        let rad = radius.isFinite ? min(max(radius, 0), min(r.width, r.height) / 2) : 0
        guard rad > 0 else {
            cairo_rectangle(pointer, r.minX, r.minY, r.width, r.height)
            return
        }
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, r.maxX - rad, r.minY + rad, rad, -Double.pi / 2, 0)
        cairo_arc(pointer, r.maxX - rad, r.maxY - rad, rad, 0, Double.pi / 2)
        cairo_arc(pointer, r.minX + rad, r.maxY - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(pointer, r.minX + rad, r.minY + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(pointer)
    }
}

extension BezierPath {
    /// Whether every point of every element is finite.
    var hasOnlyFinitePoints: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): p.isFinite
            case .quadCurve(let p, let c): p.isFinite && c.isFinite
            case .curve(let p, let c1, let c2): p.isFinite && c1.isFinite && c2.isFinite
            case .close: true
            }
        }
    }
}

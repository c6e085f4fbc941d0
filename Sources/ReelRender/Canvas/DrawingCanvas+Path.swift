import CCairo
import ReelCore

extension DrawingCanvas {
    /// Empties the current path.
    public func beginPath() { cairo_new_path(cr.pointer) }

    /// Adds `path` (in user space, through the current matrix) to the current path.
    public func append(_ path: BezierPath) { cr.appendPath(path) }

    /// Closes the current subpath.
    public func closePath() {
        if cairo_has_current_point(cr.pointer) != 0 { cairo_close_path(cr.pointer) }
    }

    /// The end of the current path in user space, nil when the path is empty.
    public var currentPoint: Point? {
        guard cairo_has_current_point(cr.pointer) != 0 else { return nil }
        var (x, y) = (0.0, 0.0)
        cairo_get_current_point(cr.pointer, &x, &y)
        return Point(x: x, y: y)
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool {
        let path = cairo_copy_path(cr.pointer)
        defer { cairo_path_destroy(path) }
        return (path?.pointee.num_data ?? 0) == 0
    }

    /// The smallest user-space rectangle holding the current path (`Rect.null`-like zero
    /// rectangle at the origin when it is empty).
    public var pathBounds: Rect? {
        guard !isPathEmpty else { return nil }
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_path_extents(cr.pointer, &x1, &y1, &x2, &y2)
        return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Whether `point` (user space) is inside the current path by `rule`.
    public func pathContains(_ point: Point, evenOdd: Bool) -> Bool {
        cairo_set_fill_rule(cr.pointer, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        defer { cairo_set_fill_rule(cr.pointer, CAIRO_FILL_RULE_WINDING) }
        return cairo_in_fill(cr.pointer, point.x, point.y) != 0
    }

    /// Intersects the clip with the current path (`evenOdd` or non-zero winding) and empties it.
    public func clip(evenOdd: Bool) {
        cairo_set_fill_rule(cr.pointer, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr.pointer)
        cairo_set_fill_rule(cr.pointer, CAIRO_FILL_RULE_WINDING)
    }

    /// The clip's bounding box in user space.
    public var clipBounds: Rect {
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(cr.pointer, &x1, &y1, &x2, &y2)
        return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: - Painting

    /// Fills the current path with `color` (straight alpha) by `evenOdd` or non-zero winding;
    /// empties the path unless `keepingPath`.
    public func fillPath(_ color: Color, evenOdd: Bool, keepingPath: Bool = false) {
        let path = keepingPath ? cairo_copy_path(cr.pointer) : nil
        defer { cairo_path_destroy(path) }
        paint { alpha in
            cairo_set_fill_rule(cr.pointer, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cr.setSource(color, alpha: alpha)
            cairo_fill_preserve(cr.pointer)
            cairo_set_fill_rule(cr.pointer, CAIRO_FILL_RULE_WINDING)
        }
        cairo_new_path(cr.pointer)
        if let path { cairo_append_path(cr.pointer, path) }
    }

    /// Strokes the current path with `color` and the line style; empties the path.
    public func strokePath(_ color: Color) {
        paint { alpha in
            cr.setSource(color, alpha: alpha)
            cairo_stroke_preserve(cr.pointer)
        }
        cairo_new_path(cr.pointer)
    }

    /// Sets every pixel of `rect` (user space, within the clip) to transparent, whatever the
    /// blend mode, alpha and shadow.
    public func clear(_ rect: Rect) {
        cairo_save(cr.pointer)
        cairo_new_path(cr.pointer)
        cairo_rectangle(cr.pointer, rect.minX, rect.minY, rect.width, rect.height)
        cairo_set_operator(cr.pointer, CAIRO_OPERATOR_CLEAR)
        cairo_fill(cr.pointer)
        cairo_restore(cr.pointer)
        paintCount += 1
    }

    /// Runs `body` (which draws with the alpha it is given) as one operation: with the blend
    /// mode, under the shadow when there is one (the operation drawn into a group, its blurred
    /// alpha painted in the shadow colour first), and through the image mask when one was
    /// clipped to. The path stays for the caller.
    func paint(_ body: (Double) -> Void) {
        paintCount += 1
        cairo_save(cr.pointer)
        defer { cairo_restore(cr.pointer) }
        let shadow = state.shadow.flatMap { $0.color.alpha > 0 ? $0 : nil }
        guard shadow != nil || state.mask != nil else {
            cairo_set_operator(cr.pointer, state.blendMode.cairoOperator)
            body(state.alpha)
            return
        }
        cairo_push_group(cr.pointer)
        body(state.alpha)
        var group = cr.popGroup()
        if let mask = state.mask {
            if let shadow {
                cairo_push_group(cr.pointer)
                drawShadow(of: group, shadow)
                cr.setSource(group)
                cairo_paint(cr.pointer)
                group = cr.popGroup()
            }
            cairo_set_operator(cr.pointer, state.blendMode.cairoOperator)
            cr.setSource(group)
            cairo_identity_matrix(cr.pointer)
            cairo_mask_surface(cr.pointer, mask.pointer, 0, 0)
        } else {
            if let shadow { drawShadow(of: group, shadow) }
            cairo_set_operator(cr.pointer, state.blendMode.cairoOperator)
            cr.setSource(group)
            cairo_paint(cr.pointer)
        }
        cairo_set_source_rgb(cr.pointer, 0, 0, 0)
    }
}

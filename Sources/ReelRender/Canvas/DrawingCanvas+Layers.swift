import CCairo
import ReelCore

/// Transparency layers, resetting the clip, antialiasing, curve flatness and reading the current
/// path back: the rest of Core Graphics' drawing state.
extension DrawingCanvas {
    /// Starts a transparency layer: what is painted until `endTransparencyLayer()` goes into a
    /// transparent picture of its own (bounded by `bounds`, user space, when given), with alpha
    /// 1, no shadow, the normal blend mode and no image mask; the end composites it with the
    /// state this call found, as one operation.
    public func beginTransparencyLayer(bounds: Rect?) {
        cairo_save(cr.pointer)
        cairo_push_group(cr.pointer)
        layerStates.append(state)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        state.mask = nil
        if let bounds {
            cairo_new_path(cr.pointer)
            cairo_rectangle(cr.pointer, bounds.minX, bounds.minY, bounds.width, bounds.height)
            cairo_clip(cr.pointer)
        }
    }

    /// Ends the layer the last `beginTransparencyLayer(bounds:)` started, painting it with the
    /// alpha, blend mode, shadow and image mask of then (the path stays as it is); does nothing
    /// without one.
    public func endTransparencyLayer() {
        guard let saved = layerStates.popLast() else { return }
        let path = cairo_copy_path(cr.pointer)
        defer { cairo_path_destroy(path) }
        let group = cr.popGroup()
        cairo_restore(cr.pointer)
        state = saved
        // The group's pixels are in device space: place it through the matrix it is painted under.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr.pointer, &m)
        cairo_pattern_set_matrix(group.pointer, &m)
        cairo_new_path(cr.pointer)
        paint { alpha in
            cr.setSource(group)
            cairo_paint_with_alpha(cr.pointer, alpha)
        }
        cairo_new_path(cr.pointer)
        if let path { cairo_append_path(cr.pointer, path) }
    }

    /// Sets the clip back to the whole canvas (and drops image masks clipped to).
    public func resetClip() {
        cairo_reset_clip(cr.pointer)
        state.mask = nil
    }

    /// Whether shapes (fills, strokes, clips) are antialiased; saved with `save()`.
    public var antialias: Bool {
        get { cairo_get_antialias(cr.pointer) != CAIRO_ANTIALIAS_NONE }
        set { cairo_set_antialias(cr.pointer, newValue ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE) }
    }

    /// How far, in pixels, the lines a curve is drawn with may stray from it (Cairo's tolerance,
    /// Core Graphics' flatness); saved with `save()`. Values below 0.01 or not finite are ignored.
    public var flatness: Double {
        get { cairo_get_tolerance(cr.pointer) }
        set { if newValue.isFinite, newValue >= 0.01 { cairo_set_tolerance(cr.pointer, newValue) } }
    }

    /// The current path in user space (curves as Cairo keeps them: cubic Béziers).
    public var path: BezierPath {
        guard let copied = cairo_copy_path(cr.pointer) else { return BezierPath() }
        defer { cairo_path_destroy(copied) }
        return path(from: copied)
    }

    /// The elements of a path Cairo copied.
    func path(from copied: UnsafeMutablePointer<cairo_path_t>) -> BezierPath {
        var elements: [BezierPath.Element] = []
        var index = 0
        while index < Int(copied.pointee.num_data), let data = copied.pointee.data {
            let header = data[index].header
            func point(_ k: Int) -> Point { Point(x: data[index + k].point.x, y: data[index + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: elements.append(.move(to: point(1)))
            case CAIRO_PATH_LINE_TO: elements.append(.line(to: point(1)))
            case CAIRO_PATH_CURVE_TO: elements.append(.curve(to: point(3), control1: point(1), control2: point(2)))
            default: elements.append(.close)
            }
            index += Int(header.length)
        }
        // Cairo adds a move to a closed subpath's start after closing it; at the end of the
        // path it stands for nothing drawn, and Core Graphics' path does not hold it.
        if case .move? = elements.last, elements.count >= 2, case .close = elements[elements.count - 2] {
            elements.removeLast()
        }
        return BezierPath(elements: elements)
    }

    /// Whether `point` is inside `path` (non-zero winding or `evenOdd`), as a fill paints it.
    public static func path(_ path: BezierPath, contains point: Point, evenOdd: Bool) -> Bool {
        guard let canvas = try? DrawingCanvas(width: 1, height: 1) else { return false }
        canvas.append(path)
        return canvas.pathContains(point, evenOdd: evenOdd)
    }

    /// `path` with its curves replaced by lines that stray at most `threshold` from them
    /// (Cairo's flattening; at least 0.01).
    public static func flattening(_ path: BezierPath, threshold: Double) -> BezierPath {
        guard let canvas = try? DrawingCanvas(width: 1, height: 1) else { return path }
        canvas.flatness = max(threshold.isFinite ? threshold : 0.5, 0.01)
        canvas.append(path)
        guard let flat = cairo_copy_path_flat(canvas.cr.pointer) else { return path }
        defer { cairo_path_destroy(flat) }
        return canvas.path(from: flat)
    }
}

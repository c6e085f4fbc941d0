import CCairo
import ReelCore

/// Owns one Cairo pattern (`cairo_pattern_t`: an image, a gradient, or a group popped off a
/// context); `deinit` releases it (`cairo_pattern_destroy`).
///
/// The pattern is changed and used through its methods and `CairoContext.setSource(_:)`, so it
/// stays alive for each C call that reads it; a context given it as its source keeps its own
/// reference. Not `Sendable`: a pattern is used by one thread at a time.
final class CairoPattern {
    let pointer: OpaquePointer

    /// Takes over the reference `pointer` comes with (`cairo_pattern_create_*`, `cairo_pop_group`).
    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
    }

    deinit { cairo_pattern_destroy(pointer) }

    /// A pattern that paints `surface`. The corresponding C function is
    /// `cairo_pattern_create_for_surface`.
    static func image(_ surface: ImageSurface) -> CairoPattern {
        CairoPattern(owning: cairo_pattern_create_for_surface(surface.pointer))
    }

    /// A linear gradient from `p0` to `p1` (`cairo_pattern_create_linear`), without stops.
    static func linear(from p0: Point, to p1: Point) -> CairoPattern {
        CairoPattern(owning: cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y))
    }

    /// The pattern space → user space mapping, as Cairo's pattern matrix (user → pattern) holds it.
    func setMatrix(_ matrix: cairo_matrix_t) {
        var m = matrix
        cairo_pattern_set_matrix(pointer, &m)
    }

    func setExtend(_ extend: cairo_extend_t) {
        cairo_pattern_set_extend(pointer, extend)
    }

    func setFilter(_ filter: cairo_filter_t) {
        cairo_pattern_set_filter(pointer, filter)
    }

    /// Adds a gradient stop; the components are straight (not premultiplied), in 0…1.
    func addColorStop(at offset: Double, red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_pattern_add_color_stop_rgba(pointer, offset, red, green, blue, alpha)
    }
}

extension CairoContext {
    /// Makes `pattern` the source of later drawing (the context keeps its own reference).
    func setSource(_ pattern: CairoPattern) {
        cairo_set_source(pointer, pattern.pointer)
    }

    /// Ends the group `cairo_push_group` began and returns what was drawn into it.
    func popGroup() -> CairoPattern {
        CairoPattern(owning: cairo_pop_group(pointer))
    }
}

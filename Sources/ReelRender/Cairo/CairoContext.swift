import CCairo
import ReelCore

/// Owns one Cairo drawing context (`cairo_t`) on a surface; `deinit` destroys it.
///
/// Not `Sendable`: a context is used by one thread at a time. It keeps its surface alive.
final class CairoContext {
    let pointer: OpaquePointer
    let surface: ImageSurface

    /// A context drawing on `surface`. The corresponding C function is `cairo_create`.
    init(surface: ImageSurface) throws(RenderError) {
        let cr = cairo_create(surface.pointer)!
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            throw RenderError.cairo(operation: "cairo_create", status: status.message)
        }
        self.pointer = cr
        self.surface = surface
    }

    deinit { cairo_destroy(pointer) }

    /// Throws if any drawing so far left the context in an error state.
    func check(_ operation: String) throws(RenderError) {
        try cairo_status(pointer).check(operation)
    }

    /// Replaces the current transformation matrix (user space → device pixels).
    func setMatrix(_ t: AffineTransform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_set_matrix(pointer, &m)
    }

    /// Sets a solid source; `color` has straight alpha, multiplied by `alpha`.
    func setSource(_ color: Color, alpha: Double = 1) {
        cairo_set_source_rgba(
            pointer, color.red.clamped01, color.green.clamped01, color.blue.clamped01, (color.alpha * alpha).clamped01)
    }
}

extension Double {
    /// The value in 0…1 (NaN becomes 0).
    var clamped01: Double { self > 0 ? min(self, 1) : 0 }
}

import CCairo

/// Owns one Cairo image surface (`cairo_surface_t`); `deinit` destroys it.
///
/// Not `Sendable`: a surface is drawn by one thread at a time.
final class ImageSurface {
    let pointer: OpaquePointer

    /// Takes ownership of a surface Cairo made, checking its status (and destroying it on error).
    init(taking pointer: OpaquePointer, operation: String) throws(RenderError) {
        let status = cairo_surface_status(pointer)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(pointer)
            throw RenderError.cairo(operation: operation, status: status.message)
        }
        self.pointer = pointer
    }

    /// A new surface of transparent pixels. The corresponding C function is `cairo_image_surface_create`.
    convenience init(format: cairo_format_t, width: Int, height: Int) throws(RenderError) {
        try self.init(
            taking: cairo_image_surface_create(format, Int32(width), Int32(height))!,
            operation: "cairo_image_surface_create(\(width) × \(height))")
    }

    /// A surface drawing into (or reading from) memory the caller owns and keeps alive longer
    /// than the surface. The corresponding C function is `cairo_image_surface_create_for_data`.
    convenience init(
        data: UnsafeMutableRawPointer, format: cairo_format_t, width: Int, height: Int, stride: Int
    ) throws(RenderError) {
        try self.init(
            taking: cairo_image_surface_create_for_data(
                data.assumingMemoryBound(to: UInt8.self), format, Int32(width), Int32(height), Int32(stride))!,
            operation: "cairo_image_surface_create_for_data(\(width) × \(height))")
    }

    deinit { cairo_surface_destroy(pointer) }

    var width: Int { Int(cairo_image_surface_get_width(pointer)) }
    var height: Int { Int(cairo_image_surface_get_height(pointer)) }
    var stride: Int { Int(cairo_image_surface_get_stride(pointer)) }
    var format: cairo_format_t { cairo_image_surface_get_format(pointer) }

    /// The pixel memory, after flushing pending drawing. Call `markDirty()` after writing to it.
    var data: UnsafeMutablePointer<UInt8>? {
        cairo_surface_flush(pointer)
        return cairo_image_surface_get_data(pointer)
    }

    /// Tells Cairo its pixels were changed directly.
    func markDirty() { cairo_surface_mark_dirty(pointer) }

    /// Finishes the surface: Cairo touches its memory no more.
    func finish() { cairo_surface_finish(pointer) }

    var status: cairo_status_t { cairo_surface_status(pointer) }
}

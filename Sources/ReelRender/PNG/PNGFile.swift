import CCairo
import ReelMedia
import Shaders

/// Writes `frame` as an 8-bit RGBA PNG with Cairo (which un-premultiplies with the rule in
/// `Shaders.Premultiply`).
/// - Throws: `RenderError.cannotWrite` naming the path when the file cannot be written.
/// - The corresponding C function is `cairo_surface_write_to_png`.
public func writePNG(_ frame: Frame, to path: String) throws(RenderError) {
    guard frame.width > 0, frame.height > 0 else {
        throw .cannotWrite(path: path, reason: "the frame is empty (\(frame.width) × \(frame.height))")
    }
    var pixels = frame.pixels
    let status: cairo_status_t = pixels.withUnsafeMutableBytes { buffer in
        guard
            let surface = try? ImageSurface(
                data: buffer.baseAddress!, format: CAIRO_FORMAT_ARGB32, width: frame.width, height: frame.height,
                stride: frame.width * 4)
        else { return CAIRO_STATUS_NO_MEMORY }
        let status = cairo_surface_write_to_png(surface.pointer, path)
        surface.finish()
        return status
    }
    guard status == CAIRO_STATUS_SUCCESS else { throw .cannotWrite(path: path, reason: status.message) }
}

/// Writes `frame` as `writePNG(_:to:)` does, through a `TemporaryOutput`: the PNG appears at
/// `path` only once it is whole, and a failed write leaves an existing file as it was.
/// - Throws: `RenderError.cannotWrite` naming `path`, or `EncodeError` (`.cannotCreateOutput`)
///   when the destination cannot be created.
public func writePNG(_ frame: Frame, atomicallyTo path: String) throws {
    try TemporaryOutput.write(to: path) { temporary in
        do throws(RenderError) {
            try writePNG(frame, to: temporary)
        } catch {
            guard case .cannotWrite(_, let reason) = error else { throw error }
            throw RenderError.cannotWrite(path: path, reason: reason)
        }
    }
}

/// Reads a PNG or JPEG file into a premultiplied BGRA frame (through the same decoders as
/// layer contents, without caching).
/// - Throws: `RenderError.imageNotFound` or `.imageUnreadable`, naming the path.
public func loadFrame(from path: String) throws(RenderError) -> Frame {
    try ImageDecoder.decode(path: path).frame
}

/// The bytes `writePNG(_:to:)` writes for `frame`, without a file.
/// - Throws: `RenderError.cannotWrite` (path `<memory>`) when the frame is empty or Cairo fails.
/// - The corresponding C function is `cairo_surface_write_to_png_stream`.
public func pngBytes(_ frame: Frame) throws(RenderError) -> [UInt8] {
    guard frame.width > 0, frame.height > 0 else {
        throw .cannotWrite(path: "<memory>", reason: "the frame is empty (\(frame.width) × \(frame.height))")
    }
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    var pixels = frame.pixels
    let status: cairo_status_t = pixels.withUnsafeMutableBytes { buffer in
        guard
            let surface = try? ImageSurface(
                data: buffer.baseAddress!, format: CAIRO_FORMAT_ARGB32, width: frame.width, height: frame.height,
                stride: frame.width * 4)
        else { return CAIRO_STATUS_NO_MEMORY }
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(
                surface.pointer,
                { closure, data, length in
                    guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
                    let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
                    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(sink).toOpaque())
        }
        surface.finish()
        return status
    }
    guard status == CAIRO_STATUS_SUCCESS else { throw .cannotWrite(path: "<memory>", reason: status.message) }
    return sink.bytes
}

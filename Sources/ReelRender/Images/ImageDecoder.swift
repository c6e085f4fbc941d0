import CCairo
import Foundation
import ReelMedia
import Shaders

/// Decodes PNG and JPEG files into premultiplied BGRA (`DecodedImage`).
///
/// PNG files (recognised by their signature) go through Cairo's PNG loader
/// (`cairo_image_surface_create_from_png`), which premultiplies; everything else, and PNGs
/// Cairo refuses, goes through FFmpeg's image decoders (ReelMedia's `StillImageDecoder`),
/// converted to BGRA by swscale and premultiplied by `Shaders.Premultiply`.
enum ImageDecoder {
    /// Decodes the image at `path`.
    /// - Throws: `RenderError.imageNotFound` when there is no file, `.imageUnreadable` when it
    ///   cannot be decoded.
    static func decode(path: String) throws(RenderError) -> DecodedImage {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .imageNotFound(path: path)
        }
        guard !isDirectory.boolValue else { throw .imageUnreadable(path: path, reason: "it is a folder") }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .imageUnreadable(path: path, reason: "permission denied")
        }
        let head = (try? handle.read(upToCount: 8)) ?? Data()
        try? handle.close()
        guard !head.isEmpty else { throw .imageUnreadable(path: path, reason: "the file is empty") }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            let image = decodePNGWithCairo(path: path)
        {
            return image
        }
        do {
            let frame = try StillImageDecoder.decode(path: path)
            return frame.pixels.withUnsafeBytes {
                DecodedImage(
                    width: frame.width, height: frame.height, copying: $0.baseAddress!, sourceStride: frame.bytesPerRow)
            }
        } catch {
            throw .imageUnreadable(path: path, reason: error.message)
        }
    }

    /// Cairo's PNG loader, redrawn onto an `ARGB32` surface (the loader may give `RGB24` or
    /// `A8`); nil when Cairo cannot read the file.
    static func decodePNGWithCairo(path: String) -> DecodedImage? {
        guard
            let loaded = try? ImageSurface(
                taking: cairo_image_surface_create_from_png(path)!, operation: "cairo_image_surface_create_from_png"),
            loaded.width > 0, loaded.height > 0
        else { return nil }
        if loaded.format == CAIRO_FORMAT_ARGB32, let data = loaded.data {
            return DecodedImage(width: loaded.width, height: loaded.height, copying: data, sourceStride: loaded.stride)
        }
        guard let target = try? ImageSurface(format: CAIRO_FORMAT_ARGB32, width: loaded.width, height: loaded.height),
            let cr = try? CairoContext(surface: target)
        else { return nil }
        cairo_set_operator(cr.pointer, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr.pointer, loaded.pointer, 0, 0)
        cairo_paint(cr.pointer)
        guard (try? cr.check("cairo_paint")) != nil, let data = target.data else { return nil }
        return DecodedImage(width: target.width, height: target.height, copying: data, sourceStride: target.stride)
    }
}

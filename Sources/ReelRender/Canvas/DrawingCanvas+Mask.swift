import CCairo
import ReelCore

extension DrawingCanvas {
    /// Multiplies every later operation by `image` placed in `rect` (user space, as
    /// `draw(_:in:bottomUp:)` places it), until `restore()`. An image with transparent pixels
    /// masks by its alpha; a fully opaque one by its luminance (white shows, black hides: a
    /// gray image as Core Graphics' masks are). Outside `rect` nothing shows.
    /// - Throws: `RenderError.imageNotFound` or `.imageUnreadable` for a file that cannot be read.
    public func clip(toMask image: Image, in rect: Rect, bottomUp: Bool) throws(RenderError) {
        let decoded: DecodedImage
        if let bitmap = image.bitmap {
            decoded = ImageCache().image(of: bitmap, key: image.path)
        } else {
            decoded = try ImageDecoder.decode(path: image.path)
        }
        let r = rect.standardized
        let picture = try ImageSurface(format: CAIRO_FORMAT_ARGB32, width: width, height: height)
        if r.isFinite, r.width > 0, r.height > 0, decoded.width > 0, decoded.height > 0 {
            let context = try CairoContext(surface: picture)
            context.setMatrix(matrix)
            let sx = Double(decoded.width) / r.width
            let sy = Double(decoded.height) / r.height
            let pattern = CairoPattern.image(try decoded.makeSurface())
            pattern.setMatrix(
                bottomUp
                    ? cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -r.minX * sx, y0: r.maxY * sy)
                    : cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy, x0: -r.minX * sx, y0: -r.minY * sy))
            pattern.setExtend(CAIRO_EXTEND_PAD)
            context.setSource(pattern)
            cairo_rectangle(context.pointer, r.minX, r.minY, r.width, r.height)
            cairo_fill(context.pointer)
        }
        let mask = try ImageSurface(format: CAIRO_FORMAT_A8, width: width, height: height)
        guard let source = picture.data, let target = mask.data else { return }
        let byLuminance = decoded.isOpaque
        let previous = state.mask?.data
        for y in 0..<height {
            let row = source + y * picture.stride
            let out = target + y * mask.stride
            for x in 0..<width {
                let (b, g, r, a) = (Double(row[4 * x]), Double(row[4 * x + 1]), Double(row[4 * x + 2]), row[4 * x + 3])
                var coverage: Double = byLuminance ? 0.299 * r + 0.587 * g + 0.114 * b : Double(a)
                if let previous, let old = state.mask { coverage *= Double(previous[y * old.stride + x]) / 255 }
                out[x] = UInt8(coverage.rounded())
            }
        }
        mask.markDirty()
        state.mask = mask
    }
}

extension DecodedImage {
    /// Whether every pixel is opaque.
    var isOpaque: Bool {
        withPixels { pixels in
            for y in 0..<height {
                let row = (pixels + y * stride).assumingMemoryBound(to: UInt8.self)
                for x in 0..<width where row[4 * x + 3] != 255 { return false }
            }
            return true
        }
    }
}

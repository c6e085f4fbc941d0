import CCairo
import ReelCore
import Shaders

/// A layer's shadow in device pixels.
struct ShadowSpec {
    /// Shadow colour with `shadowOpacity` folded into its alpha.
    var color: Color
    /// The offset in device pixels (the layer's `shadowOffset` through its transform).
    var offsetX: Double, offsetY: Double
    /// The blur in device pixels: σ = shadowRadius × √|det transform| (see `GaussianBlur`).
    var blur: GaussianBlur

    /// The shadow a layer casts, or nil when it casts none (opacity 0, clear colour, or a
    /// non-finite shadow value, or an offset beyond 2²⁴ pixels).
    init?(state s: LayerState, transform m: AffineTransform) {
        let alpha = s.shadowColor.alpha.clamped01 * s.shadowOpacity.clamped01
        guard alpha > 0, s.shadowRadius.isFinite, s.shadowOffset.width.isFinite, s.shadowOffset.height.isFinite
        else { return nil }
        color = s.shadowColor.withAlphaComponent(alpha)
        offsetX = m.a * s.shadowOffset.width + m.c * s.shadowOffset.height
        offsetY = m.b * s.shadowOffset.width + m.d * s.shadowOffset.height
        // A shadow thrown further than any canvas is wide is off screen.
        guard abs(offsetX) < 16_777_216, abs(offsetY) < 16_777_216 else { return nil }
        blur = GaussianBlur(
            sigma: GaussianBlur.sigma(forShadowRadius: max(s.shadowRadius, 0)) * abs(m.determinant).squareRoot())
    }
}

extension LayerPainter {
    /// Draws a layer whose shadow is on: the body (everything but the shadow) is drawn once into
    /// an offscreen ARGB surface covering its pixels; that surface's alpha, padded and blurred
    /// with `Shaders.GaussianBlur`, becomes an A8 mask painted in the shadow colour at the
    /// offset; then the body surface is painted over it. With `masksToBounds` the shadow is
    /// clipped to the rounded bounds too, as in Core Animation (where such a shadow only shows
    /// through transparent parts). Opacity < 1 groups shadow and body. Masks are cached per
    /// thread by the exact alpha plane they are blurred from (`ShadowMaskCache`), so an
    /// unchanged shadow is blurred once.
    func drawWithShadow(_ layer: LayerSnapshot, transform m: AffineTransform, opacity: Double, shadow: ShadowSpec) {
        if let path = layer.state.shadowPath {
            drawWithShadowPath(layer, path: path, transform: m, opacity: opacity, shadow: shadow)
            return
        }
        let pad = shadow.blur.radius
        let reach = pad + Int(abs(shadow.offsetX).rounded(.up)) + Int(abs(shadow.offsetY).rounded(.up)) + 2
        guard
            let body = extents.deviceExtent(of: layer, transform: m)?
                .intersection(canvas.outset(by: reach)),
            body.width * body.height <= 64 << 20,
            let bodySurface = try? ImageSurface(format: CAIRO_FORMAT_ARGB32, width: body.width, height: body.height),
            let bodyContext = try? CairoContext(surface: bodySurface)
        else { return }

        // 1. The body, offscreen, aligned to whole device pixels.
        let shift = AffineTransform(translationX: Double(-body.x), y: Double(-body.y))
        let offscreen = LayerPainter(
            context: bodyContext, images: images, canvas: canvas.offsetBy(dx: -body.x, dy: -body.y), passLog: passLog,
            fonts: fonts)
        offscreen.contentFlipped = contentFlipped
        offscreen.drawBody(layer, transform: m.concatenating(shift), alpha: 1)
        guard let bodyPixels = bodySurface.data else { return }

        // 2. Its alpha, padded by the blur radius, blurred.
        let w = body.width + 2 * pad
        let h = body.height + 2 * pad
        let plane = Self.paddedAlpha(of: bodyPixels, stride: bodySurface.stride, size: body, pad: pad)
        guard let mask = ShadowMaskCache.current.mask(of: plane, width: w, height: h, blur: shadow.blur) else { return }

        // 3. Shadow, then body, grouped when the layer is translucent.
        cairo_save(cr.pointer)
        cairo_identity_matrix(cr.pointer)
        let grouped = opacity < 1
        if grouped {
            let extent = body.outset(by: reach)
            cairo_rectangle(cr.pointer, Double(extent.x), Double(extent.y), Double(extent.width), Double(extent.height))
            cairo_clip(cr.pointer)
            cairo_push_group(cr.pointer)
        }
        paintShadowMask(
            mask, x: Double(body.x - pad) + shadow.offsetX, y: Double(body.y - pad) + shadow.offsetY,
            color: shadow.color, layer: layer, transform: m)
        cairo_identity_matrix(cr.pointer)
        cairo_set_source_surface(cr.pointer, bodySurface.pointer, Double(body.x), Double(body.y))
        cairo_paint(cr.pointer)
        if grouped {
            cairo_pop_group_to_source(cr.pointer)
            cairo_paint_with_alpha(cr.pointer, opacity)
        }
        cairo_set_source_rgb(cr.pointer, 0, 0, 0)
        cairo_restore(cr.pointer)
    }

    /// The alpha bytes of a `size.width` × `size.height` ARGB32 picture, with `pad` transparent
    /// pixels on every side (the blur's reach).
    static func paddedAlpha(of pixels: UnsafeMutablePointer<UInt8>, stride: Int, size: PixelRect, pad: Int) -> [UInt8] {
        let w = size.width + 2 * pad
        var plane = [UInt8](repeating: 0, count: w * (size.height + 2 * pad))
        plane.withUnsafeMutableBufferPointer { dst in
            for y in 0..<size.height {
                let src = pixels + y * stride + 3
                let row = dst.baseAddress! + (y + pad) * w + pad
                for x in 0..<size.width { row[x] = src[x * 4] }
            }
        }
        return plane
    }

    /// Paints a blurred shadow `mask` (device pixels, its top-left corner at `x`, `y`) in
    /// `color`, clipped to the layer's rounded bounds when the layer masks to bounds; the
    /// context's state is as before.
    func paintShadowMask(
        _ mask: ImageSurface, x: Double, y: Double, color: Color, layer: LayerSnapshot, transform m: AffineTransform
    ) {
        cairo_save(cr.pointer)
        if layer.state.masksToBounds {
            cr.setMatrix(m)
            cairo_new_path(cr.pointer)
            cr.addRoundedBounds(of: layer.state)
            cairo_clip(cr.pointer)
            cairo_identity_matrix(cr.pointer)
        }
        cr.setSource(color)
        // At whole pixels the mask is painted as it is; at a sub-pixel offset, resampled once
        // (cached) and painted at whole pixels: the same bytes, without a bilinear pass a frame.
        let wholeX = x.rounded(.down)
        let wholeY = y.rounded(.down)
        if wholeX == x && wholeY == y {
            cairo_mask_surface(cr.pointer, mask.pointer, x, y)
        } else if let placed = ShadowMaskCache.current.placed(mask, fractionX: x - wholeX, fractionY: y - wholeY) {
            cairo_mask_surface(cr.pointer, placed.pointer, wholeX, wholeY)
        }
        cairo_restore(cr.pointer)
    }
}

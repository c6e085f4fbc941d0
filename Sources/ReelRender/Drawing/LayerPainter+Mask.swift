import CCairo
import ReelCore

/// The offscreen passes a render made for masks, in device pixels (tests read it to check that
/// a mask costs a pass the size of the masked layer's extent, not the canvas's).
final class OffscreenPassLog {
    /// One entry per masked layer drawn: the rectangle both its offscreen surfaces cover.
    var passes: [PixelRect] = []
    /// One entry per translucent layer drawn as an offscreen group: the group's rectangle.
    var groups: [PixelRect] = []
}

extension LayerPainter {
    /// Draws a layer with a mask (`CALayer.mask`), as Core Animation composites it: the layer
    /// with its shadow and sublayers, and its opacity, is drawn into an offscreen ARGB surface;
    /// the mask layer (in the layer's coordinate space, with its own transform, opacity and
    /// sublayers) into an A8 surface of the same rectangle; then the first is painted through
    /// the second (`cairo_mask_surface`), so every pixel keeps `mask alpha ×` its value.
    ///
    /// Both surfaces cover only the pixels that can show: what the layer draws (its own shadow
    /// included, as a mask clips the shadow in Core Animation too), the mask's extent, the
    /// canvas and the current clip, intersected. A hidden or fully transparent mask shows
    /// nothing of the layer, as in Core Animation.
    ///
    /// The layer's `maskMode` says what of the mask keeps it (`MaskMode`): for the luminance
    /// modes the mask is drawn into an ARGB surface and turned into the A8 one; the inverted
    /// modes turn each value `v` into `1 − v`, and then the mask's extent does not bound what
    /// shows (nor does a mask that draws nothing hide the layer).
    func drawMasked(_ layer: LayerSnapshot, mask: LayerSnapshot, transform m: AffineTransform, carried: Double = 1) {
        let ms = mask.state
        let mode = layer.state.maskMode
        guard Self.isDrawable(ms) else {
            if mode.isInverted {
                var unmasked = layer
                unmasked.mask = nil
                carriedOpacity = carried
                drawFlat(unmasked, transform: m)
            }
            return
        }
        let luminance = mode == .luminance || mode == .luminanceInverted
        guard let content = maskedContentExtent(of: layer, transform: m),
            let maskExtent = mode.isInverted ? content : maskDeviceExtent(mask, transform: m),
            let extent = content.intersection(maskExtent)?.intersection(canvas)?.intersection(clipExtent()),
            extent.width * extent.height <= 64 << 20,
            let contentSurface = try? ImageSurface(
                format: CAIRO_FORMAT_ARGB32, width: extent.width, height: extent.height),
            let contentContext = try? CairoContext(surface: contentSurface),
            let maskSurface = try? ImageSurface(format: CAIRO_FORMAT_A8, width: extent.width, height: extent.height),
            let drawnMask = luminance
                ? (try? ImageSurface(format: CAIRO_FORMAT_ARGB32, width: extent.width, height: extent.height))
                : maskSurface,
            let maskContext = try? CairoContext(surface: drawnMask)
        else { return }
        passLog?.passes.append(extent)

        let shift = AffineTransform(translationX: Double(-extent.x), y: Double(-extent.y))
        let local = PixelRect(x: 0, y: 0, width: extent.width, height: extent.height)
        var unmasked = layer
        unmasked.mask = nil
        let body = LayerPainter(context: contentContext, images: images, canvas: local, passLog: passLog, fonts: fonts)
        body.contentFlipped = contentFlipped
        body.carriedOpacity = carried
        body.drawFlat(unmasked, transform: m.concatenating(shift))
        let alpha = LayerPainter(context: maskContext, images: images, canvas: local, passLog: passLog, fonts: fonts)
        alpha.contentFlipped = contentFlipped
        alpha.draw(mask, parent: m.concatenating(shift))
        projectedPasses += body.projectedPasses + alpha.projectedPasses
        cairo_surface_flush(contentSurface.pointer)
        if mode != .alpha { Self.convertMask(drawnMask, into: maskSurface, mode: mode) }
        cairo_surface_flush(maskSurface.pointer)

        cairo_save(cr.pointer)
        cairo_identity_matrix(cr.pointer)
        cairo_set_source_surface(cr.pointer, contentSurface.pointer, Double(extent.x), Double(extent.y))
        cairo_mask_surface(cr.pointer, maskSurface.pointer, Double(extent.x), Double(extent.y))
        cairo_set_source_rgb(cr.pointer, 0, 0, 0)  // drop the pattern's reference to the surface
        cairo_restore(cr.pointer)
    }

    /// The device box of a mask placed in its layer's space (`m`: layer to device), through
    /// its own transform, projected when that transform has perspective or turns out of the
    /// plane; nil when the mask cannot be placed.
    func maskDeviceExtent(_ mask: LayerSnapshot, transform m: AffineTransform) -> PixelRect? {
        let t = mask.state.transformToSuperlayer3D.flattened.concatenating(Transform3D(m))
        if t.isPlanarAffine {
            guard Self.isUsable(t.affine) else { return nil }
            return extents.deviceExtent(of: mask, transform: t.affine)
        }
        guard let local = extents.localExtent(of: mask), let box = Self.bounds(of: local, through: t) else {
            return nil
        }
        return PixelRect(enclosing: box)?.outset(by: 2)
    }

    /// What a layer draws in device pixels, its own shadow included.
    func maskedContentExtent(of layer: LayerSnapshot, transform m: AffineTransform) -> PixelRect? {
        let s = layer.state
        guard var local = extents.localExtent(of: layer) else { return nil }
        if ShadowSpec(state: s, transform: m) != nil {
            let reach = 3 * max(s.shadowRadius, 0) + 1
            local = local.union(local.offsetBy(dx: s.shadowOffset.width, dy: s.shadowOffset.height))
                .insetBy(dx: -reach, dy: -reach)
            if s.masksToBounds { local = local.intersection(s.bounds.standardized) }
            guard !local.isNull, local.isFinite else { return nil }
        }
        return PixelRect(enclosing: local.applying(m))?.outset(by: 2)
    }

    /// The current clip in device pixels.
    func clipExtent() -> PixelRect {
        PixelRect(enclosing: cr.deviceExtent(of: cairo_clip_extents)) ?? canvas
    }
}

import CCairo
import ReelCore
import Shaders

extension LayerPainter {
    /// Draws a layer whose shadow has the shape of `shadowPath` (`CALayer.shadowPath`): the
    /// path, in the layer's coordinates, is filled (non-zero) into an A8 plane padded by the
    /// blur radius, blurred like any shadow and painted in the shadow colour at the offset;
    /// the layer's own alpha plays no part, so the shadow shows where the path is even where
    /// the layer draws nothing, and not where the layer is outside the path. The body is then
    /// drawn over it directly. `masksToBounds` clips the shadow to the rounded bounds, and
    /// opacity < 1 groups shadow and body, as for the alpha shadow.
    func drawWithShadowPath(
        _ layer: LayerSnapshot, path: BezierPath, transform m: AffineTransform, opacity: Double, shadow: ShadowSpec
    ) {
        let pad = shadow.blur.radius
        let ox = Int(shadow.offsetX.rounded(.down))
        let oy = Int(shadow.offsetY.rounded(.down))
        let box = path.controlPointBounds
        guard path.hasOnlyFinitePoints, !box.isNull,
            // Only the part of the path whose shadow can land on the canvas.
            let source = PixelRect(enclosing: box.applying(m))?.outset(by: 2)
                .intersection(canvas.offsetBy(dx: -ox, dy: -oy).outset(by: pad + 2)),
            source.width * source.height <= 64 << 20
        else {
            drawShadowless(layer, transform: m, opacity: opacity)
            return
        }

        // 1. The path's coverage, padded by the blur radius, blurred.
        let w = source.width + 2 * pad
        let h = source.height + 2 * pad
        guard let coverage = try? ImageSurface(format: CAIRO_FORMAT_A8, width: w, height: h),
            let coverageContext = try? CairoContext(surface: coverage)
        else { return }
        coverageContext.setMatrix(
            m.concatenating(AffineTransform(translationX: Double(pad - source.x), y: Double(pad - source.y))))
        guard coverageContext.setPath(path) else { return }
        cairo_set_fill_rule(coverageContext.pointer, CAIRO_FILL_RULE_WINDING)
        cairo_fill(coverageContext.pointer)
        cairo_surface_flush(coverage.pointer)
        guard let pixels = coverage.data else { return }
        var plane = [UInt8](repeating: 0, count: w * h)
        plane.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                let row = pixels + y * coverage.stride
                for x in 0..<w { dst[y * w + x] = row[x] }
            }
        }
        guard let mask = ShadowMaskCache.current.mask(of: plane, width: w, height: h, blur: shadow.blur) else { return }
        let maskX = Double(source.x - pad) + shadow.offsetX
        let maskY = Double(source.y - pad) + shadow.offsetY

        // 2. Shadow, then body, grouped when the layer is translucent.
        cairo_save(cr.pointer)
        cairo_identity_matrix(cr.pointer)
        let grouped = opacity < 1
        if grouped {
            cairo_push_group(cr.pointer)
        }
        paintShadowMask(mask, x: maskX, y: maskY, color: shadow.color, layer: layer, transform: m)
        drawBody(layer, transform: m, alpha: 1)
        cairo_identity_matrix(cr.pointer)
        if grouped {
            cairo_pop_group_to_source(cr.pointer)
            cairo_paint_with_alpha(cr.pointer, opacity)
        }
        cairo_set_source_rgb(cr.pointer, 0, 0, 0)
        cairo_restore(cr.pointer)
    }

    /// The layer without its shadow (a shadow path that is empty or off the canvas).
    private func drawShadowless(_ layer: LayerSnapshot, transform m: AffineTransform, opacity: Double) {
        cairo_save(cr.pointer)
        if opacity < 1 { cairo_push_group(cr.pointer) }
        drawBody(layer, transform: m, alpha: 1)
        if opacity < 1 {
            cairo_identity_matrix(cr.pointer)
            cairo_pop_group_to_source(cr.pointer)
            cairo_paint_with_alpha(cr.pointer, opacity)
        }
        cairo_restore(cr.pointer)
    }
}

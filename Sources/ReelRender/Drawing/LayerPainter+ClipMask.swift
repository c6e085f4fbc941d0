import CCairo
import ReelCore

/// A mask whose alpha is one opaque filled path (see `LayerPainter.clipShape(of:transform:)`).
struct ClipShape {
    /// The path, in the coordinates of the shape layer that fills it.
    var path: BezierPath
    var fillRule: FillRule
    /// The shape layer's coordinates to device pixels.
    var toDevice: AffineTransform
}

extension LayerPainter {
    /// Draws a layer whose mask is one opaque filled path by clipping to that path, instead of
    /// the two offscreen surfaces of `drawMasked`: the mask's alpha is then the path's coverage
    /// (1 inside, 0 outside), so keeping `mask alpha ×` each pixel is what the clip does. The
    /// layer is drawn through the clip as one group when more than one of its parts could
    /// overlap (so an edge pixel keeps the group's value times the coverage, as with the mask),
    /// directly otherwise. Returns false (nothing drawn) when the mask is not such a path.
    ///
    /// This is how shape-masked gradients (a Lottie gradient fill: the gradient layer masked by
    /// its shape) and Lottie masks are drawn: one fill through a clip, no canvas-sized buffers.
    func drawClipMasked(
        _ layer: LayerSnapshot, mask: LayerSnapshot, transform m: AffineTransform, carried: Double
    ) -> Bool {
        let ms = mask.state
        let maskTransform = ms.transformToSuperlayer3D
        guard layer.state.maskMode == .alpha, maskTransform.isPlanarAffine,
            let clip = clipShape(of: mask, transform: maskTransform.affine.concatenating(m))
        else { return false }
        var unmasked = layer
        unmasked.mask = nil
        cairo_save(cr.pointer)
        guard applyClip(clip) else {
            cairo_restore(cr.pointer)
            return true  // a mask with a non-finite point shows nothing of the layer
        }
        if Self.drawnParts(unmasked) > 1 {
            // The group is drawn without the path clip (inside it, each part would be clipped
            // and the edges of lower parts would show), within the box both cover, and painted
            // through the clip.
            let pathBox = PixelRect(enclosing: cr.deviceExtent(of: cairo_clip_extents))
            cairo_restore(cr.pointer)
            guard let content = extents.deviceExtent(of: unmasked, transform: m),
                let box = pathBox?.intersection(content)
            else { return true }  // nothing of the layer inside the path
            cairo_save(cr.pointer)
            cairo_identity_matrix(cr.pointer)
            cairo_rectangle(cr.pointer, Double(box.x), Double(box.y), Double(box.width), Double(box.height))
            cairo_clip(cr.pointer)
            cairo_push_group(cr.pointer)
            carriedOpacity = carried
            drawFlat(unmasked, transform: m)
            cairo_pop_group_to_source(cr.pointer)
            _ = applyClip(clip)
            cairo_identity_matrix(cr.pointer)
            cairo_paint(cr.pointer)
            cairo_set_source_rgb(cr.pointer, 0, 0, 0)
        } else {
            carriedOpacity = carried
            drawFlat(unmasked, transform: m)
        }
        carriedOpacity = 1
        cairo_restore(cr.pointer)
        return true
    }

    /// Intersects the clip with the shape's path (false, nothing changed, for a non-finite path).
    private func applyClip(_ clip: ClipShape) -> Bool {
        cr.setMatrix(clip.toDevice)
        guard cr.setPath(clip.path) else { return false }
        cairo_set_fill_rule(cr.pointer, clip.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr.pointer)
        cairo_set_fill_rule(cr.pointer, CAIRO_FILL_RULE_WINDING)
        return true
    }

    /// The one opaque filled path a mask layer's alpha is, or nil: the mask is a shape layer
    /// with an opaque fill and nothing else drawn (no stroke, background, border, contents,
    /// shadow, mask or sublayer), or plain layers that draw nothing themselves, each with one
    /// shown sublayer, down to such a shape layer; every one at opacity 1, affinely placed and
    /// not clipping to its bounds. `m` maps the mask's coordinates to device pixels.
    func clipShape(of mask: LayerSnapshot, transform m: AffineTransform) -> ClipShape? {
        let s = mask.state
        guard Self.isDrawable(s), s.opacity >= 1, Self.isUsable(m), mask.mask == nil, !s.masksToBounds,
            s.shadowOpacity <= 0 || s.shadowColor.alpha <= 0, (s.backgroundColor?.alpha ?? 0) <= 0, s.contents == nil,
            s.borderWidth <= 0 || s.borderColor.alpha <= 0
        else { return nil }
        let shown = mask.sublayers.filter { Self.isDrawable($0.state) }
        switch s.kind {
        case .shape:
            guard shown.isEmpty, let path = s.path, !path.isEmpty, path.hasOnlyFinitePoints,
                let fill = s.fillColor, fill.alpha >= 1,
                (s.strokeColor?.alpha ?? 0) <= 0 || !(s.lineWidth > 0)
            else { return nil }
            return ClipShape(path: path, fillRule: s.fillRule, toDevice: m)
        case .plain:
            guard shown.count == 1, let only = shown.first else { return nil }
            let t = s.sublayerToSelf(only.state)
            guard t.isPlanarAffine else { return nil }
            return clipShape(of: only, transform: t.affine.concatenating(m))
        default:
            return nil
        }
    }

    /// How many separately composited parts drawing `layer` makes (its shown sublayers'
    /// included, a shadow counted as one, a mask or a group of its own as the parts it covers:
    /// conservative, for deciding whether parts may overlap).
    static func drawnParts(_ layer: LayerSnapshot) -> Int {
        let s = layer.state
        guard isDrawable(s) else { return 0 }
        var n = partCount(layer) - (layer.sublayers.isEmpty ? 0 : 2)
        if s.shadowOpacity > 0 { n += 1 }
        if s.kind == .replicator || s.kind == .emitter || s.kind == .transformLayer { n += 2 }
        for sublayer in layer.sublayers { n += drawnParts(sublayer) }
        return n
    }

    /// Whether a translucent layer's opacity can be handed to its one sublayer instead of
    /// drawing it as a group: the layer draws nothing itself (no background, border, contents,
    /// shadow, mask or bounds clip) and has exactly one shown sublayer, placed affinely and
    /// drawn flat. A group holding one part is that part times the opacity, so the sublayer's
    /// colours are multiplied instead (no offscreen buffer), as the layer's own single part is.
    static func passesOpacityDown(_ layer: LayerSnapshot) -> LayerSnapshot? {
        let s = layer.state
        guard s.kind == .plain, layer.mask == nil, !s.masksToBounds, partCount(layer) == 2,
            s.shadowOpacity <= 0 || s.shadowColor.alpha <= 0
        else { return nil }
        let shown = layer.sublayers.filter { isDrawable($0.state) }
        guard shown.count == 1, let only = shown.first, only.state.kind != .transformLayer,
            s.sublayerToSelf(only.state).isPlanarAffine
        else { return nil }
        return only
    }
}

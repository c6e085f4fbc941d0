import ReelCore

/// Conservative boxes around what drawing a layer may touch, computed from its snapshot and the
/// decoded images' sizes alone (no drawing context): the painter sizes its groups, shadow
/// buffers and offscreen passes with them, and ``DamageAnalysis`` bounds a frame's changes.
///
/// Each box follows the painter's cases (`LayerPainter.drawLayer`): what holds here must hold
/// there, or a group clips what a layer draws and a redrawn rectangle misses changed pixels.
struct LayerExtents {
    /// Decoded images by render key (their sizes place contents and particles).
    let images: [String: DecodedImage]
    /// The pixels of the surface drawn on, in device coordinates: device boxes are cut to it.
    let canvas: PixelRect

    /// A conservative box around every pixel a layer may touch, its own shadow excepted, in
    /// device pixels (nil when it draws nothing). Used to size groups and shadow buffers.
    func deviceExtent(of layer: LayerSnapshot, transform m: AffineTransform) -> PixelRect? {
        guard let local = localExtent(of: layer) else { return nil }
        return PixelRect(enclosing: local.applying(m))?.outset(by: 2)  // 2 px for anti-aliasing
    }

    /// A box (layer coordinates) around what the layer itself and its sublayers draw, shadows
    /// of sublayers included, its own shadow not.
    func localExtent(of layer: LayerSnapshot) -> Rect? {
        if let transition = layer.transition { return transitionExtent(of: layer, transition) }
        let s = layer.state
        let bounds = s.bounds.standardized
        var extent = Rect.null
        if (s.backgroundColor?.alpha ?? 0) > 0 || (s.borderWidth > 0 && s.borderColor.alpha > 0) || s.kind == .text
            || s.kind == .gradient || s.hasBackdrop
        {
            extent = extent.union(bounds)
        }
        if let image = s.contents, let decoded = images[image.renderKey],
            let rect = LayerPainter.contentsDestination(
                imageWidth: decoded.width, imageHeight: decoded.height, state: s)
        {
            // In a flipped space the image is drawn mirrored about the bounds (to read upright).
            extent = extent.union(rect).union(rect.applying(LayerPainter.verticalFlip(of: bounds)))
        }
        if s.kind == .shape, let path = s.path, path.hasOnlyFinitePoints, case let box = path.controlPointBounds,
            !box.isNull
        {
            let grow = Self.strokeJoinReach(s)
            extent = extent.union(box.insetBy(dx: -grow, dy: -grow))
        }
        if s.kind == .emitter, let particles = particleExtent(of: layer) { extent = extent.union(particles) }
        extent = extent.union(replicatedExtent(of: layer, sublayersExtent: sublayersExtent(layer.sublayers, in: s)))
        if s.masksToBounds { extent = extent.intersection(bounds) }
        guard !extent.isNull, extent.isFinite else { return nil }
        return extent.insetBy(dx: -Self.blurReach(s), dy: -Self.blurReach(s))
    }

    /// How far a layer's own blur spreads what it draws, in its units: 3σ (the blur's kernel)
    /// plus one, the larger σ on both axes (0 without a blur).
    static func blurReach(_ s: LayerState) -> Double {
        let sigma = max(s.gaussianBlur.width, s.gaussianBlur.height)
        return sigma.isFinite && sigma > 0 ? 3 * sigma + 1 : 0
    }

    /// A box (in the coordinates of `s`, their superlayer) around what `sublayers` draw.
    func sublayersExtent(_ sublayers: [LayerSnapshot], in s: LayerState) -> Rect {
        var extent = Rect.null
        for sublayer in sublayers.map(LayerPainter.drawnForm) {
            let ss = sublayer.state
            guard LayerPainter.isDrawable(ss) else { continue }
            let t3 = s.sublayerToSelf(ss)
            guard var sub = localExtent(of: sublayer) else { continue }
            if ss.shadowOpacity > 0, ss.shadowOffset.width.isFinite, ss.shadowOffset.height.isFinite,
                ss.shadowRadius.isFinite
            {
                let blurReach = 3 * max(ss.shadowRadius, 0) + 1
                let caster = Self.shadowCaster(of: ss) ?? sub
                sub = sub.union(caster.offsetBy(dx: ss.shadowOffset.width, dy: ss.shadowOffset.height))
                    .insetBy(dx: -blurReach, dy: -blurReach)
            }
            if t3.isPlanarAffine {
                let t = t3.affine
                guard LayerPainter.isUsable(t) else { continue }
                extent = extent.union(sub.applying(t))
            } else if let projected = t3.projectedBounds(of: sub), projected.isFinite {
                extent = extent.union(projected)
            }
        }
        return extent
    }

    /// The box of a layer's `shadowPath` (what casts its shadow instead of its alpha), if it has one.
    static func shadowCaster(of s: LayerState) -> Rect? {
        guard let path = s.shadowPath, path.hasOnlyFinitePoints, case let box = path.controlPointBounds, !box.isNull
        else { return nil }
        return box
    }

    /// How far a shape layer's stroke can reach beyond its path's control points, in layer
    /// units: half the line width times the miter limit for miter joins (at least √2, for
    /// square caps and bevels); 0 without a stroke.
    static func strokeJoinReach(_ s: LayerState) -> Double {
        guard s.strokeColor != nil, s.lineWidth.isFinite, s.lineWidth > 0 else { return 0 }
        let miter = s.lineJoin == .miter ? max(s.miterLimit.isFinite ? s.miterLimit : 10, 1) : 1
        return s.lineWidth / 2 * max(miter, 2.0.squareRoot())
    }
}

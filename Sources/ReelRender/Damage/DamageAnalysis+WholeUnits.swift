import ReelCore

extension DamageAnalysis {
    /// How a layer must be treated by a redrawn band (``IncrementalRenderer``).
    enum PartialRedraw {
        /// A band that touches the layer is widened to all its rows: the layer draws through a
        /// group or an offscreen surface whose extent is the layer's own (intersected with the
        /// clip, which a band then does not cut), so only whole it gives a whole render's pixels.
        case wholeLayer
        /// A frame in which a band touches the layer is drawn whole: its group takes the
        /// extent of the current clip, which a band cuts.
        case wholeFrame
    }

    /// How `layer` must be redrawn when a band touches it; nil when any rows of it may be
    /// drawn alone (fills, strokes, borders, images and gradients drawn straight onto the
    /// canvas: their pixels depend on the pixel and the shape only, as a band is a clip of
    /// whole rows, never a device offset; `IncrementalRenderTests` checks random scenes).
    /// Text is drawn whole: under a clip Cairo adds a run's glyphs into one mask before
    /// compositing, without one it composites glyph by glyph, so where antialiased glyphs
    /// overlap (promo-card's Chinese title) a band through the text gives other pixels than a
    /// whole render.
    static func partialRedraw(_ layer: LayerSnapshot, toDevice m4: Transform3D) -> PartialRedraw? {
        let s = layer.state
        let translucent = s.opacity < 1
        // drawWithShadowPath and drawShadowless group a translucent layer without a clip of
        // their own.
        if s.shadowOpacity > 0 && s.shadowPath != nil && translucent { return .wholeFrame }
        // A transition composites its old and new renderings through offscreen passes: drawn
        // whole (the safe rule; transitions last a fraction of a clip).
        if layer.transition != nil { return .wholeFrame }
        // A backdrop effect reads what is drawn beneath it (``LayerExtents/backdropSource``):
        // drawn in a whole frame, since a band would cut what it reads.
        if s.hasBackdrop { return .wholeFrame }
        if layer.mask != nil || s.shadowOpacity > 0 || s.gaussianBlur != .zero
            || (translucent && LayerPainter.partCount(layer) > 1)
            || !m4.isPlanarAffine
            || [.text, .emitter, .replicator, .transformLayer].contains(s.kind)
            || (s.kind == .gradient && s.gradientType == .conic)
            || (s.contents != nil && s.contentsCenter != Rect(x: 0, y: 0, width: 1, height: 1))
        {
            return .wholeLayer
        }
        return nil
    }

    /// Whether the layer's bounds clip is a rectangle on whole device pixels (no corner radius,
    /// no rotation or skew): a band then cuts it as it cuts the canvas. An image, gradient or
    /// text drawn through any other clip (rounded corners, or bounds on fractional pixels)
    /// came out one level off in the first or last row of a band that cut it (fly-to-cart's
    /// food images at scale 2), so each such layer drawn inside such a clip is redrawn whole
    /// (``addWholeUnits(of:toDevice:layers:frames:insideLooseClip:)``). The clipping layer
    /// itself may be cut: fills and strokes through it are exact in any band, and at 2.88
    /// fly-to-cart's table clip (fractional top edge) holds nearly the whole frame.
    static func clipsToPixelGrid(_ s: LayerState, toDevice m4: Transform3D) -> Bool {
        guard s.cornerRadius <= 0, m4.isPlanarAffine else { return false }
        let m = m4.affine
        guard m.b == 0, m.c == 0 else { return false }
        let r = s.bounds.standardized.applying(m)
        return [r.minX, r.minY, r.maxX, r.maxY].allSatisfy { $0.isFinite && abs($0 - $0.rounded()) < 1e-9 }
    }

    /// Adds the device box of every layer of `layer`'s tree that has a ``partialRedraw(_:toDevice:)``
    /// rule (with its sublayers: they are drawn inside it) to `layers` or `frames`, by rule, and
    /// of every layer that draws an image, a gradient or text inside a bounds clip that is not
    /// on whole device pixels (``clipsToPixelGrid(_:toDevice:)``; `insideLooseClip` says an
    /// ancestor's is not) to `layers`. Returns false when a box cannot be given.
    func addWholeUnits(
        of layer: LayerSnapshot, toDevice m4: Transform3D, layers: inout [PixelRect], frames: inout [PixelRect],
        insideLooseClip: Bool = false
    ) -> Bool {
        let layer = LayerPainter.drawnForm(layer)
        let s = layer.state
        guard LayerPainter.isDrawable(s), m4.isFinite else { return true }
        switch Self.partialRedraw(layer, toDevice: m4) {
        case .wholeLayer: return extents.addExtent(of: layer, toDevice: m4, into: &layers)
        case .wholeFrame:
            // A backdrop depends on everything beneath it within its reach: a change there
            // redraws the frame whole.
            if m4.isPlanarAffine, let source = extents.backdropSource(of: layer, transform: m4.affine) {
                extents.append(source, to: &frames)
            }
            return extents.addExtent(of: layer, toDevice: m4, into: &frames)
        case nil: break
        }
        let loose = insideLooseClip || (s.masksToBounds && !Self.clipsToPixelGrid(s, toDevice: m4))
        if loose && (s.contents != nil || s.kind == .gradient) {
            return extents.addExtent(of: layer, toDevice: m4, into: &layers)
        }
        let m = m4.affine
        guard LayerPainter.isUsable(m) else { return true }
        let toDevice = Transform3D(m)
        for sub in layer.sublayers {
            guard
                addWholeUnits(
                    of: sub, toDevice: s.sublayerToSelf(sub.state).concatenating(toDevice), layers: &layers,
                    frames: &frames, insideLooseClip: loose)
            else { return false }
        }
        return true
    }
}

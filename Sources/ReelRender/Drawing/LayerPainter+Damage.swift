import ReelCore

extension LayerPainter {
    /// Adds to `boxes` device rectangles that hold every pixel whose value can differ between
    /// drawing `old` through `oldToDevice` and drawing `new` through `newToDevice` (the same
    /// layer, one frame apart, as ``drawLayer(_:toDevice:)`` places it). Returns false when the
    /// change cannot be bounded (the caller then draws the whole frame).
    ///
    /// A layer is compared with the value of its snapshot, which is everything its drawing
    /// depends on (`FrameRenderer` draws a snapshot and nothing else). The walk goes down only
    /// through layers whose own drawing is unchanged and whose sublayers can each be bounded on
    /// their own: same state, mask, placement (an affine one), number of sublayers, and not a
    /// layer whose picture depends on its whole subtree at once (a shadow cast from its alpha, a
    /// replicator's copies, a transform layer's depth sort, an emitter). Anywhere else the
    /// layer's whole extent is damaged, in the old frame and in the new: its shadow, border,
    /// mask, sublayers and replicas included, and for a projected layer the device box of its
    /// projected picture.
    func addDamage(
        old: LayerSnapshot, oldToDevice: Transform3D, new: LayerSnapshot, newToDevice: Transform3D,
        into boxes: inout [PixelRect]
    ) -> Bool {
        if oldToDevice == newToDevice && old == new { return true }
        let s = new.state
        let descend =
            old.state == s && oldToDevice == newToDevice && newToDevice.isPlanarAffine && Self.isDrawable(s)
            && old.sublayers.count == new.sublayers.count && old.mask == new.mask
            && old.instanceSublayers == new.instanceSublayers && old.localTime == new.localTime
            && s.kind != .replicator && s.kind != .transformLayer && s.kind != .emitter
            && old.transition == nil && new.transition == nil
            && (ShadowSpec(state: s, transform: newToDevice.affine) == nil || s.shadowPath != nil)
        if descend {
            let m = newToDevice.affine
            guard Self.isUsable(m) else { return true }  // drawn by neither frame
            let toDevice = Transform3D(m)
            for (a, b) in zip(old.sublayers, new.sublayers) {
                guard
                    addDamage(
                        old: a, oldToDevice: old.state.sublayerToSelf(a.state).concatenating(toDevice),
                        new: b, newToDevice: s.sublayerToSelf(b.state).concatenating(toDevice), into: &boxes)
                else { return false }
            }
            return true
        }
        if let moved = movedContainerDamage(
            old: old, oldToDevice: oldToDevice, new: new, newToDevice: newToDevice, into: &boxes)
        {
            return moved
        }
        if let trimmed = strokeTrimDamage(old: old, oldToDevice: oldToDevice, new: new, newToDevice: newToDevice) {
            boxes += trimmed
            return true
        }
        // A changed emitter: its particles were seen outside the bounds the extent gives them
        // (IncrementalRenderTests), so a frame where one changes is drawn whole.
        if Self.containsEmitter(old) || Self.containsEmitter(new) { return false }
        return addExtent(of: old, toDevice: oldToDevice, into: &boxes)
            && addExtent(of: new, toDevice: newToDevice, into: &boxes)
    }

    /// Whether an emitter layer is in `layer`'s tree (masks and replicas included).
    static func containsEmitter(_ layer: LayerSnapshot) -> Bool {
        layer.state.kind == .emitter || layer.sublayers.contains(where: containsEmitter)
            || (layer.mask.map(containsEmitter) ?? false)
            || layer.instanceSublayers.joined().contains(where: containsEmitter)
    }

    /// Adds a device box around every pixel that drawing `layer` through `m4` may touch, its
    /// shadow included, following ``drawLayer(_:toDevice:)``'s cases. Returns false when no
    /// finite box can be given.
    func addExtent(of layer: LayerSnapshot, toDevice m4: Transform3D, into boxes: inout [PixelRect]) -> Bool {
        let layer = Self.drawnForm(layer)
        let s = layer.state
        guard Self.isDrawable(s), m4.isFinite else { return true }  // not drawn
        if Self.drawsInDepth(layer) { return false }  // instances in 3-D: the frame is drawn whole
        if s.kind == .transformLayer {
            // As drawTransformLayer: every non-transform-layer descendant, through the
            // composed 3-D transforms.
            var ok = true
            func collect(_ tl: LayerSnapshot, toLayer: Transform3D) {
                for sub in tl.sublayers where ok {
                    guard Self.isDrawable(sub.state) else { continue }
                    let t = tl.state.sublayerToSelf(sub.state).concatenating(toLayer)
                    if sub.state.kind == .transformLayer {
                        collect(sub, toLayer: t)
                    } else {
                        ok = addExtent(of: sub, toDevice: t.concatenating(m4), into: &boxes)
                    }
                }
            }
            collect(layer, toLayer: .identity)
            return ok
        }
        guard m4.isPlanarAffine else {
            if !s.isDoubleSided && m4.planeDeterminant < 0 { return true }
            // As drawProjected: the projected corners of the flat picture, outset by 2.
            guard let extent = projectedSourceExtent(of: layer) else { return true }
            var xs: [Double] = []
            var ys: [Double] = []
            for c in [
                Point(x: extent.minX, y: extent.minY), Point(x: extent.maxX, y: extent.minY),
                Point(x: extent.maxX, y: extent.maxY), Point(x: extent.minX, y: extent.maxY),
            ] {
                guard let p = m4.project(c), p.isFinite else { return true }  // not drawn
                xs.append(p.x)
                ys.append(p.y)
            }
            let box = Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            guard let rect = PixelRect(enclosing: box)?.outset(by: 3) else { return false }
            append(rect, to: &boxes)
            return true
        }
        let m = m4.affine
        guard Self.isUsable(m) else { return true }
        let body = deviceExtent(of: layer, transform: m)
        if let body { append(body, to: &boxes) }
        if let shadow = ShadowSpec(state: s, transform: m) {
            // What casts it: the body's pixels, or the shadow path's box.
            var caster = body
            if let path = s.shadowPath, path.hasOnlyFinitePoints, case let box = path.controlPointBounds, !box.isNull,
                let pathBox = PixelRect(enclosing: box.applying(m))?.outset(by: 2)
            {
                caster = caster.map { $0.union(pathBox) } ?? pathBox
            }
            if let caster {
                let dx = Int(shadow.offsetX.rounded(.down))
                let dy = Int(shadow.offsetY.rounded(.down))
                append(caster.offsetBy(dx: dx, dy: dy).outset(by: shadow.blur.radius + 3), to: &boxes)
            }
        }
        return true
    }

    private func append(_ rect: PixelRect, to boxes: inout [PixelRect]) {
        if let visible = rect.intersection(canvas) { boxes.append(visible) }
    }
}

extension PixelRect {
    /// The smallest rectangle holding both.
    func union(_ other: PixelRect) -> PixelRect {
        let x0 = min(x, other.x)
        let y0 = min(y, other.y)
        let x1 = max(x + width, other.x + other.width)
        let y1 = max(y + height, other.y + other.height)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension LayerPainter {
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
    /// overlap (promo-card's Chinese title, frame 57: 4 pixels up to 27 levels apart) a band
    /// through the text gave other pixels than a whole render.
    static func partialRedraw(_ layer: LayerSnapshot, toDevice m4: Transform3D) -> PartialRedraw? {
        let s = layer.state
        let translucent = s.opacity < 1
        // drawWithShadowPath and drawShadowless group a translucent layer without a clip of
        // their own.
        if s.shadowOpacity > 0 && s.shadowPath != nil && translucent { return .wholeFrame }
        // A transition composites its old and new renderings through offscreen passes: drawn
        // whole, as before bands were clips (the safe rule; transitions last a fraction of a clip).
        if layer.transition != nil { return .wholeFrame }
        if layer.mask != nil || s.shadowOpacity > 0 || (translucent && partCount(layer) > 1) || !m4.isPlanarAffine
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
        let layer = Self.drawnForm(layer)
        let s = layer.state
        guard Self.isDrawable(s), m4.isFinite else { return true }
        switch Self.partialRedraw(layer, toDevice: m4) {
        case .wholeLayer: return addExtent(of: layer, toDevice: m4, into: &layers)
        case .wholeFrame: return addExtent(of: layer, toDevice: m4, into: &frames)
        case nil: break
        }
        let loose = insideLooseClip || (s.masksToBounds && !Self.clipsToPixelGrid(s, toDevice: m4))
        if loose && (s.contents != nil || s.kind == .gradient) {
            return addExtent(of: layer, toDevice: m4, into: &layers)
        }
        let m = m4.affine
        guard Self.isUsable(m) else { return true }
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

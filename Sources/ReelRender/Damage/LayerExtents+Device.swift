import ReelCore

extension LayerExtents {
    /// Adds a device box around every pixel that drawing `layer` through `m4` may touch, its
    /// shadow included, following `LayerPainter.drawLayer(_:toDevice:)`'s cases. Returns false
    /// when no finite box can be given.
    func addExtent(of layer: LayerSnapshot, toDevice m4: Transform3D, into boxes: inout [PixelRect]) -> Bool {
        let layer = LayerPainter.drawnForm(layer)
        let s = layer.state
        guard LayerPainter.isDrawable(s), m4.isFinite else { return true }  // not drawn
        if LayerPainter.drawsInDepth(layer) { return false }  // instances in 3-D: the frame is drawn whole
        if s.kind == .transformLayer { return addTransformLayerExtent(of: layer, toDevice: m4, into: &boxes) }
        guard m4.isPlanarAffine else {
            if !s.isDoubleSided && m4.planeDeterminant < 0 { return true }
            return addProjectedExtent(of: layer, toDevice: m4, into: &boxes)
        }
        let m = m4.affine
        guard LayerPainter.isUsable(m) else { return true }
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

    /// As `drawTransformLayer`: the extent of every non-transform-layer descendant, through the
    /// composed 3-D transforms.
    private func addTransformLayerExtent(
        of layer: LayerSnapshot, toDevice m4: Transform3D, into boxes: inout [PixelRect]
    ) -> Bool {
        var ok = true
        func collect(_ tl: LayerSnapshot, toLayer: Transform3D) {
            for sub in tl.sublayers where ok {
                guard LayerPainter.isDrawable(sub.state) else { continue }
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

    /// As `drawProjected`: the projected corners of the flat picture, outset by 3.
    private func addProjectedExtent(
        of layer: LayerSnapshot, toDevice m4: Transform3D, into boxes: inout [PixelRect]
    ) -> Bool {
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

    /// Adds the part of `rect` on the canvas, if any.
    func append(_ rect: PixelRect, to boxes: inout [PixelRect]) {
        if let visible = rect.intersection(canvas) { boxes.append(visible) }
    }

    /// Whether drawing `layer` through `m4` may touch a pixel of `rect`: its extent, shadow
    /// included (``addExtent(of:toDevice:into:)``), meets it, or cannot be given. Only leaves
    /// and bounds clips are checked (a container's extent walks its whole tree, once per
    /// level): other containers answer true, and their sublayers are checked in turn.
    func mayTouch(_ rect: PixelRect, _ layer: LayerSnapshot, toDevice m4: Transform3D) -> Bool {
        if !layer.sublayers.isEmpty || !layer.instanceSublayers.isEmpty || layer.mask != nil {
            let s = layer.state
            guard s.masksToBounds, s.shadowOpacity <= 0, s.gaussianBlur == .zero, layer.mask == nil, s.kind == .plain,
                m4.isPlanarAffine,
                LayerPainter.isUsable(m4.affine),
                let box = PixelRect(enclosing: s.bounds.standardized.applying(m4.affine))?.outset(by: 2)
            else { return true }
            return rect.intersection(box) != nil
        }
        var boxes: [PixelRect] = []
        guard addExtent(of: layer, toDevice: m4, into: &boxes) else { return true }
        return boxes.contains { rect.intersection($0) != nil }
    }
}

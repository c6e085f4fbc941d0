import ReelCore

extension DamageAnalysis {
    /// Adds a ``SpanUnit`` for every part of `layer`'s tree that a damage rectangle must not cut
    /// at a vertical side. Layers with a ``partialRedraw(_:toDevice:)`` rule are left out
    /// (a rectangle that touches one holds it whole). A bounds clip that is not a rectangle on
    /// whole device pixels (rounded or rotated corners, fractional edges) makes its layer's
    /// whole extent one unit: everything inside is drawn through that clip. Otherwise a layer's
    /// own drawing is a unit unless it is only axis-aligned rectangles filled with a colour or
    /// an image (``cutsAnywhere(_:transform:)``).
    ///
    /// Why a vertical cut must not pass through the rest: Cairo clips the polygon it scan
    /// converts to the clip's box, replacing the parts of edges left of the box with vertical
    /// edges on its side (which start and end where the edges cross it, mid-row), and its scan
    /// converter chooses per row between exact area coverage and sixteen sub-rows from all the
    /// edges in the row, so cutting a shape can change its coverage inside the box. Pixman
    /// steps gradients from the first pixel of a span with floating-point increments. A cut
    /// through a rectangle filled with a colour or an image with an axis-aligned matrix changes
    /// nothing: box edges give each pixel its own coverage, and pixman samples images with
    /// 16.16 fixed-point steps, exact from any first pixel.
    func addSpanUnits(of layer: LayerSnapshot, toDevice m4: Transform3D, into units: inout [SpanUnit]) {
        let layer = LayerPainter.drawnForm(layer)
        let s = layer.state
        guard LayerPainter.isDrawable(s), m4.isFinite, m4.isPlanarAffine else { return }
        if Self.partialRedraw(layer, toDevice: m4) != nil { return }
        let m = m4.affine
        guard LayerPainter.isUsable(m) else { return }
        if s.masksToBounds && !Self.clipsToPixelGrid(s, toDevice: m4) {
            if let box = extents.deviceExtent(of: layer, transform: m)?.intersection(canvas) {
                units.append(SpanUnit(box: box))
            }
            return
        }
        if !Self.cutsAnywhere(s, transform: m), let unit = ownSpanUnit(of: layer, transform: m) {
            units.append(unit)
        }
        let toDevice = Transform3D(m)
        for sub in layer.sublayers {
            addSpanUnits(of: sub, toDevice: s.sublayerToSelf(sub.state).concatenating(toDevice), into: &units)
        }
    }

    /// Whether a vertical cut through the layer's own drawing (not its sublayers) keeps every
    /// pixel a whole render gives: its transform is axis-aligned and it draws only rectangles
    /// (square corners) of colour or of a plainly placed image.
    static func cutsAnywhere(_ s: LayerState, transform m: AffineTransform) -> Bool {
        guard s.kind == .plain, m.b == 0, m.c == 0 else { return false }
        let rounded = s.cornerRadius > 0
        let background = (s.backgroundColor?.alpha ?? 0) > 0
        let border = s.borderWidth > 0 && s.borderColor.alpha > 0
        if rounded && (background || border) { return false }
        if s.contents != nil && !LayerPainter.hasPlainContents(s) { return false }
        return true
    }

    /// The layer's own drawing as a unit: its box, and for a shape layer its path.
    func ownSpanUnit(of layer: LayerSnapshot, transform m: AffineTransform) -> SpanUnit? {
        let s = layer.state
        guard let local = extents.localExtent(of: LayerSnapshot(state: s)),
            let box = PixelRect(enclosing: local.applying(m))?.outset(by: 2).intersection(canvas)
        else { return nil }
        guard s.kind == .shape, let path = s.path, !path.isEmpty, path.hasOnlyFinitePoints else {
            return SpanUnit(box: box)
        }
        var rest = s
        rest.path = nil
        let parts = extents.localExtent(of: LayerSnapshot(state: rest)).flatMap {
            PixelRect(enclosing: $0.applying(m))?.outset(by: 2).intersection(canvas)
        }
        let joinReach = LayerExtents.strokeJoinReach(s)
        let reach = joinReach > 0 ? s.lineWidth / 2 * 2.0.squareRoot() : 0
        // The reaches are in layer units: in device pixels at most that times the largest
        // stretch of the transform (its operator norm is at most the Frobenius norm); 3 more
        // for antialiasing and rounding.
        let stretch = (m.a * m.a + m.b * m.b + m.c * m.c + m.d * m.d).squareRoot()
        return SpanUnit(
            box: box, path: path, transform: m, reach: reach * stretch + 3, joinReach: joinReach * stretch + 3,
            parts: parts)
    }
}

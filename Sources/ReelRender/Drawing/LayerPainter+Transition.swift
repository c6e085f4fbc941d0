import CCairo
import ReelCore

extension LayerPainter {
    /// Draws a layer that shows a `Transition`: its frozen old rendering and its live new one,
    /// each what ``drawBody(_:transform:alpha:)`` draws (background, contents, sublayers,
    /// border — the layer's own opacity, shadow and mask apply to the composite, around this),
    /// moved by ``TransitionFrame/offsets(size:)`` in the layer's coordinates, inside the
    /// layer's rounded bounds when it `masksToBounds` (the bounds stay where they are, so the
    /// renderings slide through a fixed window):
    /// ```
    /// moveIn, push   old, then new over it
    /// reveal         new, then old over it
    /// fade           old · (1 − p) + new · p, premultiplied (each drawn into its own group,
    ///                the second added with CAIRO_OPERATOR_ADD): a cross-dissolve
    /// ```
    /// Offscreen passes cover only the layer's own extent (both renderings, where they are at
    /// this progress) within the canvas and the clip.
    func drawTransition(_ layer: LayerSnapshot, _ t: TransitionFrame, transform m: AffineTransform, alpha: Double) {
        var new = layer
        new.transition = nil
        // A layer hidden before the change had no old rendering.
        var old = t.old
        if old.state.isHidden { old = LayerSnapshot(state: LayerState(kind: .plain)) }
        let offsets = t.offsets(size: layer.state.bounds.standardized.size)
        let oldM = AffineTransform(translationX: offsets.old.x, y: offsets.old.y).concatenating(m)
        let newM = AffineTransform(translationX: offsets.new.x, y: offsets.new.y).concatenating(m)
        guard
            let extent = extents.deviceExtent(of: layer, transform: m)?.intersection(canvas)?.intersection(clipExtent())
        else { return }
        let grouped = alpha < 1 || t.type == .fade
        cairo_save(cr.pointer)
        cairo_identity_matrix(cr.pointer)
        cairo_rectangle(cr.pointer, Double(extent.x), Double(extent.y), Double(extent.width), Double(extent.height))
        cairo_clip(cr.pointer)
        if layer.state.masksToBounds {
            // The window stays: both renderings move inside the layer's rounded bounds.
            cr.setMatrix(m)
            cairo_new_path(cr.pointer)
            cr.addRoundedBounds(of: layer.state)
            cairo_clip(cr.pointer)
        }
        if grouped { cairo_push_group(cr.pointer) }
        switch t.type {
        case .fade:
            paintGroup(alpha: 1 - t.progress, operator: CAIRO_OPERATOR_OVER) {
                drawBody(old, transform: oldM, alpha: 1)
            }
            paintGroup(alpha: t.progress, operator: CAIRO_OPERATOR_ADD) { drawBody(new, transform: newM, alpha: 1) }
        case .moveIn, .push:
            drawBody(old, transform: oldM, alpha: 1)
            drawBody(new, transform: newM, alpha: 1)
        case .reveal:
            drawBody(new, transform: newM, alpha: 1)
            drawBody(old, transform: oldM, alpha: 1)
        }
        if grouped {
            cairo_pop_group_to_source(cr.pointer)
            cairo_identity_matrix(cr.pointer)
            cairo_paint_with_alpha(cr.pointer, alpha)
        }
        cairo_restore(cr.pointer)
    }

    /// Draws `body` into a group and paints it with `alpha` through `op`.
    private func paintGroup(alpha: Double, operator op: cairo_operator_t, _ body: () -> Void) {
        guard alpha > 0 else { return }
        cairo_save(cr.pointer)
        cairo_push_group(cr.pointer)
        body()
        cairo_pop_group_to_source(cr.pointer)
        cairo_identity_matrix(cr.pointer)
        cairo_set_operator(cr.pointer, op)
        cairo_paint_with_alpha(cr.pointer, alpha)
        cairo_restore(cr.pointer)
    }

}

extension LayerPainter {
    /// The layer as drawing sees it: a hidden layer that shows a transition is drawn (its old
    /// rendering fades or moves away) with an empty new rendering, as Core Animation's fade
    /// covers a layer that "becomes visible or hidden"; any other layer as it is.
    static func drawnForm(_ layer: LayerSnapshot) -> LayerSnapshot {
        guard layer.state.isHidden, layer.transition != nil else { return layer }
        var shown = layer
        var s = LayerState(kind: .plain)
        (s.position, s.bounds, s.anchorPoint, s.transform) =
            (layer.state.position, layer.state.bounds, layer.state.anchorPoint, layer.state.transform)
        (s.zPosition, s.opacity, s.isDoubleSided, s.sublayerTransform) =
            (layer.state.zPosition, layer.state.opacity, layer.state.isDoubleSided, layer.state.sublayerTransform)
        shown.state = s
        shown.sublayers = []
        shown.instanceSublayers = []
        shown.mask = nil
        return shown
    }
}

import ReelCore

extension DamageAnalysis {
    /// The damage of a plain container that only moved (its position, anchor point or transform
    /// changed, or a superlayer's; the rest of its state and its tree are the same: a scrolled
    /// table, a card sliding in): its sublayers compared one by one,
    /// each under its old and its new placement (their extents, not the container's whole
    /// box, which holds the gaps between them too), and its own background, border and
    /// contents at both places. Nil when the layer is not such a container: a shadow, a mask,
    /// a bounds clip (it would reveal and hide sublayers that did not move), a group for
    /// opacity, a transition or a 3-D placement, or a kind that draws from its whole tree.
    /// - Returns: false when a change below cannot be bounded.
    func movedContainerDamage(
        old: LayerSnapshot, oldToDevice: Transform3D, new: LayerSnapshot, newToDevice: Transform3D,
        into boxes: inout [PixelRect]
    ) -> Bool? {
        let s = new.state
        // Placed differently (what places it is in the transforms), the same otherwise.
        var o = old.state
        (o.position, o.anchorPoint, o.transform) = (s.position, s.anchorPoint, s.transform)
        guard oldToDevice != newToDevice, o == s, s.kind == .plain, oldToDevice.isPlanarAffine,
            newToDevice.isPlanarAffine, oldToDevice.isFinite, newToDevice.isFinite, LayerPainter.isDrawable(s),
            old.sublayers.count == new.sublayers.count, old.mask == nil, new.mask == nil,
            old.instanceSublayers == new.instanceSublayers, old.localTime == new.localTime,
            old.transition == nil, new.transition == nil, !s.masksToBounds, s.shadowOpacity <= 0, s.opacity >= 1,
            s.gaussianBlur == .zero
        else { return nil }
        let (oldM, newM) = (oldToDevice.affine, newToDevice.affine)
        guard LayerPainter.isUsable(oldM), LayerPainter.isUsable(newM) else { return nil }
        let own = LayerSnapshot(state: s)
        guard extents.addExtent(of: own, toDevice: oldToDevice, into: &boxes),
            extents.addExtent(of: own, toDevice: newToDevice, into: &boxes)
        else { return false }
        return addSublayerDamage(
            old: old, oldToDevice: Transform3D(oldM), new: new, newToDevice: Transform3D(newM), into: &boxes)
    }
}

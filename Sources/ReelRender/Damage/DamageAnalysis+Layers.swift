import ReelCore

extension DamageAnalysis {
    /// Adds to `boxes` device rectangles that hold every pixel whose value can differ between
    /// drawing `old` through `oldToDevice` and drawing `new` through `newToDevice` (the same
    /// layer, one frame apart, as `LayerPainter.drawLayer(_:toDevice:)` places it). Returns false when the
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
        // An unchanged subtree is found by the descent below, one layer at a time: comparing
        // whole subtrees first would compare each layer once per ancestor (O(layers × depth)).
        let s = new.state
        let descend =
            oldToDevice == newToDevice && old.state == s && newToDevice.isPlanarAffine && LayerPainter.isDrawable(s)
            && old.sublayers.count == new.sublayers.count && old.mask == new.mask
            && old.instanceSublayers == new.instanceSublayers && old.localTime == new.localTime
            && s.kind != .replicator && s.kind != .transformLayer && s.kind != .emitter
            && old.transition == nil && new.transition == nil
            && (ShadowSpec(state: s, transform: newToDevice.affine) == nil || s.shadowPath != nil)
        if descend {
            let m = newToDevice.affine
            guard LayerPainter.isUsable(m) else { return true }  // drawn by neither frame
            return addSublayerDamage(
                old: old, oldToDevice: Transform3D(m), new: new, newToDevice: Transform3D(m), into: &boxes)
        }
        if oldToDevice == newToDevice && old == new { return true }
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
        return extents.addExtent(of: old, toDevice: oldToDevice, into: &boxes)
            && extents.addExtent(of: new, toDevice: newToDevice, into: &boxes)
    }

    /// ``addDamage(old:oldToDevice:new:newToDevice:into:)`` for each pair of sublayers of `old`
    /// and `new` (as many in each), placed in their superlayer's old and new device spaces.
    func addSublayerDamage(
        old: LayerSnapshot, oldToDevice: Transform3D, new: LayerSnapshot, newToDevice: Transform3D,
        into boxes: inout [PixelRect]
    ) -> Bool {
        for (a, b) in zip(old.sublayers, new.sublayers) {
            guard
                addDamage(
                    old: a, oldToDevice: old.state.sublayerToSelf(a.state).concatenating(oldToDevice),
                    new: b, newToDevice: new.state.sublayerToSelf(b.state).concatenating(newToDevice), into: &boxes)
            else { return false }
        }
        return true
    }

    /// Whether an emitter layer is in `layer`'s tree (masks and replicas included).
    static func containsEmitter(_ layer: LayerSnapshot) -> Bool {
        layer.state.kind == .emitter || layer.sublayers.contains(where: containsEmitter)
            || (layer.mask.map(containsEmitter) ?? false)
            || layer.instanceSublayers.joined().contains(where: containsEmitter)
    }

}

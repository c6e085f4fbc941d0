import ReelCore

extension LayerExtents {
    /// A box (emitter coordinates) around the particles drawn at the snapshot's time.
    func particleExtent(of layer: LayerSnapshot) -> Rect? {
        var extent = Rect.null
        for p in ParticleEvaluator.particles(of: layer) {
            guard let path = p.contents?.path, let image = images[path] else { continue }
            let k = p.scale / (p.contentsScale.isFinite && p.contentsScale > 0 ? p.contentsScale : 1)
            let r = k * (Double(image.width * image.width + image.height * image.height)).squareRoot() / 2
            guard r > 0, r.isFinite else { continue }
            extent = extent.union(Rect(x: p.position.x - r, y: p.position.y - r, width: 2 * r, height: 2 * r))
        }
        return extent.isNull ? nil : extent
    }

    /// The extent a projected layer's flat picture covers (layer coordinates): its own extent
    /// with its shadow.
    func projectedSourceExtent(of layer: LayerSnapshot) -> Rect? {
        guard var extent = localExtent(of: layer) else { return nil }
        let s = layer.state
        if s.shadowOpacity > 0, s.shadowOffset.width.isFinite, s.shadowOffset.height.isFinite, s.shadowRadius.isFinite {
            let reach = 3 * max(s.shadowRadius, 0) + 1
            extent = extent.union(
                extent.offsetBy(dx: s.shadowOffset.width, dy: s.shadowOffset.height).insetBy(dx: -reach, dy: -reach))
        }
        guard extent.width > 0, extent.height > 0, extent.isFinite else { return nil }
        return extent
    }

    /// The extent of a replicator's instances (in its coordinates), given its sublayers'
    /// extent; the sublayers' extent itself for other layers.
    func replicatedExtent(of layer: LayerSnapshot, sublayersExtent: Rect) -> Rect {
        let s = layer.state
        guard s.kind == .replicator else { return sublayersExtent }
        let count = s.drawnInstanceCount
        guard count > 0, s.instanceTransform.isFinite else { return .null }
        var extent = Rect.null
        var placement = InstancePlacement(s)
        for i in 0..<count {
            let instance = placement.next().flattened
            let own =
                i == 0 || i > layer.instanceSublayers.count
                ? sublayersExtent : self.sublayersExtent(layer.instanceSublayers[i - 1], in: s)
            if let placed = LayerPainter.bounds(of: own, through: instance), placed.isFinite {
                extent = extent.union(placed)
            }
        }
        return extent
    }

    /// What a transitioning layer draws, in its coordinates: both renderings where the
    /// transition has moved them (nil when neither draws anything).
    func transitionExtent(of layer: LayerSnapshot, _ t: TransitionFrame) -> Rect? {
        var new = layer
        new.transition = nil
        let offsets = t.offsets(size: layer.state.bounds.standardized.size)
        var extent = Rect.null
        if let e = localExtent(of: new) { extent = extent.union(e.offsetBy(dx: offsets.new.x, dy: offsets.new.y)) }
        if !t.old.state.isHidden, let e = localExtent(of: t.old) {
            extent = extent.union(e.offsetBy(dx: offsets.old.x, dy: offsets.old.y))
        }
        if layer.state.masksToBounds { extent = extent.intersection(layer.state.bounds.standardized) }
        guard !extent.isNull, extent.isFinite else { return nil }
        return extent
    }
}

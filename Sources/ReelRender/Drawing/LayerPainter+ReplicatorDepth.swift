import ReelCore

extension LayerPainter {
    /// Whether `layer` is a replicator that draws its instances in one 3-D space: with
    /// `preservesDepth` "the layer acts similarly to the CATransformLayer and has the same
    /// restrictions" (Apple's `CAReplicatorLayer.preservesDepth`).
    static func drawsInDepth(_ layer: LayerSnapshot) -> Bool {
        layer.state.kind == .replicator && layer.state.preservesDepth
    }

    /// A replicator with `preservesDepth`, drawn as a transform layer is (Apple's
    /// `CATransformLayer`: only the sublayers are rendered, the layer's own background,
    /// contents, border, `mask`, `masksToBounds` and shadow are ignored, and `opacity` "is
    /// applied to each sublayer individually"): every sublayer of every instance as a layer of
    /// one 3-D space, through `instanceTransform`ⁱ without flattening, sorted back to front by
    /// the depth of its anchor point after the replicator's own transform (instance by
    /// instance for equal depths), each tinted by its instance's colour and the replicator's
    /// opacity. `m4` holds the replicator's transform, flattened only after it, as for a
    /// transform layer.
    func drawInstancesInDepth(_ layer: LayerSnapshot, toDevice m4: Transform3D) {
        let s = layer.state
        let count = s.drawnInstanceCount
        guard count > 0, s.instanceTransform.isFinite else { return }
        var items: [(layer: LayerSnapshot, toReplicator: Transform3D, tint: Color)] = []
        var depths: [Double] = []
        let ownTransform = s.transformToSuperlayer3D
        let opacity = min(s.opacity, 1)
        var placement = InstancePlacement(s)
        for i in 0..<count {
            let instance = placement.next()
            var tint = s.instanceMultiplier(i)
            tint.alpha *= opacity
            guard tint.alpha > 0 else { continue }
            let sublayers =
                i == 0 || i > layer.instanceSublayers.count ? layer.sublayers : layer.instanceSublayers[i - 1]
            for sub in sublayers where Self.isDrawable(sub.state) {
                let t = s.sublayerToSelf3D(sub.state).concatenating(instance)
                items.append((sub, t, tint))
                depths.append(sub.state.sortingDepth(through: t.concatenating(ownTransform)))
            }
        }
        for i in DepthSort.backToFront(depths) {
            let item = items[i]
            let toDevice = item.toReplicator.concatenating(m4)
            if item.tint == .white {
                drawLayer(item.layer, toDevice: toDevice)
            } else if let extent = extents.projectedSourceExtent(of: item.layer),
                let box = Self.bounds(of: extent, through: toDevice)
            {
                drawTinted(item.tint, over: box) { drawLayer(item.layer, toDevice: toDevice) }
            }
        }
    }
}

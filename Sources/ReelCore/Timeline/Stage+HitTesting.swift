/// Which layer a tap at a point hits, through 3-D transforms, as the presentation tree shows it now.
extension Stage {
    /// Sublayers in the order they are drawn: by their shown `zPosition` (higher on top),
    /// keeping their order among equal ones.
    static func drawingOrder(_ sublayers: [Layer], parentTime: Double) -> [Layer] {
        let z = sublayers.map {
            Presentation.state(of: $0, in: LiveLayerTree(), parentTime: parentTime).state.zPosition
        }
        guard z.contains(where: { $0 != 0 }) else { return sublayers }
        return sublayers.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }.map { sublayers[$0] }
    }

    /// Hit-testing through 3-D transforms: the tapped point is taken back onto each layer's
    /// plane (the projection inverted, `Transform3D.unproject`); a layer seen edge-on, or
    /// facing away with `isDoubleSided` false, is not hit. Inside a transform layer the
    /// layers sharing its 3-D space are tried front-most by depth first, the order they are
    /// drawn in reversed (see `hitTestTransformLayer`).
    func hitTest(
        _ point: Point, in layer: Layer, parentTime: Double, parentState: LayerState?, parentToRoot: Transform3D
    ) -> Layer? {
        let (local, state) = Presentation.state(of: layer, in: LiveLayerTree(), parentTime: parentTime)
        guard !state.isHidden, state.opacity > 0 else { return nil }
        let toRoot = parentState.map { $0.sublayerToSelf(state).concatenating(parentToRoot) } ?? .identity
        return hitTest(point, in: layer, local: local, state: state, toRoot: toRoot)
    }

    /// Hit-tests `layer`, shown as `state` at its local time `local`, placed in the root by `toRoot`.
    func hitTest(_ point: Point, in layer: Layer, local: Double, state: LayerState, toRoot: Transform3D)
        -> Layer?
    {
        let p = toRoot.unproject(point)
        let facesAway = !toRoot.isPlanarAffine && toRoot.planeDeterminant < 0
        if state.masksToBounds && !(p.map(state.bounds.contains) ?? false) { return nil }
        if state.kind == .transformLayer {
            return hitTestTransformLayer(point, layer, local: local, state: state, toRoot: toRoot)
        }
        for sub in Self.drawingOrder(layer.sublayers, parentTime: local).reversed() {
            if let hit = hitTest(point, in: sub, parentTime: local, parentState: state, parentToRoot: toRoot) {
                return hit
            }
        }
        if facesAway && !state.isDoubleSided { return nil }
        return (p.map(state.bounds.contains) ?? false) && state.kind != .transformLayer ? layer : nil
    }

    /// A transform layer's sublayers, and those of transform layers inside it, share its 3-D
    /// space: they are drawn back to front by depth (`LayerState.sortingDepth`, through the
    /// transform layer's own transform), so the one drawn in front at the point is hit first.
    func hitTestTransformLayer(
        _ point: Point, _ layer: Layer, local: Double, state: LayerState, toRoot: Transform3D
    ) -> Layer? {
        var items: [(layer: Layer, local: Double, state: LayerState, toRoot: Transform3D)] = []
        var depths: [Double] = []
        let own = state.transformToSuperlayer3D
        func collect(_ tl: Layer, local tlLocal: Double, state tlState: LayerState, toLayer: Transform3D) {
            for sub in tl.sublayers {
                let (subLocal, s) = Presentation.state(of: sub, in: LiveLayerTree(), parentTime: tlLocal)
                guard !s.isHidden, s.opacity > 0 else { continue }
                let t = tlState.sublayerToSelf(s).concatenating(toLayer)
                if s.kind == .transformLayer {
                    collect(sub, local: subLocal, state: s, toLayer: t)
                } else {
                    items.append((sub, subLocal, s, t.concatenating(toRoot)))
                    depths.append(s.sortingDepth(through: t.concatenating(own)))
                }
            }
        }
        collect(layer, local: local, state: state, toLayer: .identity)
        for i in DepthSort.backToFront(depths).reversed() {
            let item = items[i]
            if let hit = hitTest(point, in: item.layer, local: item.local, state: item.state, toRoot: item.toRoot) {
                return hit
            }
        }
        return nil
    }
}

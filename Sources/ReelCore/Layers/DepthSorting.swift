/// Core Animation's depth sorting, shared by drawing and hit-testing: inside a
/// `TransformLayer` (and a `ReplicatorLayer` with `preservesDepth`) the layers share one 3-D
/// space and are ordered by depth rather than by sublayer order.
extension LayerState {
    /// Maps a sublayer's coordinates into this layer's without flattening: the sublayer's
    /// transform, this layer's `sublayerSpace` and `sublayerTransform`, z kept
    /// (``sublayerToSelf(_:)`` flattens it, except in a transform layer).
    public func sublayerToSelf3D(_ sublayer: LayerState) -> Transform3D {
        var t = sublayer.transformToSuperlayer3D
        if isGeometryFlipped { t = t.concatenating(Transform3D(sublayerSpace)) }
        if !sublayerTransform.isIdentity { t = t.concatenating(sublayerTransformAboutAnchor) }
        return t
    }

    /// The depth this layer sorts by in a shared 3-D space: z / w of its anchor point through
    /// `t` (this layer's coordinates to the sorting layer's, followed by the sorting layer's
    /// own transform); larger is nearer the viewer. One depth per layer: intersecting layers
    /// are not split (Core Animation sorts by layer too).
    public func sortingDepth(through t: Transform3D) -> Double {
        let a = anchorInBounds
        let h = t.apply(x: a.x, y: a.y, z: 0)
        let depth = h.w != 0 ? h.z / h.w : h.z
        return depth.isFinite ? depth : 0
    }
}

public enum DepthSort {
    /// Stable back-to-front order by depth: the indices of `depths` sorted farther first,
    /// equal depths keeping their order (so the later one is drawn on top, and hit first).
    public static func backToFront(_ depths: [Double]) -> [Int] {
        depths.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }
    }
}

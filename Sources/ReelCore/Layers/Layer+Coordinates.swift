/// Converting points and rectangles between the coordinates of layers in one tree, like
/// `CALayer.convert(_:from:)` and `convert(_:to:)`, through 2-D and 3-D transforms.
extension Layer {
    /// The transform from this layer's coordinates to its root's: each layer's transform, its
    /// superlayer's `sublayerTransform` and Core Animation's flattening into the superlayer's
    /// plane, up to the root (see `LayerState.sublayerToSelf(_:)`). Only its plane picture
    /// (`Transform3D.project`) is meaningful in the root.
    public var transformToRoot3D: Transform3D {
        var t = Transform3D.identity
        var l = self
        while let parent = l.superlayer {
            t = t.concatenating(parent.model.sublayerToSelf(l.model))
            l = parent
        }
        return t
    }

    /// The 2-D transform from this layer's coordinates to its root's (exact when every
    /// transform on the way is affine; see `transformToRoot3D` otherwise).
    public var transformToRoot: AffineTransform {
        var t = AffineTransform.identity
        var l = self
        while let parent = l.superlayer {
            t = t.concatenating(l.model.transform(toParent: parent.model))
            l = parent
        }
        return t
    }

    /// Converts `point` from `layer`'s coordinates (nil: this tree's root) to this layer's,
    /// like `CALayer.convert(_:from:)`. Through 3-D transforms the point goes to the root's
    /// plane and back onto this layer's plane (the projection inverted); a point this layer's
    /// plane cannot show (seen edge-on, or behind the eye) converts to (NaN, NaN).
    /// - Precondition: both layers are in the same tree.
    public func convert(_ point: Point, from layer: Layer?) -> Point {
        let (source, from, to) = conversion(from: layer)
        if from.isPlanarAffine && to.isPlanarAffine {
            return point.applying(source.transformToRoot).applying(transformToRoot.inverted())
        }
        guard let inRoot = from.project(point), let p = to.unproject(inRoot) else { return Point(x: .nan, y: .nan) }
        return p
    }

    /// Converts `point` from this layer's coordinates to `layer`'s (nil: the root's), like
    /// `CALayer.convert(_:to:)`.
    public func convert(_ point: Point, to layer: Layer?) -> Point {
        (layer ?? rootLayer).convert(point, from: self)
    }

    /// Converts `rect` from `layer`'s coordinates; the result bounds the transformed corners.
    public func convert(_ rect: Rect, from layer: Layer?) -> Rect {
        let (source, from, to) = conversion(from: layer)
        if from.isPlanarAffine && to.isPlanarAffine {
            return rect.applying(source.transformToRoot.concatenating(transformToRoot.inverted()))
        }
        if rect.isNull { return rect }
        let corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ].map { convert($0, from: source) }
        guard corners.allSatisfy(\.isFinite) else { return .null }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Converts `rect` from this layer's coordinates to `layer`'s.
    public func convert(_ rect: Rect, to layer: Layer?) -> Rect {
        (layer ?? rootLayer).convert(rect, from: self)
    }

    /// The layer `layer` names (nil: this tree's root), and the transforms to the root from it
    /// and from this layer.
    /// - Precondition: both layers are in the same tree.
    private func conversion(from layer: Layer?) -> (source: Layer, from: Transform3D, to: Transform3D) {
        let source = layer ?? rootLayer
        precondition(source.rootLayer === rootLayer, "convert(_:from:) needs layers of one tree")
        return (source, source.transformToRoot3D, transformToRoot3D)
    }
}

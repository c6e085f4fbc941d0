import ReelCore

/// Hit testing, the preferred frame size and scrolling through the nearest `CAScrollLayer`,
/// on the model values (as Core Animation's, which test the model layer tree).
extension CALayer {
    /// `hitTest(_:)` by default: `p` (in the superlayer's coordinates) in this layer's
    /// coordinates; nil when the layer is hidden, or masks to its bounds and `p` lies outside;
    /// else the first sublayer, front to back, that answers, else this layer when it contains `p`.
    func deepestLayer(containing p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        let local = pointFromSuperlayer(p)
        guard local.x.isFinite, local.y.isFinite else { return nil }
        if masksToBounds, !contains(local) { return nil }
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// `p`, in the superlayer's coordinates (or the space `position` is given in when there is
    /// no superlayer), in this layer's.
    func pointFromSuperlayer(_ p: CGPoint) -> CGPoint {
        if let superlayer { return convert(p, from: superlayer) }
        return CGPoint(p.reel.applying(reel.model.transformToSuperlayer.inverted()))
    }

    /// `preferredFrameSize()` by default: the size of the bounds through the layer's affine
    /// transform.
    func sizeInSuperlayer() -> CGSize {
        CGRect(origin: .zero, size: bounds.size).applying(affineTransform()).size
    }

    /// The part of the bounds not clipped by the nearest enclosing `CAScrollLayer`'s bounds
    /// (the bounds themselves when there is none), in this layer's coordinates.
    public var visibleRect: CGRect {
        guard let scroller = enclosingScrollLayer else { return bounds }
        return bounds.intersection(convert(scroller.bounds, from: scroller))
    }

    /// Scrolls the nearest enclosing `CAScrollLayer` so that `p` (in this layer's coordinates)
    /// lies at its bounds' origin.
    public func scroll(_ p: CGPoint) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: convert(p, to: scroller))
    }

    /// Scrolls the nearest enclosing `CAScrollLayer` the least that shows `r` (in this layer's
    /// coordinates).
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scroller = enclosingScrollLayer else { return }
        scroller.scroll(to: convert(r, to: scroller))
    }

    /// The nearest superlayer that is a `CAScrollLayer`.
    private var enclosingScrollLayer: CAScrollLayer? {
        var layer = superlayer
        while let current = layer {
            if let scroller = current as? CAScrollLayer { return scroller }
            layer = current.superlayer
        }
        return nil
    }
}

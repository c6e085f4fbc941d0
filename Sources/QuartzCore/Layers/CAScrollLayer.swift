import ReelCore

/// A layer that shows a scrolled part of its sublayers, like `CAScrollLayer`, over ReelCore's
/// `ScrollLayer`: scrolling moves `bounds.origin`.
open class CAScrollLayer: CALayer, @unchecked Sendable {
    private var scroller: ScrollLayer { reel as! ScrollLayer }

    public override init() {
        super.init(reel: ScrollLayer())
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class func makeBackingLayer() -> CALayer { CAScrollLayer() }

    /// Shows the content from `p` at the top-left corner.
    open func scroll(to p: CGPoint) {
        scroller.contentOffset = p.reel
    }

    /// Scrolls the least that shows as much of `r` as fits, starting from its top-left corner.
    open func scroll(_ r: CGRect) {
        let visible = bounds
        var origin = visible.origin
        if r.maxX > visible.maxX { origin.x = r.maxX - visible.width }
        if r.minX < origin.x { origin.x = r.minX }
        if r.maxY > visible.maxY { origin.y = r.maxY - visible.height }
        if r.minY < origin.y { origin.y = r.minY }
        scroll(to: origin)
    }
}

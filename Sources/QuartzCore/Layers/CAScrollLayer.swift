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

    /// The axes `scroll(to:)` may move (`.both` by default): a scroll leaves the other axis as it is.
    open var scrollMode: CAScrollLayerScrollMode = .both

    /// Shows the content from `p` at the top-left corner, along the axes `scrollMode` allows.
    open func scroll(to p: CGPoint) {
        let current = bounds.origin
        let horizontal = scrollMode == .both || scrollMode == .horizontally
        let vertical = scrollMode == .both || scrollMode == .vertically
        let target = CGPoint(x: horizontal ? p.x : current.x, y: vertical ? p.y : current.y)
        guard target != current else { return }
        scroller.contentOffset = target.reel
    }

    /// Scrolls the least that shows as much of `r` as fits, starting from its top-left corner.
    open func scroll(to r: CGRect) {
        let visible = bounds
        var origin = visible.origin
        if r.maxX > visible.maxX { origin.x = r.maxX - visible.width }
        if r.minX < origin.x { origin.x = r.minX }
        if r.maxY > visible.maxY { origin.y = r.maxY - visible.height }
        if r.minY < origin.y { origin.y = r.minY }
        scroll(to: origin)
    }
}

import Foundation

/// A layer whose sublayers scroll, like a `UIScrollView`'s layer: the content offset is the
/// bounds origin, and `didScroll` runs after every change of it, like
/// `scrollViewDidScroll(_:)`. Like a scroll view's backing layer it has no implicit actions.
open class ScrollLayer: Layer, @unchecked Sendable {
    public override init() {
        super.init()
        isBackingLayer = true
        self.masksToBounds = true
    }

    /// The scrolled amount: the point of the content shown at the layer's top-left corner
    /// (`bounds.origin`). Setting it to a new value calls `didScroll`.
    public var contentOffset: Point {
        get { self.bounds.origin }
        set {
            guard newValue != self.bounds.origin else { return }
            self.bounds = Rect(origin: newValue, size: self.bounds.size)
            didScroll?(self)
        }
    }

    /// The size of the scrollable content (informative; offsets are not clamped to it).
    public var contentSize: Size = .zero

    /// Called after every change of `contentOffset`, on every frame while a scroll gesture
    /// moves it.
    public var didScroll: ((ScrollLayer) -> Void)?

    /// Scrolls to `offset` over `duration` seconds as a scripted gesture starting now, one
    /// offset per frame of the stage (immediately when the layer is not in a stage).
    public func scroll(to offset: Point, duration: Double, timing: ScrollTiming = .deceleration()) {
        if let stage = changeObserver as? Stage {
            stage.scroll(self, to: offset, duration: duration, timing: timing)
        } else {
            contentOffset = offset
        }
    }
}

extension UIScrollView {
    /// The scale of the delegate's `viewForZooming(in:)`, between `minimumZoomScale` and
    /// `maximumZoomScale`: the view is scaled about its top-left corner (its frame's origin stays
    /// at the content's origin) and `contentSize` becomes its scaled size, as in UIKit.
    public var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Sets the zoom scale (clamped to the minimum and maximum); `animated` moves it over 0.3 s,
    /// eased in and out, one step per frame (`scrollViewDidZoom(_:)` each time), then
    /// `scrollViewDidEndZooming(_:with:atScale:)`.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let clamped = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard animated else {
            if scrollMotion?.kind == .zoom { scrollMotion = nil }
            applyZoomScale(clamped)
            return
        }
        startScrollMotion(
            ScrollMotion(
                kind: .zoom, from: CGPoint(x: storedZoomScale, y: storedZoomScale), to: CGPoint(x: clamped, y: clamped),
                duration: Self.animationDuration, timing: ScrollMotion.easeInOut))
    }

    /// Zooms so that `rect` (in the zooming view's own coordinates) fills the bounds as far as
    /// the scale limits allow, and scrolls to it.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        let scale = min(
            max(min(bounds.width / rect.width, bounds.height / rect.height), minimumZoomScale), maximumZoomScale)
        applyZoomScale(scale)
        let target = CGRect(
            x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
        setContentOffset(
            CGPoint(x: target.midX - bounds.width / 2, y: target.midY - bounds.height / 2), animated: animated)
    }

    /// Scales the zooming view to `scale` and tells the delegate (nothing without a zooming view,
    /// or when the scale does not change).
    func applyZoomScale(_ scale: CGFloat) {
        guard scale != storedZoomScale, let view = delegate?.viewForZooming(in: self) else { return }
        let size = view.bounds.size
        storedZoomScale = scale
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: size.width * scale / 2, y: size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        delegate?.scrollViewDidZoom(self)
    }
}

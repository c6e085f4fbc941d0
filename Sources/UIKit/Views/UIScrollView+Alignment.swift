/// Content smaller than the scroll view, anchored by `contentAlignmentPoint` (iOS 17.4): on an
/// axis where the content (inside the adjusted insets) is shorter than the frame, the offset
/// puts the content's matching point on the frame's: `offset = −inset − (available − content) · p`,
/// kept as the content size, the bounds' size, the insets or the point change. At the default
/// `(0, 0)` the content keeps to the top-left, where Reel leaves the offset to the app.
extension UIScrollView {
    /// Moves the offset so that small content sits at `contentAlignmentPoint`.
    func alignSmallContent() {
        let point = contentAlignmentPoint
        guard point != .zero else { return }
        let inset = adjustedContentInset
        let available = CGSize(
            width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        var offset = contentOffset
        if point.x != 0, contentSize.width < available.width {
            offset.x = -inset.left - (available.width - contentSize.width) * point.x
        }
        if point.y != 0, contentSize.height < available.height {
            offset.y = -inset.top - (available.height - contentSize.height) * point.y
        }
        if offset != contentOffset { contentOffset = offset }
    }
}

extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts the item, like `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so that the item's frame sits at `scrollPosition` on each axis named (an axis not
    /// named keeps its offset), within the content and its adjusted insets.
    public func scrollToItem(
        at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
    ) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) {
            offset.y = frame.midY - inset.top - visible.height / 2
        }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height + inset.bottom }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) {
            offset.x = frame.midX - inset.left - visible.width / 2
        }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width + inset.right }
        setContentOffset(clampedOffset(offset), animated: animated)
    }
}

extension UIScrollView {
    /// `offset` kept inside the range the content and its adjusted insets allow.
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }
}

extension UIScrollView {
    /// How fast a flick slows down, like `UIScrollView.DecelerationRate`: the share of its speed
    /// left after each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// 0.998 per millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Which edges of the safe area `adjustedContentInset` adds, like
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// The scroll indicators' look, like `UIScrollView.IndicatorStyle` (stored: Reel draws no
    /// indicators).
    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }

    /// How dragging dismisses the keyboard, like `UIScrollView.KeyboardDismissMode` (stored:
    /// Reel shows no keyboard).
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
}

extension UIScrollView {
    /// The safe area changed (a navigation bar came, went or grew): a scroll view resting at the
    /// top of its adjusted insets stays there, as UIKit's does, so its content starts below the bar.
    func safeAreaMoved(from previous: UIEdgeInsets, to insets: UIEdgeInsets) {
        guard contentInsetAdjustmentBehavior != .never, previous.top != insets.top else { return }
        let top = adjustedContentInset.top
        let oldTop = top - (insets.top - previous.top)
        guard abs(contentOffset.y + oldTop) < 0.5 else { return }
        contentOffset.y = -top
    }
}

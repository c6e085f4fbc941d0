/// A view whose content scrolls, like `UIScrollView`: `contentOffset` is its bounds' origin, as
/// in UIKit, so setting it moves the subviews.
open class UIScrollView: UIView {
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero

    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        if animated {
            UIView.animate(withDuration: 0.3) { self.contentOffset = contentOffset }
        } else {
            self.contentOffset = contentOffset
        }
    }
}

import Foundation

// The open scroll-view delegate methods of `UITableViewController` and
// `UICollectionViewController`. On iOS those classes adopt the delegate protocols in their
// Objective-C interfaces, and Swift mirrors every protocol method onto such a class, so
// subclasses write `override func scrollViewDidScroll(_:)`; Swift on Linux needs the methods
// declared on a class for `override` to compile. Each does what the protocol's default does
// (the defaults object below adopts the protocol and implements nothing). These intermediate
// classes only split the methods across files (a class's overridable methods must be in its
// body).

/// `UIViewController` with the scroll-view delegate's methods open (see the file's comment).
open class _ScrollViewControllerDelegation: UIViewController, UIScrollViewDelegate {
    open func scrollViewDidScroll(_ scrollView: UIScrollView) { scrollDefaults.scrollViewDidScroll(scrollView) }
    open func scrollViewDidZoom(_ scrollView: UIScrollView) { scrollDefaults.scrollViewDidZoom(scrollView) }
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        scrollDefaults.scrollViewWillBeginDragging(scrollView)
    }
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        scrollDefaults.scrollViewWillEndDragging(
            scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        scrollDefaults.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        scrollDefaults.scrollViewWillBeginDecelerating(scrollView)
    }
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        scrollDefaults.scrollViewDidEndDecelerating(scrollView)
    }
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        scrollDefaults.scrollViewDidEndScrollingAnimation(scrollView)
    }
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { scrollDefaults.viewForZooming(in: scrollView) }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        scrollDefaults.scrollViewWillBeginZooming(scrollView, with: view)
    }
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        scrollDefaults.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
    }
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        scrollDefaults.scrollViewShouldScrollToTop(scrollView)
    }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        scrollDefaults.scrollViewDidScrollToTop(scrollView)
    }
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        scrollDefaults.scrollViewDidChangeAdjustedContentInset(scrollView)
    }
}

/// A delegate that implements nothing: its methods are the protocol's defaults.
private final class ScrollDefaults: NSObject, UIScrollViewDelegate {}

nonisolated(unsafe) private let scrollDefaults = ScrollDefaults()

import Foundation

/// A navigation controller's view: it keeps the bars above the controllers' views and lays them
/// out with the content.
final class NavigationControllerView: UIView {
    weak var controller: UINavigationController?
    private var ordering = false

    override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard !ordering, let controller, subview !== controller.barSettings.bar,
            subview !== controller.barSettings.tools
        else { return }
        ordering = true
        if let tools = controller.barSettings.tools { bringSubviewToFront(tools) }
        if let bar = controller.barSettings.bar { bringSubviewToFront(bar) }
        ordering = false
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.placeTopView()
        controller?.layoutBars()
    }
}

extension UINavigationController {
    /// What the bars add to a child's safe area: the navigation bar's height at rest (44 points,
    /// 96 with a large title) at the top, the toolbar's 44 at the bottom, while they are shown.
    func barInsets(for child: UIViewController) -> UIEdgeInsets {
        guard stack.contains(where: { $0 === child }) else { return .zero }
        var insets = UIEdgeInsets.zero
        let extent = extendsUnderBars(child)
        if !isNavigationBarHidden, extent.top {
            let large = navigationBar.showsLargeTitle(for: child.navigationItem)
            insets.top = navigationBar.rowHeight + (large ? UINavigationBar.largeTitleBandHeight : 0)
        }
        if !isToolbarHidden, extent.bottom { insets.bottom = toolbar.rowHeight }
        return insets
    }

    /// Whether `child`'s view goes under the navigation bar and the toolbar: on the edges of its
    /// `edgesForExtendedLayout`, under a translucent bar or, with `extendedLayoutIncludesOpaqueBars`,
    /// an opaque one (UIKit's rule).
    func extendsUnderBars(_ child: UIViewController) -> (top: Bool, bottom: Bool) {
        let edges = child.edgesForExtendedLayout
        let opaque = child.extendedLayoutIncludesOpaqueBars
        let top = edges.contains(.top) && (barSettings.bar?.isTranslucent ?? true || opaque)
        let bottom = edges.contains(.bottom) && (barSettings.tools?.isTranslucent ?? true || opaque)
        return (top, bottom)
    }

    /// The frame of `child`'s view: the controller's bounds, less the bars it does not go under.
    func childFrame(for child: UIViewController) -> CGRect {
        guard let view = viewIfLoaded else { return .zero }
        var frame = view.bounds
        let extent = extendsUnderBars(child)
        let safe = view.safeAreaInsets
        if !isNavigationBarHidden, !extent.top {
            let large = navigationBar.showsLargeTitle(for: child.navigationItem)
            let cut = safe.top + navigationBar.rowHeight + (large ? UINavigationBar.largeTitleBandHeight : 0)
            frame.origin.y += cut
            frame.size.height -= cut
        }
        if !isToolbarHidden, !extent.bottom { frame.size.height -= safe.bottom + toolbar.rowHeight }
        return frame
    }

    /// A child's extent under the bars changed: its view moves, its safe area follows.
    func childExtentChanged() {
        for child in stack { child.safeAreaChangedByParent() }
        placeTopView()
        layoutBars()
    }

    /// Puts the top controller's view at its frame (not while a transition moves it).
    func placeTopView() {
        guard let top = topViewController, let shown = top.viewIfLoaded, shown.superview === viewIfLoaded,
            !isTransitioning
        else { return }
        let frame = childFrame(for: top)
        if shown.frame != frame { shown.frame = frame }
    }

    /// Places the bars for `controller` (the top one unless told): the navigation bar at the top of
    /// the safe area (above the screen while hidden), its large title's band shrunk by how far
    /// the content scrolled; the toolbar at the bottom of the safe area (below the screen while hidden).
    func layoutBars(for controller: UIViewController? = nil) {
        guard let view = viewIfLoaded, let bar = barSettings.bar else { return }
        let shown = controller ?? topViewController
        let safe = view.safeAreaInsets
        let large = shown.map { bar.showsLargeTitle(for: $0.navigationItem) } ?? false
        let scroll = shown.flatMap(contentScrollView(of:))
        let distance = scroll.map { $0.contentOffset.y + $0.adjustedContentInset.top } ?? 0
        bar.scrolledDistance = distance
        let band = large ? max(0, UINavigationBar.largeTitleBandHeight - distance) : 0
        let height = bar.rowHeight + band
        bar.topExtension = safe.top
        bar.frame = CGRect(
            x: 0, y: isNavigationBarHidden ? -height : safe.top, width: view.bounds.width, height: height)
        bar.layoutIfNeeded()
        guard let tools = barSettings.tools else { return }
        let toolHeight = tools.rowHeight
        tools.bottomExtension = safe.bottom
        tools.frame = CGRect(
            x: 0, y: view.bounds.height - (isToolbarHidden ? -safe.bottom : safe.bottom + toolHeight),
            width: view.bounds.width, height: toolHeight)
        if let scroll {
            let bottom = scroll.contentOffset.y + scroll.bounds.height - scroll.adjustedContentInset.bottom
            tools.atScrollEdge = bottom >= scroll.contentSize.height - 0.5
        } else {
            tools.atScrollEdge = true
        }
    }

    /// The scroll view whose content the bars follow: the controller's `contentScrollView(for:)`
    /// for the top edge, else its view or that view's first subview when it is a scroll view
    /// (UIKit's rule for finding it).
    func contentScrollView(of controller: UIViewController) -> UIScrollView? {
        if let set = controller.contentScrollView(for: .top) { return set }
        guard let view = controller.viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }

    /// The top controller changed (or the stack settled): the bar shows the stack's items, the
    /// toolbar the top controller's items, and the bars follow its scroll view.
    func topChanged() {
        let bar = navigationBar
        let items = stack.map(\.navigationItem)
        if bar.stackItems.count != items.count || zip(bar.stackItems, items).contains(where: { $0 !== $1 }) {
            bar.setItems(items, animated: false)
        } else if bar.content?.item !== items.last {
            bar.rebuild()
        }
        let tools = topViewController?.toolbarItems
        if !(toolbar.items ?? []).elementsEqual(tools ?? [], by: ===) { toolbar.items = tools }
        barSettings.tracked?.barTracker = nil
        barSettings.tracked = topViewController.flatMap(contentScrollView(of:))
        barSettings.tracked?.barTracker = self
        layoutBars()
    }

    /// The tracked scroll view scrolled: the bar's large title collapses and its background follows.
    func trackedScrollViewScrolled(_ scrollView: UIScrollView, from old: CGFloat) {
        guard scrollView === barSettings.tracked, !isTransitioning else { return }
        if scrollView.isDragging { swiped(by: scrollView.contentOffset.y - old) }
        layoutBars()
    }
}

extension UIViewController {
    /// Sets the scroll view whose content the navigation controller's bars follow at `edge`.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        extras.contentScrollViews[edge.rawValue] = WeakScrollView(view: scrollView)
        navigationController?.topChanged()
    }

    /// The scroll view set for `edge` (nil: none set; the navigation controller then looks for one).
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        extras.contentScrollViews[edge.rawValue]?.view
    }

    /// The parent's bars changed what they add to the view's safe area.
    func safeAreaChangedByParent() {
        guard let view = viewIfLoaded else { return }
        view.layoutTreeChanged()
        view.setNeedsLayout()
    }
}

/// A scroll view held weakly (a controller's content scroll view).
struct WeakScrollView {
    weak var view: UIScrollView?
}

import Foundation

/// The navigation controller's bars: the navigation bar below the status bar (44 points, 96
/// with a large title, collapsing as the top controller's content scrolls) and the toolbar above
/// the home indicator; the top controller's view fills the controller under them and its safe
/// area grows by them (as in iOS 11 and later). The bar-hiding gestures are accepted.
extension UINavigationController {
    /// The bar at the top, showing the stack's navigation items.
    public var navigationBar: UINavigationBar {
        if let bar = barSettings.bar { return bar }
        let made = UINavigationBar()
        made.manager = self
        made.delegate = self
        barSettings.bar = made
        made.setItems(stack.map(\.navigationItem), animated: false)
        return made
    }

    /// The toolbar at the bottom, showing the top controller's `toolbarItems` (while shown).
    public var toolbar: UIToolbar! {
        if let tools = barSettings.tools { return tools }
        let made = UIToolbar()
        made.manager = self
        made.isHidden = barSettings.isToolbarHidden
        made.items = topViewController?.toolbarItems
        barSettings.tools = made
        return made
    }

    /// Whether the toolbar is hidden (true until shown).
    public var isToolbarHidden: Bool {
        get { barSettings.isToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar; `animated`: it slides down or up over `hideShowBarDuration`.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barSettings.isToolbarHidden else { return }
        barSettings.isToolbarHidden = hidden
        changeBars(animated: animated, showing: toolbar, hidden: hidden)
    }

    /// Hides or shows the navigation bar; `animated`: it slides up or down over
    /// `hideShowBarDuration` while the content's safe area follows.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != barSettings.isNavigationBarHidden else { return }
        barSettings.isNavigationBarHidden = hidden
        changeBars(animated: animated, showing: navigationBar, hidden: hidden)
    }

    private func changeBars(animated: Bool, showing bar: UIView, hidden: Bool) {
        if !hidden { bar.isHidden = false }
        guard animated, isViewLoaded else {
            bar.isHidden = hidden
            barsChanged()
            return
        }
        UIView.animate(
            withDuration: TimeInterval(Self.hideShowBarDuration), delay: 0, options: [.curveEaseInOut],
            animations: { [self] in
                barsChanged()
                view.layoutIfNeeded()
            },
            completion: { [self] finished in
                guard finished else { return }
                bar.isHidden = hidden && (bar === navigationBar ? isNavigationBarHidden : isToolbarHidden)
            })
    }

    /// The bars' insets changed: the children's safe areas follow, the bars move.
    func barsChanged() {
        childExtentChanged()
    }

    /// The edge-swipe recognizer that pops the top controller: none (Reel's scripted drags do
    /// not pop; pop with `popViewController(animated:)`).
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }

    /// Whether a tap on the content hides the bars, and the next one shows them (animated).
    public var hidesBarsOnTap: Bool {
        get { barSettings.hidesBarsOnTap }
        set {
            barSettings.hidesBarsOnTap = newValue
            let tap = barHideOnTapGestureRecognizer
            if newValue, tap.view == nil, isViewLoaded { view.addGestureRecognizer(tap) }
            if !newValue { tap.view?.removeGestureRecognizer(tap) }
        }
    }

    /// Whether dragging the content up hides the bars and dragging it down shows them (animated).
    public var hidesBarsOnSwipe: Bool {
        get { barSettings.hidesBarsOnSwipe }
        set { barSettings.hidesBarsOnSwipe = newValue }
    }

    /// Whether the bars hide in a vertically compact environment (an iPhone on its side: read when
    /// set and when the view loads, as a recording keeps its orientation).
    public var hidesBarsWhenVerticallyCompact: Bool {
        get { barSettings.hidesBarsWhenVerticallyCompact }
        set {
            barSettings.hidesBarsWhenVerticallyCompact = newValue
            if newValue, traitCollection.verticalSizeClass == .compact { setNavigationBarHidden(true, animated: false) }
        }
    }

    /// Whether the bars hide when the keyboard appears.
    /// Reel: accepted; Reel has no keyboard.
    public var hidesBarsWhenKeyboardAppears: Bool {
        get { bars("hidesBarsWhenKeyboardAppears") { $0.hidesBarsWhenKeyboardAppears } }
        set { setBars("hidesBarsWhenKeyboardAppears") { $0.hidesBarsWhenKeyboardAppears = newValue } }
    }

    /// The recognizer that hides and shows the bars on a tap (on the controller's view while
    /// `hidesBarsOnTap`).
    public var barHideOnTapGestureRecognizer: UITapGestureRecognizer {
        let tap = barRecognizers.tap
        if tap.handlers.isEmpty {
            tap.handlers.append { [weak self] recognizer in
                guard let self, recognizer.state == .ended, let bar = barSettings.bar else { return }
                let point = recognizer.location(in: view)
                guard !bar.frame.contains(point), !(barSettings.tools?.frame.contains(point) ?? false) else { return }
                toggleBars()
            }
        }
        return tap
    }

    /// The recognizer whose swipes hide and show the bars: the content's drags do (Reel follows
    /// the top controller's scroll view; this recognizer is never added to a view).
    /// Reel: accepted; Reel reads the scroll view's drags, not this recognizer.
    public var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer {
        AcceptedMember.note("UINavigationController.barHideOnSwipeGestureRecognizer")
        return barRecognizers.pan
    }

    /// Hides the bars when shown, shows them when hidden (the toolbar only when it has items).
    func toggleBars() {
        let hide = !isNavigationBarHidden
        setNavigationBarHidden(hide, animated: true)
        if hide || !(topViewController?.toolbarItems ?? []).isEmpty { setToolbarHidden(hide, animated: true) }
    }

    /// The content scrolled by `delta` points while dragged: up hides the bars, down shows them
    /// (`hidesBarsOnSwipe`).
    func swiped(by delta: CGFloat) {
        guard hidesBarsOnSwipe, abs(delta) > 0 else { return }
        if delta > 0, !isNavigationBarHidden { toggleBars() }
        if delta < 0, isNavigationBarHidden { toggleBars() }
    }

    /// How long UIKit's bars take to hide or show: 0.35 s.
    public static let hideShowBarDuration: CGFloat = 0.35

    private func bars<T>(_ member: String, _ read: (NavigationBarSettings) -> T) -> T {
        AcceptedMember.note("UINavigationController." + member)
        return read(barSettings)
    }

    private func setBars(_ member: String, _ change: (inout NavigationBarSettings) -> Void) {
        AcceptedMember.note("UINavigationController." + member)
        change(&barSettings)
    }
}

/// What code sets on a navigation controller's bars, and the bars, made when first asked for.
struct NavigationBarSettings {
    var isNavigationBarHidden = false
    var isToolbarHidden = true
    var hidesBarsOnTap = false
    var hidesBarsOnSwipe = false
    var hidesBarsWhenVerticallyCompact = false
    var hidesBarsWhenKeyboardAppears = false
    var bar: UINavigationBar?
    var tools: UIToolbar?
    /// The top controller's content scroll view the bars follow.
    weak var tracked: UIScrollView?
}

/// A navigation controller is its bar's delegate, as in UIKit (it changes the bar's items itself
/// in its pushes and pops).
extension UINavigationController: UINavigationBarDelegate {}

import Foundation

/// The bar members of `UINavigationController`: Reel draws no navigation bar or toolbar, so
/// they keep their values and change nothing (docs/animation.md).
extension UINavigationController {
    /// The edge-swipe recognizer that pops the top controller: none (Reel's scripted drags do
    /// not pop; pop with `popViewController(animated:)`).
    public var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }

    /// Whether the toolbar is hidden (true until shown).
    /// Reel: accepted; Reel draws no toolbar.
    public var isToolbarHidden: Bool {
        get { bars("isToolbarHidden") { $0.isToolbarHidden } }
        set { setBars("isToolbarHidden") { $0.isToolbarHidden = newValue } }
    }

    /// Hides or shows the toolbar.
    /// Reel: accepted; Reel draws no toolbar.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    /// Whether a tap hides and shows the bars.
    /// Reel: accepted; Reel draws no bars.
    public var hidesBarsOnTap: Bool {
        get { bars("hidesBarsOnTap") { $0.hidesBarsOnTap } }
        set { setBars("hidesBarsOnTap") { $0.hidesBarsOnTap = newValue } }
    }

    /// Whether a swipe hides and shows the bars.
    /// Reel: accepted; Reel draws no bars.
    public var hidesBarsOnSwipe: Bool {
        get { bars("hidesBarsOnSwipe") { $0.hidesBarsOnSwipe } }
        set { setBars("hidesBarsOnSwipe") { $0.hidesBarsOnSwipe = newValue } }
    }

    /// Whether the bars hide in a vertically compact environment.
    /// Reel: accepted; Reel draws no bars.
    public var hidesBarsWhenVerticallyCompact: Bool {
        get { bars("hidesBarsWhenVerticallyCompact") { $0.hidesBarsWhenVerticallyCompact } }
        set { setBars("hidesBarsWhenVerticallyCompact") { $0.hidesBarsWhenVerticallyCompact = newValue } }
    }

    /// Whether the bars hide when the keyboard appears.
    /// Reel: accepted; Reel draws no bars and has no keyboard.
    public var hidesBarsWhenKeyboardAppears: Bool {
        get { bars("hidesBarsWhenKeyboardAppears") { $0.hidesBarsWhenKeyboardAppears } }
        set { setBars("hidesBarsWhenKeyboardAppears") { $0.hidesBarsWhenKeyboardAppears = newValue } }
    }

    /// The recognizer that hides the bars on a tap (made when first asked for; never added to a view).
    /// Reel: accepted; Reel draws no bars.
    public var barHideOnTapGestureRecognizer: UITapGestureRecognizer {
        bars("barHideOnTapGestureRecognizer") { _ in barRecognizers.tap }
    }

    /// The recognizer that hides the bars on a swipe (made when first asked for; never added to a view).
    /// Reel: accepted; Reel draws no bars.
    public var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer {
        bars("barHideOnSwipeGestureRecognizer") { _ in barRecognizers.pan }
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

/// What code sets on a navigation controller's bars.
struct NavigationBarSettings {
    var isToolbarHidden = true
    var hidesBarsOnTap = false
    var hidesBarsOnSwipe = false
    var hidesBarsWhenVerticallyCompact = false
    var hidesBarsWhenKeyboardAppears = false
}

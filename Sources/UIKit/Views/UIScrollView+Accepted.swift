/// The values of `UIScrollView`'s members that change nothing Reel draws (scroll indicators,
/// bouncing, keyboard scrolling, nested scrolling): stored and returned, each noting its first
/// use (`AcceptedMember`).
struct AcceptedScrollSettings {
    var bouncesHorizontally = true
    var bouncesVertically = true
    var isDirectionalLockEnabled = false
    var transfersHorizontalScrollingToParent = true
    var transfersVerticalScrollingToParent = true
    var automaticallyAdjustsScrollIndicatorInsets = true
    var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    var allowsKeyboardScrolling = true
}

/// `UIScrollView`'s motion state and its accepted members.
extension UIScrollView {
    /// Whether a `setContentOffset(_:animated:)` (or `scrollRectToVisible(_:animated:)`)
    /// animation is under way; a deceleration is not one, as UIKit documents.
    public var isScrollAnimating: Bool { scrollMotion?.kind == .animation }

    /// Whether a `setZoomScale(_:animated:)` (or `zoom(to:animated:)`) animation is under way.
    public var isZoomAnimating: Bool { scrollMotion?.kind == .zoom }

    /// Stops any scroll or zoom animation, scripted drag or deceleration where it is now; with
    /// paging, the offset then goes to the nearest page, as UIKit's does.
    public func stopScrollingAndZooming() {
        cancelScrollMotion()
        if isPagingEnabled {
            let page = flickTarget(proposed: contentOffset, velocity: .zero)
            if page != contentOffset { contentOffset = page }
        }
    }

    /// Runs `changes` (its offset changes take effect as they are made).
    /// Reel: accepted; scroll indicators are not drawn, so none is shown.
    public func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) {
        AcceptedMember.note("UIScrollView.withScrollIndicatorsShown(forContentOffsetChanges:)")
        changes()
    }

    /// Reel: accepted; scroll indicators are not drawn.
    public func flashScrollIndicators() { AcceptedMember.note("UIScrollView.flashScrollIndicators()") }

    /// Reel: accepted; bouncing past the edges is not modelled.
    public var bouncesHorizontally: Bool {
        get { accepted.bouncesHorizontally }
        set { accept("bouncesHorizontally") { $0.bouncesHorizontally = newValue } }
    }

    /// Reel: accepted; bouncing past the edges is not modelled.
    public var bouncesVertically: Bool {
        get { accepted.bouncesVertically }
        set { accept("bouncesVertically") { $0.bouncesVertically = newValue } }
    }

    /// Reel: accepted; scripted scrolls (`RecordingHost.scroll`) go where they are told.
    public var isDirectionalLockEnabled: Bool {
        get { accepted.isDirectionalLockEnabled }
        set { accept("isDirectionalLockEnabled") { $0.isDirectionalLockEnabled = newValue } }
    }

    /// Reel: accepted; scrolls are scripted per scroll view, never handed to a parent.
    public var transfersHorizontalScrollingToParent: Bool {
        get { accepted.transfersHorizontalScrollingToParent }
        set { accept("transfersHorizontalScrollingToParent") { $0.transfersHorizontalScrollingToParent = newValue } }
    }

    /// Reel: accepted; scrolls are scripted per scroll view, never handed to a parent.
    public var transfersVerticalScrollingToParent: Bool {
        get { accepted.transfersVerticalScrollingToParent }
        set { accept("transfersVerticalScrollingToParent") { $0.transfersVerticalScrollingToParent = newValue } }
    }

    /// Reel: accepted; scroll indicators are not drawn.
    public var automaticallyAdjustsScrollIndicatorInsets: Bool {
        get { accepted.automaticallyAdjustsScrollIndicatorInsets }
        set {
            accept("automaticallyAdjustsScrollIndicatorInsets") {
                $0.automaticallyAdjustsScrollIndicatorInsets = newValue
            }
        }
    }

    /// Reel: accepted; scroll indicators are not drawn.
    public var verticalScrollIndicatorInsets: UIEdgeInsets {
        get { accepted.verticalScrollIndicatorInsets }
        set { accept("verticalScrollIndicatorInsets") { $0.verticalScrollIndicatorInsets = newValue } }
    }

    /// Reel: accepted; scroll indicators are not drawn.
    public var horizontalScrollIndicatorInsets: UIEdgeInsets {
        get { accepted.horizontalScrollIndicatorInsets }
        set { accept("horizontalScrollIndicatorInsets") { $0.horizontalScrollIndicatorInsets = newValue } }
    }

    /// Sets both indicator insets; reads the vertical one (UIKit's getter is deprecated).
    /// Reel: accepted; scroll indicators are not drawn.
    public var scrollIndicatorInsets: UIEdgeInsets {
        get { accepted.verticalScrollIndicatorInsets }
        set {
            accept("scrollIndicatorInsets") {
                ($0.verticalScrollIndicatorInsets, $0.horizontalScrollIndicatorInsets) = (newValue, newValue)
            }
        }
    }

    /// Reel: accepted; there is no keyboard.
    public var allowsKeyboardScrolling: Bool {
        get { accepted.allowsKeyboardScrolling }
        set { accept("allowsKeyboardScrolling") { $0.allowsKeyboardScrolling = newValue } }
    }

    private func accept(_ member: String, _ change: (inout AcceptedScrollSettings) -> Void) {
        AcceptedMember.note("UIScrollView." + member)
        change(&accepted)
    }
}

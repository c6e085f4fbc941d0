import Foundation

/// Members of `UIViewController` that change nothing a recording shows: bars Reel does not
/// draw, sheets and keyboards it does not have, state restoration and focus. Each keeps its
/// value and writes one warning per process on first use.
extension UIViewController {
    /// Which edges the view extends under a navigation controller's bars (all by default): an edge
    /// left out puts the view's edge at the bar's (Reel draws no tab bar).
    public var edgesForExtendedLayout: UIRectEdge {
        get { extras.accepted.edgesForExtendedLayout }
        set {
            extras.accepted.edgesForExtendedLayout = newValue
            navigationController?.childExtentChanged()
        }
    }

    /// Whether the view extends under opaque bars (`isTranslucent` false; false by default: it
    /// stops at them).
    public var extendedLayoutIncludesOpaqueBars: Bool {
        get { extras.accepted.extendedLayoutIncludesOpaqueBars }
        set {
            extras.accepted.extendedLayoutIncludesOpaqueBars = newValue
            navigationController?.childExtentChanged()
        }
    }

    /// Whether this controller's transition style is used for presentations in its context.
    /// Reel: accepted; Reel presents over the whole window, never in a context.
    public var providesPresentationContextTransitionStyle: Bool {
        get { accepted("providesPresentationContextTransitionStyle") { $0.providesPresentationContextTransitionStyle } }
        set {
            accept("providesPresentationContextTransitionStyle") {
                $0.providesPresentationContextTransitionStyle = newValue
            }
        }
    }

    /// Whether a sheet refuses to be swiped away.
    /// Reel: accepted; Reel's presentations have no swipe to dismiss.
    public var isModalInPresentation: Bool {
        get { accepted("isModalInPresentation") { $0.isModalInPresentation } }
        set { accept("isModalInPresentation") { $0.isModalInPresentation = newValue } }
    }

    /// Whether a non-full-screen presentation takes over the status bar's appearance.
    /// Reel: accepted; Reel's device chrome is drawn as the recording sets it up.
    public var modalPresentationCapturesStatusBarAppearance: Bool {
        get {
            accepted("modalPresentationCapturesStatusBarAppearance") { $0.modalPresentationCapturesStatusBarAppearance }
        }
        set {
            accept("modalPresentationCapturesStatusBarAppearance") {
                $0.modalPresentationCapturesStatusBarAppearance = newValue
            }
        }
    }

    /// Whether the tab bar hides while this controller is pushed.
    /// Reel: accepted; Reel's tab bar controller draws no tab bar.
    public var hidesBottomBarWhenPushed: Bool {
        get { accepted("hidesBottomBarWhenPushed") { $0.hidesBottomBarWhenPushed } }
        set { accept("hidesBottomBarWhenPushed") { $0.hidesBottomBarWhenPushed = newValue } }
    }

    /// The identifier state restoration saves the controller under.
    /// Reel: accepted; a recording is never suspended and restored.
    public var restorationIdentifier: String? {
        get { accepted("restorationIdentifier") { $0.restorationIdentifier } }
        set { accept("restorationIdentifier") { $0.restorationIdentifier = newValue } }
    }

    /// Whether focus returns to where it was after a transition.
    /// Reel: accepted; there is no focus engine.
    public var restoresFocusAfterTransition: Bool {
        get { accepted("restoresFocusAfterTransition") { $0.restoresFocusAfterTransition } }
        set { accept("restoresFocusAfterTransition") { $0.restoresFocusAfterTransition = newValue } }
    }

    /// The focus group of the controller's view.
    /// Reel: accepted; there is no focus engine.
    public var focusGroupIdentifier: String? {
        get { accepted("focusGroupIdentifier") { $0.focusGroupIdentifier } }
        set { accept("focusGroupIdentifier") { $0.focusGroupIdentifier = newValue } }
    }

    /// The name under which the system tracks the controller's interactions for performance.
    /// Reel: accepted; nothing is tracked.
    public var interactionActivityTrackingBaseName: String? {
        get { accepted("interactionActivityTrackingBaseName") { $0.interactionActivityTrackingBaseName } }
        set { accept("interactionActivityTrackingBaseName") { $0.interactionActivityTrackingBaseName = newValue } }
    }

    /// The environment containing the controller: its view's superview, else its parent.
    /// Reel: accepted; there is no focus engine to walk it.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? {
        AcceptedMember.note("UIViewController.parentFocusEnvironment")
        return (isViewLoaded ? view.superview : nil) ?? parent
    }

    /// The container of the controller's focusable items: its view, once loaded.
    /// Reel: accepted; there is no focus engine.
    public var focusItemContainer: (any UIFocusItemContainer)? {
        AcceptedMember.note("UIViewController.focusItemContainer")
        return isViewLoaded ? view : nil
    }

    /// Asks for a focus update.
    /// Reel: accepted; there is no focus engine.
    public func setNeedsFocusUpdate() { AcceptedMember.note("UIViewController.setNeedsFocusUpdate()") }

    /// Runs a pending focus update.
    /// Reel: accepted; there is no focus engine.
    public func updateFocusIfNeeded() { AcceptedMember.note("UIViewController.updateFocusIfNeeded()") }

    private func accepted<T>(_ member: String, _ read: (AcceptedControllerValues) -> T) -> T {
        AcceptedMember.note("UIViewController." + member)
        return read(extras.accepted)
    }

    private func accept(_ member: String, _ change: (inout AcceptedControllerValues) -> Void) {
        AcceptedMember.note("UIViewController." + member)
        change(&extras.accepted)
    }
}

extension UIViewController: UIFocusEnvironment {}

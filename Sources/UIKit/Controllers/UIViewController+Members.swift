import Foundation

/// What a controller keeps for the members of UIViewController+Members.swift.
struct ControllerExtras {
    var nib: (name: String?, bundle: Bundle?) = (nil, nil)
    var isEditing = false
    var additionalSafeAreaInsets = UIEdgeInsets.zero
    var viewRespectsSystemMinimumLayoutMargins = true
    /// The traits set for children (`setOverrideTraitCollection(_:forChild:)`).
    var childTraits: [ObjectIdentifier: UITraitCollection] = [:]
    /// Whether `viewIsAppearing(_:)` was called in the running appearance.
    var calledIsAppearing = false
    var accepted = AcceptedControllerValues()
    /// The bar items, made when first asked for (UIViewController+Items.swift).
    var navigationItem: UINavigationItem?
    var tabBarItem: UITabBarItem?
    var toolbarItems: [UIBarButtonItem]?
    var editButtonItem: UIBarButtonItem?
    /// The scroll views set with `setContentScrollView(_:for:)`, by edge.
    var contentScrollViews: [UInt: WeakScrollView] = [:]
}

/// What code sets on a controller that changes nothing Reel draws or times.
struct AcceptedControllerValues {
    var edgesForExtendedLayout = UIRectEdge.all
    var extendedLayoutIncludesOpaqueBars = false
    var providesPresentationContextTransitionStyle = false
    var isModalInPresentation = false
    var modalPresentationCapturesStatusBarAppearance = false
    var hidesBottomBarWhenPushed = false
    var restorationIdentifier: String?
    var restoresFocusAfterTransition = true
    var focusGroupIdentifier: String?
    var interactionActivityTrackingBaseName: String?
}

extension UIViewController {
    /// The nib name the controller was made with (Reel loads no nibs).
    public var nibName: String? { extras.nib.name }
    /// The bundle the controller was made with.
    public var nibBundle: Bundle? { extras.nib.bundle }

    /// Whether the controller is editing (`setEditing(_:animated:)` unanimated when set).
    public var isEditing: Bool {
        get { extras.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Insets added to the safe area of the controller's view (and so of its subviews), for
    /// content of the controller's own at its edges.
    public var additionalSafeAreaInsets: UIEdgeInsets {
        get { extras.additionalSafeAreaInsets }
        set {
            guard newValue != extras.additionalSafeAreaInsets else { return }
            extras.additionalSafeAreaInsets = newValue
            loadedViewChangedSafeArea()
        }
    }

    /// The least margins the root view gets: 16 points at the leading and trailing edges in a
    /// compact width, 20 in a regular one, none at the top and bottom (UIKit's values).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the view's margins are at least `systemMinimumLayoutMargins` (true by default).
    public var viewRespectsSystemMinimumLayoutMargins: Bool {
        get { extras.viewRespectsSystemMinimumLayoutMargins }
        set {
            extras.viewRespectsSystemMinimumLayoutMargins = newValue
            loadedViewChangedSafeArea()
        }
    }

    private func loadedViewChangedSafeArea() {
        guard let view = viewIfLoaded else { return }
        view.layoutTreeChanged()
        view.setNeedsLayout()
    }

    /// Replaces the child `fromViewController`'s view with the child `toViewController`'s in
    /// its superview: the new view is added above the old one, `animations` run in an animation
    /// block of `duration` with `options` (a transition option such as `.transitionCrossDissolve`
    /// or a flip transitions the superview, as `UIView.transition(from:to:…)` does), then the
    /// old view leaves; both get their appearance calls, and `completion` runs at the end.
    public func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard let fromView = fromViewController.viewIfLoaded, let container = fromView.superview else {
            completion?(false)
            return
        }
        let toView = toViewController.view!
        let animated = duration > 0
        fromViewController.beginAppearance(false, animated: animated)
        toViewController.beginAppearance(true, animated: animated)
        let finish: (Bool) -> Void = { finished in
            fromViewController.endAppearance()
            toViewController.endAppearance()
            completion?(finished)
        }
        if options.rawValue & (0xF << 20) != 0 {
            UIView.transition(from: fromView, to: toView, duration: duration, options: options, completion: finish)
            if let animations {
                UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations)
            }
            return
        }
        container.insertSubview(toView, aboveSubview: fromView)
        UIView.animate(
            withDuration: duration, delay: 0, options: options, animations: animations ?? {},
            completion: { finished in
                fromView.removeFromSuperview()
                finish(finished)
            })
    }

    /// Gives `childViewController` the traits in `collection` over those it inherits (nil: none).
    public func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        extras.childTraits[ObjectIdentifier(childViewController)] = collection
        childViewController.viewIfLoaded?.updateTraits()
    }

    /// The traits set for `childViewController` (nil: none).
    public func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        extras.childTraits[ObjectIdentifier(childViewController)]
    }

    /// The presentation controller of the presentation showing this controller now (nil: not presented).
    public var activePresentationController: UIPresentationController? {
        presentingViewController == nil ? nil : presentationController
    }

    /// Brings the traits of the controller's view up to date now.
    public func updateTraitsIfNeeded() { viewIfLoaded?.updateTraitsIfNeeded() }

    // Requests to read the preferences again: Reel reads them when asked (UIApplication.shared),
    // so there is nothing to update.
    public func setNeedsStatusBarAppearanceUpdate() {}
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() {}
    public func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}
    public func setNeedsUpdateOfPrefersPointerLocked() {}
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {}
    /// Turns the interface to the device's orientation: Reel's screen keeps its orientation.
    public class func attemptRotationToDeviceOrientation() {}

    /// The parent and the presentation controller hear of a new `preferredContentSize`.
    func preferredContentSizeChanged() {
        parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        if presentingViewController != nil {
            presentationController?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// The safe area a controller's view adds to what it inherits.
    var addedSafeArea: UIEdgeInsets {
        let added = extras.additionalSafeAreaInsets
        guard let bars = (parent as? UINavigationController)?.barInsets(for: self), bars != .zero else { return added }
        return UIEdgeInsets(
            top: added.top + bars.top, left: added.left, bottom: added.bottom + bars.bottom, right: added.right)
    }
}

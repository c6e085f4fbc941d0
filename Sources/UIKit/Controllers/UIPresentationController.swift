/// The object that manages a presentation's views beyond the animation, like
/// `UIPresentationController`: a `.custom` presentation asks the transitioning delegate for one
/// (`presentationController(forPresented:presenting:source:)`), which may add views of its own to
/// the `containerView` (a dimming view), place the presented view
/// (`frameOfPresentedViewInContainerView`) and animate alongside the transition
/// (`presentedViewController.transitionCoordinator`). Other styles get a plain one.
open class UIPresentationController: NSObject, UIContentContainer, UITraitEnvironment {
    // Unowned both ways: the presented controller holds its presentation controller (and the
    // presenter holds the presented one), so a strong reference back would be a cycle.
    private unowned let presented: UIViewController
    private unowned let presenting: UIViewController
    /// Set when the presentation begins.
    var container: UIView?

    /// The controller being presented (unowned: it holds this presentation controller).
    open var presentedViewController: UIViewController { presented }
    /// The controller presenting it (unowned, as in UIKit: the presenter outlives its presentation).
    open var presentingViewController: UIViewController { presenting }
    /// The view the presentation's views are in, once the presentation begins.
    open var containerView: UIView? { container }

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presented = presentedViewController
        presenting = presentingViewController ?? presentedViewController
        super.init()
    }

    /// The view the animator moves: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view ends: the whole container by default.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view leaves the window once the presentation is shown (false:
    /// it stays below, as for `.custom` presentations by default).
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the whole window (Reel's always do).
    open var shouldPresentInFullscreen: Bool { true }

    /// The style the presentation was asked with.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// Called before the presentation's animation starts: add views, animate alongside.
    open func presentationTransitionWillBegin() {}
    /// Called after it ends (`completed` false: cancelled; remove what was added).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's animation starts.
    open func dismissalTransitionWillBegin() {}
    /// Called after it ends (`completed` true: the presentation is gone).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called before and after the container view lays out (Reel calls them once per transition,
    /// when it begins).
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}

    /// The style the presentation adapts to in a horizontally compact environment: full screen.
    open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }

    /// The object asked how the presentation adapts and told of interactive dismissals (which
    /// Reel's scripted input does not make: the dismiss calls are never sent).
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Traits given to the presented controller over those it inherits (nil: none).
    open var overrideTraitCollection: UITraitCollection? {
        didSet { presentedViewController.viewIfLoaded?.updateTraits() }
    }

    /// The presentation's traits: those of its container view, or the presenter's before it begins.
    open var traitCollection: UITraitCollection {
        containerView?.traitCollection ?? presentingViewController.traitCollection
    }

    /// Called when the presentation's traits change; the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the container's size changes in a transition: never while Reel records.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// Called before the traits change in a transition: never while Reel records.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}
    /// The presented controller's `preferredContentSize` changed; the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The presented controller's fitting size changed; the default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size for the presented controller inside a container of `parentSize`: `parentSize`.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }

    /// The presented controller's preferred size.
    public var preferredContentSize: CGSize { presentedViewController.preferredContentSize }

    /// The style the presentation takes for `traitCollection`: in a horizontally compact
    /// environment the delegate's `adaptivePresentationStyle(for:traitCollection:)` (its default:
    /// `adaptivePresentationStyle`), `.none` keeping the style asked for; that style otherwise.
    public func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        guard traitCollection.horizontalSizeClass == .compact else { return presentationStyle }
        let style =
            delegate?.adaptivePresentationStyle(for: self, traitCollection: traitCollection)
            ?? adaptivePresentationStyle
        return style == .none ? presentationStyle : style
    }
}

extension UIViewControllerTransitioningDelegate {
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}

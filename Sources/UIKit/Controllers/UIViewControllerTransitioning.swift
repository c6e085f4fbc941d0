/// The keys of a transition context's views, like `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view of the controller the transition leaves.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view of the controller the transition shows.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// The keys of a transition context's controllers, like `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// What an animator gets to run a transition, like `UIViewControllerContextTransitioning`: the
/// container view, the two controllers and their views, their frames, and `completeTransition`
/// to call when the animation is done.
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The view the transition's views animate in (it covers the window).
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// Interactive transitions (an interaction controller's): move the paused transition to a
    /// fraction, play it on to its end, back to its start (`transitionWasCancelled` then turns
    /// true), or pause it (InteractiveDriver.swift).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Ends the transition: call it once the animation is done (`didComplete` false: cancelled).
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`: nil for the presenter's view when it stays in place (`.custom`,
    /// `.overFullScreen`), as in UIKit.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var targetTransform: CGAffineTransform { get }
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view ends: the container's bounds for a controller being shown, `.zero` for
    /// one being dismissed.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that animates a transition, like `UIViewControllerAnimatedTransitioning`.
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Adds the views to the container, animates them, and calls `completeTransition` at the end.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Optional in UIKit: called once the transition has completed (or was cancelled).
    func animationEnded(_ transitionCompleted: Bool)
    /// Optional in UIKit: the interruptible animator (a `UIViewPropertyAnimator`) that runs the
    /// transition, the same object each time it is asked during one transition. An interaction
    /// controller then scrubs, continues and reverses it instead of pausing layers.
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}

    /// Not implemented: an animator that stands for "none" (UIKit's method is optional).
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    {
        AbsentInterruptibleAnimator(duration: 0, timingParameters: UICubicTimingParameters())
    }
}

/// What the default `interruptibleAnimator(using:)` returns: the animator has none.
final class AbsentInterruptibleAnimator: UIViewPropertyAnimator {}

/// The object a presented controller asks for its animators, like
/// `UIViewControllerTransitioningDelegate`; its methods are optional, as in UIKit (nil: the
/// default animation).
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives the presentation `animator` runs (nil: none, the
    /// transition is not interactive).
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller that drives the dismissal `animator` runs (nil: none).
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation (nil: a plain one).
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    public func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }

    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}

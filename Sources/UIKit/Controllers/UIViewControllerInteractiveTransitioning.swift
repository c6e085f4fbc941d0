/// An object that drives a transition's progress by hand, like
/// `UIViewControllerInteractiveTransitioning`: a transitioning delegate's
/// `interactionControllerForPresentation(using:)`/`interactionControllerForDismissal(using:)`, or
/// a navigation controller delegate's `navigationController(_:interactionControllerFor:)`, returns
/// one, and the transition then starts through `startInteractiveTransition(_:)` instead of the
/// animator's `animateTransition(using:)`. `UIPercentDrivenInteractiveTransition` is the one
/// UIKit offers. The three properties are optional in UIKit; their defaults are UIKit's.
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Starts the transition: set up what the interaction needs and drive it through the
    /// context's `updateInteractiveTransition(_:)`, `finishInteractiveTransition()` and
    /// `cancelInteractiveTransition()`.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the transition completes after the interactive part, as a multiple of its own
    /// speed (1: the remaining part of `transitionDuration`); greater than 0.
    var completionSpeed: CGFloat { get }
    /// The curve UIKit names for the part after the interaction (see docs/animation.md).
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts paused for the interaction (true), or starts running
    /// (false, for an animator that can be interrupted later).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

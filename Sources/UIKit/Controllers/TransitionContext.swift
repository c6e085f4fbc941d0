/// The context of one presentation or dismissal (UIKit's private `_UIViewControllerTransitionContext`):
/// it hands the animator the container and the two sides, and runs `finish` once, when the
/// animator calls `completeTransition`.
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private let fromController: UIViewController
    private let toController: UIViewController
    /// The views the animator may move: nil for a side that stays where it is.
    private let fromView: UIView?
    private let toView: UIView?
    private var finalFrames: [ObjectIdentifier: CGRect] = [:]
    private var initialFrames: [ObjectIdentifier: CGRect] = [:]
    private var finish: ((Bool) -> Void)?
    private(set) var transitionWasCancelled = false
    var isInteractive = false
    /// The animator running the transition, and the interaction controller driving it (if any).
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    /// Moves the animations of an interactive transition (TransitionContext+Interaction.swift).
    var driver: InteractiveDriver?
    /// Runs when the transition's animation starts (the coordinator's alongside animations): at
    /// once for a plain transition, once the container is paused for an interactive one.
    var onAnimationStart: (() -> Void)?
    /// The last fraction `updateInteractiveTransition(_:)` was given.
    private(set) var percentComplete: CGFloat = 0
    /// Whether the transition started interactively.
    var initiallyInteractive = false
    /// Told when the interaction ends (its `notifyWhenInteractionChanges(_:)` handlers).
    weak var coordinator: TransitionCoordinator?

    init(
        container: UIView, from: (UIViewController, UIView?), to: (UIViewController, UIView?), animated: Bool,
        style: UIModalPresentationStyle, finish: @escaping (Bool) -> Void
    ) {
        containerView = container
        fromController = from.0
        fromView = from.1
        toController = to.0
        toView = to.1
        isAnimated = animated
        presentationStyle = style
        self.finish = finish
    }

    var targetTransform: CGAffineTransform { .identity }

    /// Moves an interactive transition to `percentComplete` (0…1) of its animation, paused.
    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        self.percentComplete = max(percentComplete, 0)
        driver?.update(Double(self.percentComplete))
    }

    /// Ends the interaction: the animation plays on to its end at the interaction's
    /// `completionSpeed`.
    func finishInteractiveTransition() {
        guard finish != nil else { return }
        isInteractive = false
        coordinator?.interactionChanged()
        driver?.run(forward: true, speed: Double(interaction?.completionSpeed ?? 1), timing: timingCurve)
    }

    /// Cancels the transition: `transitionWasCancelled` turns true and the animation plays back
    /// to its start at the interaction's `completionSpeed`.
    func cancelInteractiveTransition() {
        guard finish != nil else { return }
        isInteractive = false
        transitionWasCancelled = true
        coordinator?.interactionChanged()
        driver?.run(forward: false, speed: Double(interaction?.completionSpeed ?? 1), timing: timingCurve)
    }

    /// Pauses a running transition for an interaction to take it over.
    func pauseInteractiveTransition() {
        guard finish != nil else { return }
        isInteractive = true
        driver?.pause()
    }

    func setFrames(of controller: UIViewController, initial: CGRect, final: CGRect) {
        initialFrames[ObjectIdentifier(controller)] = initial
        finalFrames[ObjectIdentifier(controller)] = final
    }

    func completeTransition(_ didComplete: Bool) {
        guard let finish else { return }
        self.finish = nil
        transitionWasCancelled = !didComplete
        isInteractive = false
        finish(didComplete)
        (interaction as? UIPercentDrivenInteractiveTransition)?.transitionDidEnd()
        (animator, interaction, driver) = (nil, nil, nil)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromController
        case .to: toController
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }
}

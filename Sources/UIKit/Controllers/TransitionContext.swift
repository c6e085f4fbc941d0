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

    var isInteractive: Bool { false }
    var targetTransform: CGAffineTransform { .identity }
    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() {}
    func pauseInteractiveTransition() {}

    func setFrames(of controller: UIViewController, initial: CGRect, final: CGRect) {
        initialFrames[ObjectIdentifier(controller)] = initial
        finalFrames[ObjectIdentifier(controller)] = final
    }

    func completeTransition(_ didComplete: Bool) {
        guard let finish else { return }
        self.finish = nil
        transitionWasCancelled = !didComplete
        finish(didComplete)
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

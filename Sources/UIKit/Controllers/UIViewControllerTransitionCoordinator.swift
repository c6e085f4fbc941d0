/// What code animating alongside a transition learns about it, like
/// `UIViewControllerTransitionCoordinatorContext`.
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var isInteractive: Bool { get }
    /// Whether the transition started interactively (an interaction controller that
    /// `wantsInteractiveStart`).
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (true: Reel's transitions can be paused).
    var isInterruptible: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    /// The fraction an interactive transition was last set to (0 otherwise).
    var percentComplete: CGFloat { get }
    /// The interaction controller's `completionSpeed` (1 without one).
    var completionVelocity: CGFloat { get }
    /// The interaction controller's `completionCurve` (`.easeInOut` without one).
    var completionCurve: UIView.AnimationCurve { get }
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// The running transition of a controller, like `UIViewControllerTransitionCoordinator`: what a
/// controller's `transitionCoordinator` returns while it is presented, dismissed, pushed or
/// popped, to animate other views alongside (`animate(alongsideTransition:completion:)`).
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in an animation block of the transition's duration (ease in and out),
    /// from when the transition's animation starts; `completion` runs when it ends.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// `animate(alongsideTransition:completion:)` for animations of views outside the
    /// container (Reel runs both the same way).
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Runs `handler` when the interaction of an interactive transition ends (finished or
    /// cancelled), before the rest of the animation plays.
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` without a completion.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of one transition context: alongside animations asked for before the
/// transition's animation starts wait for it; later ones start at once.
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private let context: TransitionContext
    let transitionDuration: TimeInterval
    private var waiting: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasStarted = false

    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(context: TransitionContext, duration: TimeInterval) {
        self.context = context
        transitionDuration = context.isAnimated ? duration : 0
        super.init()
        context.coordinator = self
    }

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        interactionHandlers.append(handler)
    }

    /// The interaction ended: the handlers run.
    func interactionChanged() {
        let handlers = interactionHandlers
        interactionHandlers.removeAll()
        for handler in handlers { handler(self) }
    }

    var isAnimated: Bool { context.isAnimated }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var isInteractive: Bool { context.isInteractive }
    var initiallyInteractive: Bool { context.initiallyInteractive }
    var isInterruptible: Bool { true }
    var percentComplete: CGFloat { context.percentComplete }
    var completionVelocity: CGFloat { context.interaction?.completionSpeed ?? 1 }
    var completionCurve: UIView.AnimationCurve { context.interaction?.completionCurve ?? .easeInOut }
    var isCancelled: Bool { context.transitionWasCancelled }
    var containerView: UIView { context.containerView }
    var targetTransform: CGAffineTransform { .identity }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        context.viewController(forKey: key)
    }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if hasStarted { run(animation) } else { waiting.append(animation) }
        return true
    }

    /// The transition's animation starts: the waiting alongside animations start with it.
    func start() {
        hasStarted = true
        let animations = waiting
        waiting.removeAll()
        for animation in animations { run(animation) }
    }

    /// The transition ended: the completions run.
    func finish() {
        let handlers = completions
        completions.removeAll()
        for handler in handlers { handler(self) }
    }

    private func run(_ animation: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        UIView.animate(
            withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut],
            animations: { animation(self) })
    }
}

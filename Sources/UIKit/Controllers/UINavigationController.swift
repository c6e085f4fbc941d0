/// A stack of controllers, one shown at a time, like `UINavigationController`: pushing slides the
/// new top in from the right over the old one, popping slides it back out (UIKit's default
/// animation, `NavigationSlideAnimator`), or the delegate's animator runs the transition.
/// The navigation bar shows the stack's navigation items and animates with pushes and pops; the
/// toolbar shows the top controller's `toolbarItems` (UINavigationController+Bars.swift).
open class UINavigationController: UIViewController {
    /// The controllers on the stack, bottom first (the children).
    var stack: [UIViewController] = []
    /// Whether a push or pop is being animated (another one then waits for it to finish).
    var isTransitioning = false
    /// The transitions asked for while one was animated, run in order afterwards.
    var waiting: [() -> Void] = []
    /// The bars and what code set on them (UINavigationController+Bars.swift).
    var barSettings = NavigationBarSettings()
    /// The bar-hiding recognizers, made when first asked for.
    lazy var barRecognizers = (tap: UITapGestureRecognizer(), pan: UIPanGestureRecognizer())

    /// A navigation controller from a nib: Reel reads no nibs, so an empty one.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A navigation controller whose bars are of the given classes: Reel makes its own
    /// `UINavigationBar` and `UIToolbar` (a subclass's `init(frame:)` cannot be called by its class).
    public convenience init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
        self.init()
    }

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The object told about pushes and pops and asked for their animators.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The controllers on the stack, bottom first; setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller shown: what the top controller presents, else the top controller.
    open var visibleViewController: UIViewController? {
        var shown = topViewController
        while let presented = shown?.presentedViewController { shown = presented }
        return shown
    }

    /// Whether the navigation bar is hidden (setting it hides or shows it at once).
    open var isNavigationBarHidden: Bool {
        get { barSettings.isNavigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Makes the view that shows the top controller's view under the bars.
    open override func loadView() {
        let made = NavigationControllerView(frame: UIScreen.main.bounds)
        made.controller = self
        view = made
        made.addSubview(navigationBar)
        made.addSubview(toolbar)
        if let top = topViewController { install(top.view) }
        if barSettings.hidesBarsOnTap { made.addGestureRecognizer(barHideOnTapGestureRecognizer) }
        if hidesBarsWhenVerticallyCompact, traitCollection.verticalSizeClass == .compact {
            barSettings.isNavigationBarHidden = true
            navigationBar.isHidden = true
        }
        topChanged()
    }

    /// Pushes `viewController` on the stack and shows it (sliding in from the right when animated).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    /// Pops the top controller and shows the one below; returns the popped one (nil at the root).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return performPop(to: stack[stack.count - 2], animated: animated)?.last
    }

    /// Pops every controller above the root; returns them (nil when there were none).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first, stack.count > 1 else { return nil }
        return performPop(to: root, animated: animated)
    }

    /// Pops the controllers above `viewController`; returns them (nil when it is not on the stack).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard stack.contains(where: { $0 === viewController }), stack.last !== viewController else { return nil }
        return performPop(to: viewController, animated: animated)
    }

    /// Replaces the stack: the new top is shown (animated as a push or pop when it changes and
    /// `animated`).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        replaceStack(with: viewControllers, animated: animated)
    }
}

extension UINavigationController {
    /// What a navigation transition does, like `UINavigationController.Operation`.
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }
}

/// The object a navigation controller tells about the controllers it shows and asks for
/// animators, like `UINavigationControllerDelegate`; its methods are optional, as in UIKit.
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives the push or pop `animationController` runs (nil:
    /// not interactive).
    func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask
    func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}

    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}

    public func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }

    public func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// The navigation controller's own supported orientations.
    public func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientationMask { navigationController.supportedInterfaceOrientations }
    /// The navigation controller's own preferred orientation.
    public func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController
    ) -> UIInterfaceOrientation { navigationController.preferredInterfaceOrientationForPresentation }
}

extension UIViewController {
    /// The nearest navigation controller among this controller's ancestors (nil: none).
    public var navigationController: UINavigationController? {
        var controller = parent
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }
}

/// An object that manages a view, like `UIViewController`: it makes its view when first asked
/// (`loadView()`, then `viewDidLoad()`), is told when the view appears and disappears and when
/// it lays out, contains child controllers, and presents others modally.
///
/// UIKit's order, as the recording shows a controller (the window's root, a presentation, a
/// child): `loadView` and `viewDidLoad` when `view` is first read; `viewWillAppear` when the view
/// is about to join the window; `viewWillLayoutSubviews`/`viewDidLayoutSubviews` around the view's
/// `layoutSubviews()` in the host's next display cycle; `viewDidAppear` after that cycle (or when
/// the presentation's transition completes); `viewWillDisappear`/`viewDidDisappear` around the
/// view leaving. Appearance calls go on to the children (`shouldAutomaticallyForwardAppearanceMethods`).
open class UIViewController: UIResponder {
    /// The view once loaded.
    private var loadedView: UIView?
    /// Where the controller is in appearing or disappearing.
    var appearance = AppearanceState.disappeared
    /// Whether the running appearance transition is animated.
    var appearanceAnimated = false
    /// The window's container view of the presentation showing this controller.
    var presentationContainer: UIView?
    /// Where this controller's view was while it presented full screen: put back on dismissal.
    var hiddenPresenterPlace: PresenterPlace?
    /// The animator of the presentation or dismissal of this controller that is running.
    var activeAnimator: (any UIViewControllerAnimatedTransitioning)?
    /// The coordinator of the transition this controller is in (nil: none running).
    var activeCoordinator: TransitionCoordinator?
    /// The presentation controller of the presentation showing this controller.
    var presentation: UIPresentationController?
    /// The transition this controller is being moved by, while it runs.
    var movement: Movement?

    public override init() {
        super.init()
    }

    /// A controller from a nib: Reel reads no nibs, so `loadView()` makes a plain view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// A controller from an archive: Reel reads no archives (the initializer exists because
    /// UIKit subclasses must declare it).
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: - The view

    /// The controller's view, made (`loadView()`, then `viewDidLoad()`) when first read.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
            if styleOverride != .unspecified { newValue?.overrideUserInterfaceStyle = styleOverride }
        }
    }

    // MARK: - Traits

    /// The style set through ``overrideUserInterfaceStyle``, given to each view the controller takes.
    private var styleOverride = UIUserInterfaceStyle.unspecified

    /// The controller's traits: its view's (the window's, with the overrides above it and its
    /// own), or the window's before the view is loaded.
    open var traitCollection: UITraitCollection {
        loadedView?.traitCollection ?? UITraitCollection.window(of: UIScreen.main)
    }

    /// Called after the traits of the controller's view change (after the view's own call).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Light or dark for the controller's view and everything in it, whatever the window's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { styleOverride }
        set {
            styleOverride = newValue
            loadedView?.overrideUserInterfaceStyle = newValue
        }
    }

    /// The view if it is loaded, else nil (reading it never loads the view).
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view has been made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: by default a plain view as big as the screen. Overrides set `view`
    /// without calling `super`.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Called once the view is loaded.
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called just before the view's `layoutSubviews()`.
    open func viewWillLayoutSubviews() {}
    /// Called just after the view's `layoutSubviews()`.
    open func viewDidLayoutSubviews() {}

    /// Whether the appearance calls go on to the children (true by default).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Tells the controller that its view is about to appear (`isAppearing`) or disappear: calls
    /// `viewWillAppear`/`viewWillDisappear` unless it is already doing so.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginAppearance(isAppearing, animated: animated)
    }

    /// Ends the transition `beginAppearanceTransition` began: `viewDidAppear`/`viewDidDisappear`.
    open func endAppearanceTransition() {
        endAppearance()
    }

    /// The title (a navigation bar would show it; Reel draws no bars).
    open var title: String?

    /// Whether the controller is being presented (during its appearance calls).
    open var isBeingPresented: Bool { movement == .beingPresented }
    /// Whether the controller is being dismissed (during its disappearance calls).
    open var isBeingDismissed: Bool { movement == .beingDismissed }
    /// Whether the controller is being added to a parent (pushed, or added as a child).
    open var isMovingToParent: Bool { movement == .movingToParent }
    /// Whether the controller is being removed from its parent (popped, or removed as a child).
    open var isMovingFromParent: Bool { movement == .movingFromParent }
    /// The size the controller would like in a presentation (read by presentation controllers).
    open var preferredContentSize: CGSize = .zero

    /// The status bar's style this controller prefers: accepted, and not drawn (Reel draws no
    /// status bar).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether this controller prefers the status bar hidden: accepted, not drawn.
    open var prefersStatusBarHidden: Bool { false }
    /// Accepted: Reel draws no status bar.
    open func setNeedsStatusBarAppearanceUpdate() {}

    /// The next responder: the view's superview.
    open override var next: UIResponder? { loadedView?.superview }

    // MARK: - Children

    /// The child controllers, in the order they were added.
    open internal(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    open internal(set) weak var parent: UIViewController?

    /// Adds `childController` as a child (after `willMove(toParent:)` with this controller);
    /// the caller adds its view and then calls `didMove(toParent:)`, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        attach(childController)
    }

    /// Removes this controller from its parent (then `didMove(toParent: nil)`); the caller
    /// calls `willMove(toParent: nil)` and removes the view first, as in UIKit.
    open func removeFromParent() {
        detachFromParent()
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller moved to `parent` (nil: removed). Reel calls the appearance
    /// methods of a child added to a shown parent here, once its view is in the window.
    open func didMove(toParent parent: UIViewController?) {
        childDidMove()
    }

    // MARK: - Presentation

    /// The controller this one presents (nil: none).
    open internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one (nil: not presented).
    open internal(set) weak var presentingViewController: UIViewController?
    /// How a presentation shows this controller (`.automatic` by default, which Reel shows as
    /// `.fullScreen`: docs/animation.md).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation a presentation without a custom animator uses (`.coverVertical`).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The object that gives presentations of this controller their animators.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// Whether this controller's presentations cover only its own view (accepted; Reel presents
    /// over the whole window).
    open var definesPresentationContext = false

    /// Presents `viewControllerToPresent` over the window, animated by its transitioning
    /// delegate's animator, else by `modalTransitionStyle`; `completion` runs once it is shown.
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// The transition this controller is in while it runs (presented, dismissed, pushed, popped),
    /// for animating alongside it.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { activeCoordinator }

    /// Shows `vc` the way the context does: pushed on the navigation controller this controller
    /// is in, else presented.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// Dismisses the controller this one presents, or, when it presents none, this controller
    /// from its presenter; `completion` runs once it is gone.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }
}

/// Where a full-screen presenter's view was (its superview held weakly: the window holds its
/// root controller).
struct PresenterPlace {
    weak var superview: UIView?
    var index: Int
}

/// What moves a controller while its appearance calls run (`isBeingPresented` and the like).
enum Movement {
    case beingPresented, beingDismissed, movingToParent, movingFromParent
}

/// Where a controller is in UIKit's appearance cycle.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

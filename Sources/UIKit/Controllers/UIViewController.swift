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
open class UIViewController: UIResponder, UIContentContainer {
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
    /// The state of the members in UIViewController+Members.swift and kin.
    var extras = ControllerExtras()

    /// A controller with no nib: `init(nibName: nil, bundle: nil)`. A convenience initializer,
    /// as Swift imports NSObject's `init()` onto UIKit's controllers, so that a subclass may
    /// declare its own `init()` without `override`, as iOS code does.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A controller from a nib: Reel reads no nibs, so `loadView()` makes a plain view.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
        extras.nib = (nibNameOrNil, nibBundleOrNil)
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
    /// Called once per appearance after `viewWillAppear(_:)`, when the view is in the window
    /// with its traits and geometry up to date, before it lays out; then `viewDidAppear(_:)`.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called when the system is low on memory: never while Reel records (the override compiles).
    open func didReceiveMemoryWarning() {}
    /// Called before the view's size changes in a transition (a rotation): never while Reel
    /// records, as its window keeps its size (the override compiles).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// Called before the traits change in a transition: never while Reel records (the override compiles).
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
    ) {}
    /// Adds or changes the controller's constraints in the layout pass's constraint phase; the
    /// default calls the view's `updateConstraints()`. Overrides call `super` last.
    open func updateViewConstraints() { loadedView?.updateConstraints() }
    /// Called after the view's layout margins change.
    open func viewLayoutMarginsDidChange() {}
    /// Called after the view's safe-area insets change (in the layout pass).
    open func viewSafeAreaInsetsDidChange() {}
    /// A child's `preferredContentSize` changed; the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// A child's fitting size changed; the default does nothing.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size for a child inside a parent of `parentSize`: `parentSize` by default.
    open func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }
    /// Shows `vc` as a detail: as `show(_:sender:)` does (Reel has no split views).
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { show(vc, sender: sender) }
    /// Turns editing on or off (`isEditing`); subclasses update their views and call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        extras.isEditing = editing
        extras.editButtonItem?.updateForEditing(editing)
    }
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

    /// The title (a navigation bar shows it); setting it sets the
    /// navigation item's and the tab bar item's titles too, as in UIKit.
    open var title: String? {
        didSet {
            extras.navigationItem?.title = title
            extras.tabBarItem?.title = title
        }
    }

    /// Whether the controller is being presented (during its appearance calls).
    open var isBeingPresented: Bool { movement == .beingPresented }
    /// Whether the controller is being dismissed (during its disappearance calls).
    open var isBeingDismissed: Bool { movement == .beingDismissed }
    /// Whether the controller is being added to a parent (pushed, or added as a child).
    open var isMovingToParent: Bool { movement == .movingToParent }
    /// Whether the controller is being removed from its parent (popped, or removed as a child).
    open var isMovingFromParent: Bool { movement == .movingFromParent }
    /// The size the controller would like in a presentation (read by presentation controllers);
    /// a change tells the parent and the presentation controller.
    open var preferredContentSize: CGSize = .zero {
        didSet { if preferredContentSize != oldValue { preferredContentSizeChanged() } }
    }

    // The system chrome this controller prefers: `UIApplication.shared.statusBarStyle` and kin
    // read it; Reel's device chrome is drawn as the recording sets it up (docs/animation.md).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open var prefersPointerLocked: Bool { false }
    open var childViewControllerForPointerLock: UIViewController? { nil }
    /// All but upside down on a phone, all four on an iPad, as UIKit's default.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// The orientation the screen is in.
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        UIApplication.shared.statusBarOrientation
    }
    open var shouldAutorotate: Bool { true }
    /// Whether the keyboard stays up when a text field resigns: true for a form sheet, as in UIKit.
    /// Reel: accepted; there is no keyboard.
    open var disablesAutomaticKeyboardDismissal: Bool {
        AcceptedMember.note("UIViewController.disablesAutomaticKeyboardDismissal")
        return modalPresentationStyle == .formSheet
    }

    /// Saves the controller's state for restoration.
    /// Reel: accepted; a recording is never suspended and restored.
    open func encodeRestorableState(with coder: NSCoder) {
        AcceptedMember.note("UIViewController.encodeRestorableState(with:)")
    }
    /// Restores the controller's state.
    /// Reel: accepted; a recording is never suspended and restored.
    open func decodeRestorableState(with coder: NSCoder) {
        AcceptedMember.note("UIViewController.decodeRestorableState(with:)")
    }
    /// Called when state restoration finished.
    /// Reel: accepted; a recording is never suspended and restored.
    open func applicationFinishedRestoringState() {
        AcceptedMember.note("UIViewController.applicationFinishedRestoringState()")
    }

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

    // MARK: - Focus (Events/UIFocus.swift): no input device moves focus in a recording.

    /// The environments focus should move to, in order of preference: the view's.
    /// Reel: accepted; there is no focus engine.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] {
        AcceptedMember.note("UIViewController.preferredFocusEnvironments")
        return isViewLoaded ? [view] : []
    }

    /// Whether focus may move as `context` says: true, as UIKit's default.
    /// Reel: accepted; there is no focus engine, so nothing asks.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        AcceptedMember.note("UIViewController.shouldUpdateFocus(in:)")
        return true
    }

    /// Called after focus moves: does nothing by default.
    /// Reel: accepted; there is no focus engine, so it is never called.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        AcceptedMember.note("UIViewController.didUpdateFocus(in:with:)")
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

/// Controllers shown one at a time by tab, like `UITabBarController`: selecting another tab
/// (`selectedIndex`, `selectedViewController`) replaces the shown view at once, or through the
/// delegate's animator. Reel draws no tab bar (docs/animation.md).
open class UITabBarController: UIViewController {
    var tabs: [UIViewController] = []
    var selected = 0

    /// A tab bar controller with no tabs (Reel reads no nibs).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The object asked for the animator of a tab change.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The tabs' controllers (the children); setting them selects the first, or keeps the
    /// selected one when it is still there.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        for tab in tabs where !(viewControllers ?? []).contains(where: { $0 === tab }) {
            tab.willMove(toParent: nil)
            if tab === old, let view = tab.viewIfLoaded, view.superview != nil {
                tab.beginAppearance(false, animated: false)
                view.removeFromSuperview()
                tab.endAppearance()
            }
            tab.removeFromParent()
        }
        tabs = viewControllers ?? []
        for tab in tabs where tab.parent !== self {
            attach(tab)
            tab.didMove(toParent: self)
        }
        selected = old.flatMap { kept in tabs.firstIndex { $0 === kept } } ?? 0
        if isViewLoaded, let shown = selectedViewController, shown !== old { select(shown, from: nil) }
    }

    /// The shown tab's controller.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// The index of the shown tab.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard tabs.indices.contains(newValue), newValue != selected else { return }
            let old = selectedViewController
            selected = newValue
            if isViewLoaded { select(tabs[newValue], from: old) }
        }
    }

    /// Whether the tab bar is hidden.
    /// Reel: accepted; Reel draws no tab bar.
    open var isTabBarHidden = false {
        didSet { AcceptedMember.note("UITabBarController.isTabBarHidden") }
    }
    /// The controllers the user may rearrange in the More tab's editing screen (all the tabs'
    /// until set).
    /// Reel: accepted; Reel draws no tab bar and no More tab.
    open var customizableViewControllers: [UIViewController]? {
        get {
            AcceptedMember.note("UITabBarController.customizableViewControllers")
            return customizable ?? viewControllers
        }
        set {
            AcceptedMember.note("UITabBarController.customizableViewControllers")
            customizable = newValue
        }
    }
    private var customizable: [UIViewController]?
    /// The navigation controller of the More tab (made when first asked for).
    /// Reel: accepted; Reel shows no More tab (every tab is reachable by `selectedIndex`).
    public private(set) lazy var moreNavigationController: UINavigationController = {
        AcceptedMember.note("UITabBarController.moreNavigationController")
        return UINavigationController()
    }()

    /// Makes a plain view showing the selected tab's view.
    open override func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
        if let shown = selectedViewController { install(shown.view) }
    }

    private func install(_ view: UIView) {
        view.frame = self.view.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        self.view.addSubview(view)
    }

    /// Shows `tab` in place of `old`'s view: the appearance calls when the tab controller is shown,
    /// through the delegate's animator when it gives one.
    private func select(_ tab: UIViewController, from old: UIViewController?) {
        let shown = appearance == .appeared || appearance == .appearing
        guard let old, let oldView = old.viewIfLoaded, oldView.superview === view,
            let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: tab)
        else {
            if shown { old?.beginAppearance(false, animated: false) }
            if shown { tab.beginAppearance(true, animated: false) }
            old?.viewIfLoaded?.removeFromSuperview()
            install(tab.view)
            if shown {
                old?.endAppearance()
                tab.endAppearance()
            }
            return
        }
        let container = view!
        let context = TransitionContext(
            container: container, from: (old, oldView), to: (tab, tab.view), animated: true, style: .fullScreen
        ) { completed in
            if tab.view.superview !== container { self.install(tab.view) }
            oldView.removeFromSuperview()
            if shown {
                old.endAppearance()
                tab.endAppearance()
            }
            animator.animationEnded(completed)
        }
        context.setFrames(of: old, initial: container.bounds, final: .zero)
        context.setFrames(of: tab, initial: .zero, final: container.bounds)
        if shown {
            old.beginAppearance(false, animated: true)
            tab.beginAppearance(true, animated: true)
        }
        if let interaction = delegate?.tabBarController(self, interactionControllerFor: animator) {
            context.start(animator, interaction: interaction)
        } else {
            animator.animateTransition(using: context)
        }
    }
}

/// The object a tab bar controller asks for the animator of a tab change, like
/// `UITabBarControllerDelegate` (its methods are optional, as in UIKit).
/// Reel shows no tab bar, so nothing asks `shouldSelect` or tells `didSelect` (UIKit does so for
/// taps on the bar only, not for `selectedIndex`), nor the More tab's customizing.
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives the tab change `animationController` runs (nil:
    /// not interactive).
    func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
    func tabBarControllerSupportedInterfaceOrientations(
        _ tabBarController: UITabBarController
    ) -> UIInterfaceOrientationMask
    func tabBarControllerPreferredInterfaceOrientationForPresentation(
        _ tabBarController: UITabBarController
    ) -> UIInterfaceOrientation
}

extension UITabBarControllerDelegate {
    public func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController]
    ) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {}
    public func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool
    ) {}
    /// The tab controller's own supported orientations.
    public func tabBarControllerSupportedInterfaceOrientations(
        _ tabBarController: UITabBarController
    ) -> UIInterfaceOrientationMask { tabBarController.supportedInterfaceOrientations }
    /// The tab controller's own preferred orientation.
    public func tabBarControllerPreferredInterfaceOrientationForPresentation(
        _ tabBarController: UITabBarController
    ) -> UIInterfaceOrientation { tabBarController.preferredInterfaceOrientationForPresentation }
}

extension UIViewController {
    /// The nearest tab bar controller among this controller's ancestors (nil: none).
    public var tabBarController: UITabBarController? {
        var controller = parent
        while let current = controller {
            if let tabs = current as? UITabBarController { return tabs }
            controller = current.parent
        }
        return nil
    }
}

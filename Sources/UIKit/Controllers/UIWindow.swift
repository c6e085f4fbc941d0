import Foundation

/// The window, like `UIWindow`: a view at the top of the hierarchy that shows its
/// `rootViewController`'s view. `RecordingHost`'s window is the one recorded; windows code makes
/// itself are kept by the current recording's `UIApplication` but not drawn.
open class UIWindow: UIView {
    /// Controllers that began appearing and wait for the end of the next display cycle.
    var pendingAppearances: [UIViewController] = []
    /// Whether a display cycle ends the pending appearances (the host's window); otherwise
    /// they end at once.
    var runsDisplayCycles = false
    /// Traits the window reports over its screen's (a snapshot's device: SnapshotTesting's
    /// `ViewImageConfig`); each trait they specify wins.
    package var traitOverrides: UITraitCollection?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The controller whose view fills the window: setting it replaces the old root's view
    /// (which disappears) with the new one's, which appears in the next display cycle.
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            replaceRoot(oldValue, with: rootViewController)
        }
    }

    /// Whether this is the recording's key window.
    open var isKeyWindow: Bool { UIApplication.shared.keyWindow === self }

    /// Makes this the key window and shows it.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    /// Makes this the key window of the current recording's application: the window that was
    /// key gets `resignKey()`, this one `becomeKey()`.
    open func makeKey() {
        UIApplication.shared.register(self, key: true)
    }

    /// Called when the window became the key window; posts `didBecomeKeyNotification`.
    /// Overrides call `super`.
    open func becomeKey() {
        NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: self)
    }

    /// Called when the window stopped being the key window; posts `didResignKeyNotification`.
    /// Overrides call `super`.
    open func resignKey() {
        NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: self)
    }

    /// Delivers `event` (the recording's scripted touches come through here): each touch to the
    /// gesture recognizers that see it, then to the view it began in. Override it to watch every
    /// touch, calling `super`.
    open func sendEvent(_ event: UIEvent) {
        deliverTouches(of: event)
    }

    /// Where the window sits among windows (`.normal` by default). Reel records the host's
    /// window alone, so the level orders nothing it draws.
    open var windowLevel: UIWindow.Level = .normal

    private func replaceRoot(_ old: UIViewController?, with new: UIViewController?) {
        if let old, let oldView = old.viewIfLoaded, oldView.superview === self {
            old.beginAppearance(false, animated: false)
            oldView.removeFromSuperview()
            old.endAppearance()
        }
        guard let new else { return }
        let view = new.view!
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
        new.beginAppearance(true, animated: false)
        if runsDisplayCycles {
            pendingAppearances.append(new)
        } else {
            new.endAppearance()
        }
    }

    /// Ends the appearances that began before this display cycle (`viewDidAppear`).
    func displayCycleDidFinish() {
        let pending = pendingAppearances
        pendingAppearances.removeAll()
        for controller in pending { controller.endAppearance() }
    }
}

extension UIView {
    /// The window this view is in (nil: none).
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }
}

extension UIWindow {
    /// The safe-area insets the window itself reports, as a device's screen gives them (a
    /// snapshot's `ViewImageConfig.safeArea`; a recording's come from `RecordingHost`).
    package var screenSafeArea: UIEdgeInsets {
        get { layoutState.windowSafeArea }
        set {
            layoutState.windowSafeArea = newValue
            layoutTreeChanged()
        }
    }
}

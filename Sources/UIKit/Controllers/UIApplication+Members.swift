import Foundation

/// The rest of `UIApplication`: a recording's app is in the foreground, left to right, with one
/// screen and no scenes of its own; ignoring interaction events drops scripted touches.
extension UIApplication {
    /// How long the app may still run in the background: unlimited, as in the foreground.
    public var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
    /// Whether protected files can be read: always.
    public var isProtectedDataAvailable: Bool { true }
    /// Whether the app shows more than one scene: no.
    public var supportsMultipleScenes: Bool { false }

    /// Delivers `event`'s touches to their windows (`UIWindow.sendEvent(_:)`).
    public func sendEvent(_ event: UIEvent) {
        for window in Set((event.allTouches ?? []).compactMap(\.window)) { window.sendEvent(event) }
    }

    /// Starts dropping touches (scripted ones too) until a matching `endIgnoringInteractionEvents()`.
    public func beginIgnoringInteractionEvents() { ignoringCount += 1 }
    /// Ends one `beginIgnoringInteractionEvents()`.
    public func endIgnoringInteractionEvents() { ignoringCount = max(0, ignoringCount - 1) }
    /// Whether touches are being dropped.
    public var isIgnoringInteractionEvents: Bool { ignoringCount > 0 }

    /// The app's layout direction: left to right (Reel's recordings are in English).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// The text size the user chose: the screen's traits' (`.large`, the default).
    public var preferredContentSizeCategory: UIContentSizeCategory {
        UIScreen.main.traitCollection.preferredContentSizeCategory
    }

    /// The status bar style the key window's controllers prefer (`childForStatusBarStyle` followed down).
    public var statusBarStyle: UIStatusBarStyle {
        var controller = keyWindow?.rootViewController
        while let child = controller?.childForStatusBarStyle { controller = child }
        return controller?.preferredStatusBarStyle ?? .default
    }

    /// Whether the key window's controllers prefer the status bar hidden (`childForStatusBarHidden` followed down).
    public var isStatusBarHidden: Bool {
        var controller = keyWindow?.rootViewController
        while let child = controller?.childForStatusBarHidden { controller = child }
        return controller?.prefersStatusBarHidden ?? false
    }

    /// The orientation of the screen: landscape when it is wider than tall.
    public var statusBarOrientation: UIInterfaceOrientation {
        let size = UIScreen.main.bounds.size
        return size.width > size.height ? .landscapeRight : .portrait
    }

    /// The status bar's frame: the screen's width by the key window's top safe-area inset (zero
    /// when it is hidden).
    public var statusBarFrame: CGRect {
        guard !isStatusBarHidden, let window = keyWindow else { return .zero }
        return CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: window.safeAreaInsets.top)
    }

    /// The orientations the key window's root controller supports.
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        (window ?? keyWindow)?.rootViewController?.supportedInterfaceOrientations ?? .allButUpsideDown
    }

    /// Whether a URL can be opened: no app opens URLs in a recording.
    /// Reel: accepted; a recording opens no other app or page.
    public func canOpenURL(_ url: URL) -> Bool {
        AcceptedMember.note("UIApplication.canOpenURL(_:)")
        return false
    }

    /// Opens `url`; calls `completion` with false.
    /// Reel: accepted; a recording opens no other app or page.
    public func open(
        _ url: URL, options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        AcceptedMember.note("UIApplication.open(_:options:completionHandler:)")
        completion?(false)
    }

    /// Keys of `open(_:options:completionHandler:)`'s options, like `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    public static let didBecomeActiveNotification = NSNotification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = NSNotification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    public static let didFinishLaunchingNotification = NSNotification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    public static let willTerminateNotification = NSNotification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = NSNotification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = NSNotification.Name(
        "UIApplicationSignificantTimeChangeNotification")
    public static let userDidTakeScreenshotNotification = NSNotification.Name(
        "UIApplicationUserDidTakeScreenshotNotification")
    public static let openSettingsURLString = "app-settings:"
}

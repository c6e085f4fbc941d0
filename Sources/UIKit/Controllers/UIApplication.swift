/// The app, like `UIApplication`: `UIApplication.shared` is the current recording's
/// (`RecordingHost`'s), whose windows are the host's window and those code made key there.
/// Outside any recording it is an app with no windows, which stays so.
open class UIApplication: UIResponder, @unchecked Sendable {
    // @unchecked Sendable: a recording's application is changed only by that recording's code,
    // which runs on one thread at a time; the one outside any recording never changes.
    /// The application outside any recording.
    private static let outsideRecording = UIApplication(recorded: false)

    /// Whether windows register here (false outside any recording).
    let isRecorded: Bool
    private var windowList: [WeakWindow] = []
    private weak var key: UIWindow?
    /// The responder that became first (`becomeFirstResponder()`), held weakly.
    weak var firstResponder: UIResponder?
    /// How many `beginIgnoringInteractionEvents()` are not yet ended.
    var ignoringCount = 0
    /// What code set through the accepted members (UIApplication+Accepted.swift).
    var accepted = AcceptedApplicationValues()
    /// Scroll views animating or scripted to move, stepped each frame (UIScrollView+Animation.swift).
    var movingScrollViews: [UIScrollView] = []

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    init(recorded: Bool) {
        isRecorded = recorded
        super.init()
    }

    /// The current recording's application (`RecordingContext.current`), else one with no windows.
    open class var shared: UIApplication {
        RecordingContext.current?.application as? UIApplication ?? outsideRecording
    }

    /// The app's windows, in the order they were made key.
    open var windows: [UIWindow] { windowList.compactMap(\.window) }

    /// The key window.
    open var keyWindow: UIWindow? { key }

    /// The app's state: always active while it records.
    open var applicationState: State { .active }

    /// The app's states, like `UIApplication.State`.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    func register(_ window: UIWindow, key makeKey: Bool) {
        guard isRecorded else { return }
        if !windows.contains(where: { $0 === window }) { windowList.append(WeakWindow(window: window)) }
        guard makeKey, key !== window else { return }
        let old = key
        key = window
        old?.resignKey()
        window.becomeKey()
    }
}

/// How a presented controller covers the screen, like `UIModalPresentationStyle` (same raw
/// values). Reel shows `.fullScreen`, `.overFullScreen` (the presenter stays visible below) and
/// `.custom` (the transitioning delegate's animator does the work); the sheets, the current-
/// context styles, popovers and `.automatic` are shown as `.fullScreen` (docs/animation.md).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2

    /// Whether the presenter's view leaves the window once the presentation is shown (and gets
    /// `viewWillDisappear`/`viewDidDisappear`), as for a full-screen presentation in UIKit.
    var removesPresenterView: Bool {
        switch self {
        case .overFullScreen, .overCurrentContext, .custom, .popover, .none: false
        default: true
        }
    }
}

/// The animation of a presentation without a custom animator, like `UIModalTransitionStyle`.
/// Reel draws `.coverVertical` and `.crossDissolve`; `.flipHorizontal` and `.partialCurl` are
/// shown as `.coverVertical` (docs/animation.md).
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}

/// The status bar's style, like `UIStatusBarStyle`: accepted, not drawn.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

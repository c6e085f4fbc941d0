import Foundation

/// The rest of `UIScreen`: the recording's screen is the only one, mirrors nothing, runs at
/// 60 frames per second and is never captured.
extension UIScreen: UITraitEnvironment {
    /// The screens attached: the recording's own.
    public class var screens: [UIScreen] { [main] }

    /// The screen this one mirrors: none.
    public var mirrored: UIScreen? { nil }

    /// The screen's coordinate space: its bounds, with the origin at the top left as the
    /// screen is held (the recording's window fills it).
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }

    /// The screen's coordinate space in portrait. Reel's screen does not rotate while it
    /// records (a landscape recording is landscape from its start), so this is `coordinateSpace`
    /// (docs/animation.md).
    public var fixedCoordinateSpace: any UICoordinateSpace { coordinateSpace }

    /// The most frames per second the screen shows: 60.
    public var maximumFramesPerSecond: Int { 60 }

    /// Insets that keep content off the edges of a television: none.
    public var overscanCompensationInsets: UIEdgeInsets { .zero }

    /// Whether the screen is being mirrored or recorded by the system: never.
    public var isCaptured: Bool { false }

    /// The screen's latency in seconds: none.
    public var calibratedLatency: TimeInterval { 0 }

    /// The focused view: none (Reel has no focus engine; an iPhone's touch screen has none either).
    public var focusedView: UIView? { nil }
    /// Whether the screen supports focus: false, as an iPhone's.
    public var supportsFocus: Bool { false }

    /// The screen's traits: those a window on it starts from.
    public var traitCollection: UITraitCollection { UITraitCollection.window(of: self) }

    /// The screen's traits never change while it records.
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// A view showing what the screen shows now: the key window's snapshot (an empty view of
    /// the screen's size when there is no window).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        let window = UIApplication.shared.keyWindow
        if let view = window?.snapshotView(afterScreenUpdates: afterUpdates) { return view }
        return UIView(frame: bounds)
    }

    public static let didConnectNotification = NSNotification.Name("UIScreenDidConnectNotification")
    public static let didDisconnectNotification = NSNotification.Name("UIScreenDidDisconnectNotification")
    public static let modeDidChangeNotification = NSNotification.Name("UIScreenModeDidChangeNotification")
    public static let brightnessDidChangeNotification = NSNotification.Name("UIScreenBrightnessDidChangeNotification")
    public static let capturedDidChangeNotification = NSNotification.Name("UIScreenCapturedDidChangeNotification")
}

/// The screen's display mode: the recording's one mode, its size in pixels.
extension UIScreen {
    /// How an external display's edges are compensated for, like `UIScreen.OverscanCompensation`
    /// (UIKit's raw values).
    public enum OverscanCompensation: Int, Sendable {
        case scale, insetBounds, none
    }

    /// The screen's one mode: the recording's size in pixels (`nativeBounds`), square pixels.
    /// Setting it to another mode changes nothing: a recording's screen has only that one.
    public var currentMode: UIScreenMode? {
        get { UIScreenMode(size: nativeBounds.size) }
        set {}
    }

    /// The mode the screen is best shown in: its one mode.
    public var preferredMode: UIScreenMode? { currentMode }

    /// The modes the screen offers: its one mode.
    public var availableModes: [UIScreenMode] { [UIScreenMode(size: nativeBounds.size)] }
}

/// A display mode of a screen, like `UIScreenMode`: its size in pixels and the shape of a pixel.
open class UIScreenMode: NSObject {
    /// The mode's width and height in pixels.
    open private(set) var size: CGSize
    /// A pixel's width over its height: 1, square.
    open var pixelAspectRatio: CGFloat { 1 }

    init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// Two modes are the same when their sizes are.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIScreenMode)?.size == size }
    open override var hash: Int { size.width.hashValue ^ size.height.hashValue }
}

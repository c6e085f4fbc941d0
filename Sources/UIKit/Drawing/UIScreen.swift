/// The screen, like `UIScreen`: `UIScreen.main` has the recording's size (points) and scale
/// (pixels per point) while a `RecordingHost` plays, else an iPhone's 375 × 667 at 2×.
open class UIScreen: NSObject, @unchecked Sendable {
    // @unchecked Sendable: its values change only when a recording host starts.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var current = UIScreen(
        bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)

    public let bounds: CGRect
    public let scale: CGFloat
    public var nativeScale: CGFloat { scale }
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }

    /// The screen the recording draws on.
    public class var main: UIScreen {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    /// Makes `screen` the main screen (the recording host's).
    static func use(_ screen: UIScreen) {
        lock.lock()
        current = screen
        lock.unlock()
    }
}

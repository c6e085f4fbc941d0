/// The screen, like `UIScreen`: `UIScreen.main` is the current recording's screen (its size in
/// points and its scale, pixels per point; see `RecordingHost`), and outside any recording an
/// iPhone's: 375 × 667 points at 2×.
open class UIScreen: NSObject, @unchecked Sendable {
    // @unchecked Sendable: its values never change.
    /// The screen outside any recording.
    private static let outsideRecording = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2)

    public let bounds: CGRect
    public let scale: CGFloat
    /// The device whose screen this is, and how it is held (`RecordingHost(device:)`); nil:
    /// no device, the traits follow the size alone.
    package let device: (preset: DevicePreset, orientation: DevicePreset.Orientation)?
    public var nativeScale: CGFloat { scale }
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }

    init(
        bounds: CGRect, scale: CGFloat, device: (preset: DevicePreset, orientation: DevicePreset.Orientation)? = nil
    ) {
        self.bounds = bounds
        self.scale = scale
        self.device = device
        super.init()
    }

    /// The screen the current recording draws on (`RecordingContext.current`), else an iPhone's.
    public class var main: UIScreen {
        RecordingContext.current?.screen as? UIScreen ?? outsideRecording
    }
}

import Foundation

/// The screen, like `UIScreen`: `UIScreen.main` is the current recording's screen (its size in
/// points and its scale, pixels per point; see `RecordingHost`), and outside any recording an
/// iPhone's: 375 × 667 points at 2×.
open class UIScreen: NSObject, @unchecked Sendable {
    // @unchecked Sendable: its geometry never changes; the accepted settings are under a lock.
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
    /// The screen's brightness, 0…1 (0.5 until set).
    /// Reel: accepted; a recording's pixels do not depend on the device's backlight.
    public var brightness: CGFloat {
        get {
            AcceptedMember.note("UIScreen.brightness")
            return lock.withLock { settings.brightness }
        }
        set {
            AcceptedMember.note("UIScreen.brightness")
            lock.withLock { settings.brightness = newValue }
        }
    }

    /// Whether brightness may dim below the hardware's least (false until set).
    /// Reel: accepted; a recording's pixels do not depend on the device's backlight.
    public var wantsSoftwareDimming: Bool {
        get {
            AcceptedMember.note("UIScreen.wantsSoftwareDimming")
            return lock.withLock { settings.wantsSoftwareDimming }
        }
        set {
            AcceptedMember.note("UIScreen.wantsSoftwareDimming")
            lock.withLock { settings.wantsSoftwareDimming = newValue }
        }
    }

    /// What code set on the screen that changes nothing Reel draws (under a lock: the screen
    /// outside any recording is shared).
    private let lock = NSLock()
    private var settings = (
        brightness: CGFloat(0.5), wantsSoftwareDimming: false, overscan: UIScreen.OverscanCompensation.scale
    )

    /// How the picture is fitted to an external display that crops its edges (`.scale` by default).
    /// Reel: accepted; a recording is its own display, which crops nothing.
    public var overscanCompensation: UIScreen.OverscanCompensation {
        get {
            AcceptedMember.note("UIScreen.overscanCompensation")
            return lock.withLock { settings.overscan }
        }
        set {
            AcceptedMember.note("UIScreen.overscanCompensation")
            lock.withLock { settings.overscan = newValue }
        }
    }

    public class var main: UIScreen {
        RecordingContext.current?.screen as? UIScreen ?? outsideRecording
    }
}

import Foundation

extension RecordingHost {
    /// A recording of `device`'s screen held in `orientation`: the window is the screen's size
    /// in points, `UIScreen.main.scale` and `traitCollection.displayScale` are its scale, the
    /// safe-area insets its own (`view.safeAreaLayoutGuide` reads them), and the traits its idiom
    /// and size classes (an iPhone in landscape is compact in height; the Plus and Max phones are
    /// regular in width on their side; an iPad is regular both ways). `scale` replaces the
    /// device's (a smaller capture of the same layout).
    public convenience init(
        device: DevicePreset, orientation: DevicePreset.Orientation = .portrait, scale: CGFloat? = nil,
        fps: Double = 60, duration: TimeInterval, appearance: UIUserInterfaceStyle = .light
    ) {
        self.init(
            size: device.size(for: orientation), scale: scale ?? device.scale, fps: fps, duration: duration,
            appearance: appearance, device: (device, orientation))
        safeAreaInsets = device.safeAreaInsets(for: orientation)
    }

    /// The device whose screen this recording is (`init(device:orientation:…)`); nil for a
    /// window of a size.
    public var device: DevicePreset? { (recording.screen as? UIScreen)?.device?.preset }

    /// How the device is held (portrait for a window of a size).
    public var orientation: DevicePreset.Orientation {
        (recording.screen as? UIScreen)?.device?.orientation ?? .portrait
    }
}

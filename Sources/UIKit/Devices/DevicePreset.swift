import ReelCore

/// An Apple device's screen (Reel's own type, not UIKit's): its size in points, scale, safe-area
/// insets in each orientation, idiom and size classes, and whether it has a notch or Dynamic
/// Island and a home indicator. `RecordingHost(device:)` records in such a window, and
/// SnapshotTesting's `ViewImageConfig` presets are made from the same table (ReelCore's
/// `DeviceScreen.all`; `reel run --device <name>` reads it too).
///
/// ```swift
/// let host = RecordingHost(device: .iPhone15, orientation: .portrait, duration: 3)
/// host.safeAreaInsets  // top 59, bottom 34
/// ```
public struct DevicePreset: Hashable, Sendable {
    /// Upright or on its side.
    public enum Orientation: String, CaseIterable, Hashable, Sendable {
        case portrait, landscape
    }

    /// The table's figures.
    package let screen: DeviceScreen

    package init(_ screen: DeviceScreen) {
        self.screen = screen
    }

    /// The device named `name` (`iphone-15`, `ipad-pro-11`: `DevicePreset.names`), nil when
    /// Reel's table has none.
    public init?(name: String) {
        guard let screen = DeviceScreen.named(name) else { return nil }
        self.init(screen)
    }

    /// Every device Reel knows, phones first.
    public static var all: [DevicePreset] { DeviceScreen.all.map(DevicePreset.init) }
    /// The names `init(name:)` and `reel run --device` take.
    public static var names: [String] { DeviceScreen.names }

    /// The short name: `iphone-15`.
    public var name: String { screen.name }
    /// The name people read: "iPhone 15".
    public var title: String { screen.title }
    /// Pixels per point (`UIScreen.main.scale`, `traitCollection.displayScale`).
    public var scale: CGFloat { CGFloat(screen.scale) }
    /// `.phone` or `.pad`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { screen.idiom == .pad ? .pad : .phone }
    /// Whether the screen shows a home indicator (the device has no home button).
    public var hasHomeIndicator: Bool { screen.hasHomeIndicator }
    /// Whether the top edge has the sensor housing of iPhone X to iPhone 14.
    public var hasNotch: Bool { screen.cutout == .notch }
    /// Whether the top edge has the Dynamic Island.
    public var hasDynamicIsland: Bool { screen.cutout == .dynamicIsland }

    /// The screen in points in `orientation`.
    public func size(for orientation: Orientation = .portrait) -> CGSize {
        let size = screen.size(in: orientation.reel)
        return CGSize(width: size.width, height: size.height)
    }

    /// The window's safe-area insets in `orientation`.
    public func safeAreaInsets(for orientation: Orientation = .portrait) -> UIEdgeInsets {
        let i = screen.safeArea(in: orientation.reel)
        return UIEdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
    }

    /// The horizontal size class full screen in `orientation`.
    public func horizontalSizeClass(for orientation: Orientation = .portrait) -> UIUserInterfaceSizeClass {
        screen.isRegularWidth(in: orientation.reel) ? .regular : .compact
    }

    /// The vertical size class in `orientation`.
    public func verticalSizeClass(for orientation: Orientation = .portrait) -> UIUserInterfaceSizeClass {
        screen.isRegularHeight(in: orientation.reel) ? .regular : .compact
    }

    /// The traits a full-screen window reports in `orientation`: idiom, size classes and scale.
    public func traits(for orientation: Orientation = .portrait) -> UITraitCollection {
        UITraitCollection(
            scale: scale, horizontal: horizontalSizeClass(for: orientation),
            vertical: verticalSizeClass(for: orientation), idiom: userInterfaceIdiom)
    }
}

extension DevicePreset.Orientation {
    package var reel: DeviceScreen.Orientation { self == .portrait ? .portrait : .landscape }
}

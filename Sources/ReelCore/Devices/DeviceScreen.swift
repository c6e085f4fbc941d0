import Foundation

/// An Apple device's screen as an app sees it: its size in points (portrait), pixels per point,
/// the safe-area insets in each orientation, its idiom, and the hardware that shapes the
/// screen's edges (a notch or Dynamic Island, a home indicator). One table of them
/// (`DeviceScreen.all`, in DeviceScreen+Table.swift) serves `reel run --device`, UIKit's
/// `DevicePreset` (`RecordingHost(device:)`) and SnapshotTesting's `ViewImageConfig` presets.
public struct DeviceScreen: Hashable, Sendable {
    /// Phone or tablet, like `UIUserInterfaceIdiom`.
    public enum Idiom: String, Hashable, Sendable {
        case phone, pad
    }

    /// What the top edge of the screen holds.
    public enum Cutout: String, Hashable, Sendable {
        /// A straight edge (a device with a home button, or an iPad).
        case none
        /// The sensor housing of iPhone X to iPhone 14.
        case notch
        /// The pill of iPhone 14 Pro, iPhone 15 and later.
        case dynamicIsland
    }

    /// Upright or on its side.
    public enum Orientation: String, CaseIterable, Hashable, Sendable {
        case portrait, landscape
    }

    /// Insets in points, like `UIEdgeInsets`.
    public struct Insets: Hashable, Sendable {
        public var top: Double
        public var left: Double
        public var bottom: Double
        public var right: Double

        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        public static let zero = Insets(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// An iPad's Split View (or Slide Over) width: the app's share of the screen in one
    /// orientation, its width in points and whether that width is regular.
    public struct Split: Hashable, Sendable {
        /// The app's share: a third, a half or two thirds.
        public enum Share: String, Hashable, Sendable {
            case oneThird, oneHalf, twoThirds
        }

        public var orientation: Orientation
        public var share: Share
        public var width: Double
        public var isRegularWidth: Bool

        public init(_ orientation: Orientation, _ share: Share, width: Double, regular: Bool) {
            self.orientation = orientation
            self.share = share
            self.width = width
            self.isRegularWidth = regular
        }
    }

    /// The name `reel run --device` takes: `iphone-15`, `ipad-pro-11`.
    public let name: String
    /// The name people read: "iPhone 15".
    public let title: String
    /// The screen in points, portrait.
    public let portraitSize: Size
    /// Pixels per point (`UIScreen.scale`).
    public let scale: Double
    public let portraitInsets: Insets
    public let landscapeInsets: Insets
    public let idiom: Idiom
    public let cutout: Cutout
    /// Whether the device shows a home indicator (no home button).
    public let hasHomeIndicator: Bool
    /// Whether the width is regular in landscape (the Plus and Max phones; every iPad).
    public let isRegularWidthInLandscape: Bool
    /// The iPad's Split View widths (none for a phone).
    public let splits: [Split]

    public init(
        name: String, title: String, size: Size, scale: Double, portrait: Insets, landscape: Insets,
        idiom: Idiom, cutout: Cutout = .none, homeIndicator: Bool = false, regularInLandscape: Bool = false,
        splits: [Split] = []
    ) {
        self.name = name
        self.title = title
        self.portraitSize = size
        self.scale = scale
        self.portraitInsets = portrait
        self.landscapeInsets = landscape
        self.idiom = idiom
        self.cutout = cutout
        self.hasHomeIndicator = homeIndicator
        self.isRegularWidthInLandscape = idiom == .pad || regularInLandscape
        self.splits = splits
    }

    /// The screen in points in `orientation`.
    public func size(in orientation: Orientation) -> Size {
        orientation == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }

    /// The window's safe-area insets in `orientation`.
    public func safeArea(in orientation: Orientation) -> Insets {
        orientation == .portrait ? portraitInsets : landscapeInsets
    }

    /// Whether the width is regular in `orientation` (else compact), as iOS reports it full screen.
    public func isRegularWidth(in orientation: Orientation) -> Bool {
        idiom == .pad || (orientation == .landscape && isRegularWidthInLandscape)
    }

    /// Whether the height is regular in `orientation` (else compact): compact only for a phone
    /// on its side.
    public func isRegularHeight(in orientation: Orientation) -> Bool {
        idiom == .pad || orientation == .portrait
    }

    /// The device named `name` (`iphone-15`; case and spaces or underscores for dashes do not
    /// matter), nil when the table has none.
    public static func named(_ name: String) -> DeviceScreen? {
        let key = name.lowercased().replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: "_", with: "-")
        return all.first { $0.name == key }
    }

    /// The names of every device in the table, in its order.
    public static var names: [String] { all.map(\.name) }
}

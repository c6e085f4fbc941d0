import UIKit

/// A device to snapshot a view controller on, like swift-snapshot-testing's `ViewImageConfig`:
/// the window's safe area, its size (nil: the controller's view's) and its traits. The presets
/// (`.iPhoneSe`, `.iPhone13`, `.iPadPro11(.portrait)`, …, in ViewImageConfig+Presets.swift) are
/// made from Reel's one device table (UIKit's `DevicePreset`), with upstream's figures. As
/// upstream's, they carry no display scale: the scale comes from `traits`, else the reference
/// image, else 2 (README).
public struct ViewImageConfig: Sendable {
    /// How a phone is held.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// How an iPad is held, and the share of its screen the app has in Split View.
    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }

        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}

extension ViewImageConfig.Orientation {
    /// The same orientation in Reel's device table.
    var device: DevicePreset.Orientation { self == .portrait ? .portrait : .landscape }
}

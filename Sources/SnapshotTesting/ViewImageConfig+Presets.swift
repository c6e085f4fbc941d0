// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (iPad names spell sizes as swift-snapshot-testing does: iPad10_2, iPadPro12_9.)

import ReelCore
import UIKit

/// Upstream's device presets, each from Reel's device table (`DevicePreset`): the size and
/// safe area of the device in the orientation, and upstream's traits for it
/// (UITraitCollection+Devices.swift). Phones default to portrait, iPads to landscape, as upstream.
extension ViewImageConfig {
    /// A phone's config: `device`'s size and safe area in `orientation`, its traits.
    static func phone(_ device: DevicePreset, _ orientation: Orientation) -> ViewImageConfig {
        ViewImageConfig(
            safeArea: device.safeAreaInsets(for: orientation.device), size: device.size(for: orientation.device),
            traits: .phone(device, orientation))
    }

    /// An iPad's config: the full screen or a Split View share of it, the device's safe area.
    static func tablet(_ device: DevicePreset, _ orientation: TabletOrientation) -> ViewImageConfig {
        let split: DeviceScreen.Split?
        let held: DevicePreset.Orientation
        switch orientation {
        case .landscape(let share):
            held = .landscape
            split = device.split(.landscape, share.deviceShare)
        case .portrait(let share):
            held = .portrait
            split = device.split(.portrait, share.deviceShare)
        }
        var size = device.size(for: held)
        if let split { size.width = CGFloat(split.width) }
        let regular = split?.isRegularWidth ?? true
        return ViewImageConfig(
            safeArea: device.safeAreaInsets(for: held), size: size,
            traits: regular ? .tabletRegular : .tabletCompactSplitView)
    }

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    /// The first iPhone SE, 320 × 568 points (upstream's figures).
    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhoneSE1stGeneration, orientation)
    }
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone8, orientation) }
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone8Plus, orientation) }
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhoneX, orientation) }
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhoneXSMax, orientation) }
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhoneXR, orientation) }
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone12, orientation) }
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone12Pro, orientation) }
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhone12ProMax, orientation)
    }
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone13, orientation) }
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone13Mini, orientation) }
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig { phone(.iPhone13Pro, orientation) }
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(.iPhone13ProMax, orientation)
    }

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig { iPadMini(orientation.tablet) }
    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.iPadMini, orientation) }
    public static let iPad9_7 = ViewImageConfig.iPad9_7(.landscape)
    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig { iPad9_7(orientation.tablet) }
    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.iPad9_7, orientation) }
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig { iPad10_2(orientation.tablet) }
    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig { tablet(.iPad10_2, orientation) }
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig { iPadPro10_5(orientation.tablet) }
    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(.iPadPro10_5, orientation)
    }
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig { iPadPro11(orientation.tablet) }
    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(.iPadPro11, orientation)
    }
    /// The 12.9-inch iPad Pro with a home button (2nd generation), as upstream's figures.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig { iPadPro12_9(orientation.tablet) }
    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(.iPadPro12_9SecondGeneration, orientation)
    }
}

extension ViewImageConfig.Orientation {
    /// The iPad full screen in this orientation.
    var tablet: ViewImageConfig.TabletOrientation {
        self == .portrait ? .portrait(splitView: .full) : .landscape(splitView: .full)
    }
}

extension ViewImageConfig.TabletOrientation.LandscapeSplits {
    /// The table's share, nil for the full screen.
    var deviceShare: DeviceScreen.Split.Share? {
        switch self {
        case .oneThird: .oneThird
        case .oneHalf: .oneHalf
        case .twoThirds: .twoThirds
        case .full: nil
        }
    }
}

extension ViewImageConfig.TabletOrientation.PortraitSplits {
    /// The table's share, nil for the full screen.
    var deviceShare: DeviceScreen.Split.Share? {
        switch self {
        case .oneThird: .oneThird
        case .twoThirds: .twoThirds
        case .full: nil
        }
    }
}

extension DevicePreset {
    /// The table's Split View width for `share` in `orientation` (nil: the full screen).
    func split(_ orientation: DeviceScreen.Orientation, _ share: DeviceScreen.Split.Share?) -> DeviceScreen.Split? {
        guard let share else { return nil }
        return screen.splits.first { $0.orientation == orientation && $0.share == share }
    }
}

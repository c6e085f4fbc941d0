// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (iPad names spell sizes as swift-snapshot-testing does: iPad10_2, iPadPro12_9.)

import UIKit

/// Upstream's trait presets for its devices, from Reel's device table: a phone is left to right
/// at the medium text size with its size classes in the orientation; an iPad is regular both
/// ways, and compact in width in a narrow Split View. (Upstream's `forceTouchCapability` is left
/// out: Reel's traits have none.)
extension UITraitCollection {
    /// `device`'s phone traits in `orientation`.
    static func phone(_ device: DevicePreset, _ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: device.horizontalSizeClass(for: orientation.device)),
            UITraitCollection(verticalSizeClass: device.verticalSizeClass(for: orientation.device)),
        ])
    }

    static let tabletRegular = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])

    static let tabletCompactSplitView = UITraitCollection(traitsFrom: [
        UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(verticalSizeClass: .regular),
        UITraitCollection(userInterfaceIdiom: .pad),
    ])

    public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(.iPhoneSE1stGeneration, orientation)
    }
    public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(.iPhone8, orientation)
    }
    public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(.iPhone8Plus, orientation)
    }
    public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(.iPhoneX, orientation)
    }
    public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(.iPhoneXR, orientation)
    }
    public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(.iPhoneXSMax, orientation)
    }
    public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(.iPhone12, orientation)
    }
    public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(.iPhone12ProMax, orientation)
    }
    public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(.iPhone13, orientation)
    }
    public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
        phone(.iPhone13ProMax, orientation)
    }

    public static let iPadMini = tabletRegular
    public static let iPadMini_Compact_SplitView = tabletCompactSplitView
    public static let iPad9_7 = tabletRegular
    public static let iPad9_7_Compact_SplitView = tabletCompactSplitView
    public static let iPad10_2 = tabletRegular
    public static let iPad10_2_Compact_SplitView = tabletCompactSplitView
    public static let iPadPro10_5 = tabletRegular
    public static let iPadPro10_5_Compact_SplitView = tabletCompactSplitView
    public static let iPadPro11 = tabletRegular
    public static let iPadPro11_Compact_SplitView = tabletCompactSplitView
    public static let iPadPro12_9 = tabletRegular
    public static let iPadPro12_9_Compact_SplitView = tabletCompactSplitView
}

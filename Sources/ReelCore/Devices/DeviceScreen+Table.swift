// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (iPad names spell sizes as swift-snapshot-testing does: iPad10_2, iPadPro12_9.)

// The figures, and where they come from (DeviceScreenTests checks them against these sources):
// - Sizes in points and scales: Apple's Human Interface Guidelines, "Layout", device screen sizes
//   (developer.apple.com/design/human-interface-guidelines/layout), as tabulated in
//   gist.github.com/ricsantos/e7baee6885626b9cb87c021a5097623f.
// - Safe areas of the devices swift-snapshot-testing has presets for: its `ViewImageConfig`
//   (Sources/SnapshotTesting/Common/View.swift), figures measured in Apple's simulator, so that
//   `.image(on:)` lays out as upstream's does. iPhone 14 as iPhone 13; the Dynamic Island phones
//   59/34 portrait and 59/21 landscape (csl.cool/2023/09/15/ios-dev/ios-layout-adaptation).
// - iPad Split View widths and their size classes: upstream's presets and
//   gist.github.com/macguru/b7a01e3f0e9ae6f350d5 (iOS 11 interface sizes).

extension DeviceScreen {
    private static func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> Insets {
        Insets(top: top, left: left, bottom: bottom, right: right)
    }

    /// A phone with a home button: a 20-point status bar in portrait, none in landscape.
    private static func classicPhone(
        _ name: String, _ title: String, _ width: Double, _ height: Double, scale: Double, regular: Bool = false
    ) -> DeviceScreen {
        DeviceScreen(
            name: name, title: title, size: Size(width: width, height: height), scale: scale,
            portrait: insets(20, 0, 0, 0), landscape: .zero, idiom: .phone, regularInLandscape: regular)
    }

    /// A phone with a home indicator: `top` above in portrait, `top` at each side and `landscapeBottom`
    /// below in landscape.
    private static func edgePhone(
        _ name: String, _ title: String, _ width: Double, _ height: Double, scale: Double, top: Double,
        landscapeBottom: Double = 21, cutout: Cutout = .notch, regular: Bool = false
    ) -> DeviceScreen {
        DeviceScreen(
            name: name, title: title, size: Size(width: width, height: height), scale: scale,
            portrait: insets(top, 0, 34, 0), landscape: insets(0, top, landscapeBottom, top), idiom: .phone,
            cutout: cutout, homeIndicator: true, regularInLandscape: regular)
    }

    /// An iPad at 2×, the same insets in both orientations.
    private static func pad(
        _ name: String, _ title: String, _ width: Double, _ height: Double, insets: Insets, homeIndicator: Bool,
        splits: [Split]
    ) -> DeviceScreen {
        DeviceScreen(
            name: name, title: title, size: Size(width: width, height: height), scale: 2, portrait: insets,
            landscape: insets, idiom: .pad, homeIndicator: homeIndicator, splits: splits)
    }

    /// Split View widths: landscape thirds, half and two thirds; portrait third and two thirds.
    /// Compact except where `regular` says (a landscape two thirds always is, as is a half of
    /// the 12.9-inch iPad).
    private static func splits(
        landscape: (Double, Double, Double), portrait: (Double, Double), regularHalf: Bool = false
    ) -> [Split] {
        [
            Split(.landscape, .oneThird, width: landscape.0, regular: false),
            Split(.landscape, .oneHalf, width: landscape.1, regular: regularHalf),
            Split(.landscape, .twoThirds, width: landscape.2, regular: true),
            Split(.portrait, .oneThird, width: portrait.0, regular: false),
            Split(.portrait, .twoThirds, width: portrait.1, regular: false),
        ]
    }

    public static let iPhoneSE1stGeneration = classicPhone(
        "iphone-se-1st-gen", "iPhone SE (1st generation)", 320, 568, scale: 2)
    public static let iPhoneSE = classicPhone("iphone-se", "iPhone SE (2nd and 3rd generation)", 375, 667, scale: 2)
    public static let iPhone8 = classicPhone("iphone-8", "iPhone 8", 375, 667, scale: 2)
    public static let iPhone8Plus = classicPhone("iphone-8-plus", "iPhone 8 Plus", 414, 736, scale: 3, regular: true)
    public static let iPhoneX = edgePhone("iphone-x", "iPhone X", 375, 812, scale: 3, top: 44, landscapeBottom: 24)
    public static let iPhoneXR = edgePhone(
        "iphone-xr", "iPhone XR", 414, 896, scale: 2, top: 44, landscapeBottom: 24, regular: true)
    public static let iPhoneXSMax = edgePhone(
        "iphone-xs-max", "iPhone XS Max", 414, 896, scale: 3, top: 44, landscapeBottom: 24, regular: true)
    public static let iPhone12 = edgePhone("iphone-12", "iPhone 12", 390, 844, scale: 3, top: 47)
    public static let iPhone12Pro = edgePhone("iphone-12-pro", "iPhone 12 Pro", 390, 844, scale: 3, top: 47)
    public static let iPhone12ProMax = edgePhone(
        "iphone-12-pro-max", "iPhone 12 Pro Max", 428, 926, scale: 3, top: 47, regular: true)
    public static let iPhone13Mini = edgePhone("iphone-13-mini", "iPhone 13 mini", 375, 812, scale: 3, top: 50)
    public static let iPhone13 = edgePhone("iphone-13", "iPhone 13", 390, 844, scale: 3, top: 47)
    public static let iPhone13Pro = edgePhone("iphone-13-pro", "iPhone 13 Pro", 390, 844, scale: 3, top: 47)
    public static let iPhone13ProMax = edgePhone(
        "iphone-13-pro-max", "iPhone 13 Pro Max", 428, 926, scale: 3, top: 47, regular: true)
    public static let iPhone14 = edgePhone("iphone-14", "iPhone 14", 390, 844, scale: 3, top: 47)
    public static let iPhone15 = edgePhone(
        "iphone-15", "iPhone 15", 393, 852, scale: 3, top: 59, cutout: .dynamicIsland)
    public static let iPhone15Pro = edgePhone(
        "iphone-15-pro", "iPhone 15 Pro", 393, 852, scale: 3, top: 59, cutout: .dynamicIsland)
    public static let iPhone15ProMax = edgePhone(
        "iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, scale: 3, top: 59, cutout: .dynamicIsland,
        regular: true)

    public static let iPadMini = pad(
        "ipad-mini", "iPad mini (5th generation)", 768, 1024, insets: insets(20, 0, 0, 0), homeIndicator: false,
        splits: splits(landscape: (320, 507, 694), portrait: (320, 438)))
    public static let iPad9_7 = pad(
        "ipad-9-7", "iPad 9.7-inch", 768, 1024, insets: insets(20, 0, 0, 0), homeIndicator: false,
        splits: splits(landscape: (320, 507, 694), portrait: (320, 438)))
    public static let iPad10_2 = pad(
        "ipad-10-2", "iPad 10.2-inch", 810, 1080, insets: insets(20, 0, 0, 0), homeIndicator: false,
        splits: splits(landscape: (320, 535, 750), portrait: (320, 480)))
    public static let iPadPro10_5 = pad(
        "ipad-pro-10-5", "iPad Pro 10.5-inch", 834, 1112, insets: insets(20, 0, 0, 0), homeIndicator: false,
        splits: splits(landscape: (320, 551, 782), portrait: (320, 504)))
    public static let iPadPro11 = pad(
        "ipad-pro-11", "iPad Pro 11-inch", 834, 1194, insets: insets(24, 0, 20, 0), homeIndicator: true,
        splits: splits(landscape: (375, 592, 809), portrait: (320, 504)))
    public static let iPadPro12_9 = pad(
        "ipad-pro-12-9", "iPad Pro 12.9-inch (3rd generation and later)", 1024, 1366, insets: insets(24, 0, 20, 0),
        homeIndicator: true, splits: splits(landscape: (375, 678, 981), portrait: (375, 639), regularHalf: true))
    public static let iPadPro12_9SecondGeneration = pad(
        "ipad-pro-12-9-2nd-gen", "iPad Pro 12.9-inch (2nd generation)", 1024, 1366, insets: insets(20, 0, 0, 0),
        homeIndicator: false,
        splits: splits(landscape: (375, 678, 981), portrait: (375, 639), regularHalf: true))

    /// Every device, phones from the smallest generation up, then iPads.
    public static let all: [DeviceScreen] = [
        iPhoneSE1stGeneration, iPhoneSE, iPhone8, iPhone8Plus, iPhoneX, iPhoneXR, iPhoneXSMax, iPhone12, iPhone12Pro,
        iPhone12ProMax, iPhone13Mini, iPhone13, iPhone13Pro, iPhone13ProMax, iPhone14, iPhone15, iPhone15Pro,
        iPhone15ProMax, iPadMini, iPad9_7, iPad10_2, iPadPro10_5, iPadPro11, iPadPro12_9, iPadPro12_9SecondGeneration,
    ]
}

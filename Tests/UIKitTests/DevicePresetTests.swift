import Foundation
import Testing
import UIKit

/// Reel's one device table (ReelCore's `DeviceScreen`, UIKit's `DevicePreset`) against the
/// published figures, and `RecordingHost(device:orientation:)` reporting them.
///
/// Sources of the expected numbers below:
/// - Points and scale: Apple's Human Interface Guidelines, "Layout" (device screen sizes),
///   developer.apple.com/design/human-interface-guidelines/layout, as tabulated in
///   gist.github.com/ricsantos/e7baee6885626b9cb87c021a5097623f (e.g. iPhone 15 Pro Max
///   430 × 932 @3x; iPhone XR 414 × 896 @2x; iPhone 13 mini 375 × 812 @3x).
/// - Safe areas: pointfreeco/swift-snapshot-testing's `ViewImageConfig`
///   (Sources/SnapshotTesting/Common/View.swift: iPhone 13 47/34 portrait and 47/21 landscape,
///   iPhone 13 mini 50, iPhone X 44/34 and 44/24, iPad Pro 11 24/20, other iPads 20); the
///   Dynamic Island phones 59/34 and 59/21 (csl.cool/2023/09/15/ios-dev/ios-layout-adaptation,
///   printed `safeAreaInsets`).
@Suite struct DevicePresetTests {
    /// (name, width, height, scale, portrait top, portrait bottom, landscape side, landscape bottom).
    static let published: [(String, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)] = [
        ("iphone-se-1st-gen", 320, 568, 2, 20, 0, 0, 0),
        ("iphone-se", 375, 667, 2, 20, 0, 0, 0),
        ("iphone-8", 375, 667, 2, 20, 0, 0, 0),
        ("iphone-8-plus", 414, 736, 3, 20, 0, 0, 0),
        ("iphone-x", 375, 812, 3, 44, 34, 44, 24),
        ("iphone-xr", 414, 896, 2, 44, 34, 44, 24),
        ("iphone-xs-max", 414, 896, 3, 44, 34, 44, 24),
        ("iphone-12", 390, 844, 3, 47, 34, 47, 21),
        ("iphone-12-pro-max", 428, 926, 3, 47, 34, 47, 21),
        ("iphone-13-mini", 375, 812, 3, 50, 34, 50, 21),
        ("iphone-13", 390, 844, 3, 47, 34, 47, 21),
        ("iphone-13-pro", 390, 844, 3, 47, 34, 47, 21),
        ("iphone-13-pro-max", 428, 926, 3, 47, 34, 47, 21),
        ("iphone-14", 390, 844, 3, 47, 34, 47, 21),
        ("iphone-15", 393, 852, 3, 59, 34, 59, 21),
        ("iphone-15-pro", 393, 852, 3, 59, 34, 59, 21),
        ("iphone-15-pro-max", 430, 932, 3, 59, 34, 59, 21),
        ("ipad-mini", 768, 1024, 2, 20, 0, 0, 0),
        ("ipad-9-7", 768, 1024, 2, 20, 0, 0, 0),
        ("ipad-10-2", 810, 1080, 2, 20, 0, 0, 0),
        ("ipad-pro-10-5", 834, 1112, 2, 20, 0, 0, 0),
        ("ipad-pro-11", 834, 1194, 2, 24, 20, 0, 20),
        ("ipad-pro-12-9", 1024, 1366, 2, 24, 20, 0, 20),
    ]

    @Test(arguments: published) func theTableHoldsThePublishedFigures(
        figures: (String, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)
    ) throws {
        let (name, width, height, scale, top, bottom, side, landscapeBottom) = figures
        let device = try #require(DevicePreset(name: name), "\(name) is missing")
        #expect(device.size(for: .portrait) == CGSize(width: width, height: height))
        #expect(device.size(for: .landscape) == CGSize(width: height, height: width))
        #expect(device.scale == scale)
        #expect(device.safeAreaInsets(for: .portrait) == UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
        let landscape = device.safeAreaInsets(for: .landscape)
        if device.userInterfaceIdiom == .pad {
            // iPads keep their status bar (and home indicator) on their side.
            #expect(landscape == device.safeAreaInsets(for: .portrait))
        } else {
            #expect(landscape == UIEdgeInsets(top: 0, left: side, bottom: landscapeBottom, right: side))
        }
        #expect(device.hasHomeIndicator == (bottom > 0))
        #expect(device.userInterfaceIdiom == (name.hasPrefix("ipad") ? .pad : .phone))
    }

    @Test func namesAreUniqueAndLookedUpLoosely() {
        #expect(Set(DevicePreset.names).count == DevicePreset.names.count)
        #expect(DevicePreset(name: "iPhone 15 Pro")?.name == "iphone-15-pro")
        #expect(DevicePreset(name: "iphone_13_mini") == .iPhone13Mini)
        #expect(DevicePreset(name: "iphone-99") == nil)
        #expect(DevicePreset.iPhone15.hasDynamicIsland && !DevicePreset.iPhone15.hasNotch)
        #expect(DevicePreset.iPhone14.hasNotch && !DevicePreset.iPhone8.hasNotch)
    }

    /// (device, orientation, horizontal, vertical): iOS's full-screen size classes.
    static let sizeClasses:
        [(DevicePreset, DevicePreset.Orientation, UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)] = [
            (.iPhone13, .portrait, .compact, .regular), (.iPhone13, .landscape, .compact, .compact),
            (.iPhone15ProMax, .landscape, .regular, .compact), (.iPhone8Plus, .landscape, .regular, .compact),
            (.iPadPro11, .portrait, .regular, .regular), (.iPadMini, .landscape, .regular, .regular),
        ]

    @Test(arguments: sizeClasses) func aDeviceHostReportsTheDevice(
        case: (DevicePreset, DevicePreset.Orientation, UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)
    ) {
        let (device, orientation, horizontal, vertical) = `case`
        let host = RecordingHost(device: device, orientation: orientation, duration: 1)
        #expect(host.device == device && host.orientation == orientation)
        #expect(host.window.bounds.size == device.size(for: orientation))
        #expect(host.safeAreaInsets == device.safeAreaInsets(for: orientation))
        host.run {
            let view = UIView(frame: host.rootView.bounds)
            host.rootView.addSubview(view)
            #expect(UIScreen.main.scale == device.scale)
            #expect(view.traitCollection.displayScale == device.scale)
            #expect(view.traitCollection.horizontalSizeClass == horizontal)
            #expect(view.traitCollection.verticalSizeClass == vertical)
            #expect(view.traitCollection.userInterfaceIdiom == device.userInterfaceIdiom)
            #expect(view.safeAreaInsets == device.safeAreaInsets(for: orientation))
        }
    }

    @Test func aWindowOfASizeKeepsItsOwnRules() {
        let host = RecordingHost(size: CGSize(width: 200, height: 100), duration: 1)
        #expect(host.device == nil && host.orientation == .portrait && host.safeAreaInsets == .zero)
        host.run {
            #expect(host.rootView.traitCollection.userInterfaceIdiom == .phone)
            #expect(host.rootView.traitCollection.verticalSizeClass == .compact)
        }
    }
}

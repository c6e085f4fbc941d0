import Foundation
import ReelRender
import Shaders
import Testing
import UIKit

@testable import SnapshotTesting

/// `Snapshotting<UIViewController, …>.image(on:)` and `.recursiveDescription(on:)`: the
/// controller hosted in a window of the device's size and safe area, its lifecycle run.
@Suite struct ViewControllerSnapshotTests {
    /// A white view with a red panel pinned by Auto Layout to its safe area, recording its
    /// lifecycle calls.
    final class PinnedController: UIViewController {
        var calls: [String] = []
        var traitsSeen: UITraitCollection?
        let panel = UIView()

        override func viewDidLoad() {
            calls.append("viewDidLoad")
            view.backgroundColor = .white
            panel.backgroundColor = .red
            panel.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(panel)
            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                panel.topAnchor.constraint(equalTo: guide.topAnchor),
                panel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                panel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                panel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            ])
        }

        override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
        override func viewDidAppear(_ animated: Bool) {
            calls.append("viewDidAppear")
            traitsSeen = view.traitCollection
        }
    }

    static func frame(_ strategy: Snapshotting<UIViewController, UIImage>, _ controller: UIViewController) throws
        -> Shaders.Frame
    {
        var image: UIImage?
        strategy.snapshot(controller).run { image = $0 }
        let snapshot = try #require(image as? SnapshotImage)
        #expect(snapshot.failure == nil, "\(snapshot.failure ?? "")")
        return snapshot.frame
    }

    static func isRed(_ frame: Shaders.Frame, _ x: Int, _ y: Int) -> Bool {
        let p = frame[x, y]
        return p.r == 255 && p.g == 0 && p.b == 0
    }

    static func isWhite(_ frame: Shaders.Frame, _ x: Int, _ y: Int) -> Bool {
        let p = frame[x, y]
        return p.r == 255 && p.g == 255 && p.b == 255
    }

    /// (config, width, height, top inset, bottom inset) in points; upstream's figures for
    /// `.iPhoneSe` (320 × 568, 20/0) and `.iPhone13` (390 × 844, 47/34).
    static let devices: [(String, ViewImageConfig, Int, Int, Int, Int)] = [
        ("iPhoneSe", .iPhoneSe, 320, 568, 20, 0),
        ("iPhone13", .iPhone13, 390, 844, 47, 34),
        ("iPhone13 landscape", .iPhone13(.landscape), 844, 390, 0, 21),
    ]

    @Test(arguments: devices) func aSafeAreaPinnedViewLandsOnTheInsetRows(
        device: (String, ViewImageConfig, Int, Int, Int, Int)
    ) throws {
        let (_, config, width, height, top, bottom) = device
        let scale = 2  // No reference and no display scale: 2 pixels per point.
        let frame = try Self.frame(.image(on: config), PinnedController())
        #expect(frame.width == width * scale && frame.height == height * scale)
        let x = frame.width / 2
        let firstRed = top * scale
        let lastRed = (height - bottom) * scale - 1
        if firstRed > 0 { #expect(Self.isWhite(frame, x, firstRed - 1), "row \(firstRed - 1)") }
        #expect(Self.isRed(frame, x, firstRed), "row \(firstRed)")
        #expect(Self.isRed(frame, x, lastRed), "row \(lastRed)")
        if lastRed + 1 < frame.height { #expect(Self.isWhite(frame, x, lastRed + 1), "row \(lastRed + 1)") }
        // Landscape insets the sides too (47 points each on an iPhone 13).
        let side = config.safeArea.left
        if side > 0 {
            let y = frame.height / 2
            #expect(Self.isWhite(frame, Int(side) * scale - 1, y) && Self.isRed(frame, Int(side) * scale, y))
        }
    }

    @Test func theLifecycleRunsAndTheTraitsAreTheDevices() throws {
        let controller = PinnedController()
        _ = try Self.frame(.image(on: .iPhone13ProMax(.landscape)), controller)
        #expect(Array(controller.calls.prefix(3)) == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        let traits = try #require(controller.traitsSeen)
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .compact)
        #expect(traits.userInterfaceIdiom == .phone && traits.preferredContentSizeCategory == .medium)
        let pad = PinnedController()
        _ = try Self.frame(.image(on: .iPadPro11(.landscape(splitView: .oneThird))), pad)
        #expect(pad.traitsSeen?.userInterfaceIdiom == .pad && pad.traitsSeen?.horizontalSizeClass == .compact)
    }

    @Test func aDisplayScaleInTheTraitsSetsThePixels() throws {
        let frame = try Self.frame(
            .image(on: .iPhoneSe, traits: UITraitCollection(displayScale: 3)), PinnedController())
        #expect(frame.width == 960 && frame.height == 1704)
        #expect(Self.isWhite(frame, 480, 59) && Self.isRed(frame, 480, 60))
    }

    @Test func withoutAConfigTheViewsFrameIsTheWindow() throws {
        let controller = PinnedController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 50, height: 30)
        let frame = try Self.frame(.image, controller)
        #expect(frame.width == 100 && frame.height == 60)
        #expect(Self.isRed(frame, 0, 0))  // No safe area.
    }

    @Test func recursiveDescriptionLaysOutOnTheDevice() {
        var text: String?
        Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhoneSe).snapshot(PinnedController())
            .run { text = $0 }
        #expect(
            text == """
                <UIView; frame = (0 0; 320 568); layer = <CALayer>>
                   | <UIView; frame = (0 20; 320 548); layer = <CALayer>>
                """)
    }

    /// Upstream's presets (pointfreeco/swift-snapshot-testing, Common/View.swift): size and safe area.
    static let upstream: [(ViewImageConfig, CGSize, UIEdgeInsets)] = [
        (.iPhoneSe(.landscape), CGSize(width: 568, height: 320), .zero),
        (.iPhone8, CGSize(width: 375, height: 667), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        (.iPhone8Plus, CGSize(width: 414, height: 736), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        (.iPhoneX(.landscape), CGSize(width: 812, height: 375), UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)),
        (.iPhoneXsMax, CGSize(width: 414, height: 896), UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
        (.iPhoneXr, CGSize(width: 414, height: 896), UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
        (.iPhone12Pro, CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        (.iPhone12ProMax, CGSize(width: 428, height: 926), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        (.iPhone13Mini, CGSize(width: 375, height: 812), UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0)),
        (.iPhone13Pro, CGSize(width: 390, height: 844), UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)),
        (.iPadMini, CGSize(width: 1024, height: 768), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        (
            .iPadMini(.portrait(splitView: .twoThirds)), CGSize(width: 438, height: 1024),
            UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        ),
        (.iPad9_7(.portrait), CGSize(width: 768, height: 1024), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        (
            .iPad10_2(.landscape(splitView: .oneHalf)), CGSize(width: 535, height: 810),
            UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        ),
        (.iPadPro10_5, CGSize(width: 1112, height: 834), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        (.iPadPro11(.portrait), CGSize(width: 834, height: 1194), UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0)),
        (.iPadPro12_9, CGSize(width: 1366, height: 1024), UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        (
            .iPadPro12_9(.landscape(splitView: .oneHalf)), CGSize(width: 678, height: 1024),
            UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        ),
    ]

    @Test(arguments: upstream) func presetsMatchUpstream(preset: (ViewImageConfig, CGSize, UIEdgeInsets)) {
        #expect(preset.0.size == preset.1)
        #expect(preset.0.safeArea == preset.2)
    }

    @Test func splitViewSizeClassesFollowUpstream() {
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPadPro11(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .compact)
        #expect(ViewImageConfig.iPadMini(.landscape(splitView: .twoThirds)).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhone8Plus(.landscape).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPhone13Mini(.landscape).traits.horizontalSizeClass == .compact)
    }
}

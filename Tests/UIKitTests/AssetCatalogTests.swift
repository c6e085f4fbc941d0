import Foundation
import ReelCore
import ReelRender
import Shaders
import Testing
import UIKit
import _ReelTestSupport

@Suite struct AssetCatalogTests {
    /// The fixture folder holding `Assets.xcassets`, as a bundle of resources.
    static let bundle = Bundle(path: Repository.path("Tests/UIKitTests/Fixtures/Assets"))

    /// The 0…255 components of a colour resolved for `style`.
    static func rgb(_ color: UIColor?, _ style: UIUserInterfaceStyle) -> [Int] {
        guard let resolved = color?.resolvedColor(with: UITraitCollection(userInterfaceStyle: style)) else { return [] }
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        _ = resolved.getRed(&r, green: &g, blue: &b, alpha: nil)
        return [r, g, b].map { Int(($0 * 255).rounded()) }
    }

    /// A colour set's any and dark appearances (components written as decimals, of 255, and hex).
    @Test func colorSetHasItsAppearances() {
        let brand = UIColor(named: "Brand", in: Self.bundle, compatibleWith: nil)
        #expect(Self.rgb(brand, .light) == [51, 102, 153])
        #expect(Self.rgb(brand, .dark) == [255, 204, 51])
        #expect(UIColor(named: "Missing", in: Self.bundle, compatibleWith: nil) == nil)
    }

    /// A view coloured with the set draws its dark value in a dark recording, its any value in
    /// a light one.
    @Test(arguments: [(UIUserInterfaceStyle.light, [51, 102, 153]), (.dark, [255, 204, 51])])
    func viewDrawsTheSetsColorForTheAppearance(style: UIUserInterfaceStyle, expected: [Int]) throws {
        let frame = try Everyday.frame(
            "asset-brand-\(style.rawValue)", size: CGSize(width: 10, height: 10), appearance: style
        ) {
            host in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = UIColor(named: "Brand", in: Self.bundle, compatibleWith: nil)
            host.rootView.addSubview(view)
        }
        #expect(Everyday.rgb(frame, 5, 5) == expected)
    }

    /// An image set gives the file of the screen's scale at that scale (red 4 px @1x, green
    /// 8 px @2x, blue 12 px @3x), by name or by group path.
    @Test(arguments: [(1, 4, [255, 0, 0, 255]), (2, 8, [0, 255, 0, 255]), (3, 12, [0, 0, 255, 255])])
    func imageSetGivesTheScreensScale(scale: Int, pixels: Int, rgba: [Int]) throws {
        let host = RecordingHost(
            size: CGSize(width: 10, height: 10), scale: CGFloat(scale), fps: 10, duration: 0.1)
        let (image, grouped) = host.run {
            (
                UIImage(named: "Dot", in: Self.bundle, compatibleWith: nil),
                UIImage(named: "Icons/Dot", in: Self.bundle, compatibleWith: nil)
            )
        }
        let cgImage = try #require(image?.cgImage)
        #expect(image?.scale == CGFloat(scale))
        #expect(cgImage.width == pixels)
        #expect(Drawn.rgba(cgImage, 1, 1) == rgba)
        #expect(grouped?.cgImage?.width == pixels)
    }

    /// `UIImage(systemName:)` is nil without symbol images, and the PNG of that name from
    /// `symbolDirectories` with them.
    @Test func systemNameNeedsSymbolImages() throws {
        #expect(UIImage(systemName: "reel.test.symbol") == nil)
        let folder = NSTemporaryDirectory() + "reel-symbols-\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let dot = Repository.path("Tests/UIKitTests/Fixtures/Assets/Assets.xcassets/Icons/Dot.imageset/dot.png")
        try? FileManager.default.removeItem(atPath: folder + "/reel.test.symbol.png")
        try FileManager.default.copyItem(atPath: dot, toPath: folder + "/reel.test.symbol.png")
        UIImage.symbolDirectories = [folder]
        defer { UIImage.symbolDirectories = [] }
        #expect(UIImage(systemName: "reel.test.symbol")?.cgImage?.width == 4)
        try configuredSymbols()
    }

    /// Symbol configurations as iOS code writes them: kept on the image, merged by
    /// `applyingSymbolConfiguration(_:)` (what the new one specifies wins), compared by value;
    /// and a symbol in an image view is drawn in the view's tint colour, as UIKit draws one.
    /// (Called from `systemNameNeedsSymbolImages`, which owns the symbol folder.)
    func configuredSymbols() throws {
        let config = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold)
        let symbol = try #require(UIImage(systemName: "reel.test.symbol", withConfiguration: config))
        #expect(symbol.isSymbolImage && symbol.symbolConfiguration == config)
        #expect(config == UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold))
        #expect(config != UIImage.SymbolConfiguration(pointSize: 24, weight: .bold))
        let large = try #require(symbol.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large)))
        let expected = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold, scale: .large)
        #expect(large.symbolConfiguration == expected)
        let styled = config.applying(UIImage.SymbolConfiguration(textStyle: .title1))
        let title = UIImage.SymbolConfiguration(textStyle: .title1)
        #expect(styled.isEqual(to: title.applying(UIImage.SymbolConfiguration(weight: .semibold))))
        #expect(styled.configurationWithoutTextStyle() == UIImage.SymbolConfiguration(weight: .semibold))
        #expect(config.configurationWithoutPointSizeAndWeight() == UIImage.SymbolConfiguration.unspecified)
        #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
        let plain = try #require(UIImage(systemName: "reel.test.symbol", compatibleWith: nil))
        #expect(plain.withConfiguration(config).configuration == config)

        let view = UIImageView(image: symbol)
        view.tintColor = .systemRed
        view.preferredSymbolConfiguration = .init(textStyle: .headline)
        #expect(view.layer.contents == nil && view.layer.sublayers?.first?.backgroundColor == UIColor.systemRed.cgColor)
        view.image = symbol.withRenderingMode(.alwaysOriginal)
        #expect(view.layer.contents != nil)
    }
}

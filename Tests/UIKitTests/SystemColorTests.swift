import Testing
import UIKit

/// UIKit's system palette with Apple's published values, and the ways iOS code makes and reads
/// colours.
///
/// Sources of the numbers:
/// - System colours and greys: Apple's Human Interface Guidelines, "Color", the iOS table of
///   system colours (default, light and dark) and of system grays
///   (developer.apple.com/design/human-interface-guidelines/color#Specifications).
/// - Semantic colours (labels, fills, backgrounds, separators, link): the values UIKit returns
///   on iOS 17 for `UIColor.label` … `.opaqueSeparator` resolved with
///   `UITraitCollection(userInterfaceStyle: .light / .dark)`, as Apple's UI Design Resources
///   for iOS list them.
@Suite struct SystemColorTests {
    struct Entry: CustomTestStringConvertible, Sendable {
        var name: String
        var color: @Sendable () -> UIColor
        var light: [Double]
        var dark: [Double]
        var testDescription: String { name }
    }

    static let palette: [Entry] = [
        Entry(name: "systemRed", color: { .systemRed }, light: [255, 59, 48, 1], dark: [255, 69, 58, 1]),
        Entry(name: "systemOrange", color: { .systemOrange }, light: [255, 149, 0, 1], dark: [255, 159, 10, 1]),
        Entry(name: "systemYellow", color: { .systemYellow }, light: [255, 204, 0, 1], dark: [255, 214, 10, 1]),
        Entry(name: "systemGreen", color: { .systemGreen }, light: [52, 199, 89, 1], dark: [48, 209, 88, 1]),
        Entry(name: "systemMint", color: { .systemMint }, light: [0, 199, 190, 1], dark: [99, 230, 226, 1]),
        Entry(name: "systemTeal", color: { .systemTeal }, light: [48, 176, 199, 1], dark: [64, 200, 224, 1]),
        Entry(name: "systemCyan", color: { .systemCyan }, light: [50, 173, 230, 1], dark: [100, 210, 255, 1]),
        Entry(name: "systemBlue", color: { .systemBlue }, light: [0, 122, 255, 1], dark: [10, 132, 255, 1]),
        Entry(name: "systemIndigo", color: { .systemIndigo }, light: [88, 86, 214, 1], dark: [94, 92, 230, 1]),
        Entry(name: "systemPurple", color: { .systemPurple }, light: [175, 82, 222, 1], dark: [191, 90, 242, 1]),
        Entry(name: "systemPink", color: { .systemPink }, light: [255, 45, 85, 1], dark: [255, 55, 95, 1]),
        Entry(name: "systemBrown", color: { .systemBrown }, light: [162, 132, 94, 1], dark: [172, 142, 104, 1]),
        Entry(name: "systemGray", color: { .systemGray }, light: [142, 142, 147, 1], dark: [142, 142, 147, 1]),
        Entry(name: "systemGray2", color: { .systemGray2 }, light: [174, 174, 178, 1], dark: [99, 99, 102, 1]),
        Entry(name: "systemGray3", color: { .systemGray3 }, light: [199, 199, 204, 1], dark: [72, 72, 74, 1]),
        Entry(name: "systemGray4", color: { .systemGray4 }, light: [209, 209, 214, 1], dark: [58, 58, 60, 1]),
        Entry(name: "systemGray5", color: { .systemGray5 }, light: [229, 229, 234, 1], dark: [44, 44, 46, 1]),
        Entry(name: "systemGray6", color: { .systemGray6 }, light: [242, 242, 247, 1], dark: [28, 28, 30, 1]),
        Entry(name: "label", color: { .label }, light: [0, 0, 0, 1], dark: [255, 255, 255, 1]),
        Entry(
            name: "secondaryLabel", color: { .secondaryLabel }, light: [60, 60, 67, 0.6], dark: [235, 235, 245, 0.6]),
        Entry(name: "tertiaryLabel", color: { .tertiaryLabel }, light: [60, 60, 67, 0.3], dark: [235, 235, 245, 0.3]),
        Entry(
            name: "quaternaryLabel", color: { .quaternaryLabel }, light: [60, 60, 67, 0.18],
            dark: [235, 235, 245, 0.16]),
        Entry(
            name: "placeholderText", color: { .placeholderText }, light: [60, 60, 67, 0.3],
            dark: [235, 235, 245, 0.3]),
        Entry(name: "link", color: { .link }, light: [0, 122, 255, 1], dark: [9, 132, 255, 1]),
        Entry(name: "separator", color: { .separator }, light: [60, 60, 67, 0.29], dark: [84, 84, 88, 0.6]),
        Entry(name: "opaqueSeparator", color: { .opaqueSeparator }, light: [198, 198, 200, 1], dark: [56, 56, 58, 1]),
        Entry(name: "systemFill", color: { .systemFill }, light: [120, 120, 128, 0.2], dark: [120, 120, 128, 0.36]),
        Entry(
            name: "secondarySystemFill", color: { .secondarySystemFill }, light: [120, 120, 128, 0.16],
            dark: [120, 120, 128, 0.32]),
        Entry(
            name: "tertiarySystemFill", color: { .tertiarySystemFill }, light: [118, 118, 128, 0.12],
            dark: [118, 118, 128, 0.24]),
        Entry(
            name: "quaternarySystemFill", color: { .quaternarySystemFill }, light: [116, 116, 128, 0.08],
            dark: [118, 118, 128, 0.18]),
        Entry(name: "systemBackground", color: { .systemBackground }, light: [255, 255, 255, 1], dark: [0, 0, 0, 1]),
        Entry(
            name: "secondarySystemBackground", color: { .secondarySystemBackground }, light: [242, 242, 247, 1],
            dark: [28, 28, 30, 1]),
        Entry(
            name: "tertiarySystemBackground", color: { .tertiarySystemBackground }, light: [255, 255, 255, 1],
            dark: [44, 44, 46, 1]),
        Entry(
            name: "systemGroupedBackground", color: { .systemGroupedBackground }, light: [242, 242, 247, 1],
            dark: [0, 0, 0, 1]),
        Entry(
            name: "secondarySystemGroupedBackground", color: { .secondarySystemGroupedBackground },
            light: [255, 255, 255, 1], dark: [28, 28, 30, 1]),
        Entry(
            name: "tertiarySystemGroupedBackground", color: { .tertiarySystemGroupedBackground },
            light: [242, 242, 247, 1], dark: [44, 44, 46, 1]),
        Entry(name: "lightText", color: { .lightText }, light: [255, 255, 255, 0.6], dark: [255, 255, 255, 0.6]),
        Entry(name: "darkText", color: { .darkText }, light: [0, 0, 0, 1], dark: [0, 0, 0, 1]),
    ]

    static func components(_ color: UIColor) -> [Double] {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [Double(r) * 255, Double(g) * 255, Double(b) * 255, Double(a)]
    }

    @Test(arguments: palette) func lightAndDarkAreApplesValues(_ entry: Entry) {
        let light = entry.color().resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = entry.color().resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        for (got, want) in zip(Self.components(light) + Self.components(dark), entry.light + entry.dark) {
            #expect(abs(got - want) < 1e-9, "\(entry.name): \(got) for \(want)")
        }
    }

    /// Dark elevated content (a sheet over dark) draws the lighter backgrounds UIKit gives it.
    @Test func elevatedDarkBackgroundsAreLighter() {
        let elevated = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(userInterfaceLevel: .elevated),
        ])
        #expect(Self.components(UIColor.systemBackground.resolvedColor(with: elevated)) == [28, 28, 30, 1])
        #expect(Self.components(UIColor.systemGray.resolvedColor(with: elevated)) == [142, 142, 147, 1])
    }

    /// System and semantic colours compare by name, as UIKit's do (`table.backgroundColor ==
    /// .systemGroupedBackground` holds): each read of `.systemRed` is equal to the next, but not
    /// to another name, to a fixed colour with its light value, or to a provider colour; a
    /// provider colour is equal only to itself. Equal colours hash alike.
    @Test func systemColoursCompareByName() {
        #expect(UIColor.systemRed == UIColor.systemRed)
        #expect(UIColor.systemGroupedBackground.isEqual(UIColor.systemGroupedBackground))
        #expect(UIColor.label != UIColor.secondaryLabel)
        #expect(UIColor.systemBlue != UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        #expect(Set([UIColor.systemRed, .systemRed, .systemBlue]).count == 2)
        let brand = UIColor { _ in .systemRed }
        #expect(brand == brand && brand != UIColor { _ in .systemRed } && brand != .systemRed)
        #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func dynamicProviderIsCalledWithTheTraits() {
        let brand = UIColor { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 0.9, green: 0.5, blue: 0.1, alpha: 1)
                : UIColor(red: 0.2, green: 0.3, blue: 0.8, alpha: 1)
        }
        let dark = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        let want: [Double] = [0.9 * 255, 0.5 * 255, 0.1 * 255, 1]
        #expect(Self.components(dark) == want)
        let faded = UIColor(dynamicProvider: { _ in .systemRed }).withAlphaComponent(0.5)
        #expect(
            Self.components(faded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == [
                255, 69, 58, 0.5,
            ])
        // A cgColor resolves once, against the traits current at that moment.
        var taken: CGColor?
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent { taken = brand.cgColor }
        #expect(taken == dark.cgColor)
        #expect(brand.isEqual(brand) && !brand.isEqual(dark))
    }

    /// HSB by the hexcone model: hue 1/3 is green; brightness scales, saturation mixes toward it.
    @Test func hueSaturationBrightnessRoundTrips() {
        let c = UIColor(hue: 210.0 / 360, saturation: 0.5, brightness: 0.8, alpha: 0.7)
        // h = 210°: sector 3 (f = 0.5): r = p = v(1 − s), g = q = v(1 − s·f), b = v.
        #expect(Self.components(c).map { ($0 * 1000).rounded() / 1000 } == [102, 153, 204, 0.7])
        var h: CGFloat = 0
        var s: CGFloat = 0
        var v: CGFloat = 0
        var a: CGFloat = 0
        #expect(c.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        #expect(abs(h - 210.0 / 360) < 1e-12 && abs(s - 0.5) < 1e-12 && abs(v - 0.8) < 1e-12 && a == 0.7)
        var w: CGFloat = 0
        #expect(UIColor(white: 0.25, alpha: 1).getWhite(&w, alpha: nil) && w == 0.25)
        #expect(!c.getWhite(&w, alpha: nil))
    }

    /// Display P3's pure red is outside sRGB: clamped to sRGB red; P3 white is sRGB white; a
    /// P3 grey is the same grey (both spaces share the transfer curve and white point).
    @Test func displayP3ConvertsToSRGB() {
        #expect(
            Self.components(UIColor(displayP3Red: 1, green: 1, blue: 1, alpha: 1)).map { $0.rounded() } == [
                255, 255, 255, 1,
            ])
        let red = Self.components(UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1))
        #expect(abs(red[0] - 255) < 1e-9 && abs(red[1]) < 1e-9 && abs(red[2]) < 1e-9)
        let grey = Self.components(UIColor(displayP3Red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(grey.prefix(3).allSatisfy { abs($0 - 127.5) < 0.01 })
        // P3 (0.5, 0.8, 0.2) → sRGB by the linear matrix: r = 1.2249·L(0.5) − 0.2249·L(0.8), …
        let mixed = Self.components(UIColor(displayP3Red: 0.5, green: 0.8, blue: 0.2, alpha: 1))
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encode(_ c: Double) -> Double { 1.055 * pow(max(c, 0), 1 / 2.4) - 0.055 }
        let r = encode(1.224_940_2 * linear(0.5) - 0.224_940_2 * linear(0.8)) * 255
        #expect(abs(mixed[0] - r) < 1e-6)
    }

    @Test func colourLiteralsAndCoreImageColours() {
        // iOS code writes colour literals (Xcode shows them as swatches).
        // swift-format-ignore: NoPlaygroundLiterals
        let literal = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        let typed: UIColor = literal
        #expect(Self.components(typed).map { ($0 * 1000).rounded() / 1000 } == [51, 102, 153, 1])
        let ci = CIColor(color: typed)
        #expect(abs(ci.red - 0.2) < 1e-6 && abs(ci.green - 0.4) < 1e-6 && abs(ci.blue - 0.6) < 1e-6 && ci.alpha == 1)
        #expect(ci.numberOfComponents == 4 && ci.components[3] == ci.alpha)
        #expect(Self.components(UIColor(ciColor: ci)) == Self.components(typed))
        let half = UIColor.systemBlue.withAlphaComponent(0.5).cgColor
        #expect(half.alpha == 0.5 && half.components?.count == 4)
    }
}

import Foundation

/// A font, like `UIFont`: a family, a size in points, a weight and a style, drawn by Reel's
/// text layers with Pango.
///
/// The system font is pinned to Inter (Debian's fonts-inter, installed by `make deps`; "Inter
/// Display" from 20 points, as San Francisco switches from Text to Display), the monospaced
/// system font to DejaVu Sans Mono, so the same code draws the same on every machine. Its
/// metrics (`ascender`, `descender`, `capHeight`, `xHeight`, `lineHeight`) follow San
/// Francisco's published proportions (SF Pro: 2048 units per em, ascender 1950, descender
/// −494, cap height 1443, x-height 1084, no line gap), and text is set on lines of that height.
/// docs/swift.md lists where Reel's fonts differ from iOS.
open class UIFont: NSObject, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    public let fontName: String
    public let familyName: String
    public let pointSize: CGFloat
    /// The weight (UIKit's scale, −1 … 1).
    let weight: UIFont.Weight
    let isItalic: Bool
    /// OpenType features, as Pango takes them ("tnum" for monospaced digits).
    let features: String
    /// Whether the metrics are San Francisco's (the system fonts) rather than the face's own.
    let hasSystemMetrics: Bool

    init(family: String, size: CGFloat, weight: UIFont.Weight, italic: Bool = false, features: String = "") {
        familyName = family
        pointSize = size
        self.weight = weight
        isItalic = italic
        self.features = features
        hasSystemMetrics = family == Self.systemFamily || family == Self.monospacedFamily
        let style = weight.styleName + (italic ? "Italic" : "")
        fontName = family.replacingOccurrences(of: " ", with: "") + "-" + (style == "RegularItalic" ? "Italic" : style)
        super.init()
    }

    /// The font named `fontName` at `fontSize`: a family with an optional style after a
    /// hyphen (`"Inter-SemiBold"`, `"HelveticaNeue-BoldItalic"`). San Francisco, Helvetica and
    /// Avenir names draw with the system font, Menlo and Courier with the monospaced one; any
    /// other family is looked up by fontconfig, which falls back to its `sans-serif` when it is
    /// not installed (so this never returns nil).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        let family = Self.installedFamily(for: parts.first ?? fontName)
        let style = parts.count > 1 ? parts[1] : "Regular"
        let italic = style.hasSuffix("Italic") || style.hasSuffix("Oblique")
        let weightName = style.replacingOccurrences(of: "Italic", with: "").replacingOccurrences(
            of: "Oblique", with: "")
        self.init(family: family, size: fontSize, weight: UIFont.Weight(styleName: weightName), italic: italic)
    }

    // MARK: - System fonts

    static let systemFamily = "Inter"
    static let displayFamily = "Inter Display"
    static let monospacedFamily = "DejaVu Sans Mono"

    /// The system font family for `size`: Inter's text face below 20 points, its display face from 20.
    static func systemFamily(ofSize size: CGFloat) -> String { size >= 20 ? displayFamily : systemFamily }

    static func installedFamily(for name: String) -> String {
        let key = name.lowercased().replacingOccurrences(of: " ", with: "")
        let system = [
            "sfpro", "sfprotext", "sfprodisplay", ".sfui", ".sfuitext", ".sfuidisplay", "helvetica",
            "helveticaneue", "avenir", "avenirnext", "arial", "system",
        ]
        if system.contains(key) || key.hasPrefix(".sf") { return systemFamily }
        if ["menlo", "courier", "couriernew", "sfmono", "monaco"].contains(key) { return monospacedFamily }
        return name
    }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(family: systemFamily(ofSize: fontSize), size: fontSize, weight: weight)
    }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: systemFamily(ofSize: fontSize), size: fontSize, weight: .regular, italic: true)
    }

    /// The system font with digits of equal width (OpenType `tnum`), for counters and clocks.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(family: systemFamily(ofSize: fontSize), size: fontSize, weight: weight, features: "tnum")
    }

    /// The monospaced system font (SF Mono on iOS; DejaVu Sans Mono here, regular and bold).
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(family: monospacedFamily, size: fontSize, weight: weight)
    }

    /// The font for `style` at the current traits' text size (Dynamic Type).
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font for `style` at `traitCollection`'s text size (the current traits' when nil or
    /// unspecified): Apple's point sizes per style and size category (UIFont+TextStyle.swift).
    public class func preferredFont(
        forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?
    )
        -> UIFont
    {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UITraitCollection.current.preferredContentSizeCategory }
        let size = style.pointSize(for: category)
        return systemFont(ofSize: size, weight: style.weight)
    }

    /// The size UIKit's controls use by default (14 points).
    public class var systemFontSize: CGFloat { 14 }
    /// The size of small text (12 points).
    public class var smallSystemFontSize: CGFloat { 12 }
    /// The size labels use by default (17 points).
    public class var labelFontSize: CGFloat { 17 }
    /// The size buttons use by default (18 points).
    public class var buttonFontSize: CGFloat { 18 }

    /// The same font at `fontSize` (the system font's face for the new size).
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        let family =
            familyName == Self.systemFamily || familyName == Self.displayFamily
            ? Self.systemFamily(ofSize: fontSize) : familyName
        return UIFont(family: family, size: fontSize, weight: weight, italic: isItalic, features: features)
    }

    // MARK: - Metrics (San Francisco's proportions)

    /// From the baseline to the top of the line, in points.
    open var ascender: CGFloat { pointSize * 1950 / 2048 }
    /// From the baseline to the bottom of the line, in points (negative).
    open var descender: CGFloat { -pointSize * 494 / 2048 }
    open var capHeight: CGFloat { pointSize * 1443 / 2048 }
    open var xHeight: CGFloat { pointSize * 1084 / 2048 }
    open var leading: CGFloat { 0 }
    /// The distance between baselines: `ascender − descender + leading`.
    open var lineHeight: CGFloat { ascender - descender + leading }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIFont else { return false }
        return o.familyName == familyName && o.pointSize == pointSize && o.weight == weight && o.isItalic == isItalic
            && o.features == features
    }
    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
    open override var description: String { "<UIFont> font-family: \"\(familyName)\"; font-size: \(pointSize)pt" }
}

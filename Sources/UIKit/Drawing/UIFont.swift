/// A font, like `UIFont`: a family name and a size, drawn by Reel's text layers with Pango
/// (the system font is the installed sans-serif; bold is the family's bold face).
open class UIFont: NSObject, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    public let fontName: String
    public let familyName: String
    public let pointSize: CGFloat
    /// Whether the font is the family's bold face.
    public let isBold: Bool

    init(family: String, size: CGFloat, bold: Bool) {
        fontName = bold ? family + "-Bold" : family
        familyName = family
        pointSize = size
        isBold = bold
        super.init()
    }

    /// The font named `fontName` (a family name, optionally with `-Bold`) at `fontSize`.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        let bold = fontName.hasSuffix("-Bold")
        self.init(family: bold ? String(fontName.dropLast(5)) : fontName, size: fontSize, bold: bold)
    }

    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: "sans-serif", size: fontSize, bold: false)
    }

    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: "sans-serif", size: fontSize, bold: true)
    }

    /// The same font at `fontSize`.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(family: familyName, size: fontSize, bold: isBold) }

    /// The distance between baselines Reel's text layout uses (1.2 × the size, as Pango's default).
    open var lineHeight: CGFloat { pointSize * 1.2 }
}

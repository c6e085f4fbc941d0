import Foundation

/// UIKit's attribute keys, with UIKit's raw values, added to Foundation's
/// `NSAttributedString.Key` (swift-corelibs-foundation declares the type without them).
extension NSAttributedString.Key {
    /// A `UIFont` (default: the system font at 12 points).
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the text (default: black).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Points added after each character (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// Points of tracking (a number); drawn as `kern`.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A `UIColor` for the outline (default: the foreground colour).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width in percent of the font size (a number; negative also fills).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// `NSUnderlineStyle`'s raw value (a number).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// `NSUnderlineStyle`'s raw value (a number).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// An `NSShadow`.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// Points the baseline is raised by (a number).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// 0 or 1 (a number); Pango's ligatures follow the font.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// A `URL` or `String` (text with a link is drawn as any other).
    public static let link = NSAttributedString.Key("NSLink")
    /// The skew of the glyphs (a number); stored, not drawn.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The log of the horizontal stretch (a number); stored, not drawn.
    public static let expansion = NSAttributedString.Key("NSExpansion")
}

import QuartzCore

/// An underline or strikethrough, like `NSUnderlineStyle` (UIKit's raw values). Pango draws
/// single (thick as single) and double lines; the dash patterns draw solid.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable, TextStyleAttribute {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    package func apply(to style: inout TextRunStyle, key: String) {
        if key == "NSUnderline" { style.underline = rawValue }
        if key == "NSStrikethrough" { style.strikethrough = rawValue }
    }
}

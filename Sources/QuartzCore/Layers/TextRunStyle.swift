import Foundation
import ReelCore

/// The character style of a run of attributed text, as Pango markup sets it: what the
/// attribute values of an `NSAttributedString` (UIKit's `UIFont`, `UIColor`, numbers) say,
/// each applied through `TextStyleAttribute` under its `NSAttributedString.Key` raw value.
package struct TextRunStyle: Equatable, Sendable {
    package var fontFamily: String?
    package var fontSize: Double?
    /// OpenType weight, 100 … 900.
    package var fontWeight: Int?
    package var isItalic = false
    /// OpenType features ("tnum").
    package var fontFeatures = ""
    /// The line height in points (the system font's San Francisco proportions).
    package var lineHeight: Double?
    package var foreground: Color?
    package var background: Color?
    /// Extra space after each character, in points (`.kern`).
    package var kern: Double?
    /// `NSUnderlineStyle`'s raw value (0: none).
    package var underline = 0
    package var underlineColor: Color?
    package var strikethrough = 0
    package var strikethroughColor: Color?
    /// Points the baseline is raised by (`.baselineOffset`).
    package var baselineOffset: Double?

    package init() {}

    /// The style with `value` applied under the attribute key `key` (raw values such as
    /// "NSKern"; numbers are read here, other values by their `TextStyleAttribute` conformance).
    package mutating func apply(_ value: Any, key: String) {
        if let attribute = value as? any TextStyleAttribute {
            attribute.apply(to: &self, key: key)
            return
        }
        guard let number = Self.number(value) else { return }
        switch key {
        case "NSKern": kern = number
        case "NSUnderline": underline = Int(number)
        case "NSStrikethrough": strikethrough = Int(number)
        case "NSBaselineOffset": baselineOffset = number
        default: break
        }
    }

    package static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Int: Double(v)
        case let v as Float: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }
}

/// A value that sets part of a `TextRunStyle` under an attribute key (a font its font, a colour
/// the colour the key names).
package protocol TextStyleAttribute {
    func apply(to style: inout TextRunStyle, key: String)
}

extension CGColor: TextStyleAttribute {
    package func apply(to style: inout TextRunStyle, key: String) {
        switch key {
        case "NSColor": style.foreground = reel
        case "NSBackgroundColor": style.background = reel
        case "NSUnderlineColor": style.underlineColor = reel
        case "NSStrikethroughColor": style.strikethroughColor = reel
        default: break
        }
    }
}

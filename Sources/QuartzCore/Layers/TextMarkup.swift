import Foundation
import ReelCore

/// Attributed text as Pango markup, what a text layer's `markup` holds: one `<span>` per run
/// of equal attributes, its text escaped. Spans give only what differs from the layer's own
/// font and colour where the run says it.
package enum TextMarkup {
    /// The markup of `text`, each run's style `base` with the run's attributes applied.
    package static func markup(_ text: NSAttributedString, base: TextRunStyle) -> String {
        let whole = NSRange(location: 0, length: text.length)
        let characters = text.string as NSString
        var out = ""
        text.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            var style = base
            for (key, value) in attributes.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                style.apply(value, key: key.rawValue)
            }
            out += span(characters.substring(with: range), style)
        }
        return out
    }

    /// One span of `text` in `style`.
    package static func span(_ text: String, _ style: TextRunStyle) -> String {
        var attributes: [String] = []
        func add(_ name: String, _ value: String) { attributes.append("\(name)=\"\(escaped(value))\"") }
        if let family = style.fontFamily { add("font_family", family) }
        if let size = style.fontSize { add("font_desc", "\(format(size))px") }
        if let weight = style.fontWeight { add("weight", "\(weight)") }
        if style.isItalic { add("style", "italic") }
        if !style.fontFeatures.isEmpty { add("font_features", style.fontFeatures) }
        if let height = style.lineHeight { add("line_height", "\(pangoUnits(height))") }
        if let color = style.foreground {
            add("foreground", hex(color))
            add("fgalpha", "\(alpha(color))")
        }
        if let color = style.background {
            add("background", hex(color))
            add("bgalpha", "\(alpha(color))")
        }
        if let kern = style.kern, kern != 0 { add("letter_spacing", "\(pangoUnits(kern))") }
        if style.underline != 0 {
            add("underline", style.underline & 0xF == 9 ? "double" : "single")
            if let color = style.underlineColor { add("underline_color", hex(color)) }
        }
        if style.strikethrough != 0 {
            add("strikethrough", "true")
            if let color = style.strikethroughColor { add("strikethrough_color", hex(color)) }
        }
        if let rise = style.baselineOffset, rise != 0 { add("rise", "\(pangoUnits(rise))") }
        let body = escaped(text)
        return attributes.isEmpty ? body : "<span \(attributes.joined(separator: " "))>\(body)</span>"
    }

    /// `text` with markup's special characters escaped.
    package static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(c)
            }
        }
        return out
    }

    static func pangoUnits(_ points: Double) -> Int { Int((points * 1024).rounded()) }

    static func format(_ value: Double) -> String { String(format: "%.4f", value) }

    static func hex(_ c: Color) -> String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            return String(b, radix: 16).count == 1 ? "0" + String(b, radix: 16) : String(b, radix: 16)
        }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue)
    }

    /// Pango's alpha, 1 … 65535 (Pango reads 0 as unset).
    static func alpha(_ c: Color) -> Int { max(1, Int((min(max(c.alpha, 0), 1) * 65535).rounded())) }
}

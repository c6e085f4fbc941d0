import Foundation
import QuartzCore
import ReelCore

extension UIFont: TextStyleAttribute {
    package func apply(to style: inout TextRunStyle, key: String) {
        guard key == "NSFont" else { return }
        style.fontFamily = familyName
        style.fontSize = Double(pointSize)
        style.fontWeight = weight.openTypeWeight
        style.isItalic = isItalic
        style.fontFeatures = features
        style.lineHeight = hasSystemMetrics ? Double(lineHeight) : nil
    }
}

extension UIColor: TextStyleAttribute {
    /// The colour resolved for the current traits.
    package func apply(to style: inout TextRunStyle, key: String) { cgColor.apply(to: &style, key: key) }
}

/// Text with its attributes as a text layer's state: what a label draws and what
/// `size(withAttributes:)` and `boundingRect(with:…)` measure, so both come from one layout.
struct TextSetting {
    var text: NSAttributedString
    /// The style where the text's attributes say nothing (UIKit's: the system font at 12
    /// points, black; a label's own font and colour).
    var font: UIFont = .systemFont(ofSize: 12)
    var color: UIColor = .black
    var alignment: NSTextAlignment = .natural
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// 0: no limit.
    var numberOfLines = 0

    /// The paragraph style at the start of the text.
    var paragraph: NSParagraphStyle? {
        text.length == 0 ? nil : text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    }

    /// The shadow of the text (the first run's that has one).
    var shadow: NSShadow? {
        var found: NSShadow?
        text.enumerateAttribute(.shadow, in: NSRange(location: 0, length: text.length), options: []) { value, _, stop in
            if let shadow = value as? NSShadow {
                found = shadow
                stop.pointee = true
            }
        }
        return found
    }

    /// The outline of the text (the first run's with a `.strokeWidth`), for all of it: its
    /// width in percent of the run's font size, colour and that size.
    var stroke: (width: Double, color: UIColor?, fontSize: CGFloat)? {
        var found: (width: Double, color: UIColor?, fontSize: CGFloat)?
        let whole = NSRange(location: 0, length: text.length)
        text.enumerateAttributes(in: whole, options: []) { attributes, _, stop in
            if let value = attributes[.strokeWidth], let width = TextRunStyle.number(value), width != 0 {
                found = (width, attributes[.strokeColor] as? UIColor, (attributes[.font] as? UIFont ?? font).pointSize)
                stop.pointee = true
            }
        }
        return found
    }

    /// The text layer state for these settings in `bounds` (wrapping within its width unless
    /// one line).
    func state(in bounds: CGRect) -> LayerState {
        var s = LayerState(kind: .text)
        s.bounds = bounds.reel
        s.string = text.string
        var base = TextRunStyle()
        font.apply(to: &base, key: "NSFont")
        color.apply(to: &base, key: "NSColor")
        s.fontFamily = font.familyName
        s.fontSize = Double(font.pointSize)
        s.fontWeight = font.weight.openTypeWeight
        s.foregroundColor = color.cgColor.reel
        s.markup = TextMarkup.markup(text, base: base)
        let breakMode = paragraph?.lineBreakMode ?? lineBreakMode
        s.lineSpacing = Double(paragraph?.lineSpacing ?? 0)
        s.isWrapped = numberOfLines != 1
        s.maximumLines = max(numberOfLines, 0)
        s.truncationMode = breakMode.truncation.reelValue
        s.alignmentMode = (paragraph?.alignment ?? alignment).caMode.reelValue
        if let stroke = stroke {
            // The layer's width is in percent of its own font size.
            s.textStrokeWidth = stroke.width * Double(stroke.fontSize / font.pointSize)
            s.textStrokeColor = stroke.color.map { $0.cgColor.reel }
        }
        return s
    }

    /// The laid-out size of the text within `width` (unlimited: nil).
    func size(width: CGFloat?) -> CGSize {
        let w = width.map { min($0, 1_000_000) } ?? 1_000_000
        var s = state(in: CGRect(x: 0, y: 0, width: max(w, 0.001), height: 1_000_000))
        if width == nil {
            // Unlimited: one line per paragraph, nothing shortened.
            s.isWrapped = false
            s.truncationMode = .none
        }
        RendererTextMeasurement.installIfNeeded()
        let measured = TextMeasurement.size(of: s) ?? Size(width: 0, height: 0)
        return CGSize(width: measured.width, height: measured.height)
    }
}

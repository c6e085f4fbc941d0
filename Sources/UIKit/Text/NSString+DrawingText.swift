import Foundation
import ReelCore

// UIKit's string drawing, like `NSString`'s and `NSAttributedString`'s UIKit additions: the text
// is drawn into the current context (`UIGraphicsGetCurrentContext()`: a view's `draw(_:)`, an image
// renderer's block, a pushed context) with the layout `size(withAttributes:)` and
// `boundingRect(with:options:attributes:context:)` measure, through the context's ctm. As on iOS,
// the text assumes UIKit's y-down space: in a bare y-up bitmap context it comes out upside down.
// Without a current context nothing is drawn.

extension NSAttributedString {
    /// Draws the text one line per paragraph, its top-left corner at `point`.
    public func draw(at point: CGPoint) {
        let setting = TextSetting(text: self)
        var state = setting.state(in: CGRect(origin: point, size: setting.size(width: nil)))
        state.isWrapped = false
        state.truncationMode = .none
        Self.drawText(state)
    }

    /// Draws the text wrapped within `rect`'s width from its top, clipped to `rect`, aligned as
    /// its paragraph style says.
    public func draw(in rect: CGRect) {
        Self.drawText(TextSetting(text: self).state(in: rect))
    }

    /// With `.usesLineFragmentOrigin`, draws as `draw(in:)`; otherwise one line whose baseline
    /// starts at `rect.origin` (the first run's font's ascender above it). `context.totalBounds`
    /// gets the text's bounds.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        if options.contains(.usesLineFragmentOrigin) {
            draw(in: rect)
        } else {
            let font = length > 0 ? attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil
            draw(at: CGPoint(x: rect.minX, y: rect.minY - (font ?? .systemFont(ofSize: 12)).ascender))
        }
        context?.totalBounds = boundingRect(with: rect.size, options: options, context: nil)
    }

    static func drawText(_ state: LayerState) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.canvas.drawText(state)
    }
}

extension NSString {
    /// `NSAttributedString(string:attributes:).draw(at:)`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }

    /// `NSAttributedString(string:attributes:).draw(in:)`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }

    /// `NSAttributedString(string:attributes:).draw(with:options:context:)`.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        NSAttributedString(string: self as String, attributes: attributes)
            .draw(with: rect, options: options, context: context)
    }
}

extension StringProtocol {
    /// `NSString.draw(at:withAttributes:)`, for Swift strings (which iOS bridges to `NSString`).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(at: point, withAttributes: attrs)
    }

    /// `NSString.draw(in:withAttributes:)`, for Swift strings.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: String(self)).draw(in: rect, withAttributes: attrs)
    }

    /// `NSString.draw(with:options:attributes:context:)`, for Swift strings.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        NSString(string: String(self)).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}

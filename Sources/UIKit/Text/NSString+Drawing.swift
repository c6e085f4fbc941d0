import Foundation

/// UIKit's string measuring, like `NSString`'s and `NSAttributedString`'s UIKit additions:
/// the size Pango lays the text out at (the renderer's layout, through `TextMeasurement`),
/// in points, unrounded (UIKit's advice holds: round up to size views). Text without a font
/// is the system font at 12 points.
extension NSString {
    /// The size of the string on one line per paragraph.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }

    /// The bounds of the string laid out in `size`'s width (with `.usesLineFragmentOrigin`;
    /// otherwise on one line per paragraph).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes)
            .boundingRect(with: size, options: options, context: context)
    }
}

extension StringProtocol {
    /// The size of the string on one line per paragraph (`NSString.size(withAttributes:)`).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: String(self)).size(withAttributes: attrs)
    }

    /// `NSString.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]?,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSString(string: String(self)).boundingRect(
            with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The size of the text on one line per paragraph.
    public func size() -> CGSize { TextSetting(text: self).size(width: nil) }

    /// The bounds of the text laid out in `size`'s width (with `.usesLineFragmentOrigin`;
    /// otherwise on one line per paragraph); `context.totalBounds` gets them too.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?)
        -> CGRect
    {
        let lines = options.contains(.usesLineFragmentOrigin)
        var measured = TextSetting(text: self).size(width: lines && size.width > 0 ? size.width : nil)
        if lines, options.contains(.truncatesLastVisibleLine), size.height > 0 {
            measured.height = min(measured.height, size.height)
        }
        let rect = CGRect(origin: .zero, size: measured)
        context?.totalBounds = rect
        return rect
    }
}

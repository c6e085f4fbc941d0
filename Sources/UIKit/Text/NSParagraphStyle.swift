import Foundation

/// How paragraphs are set, like `NSParagraphStyle` (read-only; `NSMutableParagraphStyle`
/// changes it). Reel draws `alignment`, `lineSpacing` and `lineBreakMode` of the paragraph
/// style at the text's start for the whole text; the other values are kept and not drawn.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    // @unchecked Sendable: set up before use, as UIKit's.
    struct Values: Equatable {
        var alignment: NSTextAlignment = .natural
        var lineSpacing: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var hyphenationFactor: Float = 0
        var allowsDefaultTighteningForTruncation = false
    }

    var values = Values()

    public override init() {
        super.init()
    }

    /// The default style: natural alignment, no extra spacing, word wrapping.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    open var alignment: NSTextAlignment { values.alignment }
    open var lineSpacing: CGFloat { values.lineSpacing }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    open var headIndent: CGFloat { values.headIndent }
    open var tailIndent: CGFloat { values.tailIndent }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    open var hyphenationFactor: Float { values.hyphenationFactor }
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? NSParagraphStyle)?.values == values }
    open override var hash: Int { Int(values.lineSpacing) &+ values.alignment.rawValue }
}

import ReelCore

/// A layer that draws a string, like `CATextLayer`, over ReelCore's `TextLayer` (drawn with
/// Pango). `string` is a `String` (an `NSAttributedString` shows its plain text); `font` is a
/// font name (`String`).
open class CATextLayer: CALayer, @unchecked Sendable {
    private var text: TextLayer { reel as! TextLayer }

    public override init() {
        super.init(reel: TextLayer())
    }

    open override class func makeBackingLayer() -> CALayer { CATextLayer() }

    open var string: Any? {
        get { text.string }
        set {
            text.string = (newValue as? String) ?? (newValue as? NSAttributedString)?.string ?? ""
        }
    }
    /// The font's family name.
    open var font: Any? {
        get { text.fontFamily }
        set { if let name = newValue as? String { text.fontFamily = name } }
    }
    open var fontSize: CGFloat {
        get { CGFloat(text.fontSize) }
        set { text.fontSize = Double(newValue) }
    }
    open var foregroundColor: CGColor? {
        get { CGColor(text.foregroundColor) }
        set { text.foregroundColor = newValue?.reel ?? .white }
    }
    open var isWrapped: Bool {
        get { text.isWrapped }
        set { text.isWrapped = newValue }
    }
    open var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayerAlignmentMode(rawValue: text.alignmentMode.rawValue) }
        set { text.alignmentMode = TextAlignment(rawValue: newValue.rawValue) ?? .natural }
    }
    open var truncationMode: CATextLayerTruncationMode {
        get { CATextLayerTruncationMode(rawValue: text.truncationMode.rawValue) }
        set { text.truncationMode = TextTruncation(rawValue: newValue.rawValue) ?? .none }
    }
}

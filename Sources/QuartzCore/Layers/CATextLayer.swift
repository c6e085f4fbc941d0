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
        get { self[\.fontSize] }
        set { self[\.fontSize] = newValue }
    }
    open var foregroundColor: CGColor? {
        get { CGColor(text.foregroundColor) }
        set { text.foregroundColor = newValue?.reel ?? .white }
    }
    open var isWrapped: Bool {
        get { self[\.isWrapped] }
        set { self[\.isWrapped] = newValue }
    }
    open var alignmentMode: CATextLayerAlignmentMode {
        get { self[\.alignmentMode] }
        set { self[\.alignmentMode] = newValue }
    }
    open var truncationMode: CATextLayerTruncationMode {
        get { self[\.truncationMode] }
        set { self[\.truncationMode] = newValue }
    }
}

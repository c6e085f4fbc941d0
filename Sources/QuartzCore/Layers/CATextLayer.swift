import ReelCore

/// A layer that draws a string, like `CATextLayer`, over ReelCore's `TextLayer` (drawn with
/// Pango). `string` is a `String` or an `NSAttributedString` (drawn with its fonts, colours,
/// letter spacing, underline and strikethrough as Pango markup; the layer's font, size and
/// colour where a run sets none); `font` is a font name (`String`) or a font object (a
/// `UIFont`: its family and weight; a `CTFont` from `CTFontCreateWithName`: its name; as on iOS,
/// `fontSize` gives the size).
open class CATextLayer: CALayer, @unchecked Sendable {
    private var text: TextLayer { reel as! TextLayer }

    public override init() {
        super.init(reel: TextLayer())
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class func makeBackingLayer() -> CALayer { CATextLayer() }

    /// The attributed string set last, returned while the layer still shows it.
    private var attributedString: NSAttributedString?

    open var string: Any? {
        get {
            if let attributedString, attributedString.string == text.string, !text.markup.isEmpty {
                return attributedString
            }
            return text.string
        }
        set {
            if let attributed = newValue as? NSAttributedString {
                attributedString = attributed
                text.string = attributed.string
                text.markup = TextMarkup.markup(attributed, base: TextRunStyle())
            } else {
                attributedString = nil
                text.string = (newValue as? String) ?? ""
                text.markup = ""
            }
        }
    }
    /// The font set last (a `CTFont`, a `UIFont`, or a name as `"Helvetica" as CFTypeRef`),
    /// else the family's name.
    private var setFont: CFTypeRef?

    /// The font: its family (and a `UIFont`'s weight) is drawn; `fontSize` gives the size.
    open var font: CFTypeRef? {
        get { setFont ?? (text.fontFamily as NSString) }
        set {
            setFont = newValue
            if let name = newValue as? String {
                text.fontFamily = name
            } else if let font = newValue as? CTFont {
                // As on iOS, a Core Text font gives the family; `fontSize` gives the size.
                text.fontFamily = font.name
            } else if let font = newValue as? any TextStyleAttribute {
                var style = TextRunStyle()
                font.apply(to: &style, key: "NSFont")
                if let family = style.fontFamily { text.fontFamily = family }
                text.fontWeight = style.fontWeight
            }
        }
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
    /// Whether glyph positions are rounded to whole pixels.
    /// Reel: accepted; Pango positions the glyphs (docs/animation.md).
    open var allowsFontSubpixelQuantization = false {
        didSet { AcceptedMember.note("CATextLayer.allowsFontSubpixelQuantization") }
    }
}

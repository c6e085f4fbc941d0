import ReelCore

/// A view that shows text, like `UILabel`, backed by a `CATextLayer`: plain `text` in `font`
/// and `textColor`, or `attributedText` (fonts, colours, letter spacing, underline,
/// strikethrough, a paragraph style's alignment, line spacing and line-break mode, a shadow),
/// laid out by Pango and centred vertically in the bounds as UILabel draws it. `numberOfLines`
/// limits the lines (0: as many as fit), the last shortened by `lineBreakMode`;
/// `adjustsFontSizeToFitWidth` shrinks one line to the width, down to `minimumScaleFactor`.
/// Colours are dynamic: they resolve for the label's traits, again when these change.
open class UILabel: UIView {
    open override class var layerClass: AnyClass { CATextLayer.self }

    private var textLayer: CATextLayer { layer as! CATextLayer }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        apply()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        apply()
    }

    /// The attributed text as set (nil: plain `text`).
    private var attributed: NSAttributedString?

    open var text: String? {
        get { attributed?.string ?? plainText }
        set {
            plainText = newValue
            attributed = nil
            changed()
        }
    }
    private var plainText: String?

    /// The text with its attributes: as set, or plain `text` in the label's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            if let attributed { return attributed }
            guard let plainText else { return nil }
            return NSAttributedString(string: plainText, attributes: [.font: font!, .foregroundColor: textColor!])
        }
        set {
            attributed = newValue
            plainText = newValue?.string
            changed()
        }
    }
    open var font: UIFont! = UIFont.systemFont(ofSize: UIFont.labelFontSize) { didSet { changed() } }
    open var textColor: UIColor! = .label { didSet { changed() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { changed() } }
    open var numberOfLines = 1 { didSet { changed() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { changed() } }
    open var adjustsFontSizeToFitWidth = false { didSet { changed() } }
    open var minimumScaleFactor: CGFloat = 0 { didSet { changed() } }
    open var allowsDefaultTighteningForTruncation = false
    /// The width a multi-line label wraps at for its intrinsic size (0: unlimited).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { changed() } }
    open var isEnabled = true { didSet { changed() } }
    open var isHighlighted = false { didSet { changed() } }
    open var highlightedTextColor: UIColor? { didSet { changed() } }
    /// A hard shadow under the text (UILabel's own; no blur).
    open var shadowColor: UIColor? { didSet { changed() } }
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { changed() } }
    /// How the baseline moves when `adjustsFontSizeToFitWidth` shrinks the text (`.alignBaselines`
    /// by default). Reel keeps shrunk text centred vertically, as `.alignCenters` (docs/animation.md).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// Whether the font follows the content size category: it does (the categories of Reel's
    /// traits are fixed while it records, so the font stays as set).
    open var adjustsFontForContentSizeCategory = false
    /// How the label sizes for scripts with tall letterforms (`.typographic` by default; Reel's
    /// Latin fonts size the same either way).
    open var sizingRule: UILetterformAwareSizingRule = .typographic

    /// Where `drawText(in:)` last put the text (nil: the bounds).
    private var textFrame: CGRect?
    /// The layer that shows the text when `drawText(in:)` puts it somewhere other than the bounds.
    private var insetTextLayer: CATextLayer?

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: as many
    /// as it needs): its measured size at the bounds' origin. Override it to inset the text;
    /// `sizeThatFits(_:)` and `intrinsicContentSize` read it.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard !(plainText ?? "").isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let unbounded = numberOfLines == 1 || bounds.width <= 0 || bounds.width >= 1_000_000
        let width: CGFloat? = unbounded ? nil : bounds.width
        var text = setting()
        text.numberOfLines = numberOfLines
        let measured = traitCollection.performAsCurrentReturning { text.size(width: width) }
        let size = CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
        return CGRect(origin: bounds.origin, size: size)
    }

    /// Draws the text in `rect`, centred vertically in it. Override it to inset the text,
    /// calling `super.drawText(in:)` with the smaller rectangle: the label shows its text there.
    open func drawText(in rect: CGRect) {
        textFrame = rect
    }

    private func changed() {
        apply()
        invalidateIntrinsicContentSize()
    }

    /// The label's text, font and colours as a text setting.
    private func setting(font: UIFont? = nil) -> TextSetting {
        let color: UIColor =
            !isEnabled ? .tertiaryLabel : isHighlighted ? highlightedTextColor ?? textColor : textColor
        let plain = NSAttributedString(string: plainText ?? "")
        return TextSetting(
            text: attributed ?? plain, font: font ?? self.font, color: color, alignment: textAlignment,
            lineBreakMode: lineBreakMode, numberOfLines: numberOfLines)
    }

    /// The font drawn: `font`, or smaller to fit one line in the width when
    /// `adjustsFontSizeToFitWidth` (not below `minimumScaleFactor` of it).
    private func fittedFont() -> UIFont {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, bounds.width > 0 else { return font }
        let smallest = font.pointSize * max(minimumScaleFactor, 0)
        var fitted: UIFont = font
        // Text is not exactly proportional to its size (the system font changes face at 20
        // points): scale by the overflow until it fits, at most a few times.
        for _ in 0..<4 {
            let width = setting(font: fitted).size(width: nil).width
            guard width > bounds.width, fitted.pointSize > smallest else { break }
            fitted = font.withSize(max(fitted.pointSize * bounds.width / width * 0.999, smallest))
        }
        return fitted
    }

    private func apply() {
        textFrame = nil
        drawText(in: bounds)
        let inset = textFrame.flatMap { $0 == bounds ? nil : $0 }
        placeInsetText(in: inset)
        traitCollection.performAsCurrent {
            let fitted = fittedFont()
            var setting = setting(font: fitted)
            if fitted !== font, attributed != nil {
                // Attributed runs keep their fonts; shrink them by the same factor.
                setting.text = Self.scaled(setting.text, by: fitted.pointSize / font.pointSize)
            }
            let state = setting.state(in: inset.map { CGRect(origin: .zero, size: $0.size) } ?? bounds)
            let text = (insetTextLayer ?? textLayer).reel
            text.string = state.string
            text.markup = state.markup
            text.fontFamily = state.fontFamily
            text.fontSize = state.fontSize
            text.fontWeight = state.fontWeight
            text.foregroundColor = state.foregroundColor
            text.isWrapped = state.isWrapped
            text.maximumLines = state.maximumLines
            text.truncationMode = state.truncationMode
            text.alignmentMode = state.alignmentMode
            text.lineSpacing = state.lineSpacing
            text.isVerticallyCentered = true
            text.textStrokeWidth = state.textStrokeWidth
            text.textStrokeColor = state.textStrokeColor
            applyShadow(setting.shadow)
        }
    }

    /// Shows the text in a sublayer at `rect` (nil: in the label's own layer, as usual).
    private func placeInsetText(in rect: CGRect?) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        guard let rect else {
            insetTextLayer?.removeFromSuperlayer()
            insetTextLayer = nil
            return
        }
        if insetTextLayer == nil {
            let layer = CATextLayer()
            self.layer.insertSublayer(layer, at: 0)
            textLayer.reel.string = ""
            textLayer.reel.markup = ""
            insetTextLayer = layer
        }
        insetTextLayer?.frame = rect
    }

    /// The attributed shadow, else the label's own, as the layer's shadow.
    private func applyShadow(_ shadow: NSShadow?) {
        if let shadow {
            layer.shadowColor = (shadow.shadowColor as? UIColor ?? UIColor(white: 0, alpha: 1.0 / 3)).cgColor
            layer.shadowOpacity = 1
            layer.shadowOffset = shadow.shadowOffset
            layer.shadowRadius = shadow.shadowBlurRadius / 2
        } else if let shadowColor {
            layer.shadowColor = shadowColor.cgColor
            layer.shadowOpacity = 1
            layer.shadowOffset = shadowOffset
            layer.shadowRadius = 0
        } else {
            layer.shadowOpacity = 0
        }
    }

    static func scaled(_ text: NSAttributedString, by factor: CGFloat) -> NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: copy.length)
        text.enumerateAttribute(.font, in: whole, options: []) { value, range, _ in
            if let font = value as? UIFont {
                copy.addAttribute(.font, value: font.withSize(font.pointSize * factor), range: range)
            }
        }
        return copy
    }

    override func traitsChanged() { apply() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        apply()
    }

    // MARK: - Size

    /// The size the text needs within `size`'s width (for more than one line), its lines
    /// limited by `numberOfLines`, rounded up to whole points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = numberOfLines == 1 || size.width <= 0 ? 0 : size.width
        let far = CGFloat(10_000_000)
        let bounds = CGRect(x: 0, y: 0, width: width > 0 ? width : far, height: far)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: 0))
    }

    open override func sizeToFit() {
        frame.size = sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : bounds.width, height: 0))
    }
}

extension UITraitCollection {
    /// `performAsCurrent` for a closure that returns a value.
    func performAsCurrentReturning<T>(_ body: () -> T) -> T {
        var result: T?
        performAsCurrent { result = body() }
        return result!
    }
}

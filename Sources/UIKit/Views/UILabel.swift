import ReelCore

/// A view that shows a line of text, like `UILabel`, backed by a `CATextLayer`.
open class UILabel: UIView {
    open override class var layerClass: AnyClass { CATextLayer.self }

    private var textLayer: CATextLayer { layer as! CATextLayer }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        apply()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        apply()
    }

    open var text: String? { didSet { apply() } }
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) { didSet { apply() } }
    open var textColor: UIColor! = .black { didSet { apply() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { apply() } }
    open var numberOfLines = 1 { didSet { apply() } }

    private func apply() {
        textLayer.string = text ?? ""
        textLayer.font = font.familyName
        (textLayer.reel as? TextLayer)?.isBold = font.isBold
        textLayer.fontSize = font.pointSize
        textLayer.foregroundColor = textColor.cgColor
        textLayer.isWrapped = numberOfLines != 1
        textLayer.alignmentMode = textAlignment.caMode
    }
}

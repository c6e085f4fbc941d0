import UIKit

/// A chat thread where each new message pops in as a bubble sized to its text: the text is
/// measured with `boundingRect(with:options:attributes:context:)` (line fragments, a paragraph
/// style with line spacing), the bubble is drawn in `draw(_:)` with a `UIBezierPath`, and it
/// springs in from its tail corner (`layer.anchorPoint`, a scale `transform`, `alpha`).
public final class ChatBubbleView: UIView {
    public static let maxTextWidth: CGFloat = 130
    public static let padding = UIEdgeInsets(top: 7, left: 11, bottom: 7, right: 11)
    public static let outgoing = UIColor.systemBlue
    public static let incoming = UIColor.systemGray5

    public private(set) var bubbles: [Bubble] = []
    private var nextY: CGFloat = 16

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    static func attributes(outgoing: Bool) -> [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineSpacing = 2
        paragraph.lineBreakMode = .byWordWrapping
        return [
            .font: UIFont.systemFont(ofSize: 13),
            .foregroundColor: outgoing ? UIColor.white : UIColor.label,
            .paragraphStyle: paragraph,
        ]
    }

    /// The size of the bubble for `text`: the text's bounding box, rounded up, plus the padding.
    public static func bubbleSize(for text: String, outgoing: Bool) -> CGSize {
        let box = (text as NSString).boundingRect(
            with: CGSize(width: maxTextWidth, height: .greatestFiniteMagnitude),
            options: [.usesLineFragmentOrigin, .usesFontLeading], attributes: attributes(outgoing: outgoing),
            context: nil)
        return CGSize(
            width: ceil(box.width) + padding.left + padding.right,
            height: ceil(box.height) + padding.top + padding.bottom)
    }

    public func send(_ text: String, outgoing: Bool) {
        let size = Self.bubbleSize(for: text, outgoing: outgoing)
        let x = outgoing ? bounds.width - 12 - size.width : 12
        let bubble = Bubble(frame: CGRect(x: x, y: nextY, width: size.width, height: size.height))
        bubble.fillColor = outgoing ? Self.outgoing : Self.incoming
        bubble.label.attributedText = NSAttributedString(string: text, attributes: Self.attributes(outgoing: outgoing))
        bubble.layer.name = "bubble\(bubbles.count)"
        nextY += size.height + 8
        addSubview(bubble)
        bubbles.append(bubble)

        // Grow from the bottom corner on the sender's side.
        let corner = CGPoint(x: outgoing ? 1 : 0, y: 1)
        let frame = bubble.frame
        bubble.layer.anchorPoint = corner
        bubble.frame = frame
        bubble.transform = CGAffineTransform(scaleX: 0.3, y: 0.3)
        bubble.alpha = 0
        UIView.animate(
            withDuration: 0.45, delay: 0, usingSpringWithDamping: 0.65, initialSpringVelocity: 0.5, options: [],
            animations: {
                bubble.transform = .identity
                bubble.alpha = 1
            })
    }

    /// One message: a rounded bubble drawn in `draw(_:)` around a multi-line label.
    public final class Bubble: UIView {
        public var fillColor = UIColor.systemGray5 {
            didSet { setNeedsDisplay() }
        }
        public let label = UILabel()

        public override init(frame: CGRect) {
            super.init(frame: frame)
            isOpaque = false
            backgroundColor = .clear
            label.numberOfLines = 0
            addSubview(label)
        }

        public required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        public override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = bounds.inset(by: ChatBubbleView.padding)
        }

        public override func draw(_ rect: CGRect) {
            fillColor.setFill()
            UIBezierPath(roundedRect: bounds, cornerRadius: min(16, bounds.height / 2)).fill()
        }
    }
}

import Foundation

/// The text or the placeholder of a text field, drawn by the field's open drawing methods.
final class TextFieldText: UIView {
    let placeholder: Bool
    weak var field: UITextField?

    init(placeholder: Bool) {
        self.placeholder = placeholder
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        placeholder = false
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let field else { return }
        if placeholder { field.drawPlaceholder(in: bounds) } else { field.drawText(in: bounds) }
    }
}

/// A text field's clear button: a grey disc with a white cross.
final class TextFieldClearButton: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        let disc = bounds.insetBy(dx: 1.5, dy: 1.5)
        UIColor.systemGray3.setFill()
        UIBezierPath(ovalIn: disc).fill()
        let cross = UIBezierPath()
        let d = disc.width * 0.2
        cross.move(to: CGPoint(x: disc.midX - d, y: disc.midY - d))
        cross.addLine(to: CGPoint(x: disc.midX + d, y: disc.midY + d))
        cross.move(to: CGPoint(x: disc.midX + d, y: disc.midY - d))
        cross.addLine(to: CGPoint(x: disc.midX - d, y: disc.midY + d))
        cross.lineWidth = 1.5
        cross.lineCapStyle = .round
        UIColor.white.setStroke()
        cross.stroke()
    }
}

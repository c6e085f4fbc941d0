import UIKit

/// A passcode entry: four dots fill as digits are typed; a wrong code shakes the row with an
/// additive `CAKeyframeAnimation` on `transform.translation.x`, turns the dots red and plays an
/// error haptic (`UINotificationFeedbackGenerator`), then empties them again.
public final class PasscodeView: UIView {
    public static let length = 4
    public static let shakeOffsets: [CGFloat] = [0, -14, 14, -10, 10, -5, 5, 0]
    public static let shakeDuration: CFTimeInterval = 0.5
    public static let dotSize: CGFloat = 16

    public let row = UIView()
    public private(set) var dots: [CAShapeLayer] = []
    private var entered = ""
    private let feedback = UINotificationFeedbackGenerator()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        row.layer.name = "row"
        addSubview(row)
        for index in 0..<Self.length {
            let dot = CAShapeLayer()
            dot.name = "dot\(index)"
            dot.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: Self.dotSize, height: Self.dotSize)).cgPath
            dot.lineWidth = 1.5
            dot.strokeColor = UIColor.label.cgColor
            dot.fillColor = UIColor.clear.cgColor
            row.layer.addSublayer(dot)
            dots.append(dot)
        }
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let spacing: CGFloat = 20
        let width = CGFloat(Self.length) * Self.dotSize + CGFloat(Self.length - 1) * spacing
        row.frame = CGRect(x: (bounds.width - width) / 2, y: bounds.midY - Self.dotSize / 2, width: width, height: 16)
        for (index, dot) in dots.enumerated() {
            dot.frame = CGRect(
                x: CGFloat(index) * (Self.dotSize + spacing), y: 0, width: Self.dotSize, height: Self.dotSize)
        }
    }

    /// Types one digit; the fourth checks the code against `expected`.
    public func type(_ digit: Character, expected: String) {
        guard entered.count < Self.length else { return }
        dots[entered.count].fillColor = UIColor.label.cgColor
        entered.append(digit)
        if entered.count == Self.length {
            feedback.prepare()
            if entered != expected { reject() }
        }
    }

    private func reject() {
        feedback.notificationOccurred(.error)
        let red = UIColor.systemRed.cgColor
        CATransaction.begin()
        CATransaction.setCompletionBlock { [weak self] in self?.clear() }
        let shake = CAKeyframeAnimation(keyPath: "transform.translation.x")
        shake.values = Self.shakeOffsets
        shake.duration = Self.shakeDuration
        shake.isAdditive = true
        row.layer.add(shake, forKey: "shake")
        for dot in dots {
            dot.fillColor = red
            dot.strokeColor = red
        }
        CATransaction.commit()
    }

    private func clear() {
        entered = ""
        for dot in dots {
            dot.fillColor = UIColor.clear.cgColor
            dot.strokeColor = UIColor.label.cgColor
        }
    }
}

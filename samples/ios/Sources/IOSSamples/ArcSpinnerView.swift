import UIKit

/// A three-quarter ring that turns once a second, drawn by a stroked `CAShapeLayer`.
public final class ArcSpinnerView: UIView {
    public static let lineWidth: CGFloat = 6
    public static let turnDuration: CFTimeInterval = 1

    private let arc = CAShapeLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        arc.name = "arc"
        arc.fillColor = UIColor.clear.cgColor
        arc.strokeColor = UIColor(red: 1.0, green: 0.58, blue: 0.0, alpha: 1).cgColor
        arc.lineWidth = Self.lineWidth
        arc.lineCap = .round
        layer.addSublayer(arc)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        arc.frame = bounds
        let radius = min(bounds.width, bounds.height) / 2 - Self.lineWidth
        arc.path =
            UIBezierPath(
                arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius,
                startAngle: 0, endAngle: .pi * 1.5, clockwise: true
            ).cgPath
    }

    public func startAnimating() {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi * 2
        spin.duration = Self.turnDuration
        spin.timingFunction = CAMediaTimingFunction(name: .linear)
        spin.repeatCount = .infinity
        arc.add(spin, forKey: "spin")
    }
}

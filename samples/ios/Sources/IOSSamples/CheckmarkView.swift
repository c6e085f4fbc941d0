import UIKit

/// A success check mark drawn stroke by stroke: a circle, then the tick, each by animating
/// `strokeEnd` from 0 to 1.
public final class CheckmarkView: UIView {
    public static let circleDuration: CFTimeInterval = 0.6
    public static let tickDuration: CFTimeInterval = 0.4
    public static let lineWidth: CGFloat = 8

    private let circle = CAShapeLayer()
    private let tick = CAShapeLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        let green = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1).cgColor
        for (name, shape) in [("circle", circle), ("tick", tick)] {
            shape.name = name
            shape.fillColor = UIColor.clear.cgColor
            shape.strokeColor = green
            shape.lineWidth = Self.lineWidth
            shape.lineCap = .round
            shape.lineJoin = .round
            shape.strokeEnd = 0
            layer.addSublayer(shape)
        }
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        circle.frame = bounds
        tick.frame = bounds
        circle.path = UIBezierPath(ovalIn: bounds.insetBy(dx: Self.lineWidth, dy: Self.lineWidth)).cgPath
        let w = bounds.width
        let path = UIBezierPath()
        path.move(to: CGPoint(x: w * 0.28, y: w * 0.52))
        path.addLine(to: CGPoint(x: w * 0.43, y: w * 0.67))
        path.addLine(to: CGPoint(x: w * 0.73, y: w * 0.36))
        tick.path = path.cgPath
    }

    public func animateCheck() {
        draw(circle, duration: Self.circleDuration, after: 0)
        draw(tick, duration: Self.tickDuration, after: Self.circleDuration)
    }

    private func draw(_ shape: CAShapeLayer, duration: CFTimeInterval, after delay: CFTimeInterval) {
        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        stroke.fromValue = 0
        stroke.toValue = 1
        stroke.duration = duration
        stroke.beginTime = CACurrentMediaTime() + delay
        stroke.fillMode = .backwards
        stroke.timingFunction = CAMediaTimingFunction(name: .easeOut)
        shape.strokeEnd = 1
        shape.add(stroke, forKey: "draw")
    }
}

import UIKit

/// Three dots that shrink and grow one after the other: the classic "ball pulse" loading
/// indicator.
public final class BallPulseIndicatorView: UIView {
    public static let dotCount = 3
    public static let spacing: CGFloat = 8
    public static let duration: CFTimeInterval = 0.75
    public static let delays: [CFTimeInterval] = [0.12, 0.24, 0.36]
    public static let scales: [CGFloat] = [1, 0.3, 1]
    public static let keyTimes: [NSNumber] = [0, 0.3, 1]

    public var color = UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public func startAnimating() {
        let size = bounds.width
        let dotSize = (size - Self.spacing * CGFloat(Self.dotCount - 1)) / CGFloat(Self.dotCount)
        let y = (bounds.height - dotSize) / 2
        let beginTime = CACurrentMediaTime()

        let pulse = CAKeyframeAnimation(keyPath: "transform.scale")
        pulse.keyTimes = Self.keyTimes
        pulse.timingFunctions = [
            CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08),
            CAMediaTimingFunction(controlPoints: 0.2, 0.68, 0.18, 1.08),
        ]
        pulse.values = Self.scales
        pulse.duration = Self.duration
        pulse.repeatCount = HUGE
        pulse.isRemovedOnCompletion = false

        for i in 0..<Self.dotCount {
            let dot = CAShapeLayer()
            dot.name = "dot\(i)"
            dot.frame = CGRect(x: (dotSize + Self.spacing) * CGFloat(i), y: y, width: dotSize, height: dotSize)
            dot.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: dotSize, height: dotSize)).cgPath
            dot.fillColor = color.cgColor
            pulse.beginTime = beginTime + Self.delays[i]
            dot.add(pulse, forKey: "pulse")
            layer.addSublayer(dot)
        }
    }
}

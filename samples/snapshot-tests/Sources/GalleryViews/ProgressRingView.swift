import UIKit

/// A download ring: a grey track and a blue arc that `fill(duration:)` draws round.
public final class ProgressRingView: UIView {
    public let track = CAShapeLayer()
    public let arc = CAShapeLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        for ring in [track, arc] {
            ring.fillColor = nil
            ring.lineWidth = 8
            layer.addSublayer(ring)
        }
        track.strokeColor = UIColor(white: 0.85, alpha: 1).cgColor
        arc.strokeColor = UIColor(red: 0.1, green: 0.45, blue: 0.95, alpha: 1).cgColor
        arc.lineCap = .round
    }

    public required init?(coder: NSCoder) { nil }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: min(bounds.width, bounds.height) / 2 - 8,
            startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        for ring in [track, arc] {
            ring.frame = bounds
            ring.path = path.cgPath
        }
    }

    /// The arc drawn from nothing to the whole ring, ease-in-out.
    public func fill(duration: CFTimeInterval) {
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0
        fill.toValue = 1
        fill.duration = duration
        fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        arc.add(fill, forKey: "fill")
    }
}

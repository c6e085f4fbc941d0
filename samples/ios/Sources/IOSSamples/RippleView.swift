import UIKit

/// Rings that grow out of the centre and fade, one after another: one ring animated, copied by
/// a `CAReplicatorLayer` with an `instanceDelay`.
public final class RippleView: UIView {
    public static let ringCount = 3
    public static let duration: CFTimeInterval = 1.8
    public static var instanceDelay: CFTimeInterval { duration / CFTimeInterval(ringCount) }

    private let replicator = CAReplicatorLayer()
    private let ring = CAShapeLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        replicator.name = "ripple"
        replicator.instanceCount = Self.ringCount
        replicator.instanceDelay = Self.instanceDelay
        ring.name = "ring"
        ring.fillColor = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 0.5).cgColor
        ring.strokeColor = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1).cgColor
        ring.lineWidth = 2
        ring.opacity = 0
        replicator.addSublayer(ring)
        layer.addSublayer(replicator)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        replicator.frame = bounds
        ring.frame = bounds
        ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
    }

    public func startRippling() {
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = Self.duration
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = Self.duration
        let group = CAAnimationGroup()
        group.animations = [grow, fade]
        group.duration = Self.duration
        group.repeatCount = .infinity
        group.timingFunction = CAMediaTimingFunction(name: .easeOut)
        ring.add(group, forKey: "ripple")
    }
}

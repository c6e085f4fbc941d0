import UIKit

/// A badge that flies in along a curve from the bottom-left corner and lands in the centre: a
/// `CAKeyframeAnimation` on `position` with a `path`.
public final class FlyInView: UIView {
    public static let duration: CFTimeInterval = 1.2
    public static let badgeSize: CGFloat = 48

    public let badge = CALayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        badge.name = "badge"
        badge.bounds = CGRect(x: 0, y: 0, width: Self.badgeSize, height: Self.badgeSize)
        badge.cornerRadius = 12
        badge.backgroundColor = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1).cgColor
        badge.position = start
        layer.addSublayer(badge)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Where the flight starts, bends towards and ends, in the view's coordinates.
    public var start: CGPoint { CGPoint(x: -Self.badgeSize, y: bounds.maxY + Self.badgeSize) }
    public var control: CGPoint { CGPoint(x: bounds.width * 0.1, y: bounds.height * 0.1) }
    public var end: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }

    public func flyIn() {
        let path = UIBezierPath()
        path.move(to: start)
        path.addQuadCurve(to: end, controlPoint: control)

        let flight = CAKeyframeAnimation(keyPath: "position")
        flight.path = path.cgPath
        flight.duration = Self.duration
        flight.timingFunction = CAMediaTimingFunction(name: .easeOut)
        badge.position = end
        badge.add(flight, forKey: "flyIn")
    }
}

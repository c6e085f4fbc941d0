import UIKit

/// A round "like" button that pops when tapped: it shrinks at once, then springs back to full
/// size with a `CASpringAnimation` on `transform.scale`.
public final class SpringButtonView: UIView {
    public static let pressedScale: CGFloat = 0.6
    public static let mass: CGFloat = 1
    public static let stiffness: CGFloat = 300
    public static let damping: CGFloat = 8

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 1.0, green: 0.18, blue: 0.33, alpha: 1)
        layer.cornerRadius = min(frame.width, frame.height) / 2
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 6
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func pop() {
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.fromValue = Self.pressedScale
        spring.toValue = 1
        spring.mass = Self.mass
        spring.stiffness = Self.stiffness
        spring.damping = Self.damping
        spring.initialVelocity = 0
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "pop")
    }
}

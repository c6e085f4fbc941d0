import UIKit

/// A card that turns over in perspective: two faces in a `CATransformLayer`, the back one
/// turned by π, neither double-sided, the pair turned on `transform.rotation.y` under a
/// `sublayerTransform` whose `m34` is -1/500.
public final class CardFlipView: UIView {
    public static let eyeDistance: CGFloat = 500
    public static let duration: CFTimeInterval = 1.2

    private let card = CATransformLayer()
    private let front = CALayer()
    private let back = CALayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / Self.eyeDistance
        layer.sublayerTransform = perspective
        card.name = "card"
        front.name = "front"
        front.backgroundColor = UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1).cgColor
        back.name = "back"
        back.backgroundColor = UIColor(red: 1.0, green: 0.8, blue: 0.0, alpha: 1).cgColor
        back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        for face in [front, back] {
            face.cornerRadius = 16
            face.isDoubleSided = false
            card.addSublayer(face)
        }
        layer.addSublayer(card)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        card.frame = bounds.insetBy(dx: bounds.width * 0.2, dy: bounds.height * 0.1)
        front.frame = card.bounds
        back.frame = card.bounds
    }

    public func flip() {
        let turn = CABasicAnimation(keyPath: "transform.rotation.y")
        turn.fromValue = 0
        turn.toValue = CGFloat.pi
        turn.duration = Self.duration
        turn.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        turn.fillMode = .forwards
        turn.isRemovedOnCompletion = false
        card.add(turn, forKey: "flip")
    }
}

import UIKit

/// Confetti falling from a line along the top edge: a `CAEmitterLayer` with one cell per colour.
public final class ConfettiView: UIView {
    public static let colors: [UIColor] = [
        UIColor(red: 0.95, green: 0.26, blue: 0.21, alpha: 1),
        UIColor(red: 1.0, green: 0.76, blue: 0.03, alpha: 1),
        UIColor(red: 0.3, green: 0.69, blue: 0.31, alpha: 1),
        UIColor(red: 0.13, green: 0.59, blue: 0.95, alpha: 1),
    ]
    public static let birthRate: Float = 6
    public static let lifetime: Float = 6
    public static let velocity: CGFloat = 120

    private let emitter = CAEmitterLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        emitter.name = "confetti"
        emitter.emitterShape = .line
        emitter.seed = 7
        layer.addSublayer(emitter)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        emitter.frame = bounds
        emitter.emitterPosition = CGPoint(x: bounds.midX, y: -10)
        emitter.emitterSize = CGSize(width: bounds.width, height: 1)
    }

    public func startConfetti() {
        let image = UIImage(named: "confetti")?.cgImage
        emitter.emitterCells = Self.colors.map { color in
            let cell = CAEmitterCell()
            cell.contents = image
            cell.color = color.cgColor
            cell.birthRate = Self.birthRate
            cell.lifetime = Self.lifetime
            cell.velocity = Self.velocity
            cell.velocityRange = 40
            cell.emissionLongitude = .pi
            cell.emissionRange = .pi / 6
            cell.yAcceleration = 60
            cell.spin = 3
            cell.spinRange = 4
            cell.scale = 0.5
            cell.scaleRange = 0.2
            return cell
        }
    }
}

import UIKit

/// A background whose gradient drifts from one pair of colours to the next for ever: each
/// `colors` animation starts the next one from `animationDidStop(_:finished:)`.
public final class GradientCycleView: UIView, CAAnimationDelegate {
    public static let palettes: [[UIColor]] = [
        [UIColor(red: 0.98, green: 0.36, blue: 0.49, alpha: 1), UIColor(red: 0.99, green: 0.72, blue: 0.38, alpha: 1)],
        [UIColor(red: 0.40, green: 0.49, blue: 0.92, alpha: 1), UIColor(red: 0.46, green: 0.29, blue: 0.64, alpha: 1)],
        [UIColor(red: 0.26, green: 0.91, blue: 0.48, alpha: 1), UIColor(red: 0.22, green: 0.56, blue: 0.89, alpha: 1)],
    ]
    public static let step: CFTimeInterval = 1

    public private(set) var current = 0
    private let gradient = CAGradientLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        gradient.name = "gradient"
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.colors = Self.palettes[0].map { $0.cgColor }
        layer.addSublayer(gradient)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = bounds
    }

    public func startCycling() {
        animateToNextPalette()
    }

    private func animateToNextPalette() {
        let next = (current + 1) % Self.palettes.count
        let change = CABasicAnimation(keyPath: "colors")
        change.fromValue = Self.palettes[current].map { $0.cgColor }
        change.toValue = Self.palettes[next].map { $0.cgColor }
        change.duration = Self.step
        change.delegate = self
        gradient.colors = Self.palettes[next].map { $0.cgColor }
        gradient.add(change, forKey: "colorChange")
        current = next
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { animateToNextPalette() }
    }
}

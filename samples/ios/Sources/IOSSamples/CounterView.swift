import UIKit

/// A score that counts up: a `CATextLayer` whose number pops (a short `transform.scale`
/// animation) and goes up by one each time the pop ends, in `animationDidStop(_:finished:)`.
public final class CounterView: UIView, CAAnimationDelegate {
    public static let tick: CFTimeInterval = 0.15
    public static let target = 12

    public private(set) var count = 0
    private let text = CATextLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        text.name = "counter"
        text.fontSize = 64
        text.foregroundColor = UIColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1).cgColor
        text.alignmentMode = .center
        text.string = "0"
        layer.addSublayer(text)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        text.frame = CGRect(x: 0, y: (bounds.height - 80) / 2, width: bounds.width, height: 80)
    }

    public func startCounting() {
        count = 0
        text.string = "0"
        popNumber()
    }

    private func popNumber() {
        let pop = CABasicAnimation(keyPath: "transform.scale")
        pop.fromValue = 1.25
        pop.toValue = 1
        pop.duration = Self.tick
        pop.delegate = self
        text.add(pop, forKey: "pop")
    }

    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard flag, count < Self.target else { return }
        count += 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        text.string = "\(count)"
        CATransaction.commit()
        if count < Self.target { popNumber() }
    }
}

import UIKit

/// Two translucent circles that slide together into a Venn diagram, drawn in `draw(_:)` with
/// `setBlendMode(.multiply)` so their overlap darkens as ink does; a `Timer` moves them and
/// `setNeedsDisplay()` redraws each step.
public final class VennView: UIView {
    public static let radius: CGFloat = 48
    public static let left = UIColor(red: 0.2, green: 0.7, blue: 1.0, alpha: 1)
    public static let right = UIColor(red: 1.0, green: 0.75, blue: 0.1, alpha: 1)
    public static let step: TimeInterval = 1.0 / 30
    public static let duration: TimeInterval = 0.8
    /// How far apart the centres end, in points.
    public static let finalGap: CGFloat = 56

    /// 0 apart, 1 together; moved by the timer.
    public private(set) var progress: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    private var timer: Timer?
    private var elapsed: TimeInterval = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The centres' distance at `progress`: from 150 points apart to `finalGap`, easing out.
    public static func gap(at progress: CGFloat) -> CGFloat {
        let eased = 1 - (1 - progress) * (1 - progress)
        return 150 + (finalGap - 150) * eased
    }

    public func merge() {
        timer?.invalidate()
        elapsed = 0
        timer = Timer.scheduledTimer(withTimeInterval: Self.step, repeats: true) { [weak self] timer in
            guard let self = self else {
                timer.invalidate()
                return
            }
            self.elapsed += Self.step
            self.progress = CGFloat(min(self.elapsed / Self.duration, 1))
            if self.elapsed >= Self.duration { timer.invalidate() }
        }
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let gap = Self.gap(at: progress)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        context.setBlendMode(.multiply)
        for (offset, color) in [(-gap / 2, Self.left), (gap / 2, Self.right)] {
            context.setFillColor(color.cgColor)
            context.fillEllipse(
                in: CGRect(
                    x: center.x + offset - Self.radius, y: center.y - Self.radius, width: 2 * Self.radius,
                    height: 2 * Self.radius))
        }
    }
}

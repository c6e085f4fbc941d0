import UIKit

/// A countdown ring drawn in `draw(_:)`: a grey track, a blue arc for the time left from
/// twelve o'clock, and a dot filled with a radial gradient; a `Timer` lowers the time left and
/// `setNeedsDisplay()` redraws the view on every tick.
public final class PieTimerView: UIView {
    public static let tick: TimeInterval = 0.05
    public static let total: TimeInterval = 2

    public private(set) var remaining: TimeInterval = PieTimerView.total {
        didSet { setNeedsDisplay() }
    }
    private var timer: Timer?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func start() {
        timer?.invalidate()
        remaining = Self.total
        timer = Timer.scheduledTimer(withTimeInterval: Self.tick, repeats: true) { [weak self] timer in
            guard let self = self else {
                timer.invalidate()
                return
            }
            self.remaining = max(0, self.remaining - Self.tick)
            if self.remaining <= 0 { timer.invalidate() }
        }
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 10
        let blue = UIColor(red: 0.2, green: 0.5, blue: 1, alpha: 1)

        context.setLineWidth(12)
        context.setStrokeColor(UIColor(white: 0.9, alpha: 1).cgColor)
        context.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        context.strokePath()

        let fraction = CGFloat(remaining / Self.total)
        if fraction > 0 {
            let start = -CGFloat.pi / 2
            let arc = UIBezierPath(
                arcCenter: center, radius: radius, startAngle: start, endAngle: start + 2 * .pi * fraction,
                clockwise: true)
            arc.lineWidth = 12
            arc.lineCapStyle = .round
            blue.setStroke()
            arc.stroke()
        }

        let colors = [UIColor.white.cgColor, blue.cgColor] as CFArray
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])
        else { return }
        context.saveGState()
        context.addEllipse(in: CGRect(x: center.x - 20, y: center.y - 20, width: 40, height: 40))
        context.clip()
        context.drawRadialGradient(
            gradient, startCenter: CGPoint(x: center.x - 6, y: center.y - 6), startRadius: 0, endCenter: center,
            endRadius: 20, options: [])
        context.restoreGState()
    }
}

import UIKit

/// A badge drawn once into an image with `UIGraphicsImageRenderer` (a rounded gradient tile
/// with a shadow and a white star) and shown as a layer's `contents`, popping in with a spring;
/// below it a sparkline, a `CALayer` subclass that draws its points in `draw(in:)`.
public final class BadgeView: UIView {
    private let badge = CALayer()
    private let sparkline = SparklineLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        badge.name = "badge"
        badge.frame = CGRect(x: bounds.midX - 50, y: 20, width: 100, height: 100)
        badge.contents = BadgeView.makeBadge(size: badge.bounds.size).cgImage
        layer.addSublayer(badge)
        sparkline.name = "sparkline"
        sparkline.frame = CGRect(x: 20, y: 140, width: bounds.width - 40, height: 40)
        sparkline.contentsScale = UIScreen.main.scale
        sparkline.setNeedsDisplay()
        layer.addSublayer(sparkline)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func popIn() {
        let pop = CASpringAnimation(keyPath: "transform.scale")
        pop.fromValue = 0.2
        pop.toValue = 1
        pop.damping = 8
        pop.duration = pop.settlingDuration
        badge.add(pop, forKey: "pop")
    }

    static func makeBadge(size: CGSize) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: size)
        return renderer.image { context in
            let cg = context.cgContext
            let tile = CGRect(origin: .zero, size: size).insetBy(dx: 10, dy: 10)
            cg.saveGState()
            cg.setShadow(offset: CGSize(width: 0, height: 4), blur: 8, color: UIColor(white: 0, alpha: 0.35).cgColor)
            UIColor.white.setFill()
            UIBezierPath(roundedRect: tile, cornerRadius: 18).fill()
            cg.restoreGState()

            cg.saveGState()
            UIBezierPath(roundedRect: tile, cornerRadius: 18).addClip()
            let colors = [
                UIColor(red: 1, green: 0.62, blue: 0.2, alpha: 1).cgColor,
                UIColor(red: 0.93, green: 0.2, blue: 0.45, alpha: 1).cgColor,
            ]
            if let gradient = CGGradient(colorsSpace: nil, colors: colors as CFArray, locations: nil) {
                cg.drawLinearGradient(
                    gradient, start: CGPoint(x: tile.minX, y: tile.minY), end: CGPoint(x: tile.maxX, y: tile.maxY),
                    options: [])
            }
            cg.restoreGState()

            let star = UIBezierPath()
            let center = CGPoint(x: tile.midX, y: tile.midY)
            for i in 0..<10 {
                let radius: CGFloat = i % 2 == 0 ? 28 : 12
                let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if i == 0 { star.move(to: point) } else { star.addLine(to: point) }
            }
            star.close()
            UIColor.white.setFill()
            star.fill()
        }
    }
}

/// A line through fixed values, drawn in `draw(in:)` with a filled area under it.
final class SparklineLayer: CALayer, @unchecked Sendable {
    let values: [CGFloat] = [0.2, 0.5, 0.35, 0.8, 0.6, 0.9, 0.4, 0.7, 1.0, 0.75]

    override func draw(in ctx: CGContext) {
        let step = bounds.width / CGFloat(values.count - 1)
        let points = values.enumerated().map { i, v in
            CGPoint(x: CGFloat(i) * step, y: bounds.height - v * (bounds.height - 4) - 2)
        }
        ctx.addLines(between: points)
        ctx.addLine(to: CGPoint(x: bounds.width, y: bounds.height))
        ctx.addLine(to: CGPoint(x: 0, y: bounds.height))
        ctx.closePath()
        ctx.setFillColor(UIColor(red: 0.93, green: 0.2, blue: 0.45, alpha: 0.2).cgColor)
        ctx.fillPath()
        ctx.addLines(between: points)
        ctx.setStrokeColor(UIColor(red: 0.93, green: 0.2, blue: 0.45, alpha: 1).cgColor)
        ctx.setLineWidth(2)
        ctx.setLineJoin(.round)
        ctx.setLineCap(.round)
        ctx.strokePath()
    }
}

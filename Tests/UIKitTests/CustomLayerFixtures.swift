import Foundation
import UIKit

/// A ring that draws `progress` (0…1) of a circle, clockwise from the top, in `draw(in:)`: the
/// iOS pattern for a custom animatable key, without `@NSManaged`.
final class ProgressRingLayer: CALayer, @unchecked Sendable {
    // @unchecked Sendable: used on the recording's thread only.
    static let lineWidth: CGFloat = 6
    /// The progress each `draw(in:)` read.
    var drawnProgress: [CGFloat] = []
    var ringColor = UIColor.red.cgColor

    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let ring = layer as? ProgressRingLayer { ringColor = ring.ringColor }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        key == "progress" ? CGFloat(0) : super.defaultValue(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        drawnProgress.append(progress)
        guard progress > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = bounds.width / 2 - Self.lineWidth
        ctx.addArc(
            center: center, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + progress * 2 * .pi,
            clockwise: false)
        ctx.setStrokeColor(ringColor)
        ctx.setLineWidth(Self.lineWidth)
        ctx.strokePath()
    }
}

/// A layer whose `progress` animates implicitly over one second (`action(forKey:)`).
final class ImplicitProgressLayer: CALayer, @unchecked Sendable {
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    override func action(forKey event: String) -> CAAction? {
        guard event == "progress" else { return super.action(forKey: event) }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = 1
        return animation
    }
}

/// Subclasses of the other layer classes, with the initializers iOS code writes.
final class DashedShapeLayer: CAShapeLayer, @unchecked Sendable {
    var dashes = 2

    override init() {
        super.init()
        lineDashPattern = [4, 2]
    }

    override init(layer: Any) {
        super.init(layer: layer)
        dashes = (layer as? DashedShapeLayer)?.dashes ?? 2
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class SparkEmitterLayer: CAEmitterLayer, @unchecked Sendable {
    override init() {
        super.init()
        birthRate = 3
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A view backed by a `ProgressRingLayer`.
final class ProgressRingView: UIView, @unchecked Sendable {
    override class var layerClass: AnyClass { ProgressRingLayer.self }
}

import UIKit

/// A download ring: a `CALayer` subclass with an animatable `progress` of its own (key-value
/// coding, `needsDisplay(forKey:)`, drawn in `draw(in:)`), filled by a `CABasicAnimation` on
/// `"progress"`, under a caption set as an `NSAttributedString` (a bold count and a lighter rest).
public final class DownloadRingView: UIView {
    public static let duration: CFTimeInterval = 1.2
    public static let target: CGFloat = 0.8
    public static let ringColor = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
    public static let trackColor = UIColor(white: 0.9, alpha: 1)

    public let ring = ProgressRingLayer()
    private let caption = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        ring.name = "ring"
        ring.contentsScale = UIScreen.main.scale
        ring.needsDisplayOnBoundsChange = true
        layer.addSublayer(ring)
        caption.textAlignment = .center
        caption.attributedText = Self.caption(done: 3, of: 4)
        addSubview(caption)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let side = min(bounds.width, bounds.height) - 60
        ring.frame = CGRect(x: (bounds.width - side) / 2, y: 16, width: side, height: side)
        caption.frame = CGRect(x: 0, y: ring.frame.maxY + 12, width: bounds.width, height: 22)
    }

    static func caption(done: Int, of total: Int) -> NSAttributedString {
        let text = NSMutableAttributedString(
            string: "\(done) of \(total)",
            attributes: [
                .font: UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .bold),
                .foregroundColor: UIColor.black,
            ])
        text.append(
            NSAttributedString(
                string: " files",
                attributes: [
                    .font: UIFont.systemFont(ofSize: 15),
                    .foregroundColor: UIColor.gray,
                ]))
        return text
    }

    public func start() {
        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = 0
        fill.toValue = Self.target
        fill.duration = Self.duration
        fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        ring.progress = Self.target
        ring.add(fill, forKey: "progress")
    }
}

/// A ring drawn for its `progress` (0…1) from twelve o'clock, clockwise, over a grey track.
public final class ProgressRingLayer: CALayer, @unchecked Sendable {
    public static let lineWidth: CGFloat = 10

    public var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }

    public override init() {
        super.init()
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    public override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - Self.lineWidth / 2
        ctx.setLineWidth(Self.lineWidth)
        ctx.setStrokeColor(DownloadRingView.trackColor.cgColor)
        ctx.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        ctx.strokePath()
        guard progress > 0 else { return }
        let start = -CGFloat.pi / 2
        ctx.setLineCap(.round)
        ctx.setStrokeColor(DownloadRingView.ringColor.cgColor)
        ctx.addArc(
            center: center, radius: radius, startAngle: start, endAngle: start + 2 * .pi * progress, clockwise: false)
        ctx.strokePath()
    }
}

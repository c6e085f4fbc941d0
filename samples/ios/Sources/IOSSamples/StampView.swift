import UIKit

/// An invoice that gets an "APPROVED" stamp: the stamp is drawn once in a legacy image context
/// (`UIGraphicsBeginImageContextWithOptions`, a dashed `UIBezierPath` border, text drawn with
/// `draw(in:withAttributes:)`), shown in a `UIImageView`, and slammed down with
/// `UIView.animateKeyframes`: it drops from large and faint, overshoots small, then settles tilted.
public final class StampView: UIView {
    public static let stampSize = CGSize(width: 140, height: 44)
    public static let ink = UIColor(red: 0.85, green: 0.12, blue: 0.15, alpha: 1)
    public static let tilt: CGFloat = -0.2
    public static let duration: TimeInterval = 0.6

    public let stamp = UIImageView()
    private let titleLabel = UILabel()
    private let amountLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        titleLabel.text = "Invoice #2024-0193 · Northwind Traders"
        titleLabel.font = .systemFont(ofSize: 14, weight: .medium)
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.minimumScaleFactor = 0.6
        addSubview(titleLabel)
        amountLabel.text = "$1,280.00"
        amountLabel.font = .monospacedDigitSystemFont(ofSize: 28, weight: .bold)
        addSubview(amountLabel)

        stamp.image = Self.makeStamp()
        stamp.layer.name = "stamp"
        stamp.alpha = 0
        addSubview(stamp)
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 16, y: 40, width: bounds.width - 32, height: 20)
        amountLabel.frame = CGRect(x: 16, y: 66, width: bounds.width - 32, height: 34)
        stamp.bounds = CGRect(origin: .zero, size: Self.stampSize)
        stamp.center = CGPoint(x: bounds.midX + 10, y: 145)
    }

    static func makeStamp() -> UIImage? {
        UIGraphicsBeginImageContextWithOptions(stampSize, false, 0)
        defer { UIGraphicsEndImageContext() }
        let border = UIBezierPath(
            roundedRect: CGRect(origin: .zero, size: stampSize).insetBy(dx: 3, dy: 3), cornerRadius: 6)
        border.lineWidth = 3
        let dashes: [CGFloat] = [10, 4]
        border.setLineDash(dashes, count: dashes.count, phase: 0)
        ink.setStroke()
        border.stroke()

        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = .center
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 18, weight: .heavy),
            .foregroundColor: ink,
            .kern: 2,
            .paragraphStyle: paragraph,
        ]
        ("APPROVED" as NSString).draw(
            in: CGRect(x: 0, y: 10, width: stampSize.width, height: 26), withAttributes: attributes)
        return UIGraphicsGetImageFromCurrentImageContext()
    }

    public func approve() {
        stamp.transform = CGAffineTransform(scaleX: 2.5, y: 2.5).rotated(by: Self.tilt)
        UIView.animateKeyframes(
            withDuration: Self.duration, delay: 0, options: [.calculationModeLinear],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.6) {
                    self.stamp.alpha = 1
                    self.stamp.transform = CGAffineTransform(scaleX: 0.9, y: 0.9).rotated(by: Self.tilt)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) {
                    self.stamp.transform = CGAffineTransform(rotationAngle: Self.tilt)
                }
            })
    }
}

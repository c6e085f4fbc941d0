import Foundation

/// A spinner, like `UIActivityIndicatorView` (iOS 13's): eight spokes round the centre, the
/// leading one solid and each one behind it fainter, stepping an eighth of a turn every 1/8 s
/// while animating. `.medium` is 20 points square, `.large` 37; the colour is `systemGray`.
open class UIActivityIndicatorView: UIView {
    /// The styles, like `UIActivityIndicatorView.Style` (the pre-iOS 13 names draw as the new).
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        case whiteLarge = 0
        case white = 1
        case gray = 2
    }

    /// The number of spokes and how long one turn takes.
    public static let spokeCount = 8
    public static let period: TimeInterval = 1

    open var style: Style { didSet { drawSpokes() } }
    open var color: UIColor! = .systemGray { didSet { drawSpokes() } }
    open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    open private(set) var isAnimating = false
    private let wheel = CALayer()

    public init(style: Style) {
        self.style = style
        let side = Self.side(of: style)
        super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
        layer.addSublayer(wheel)
        isHidden = true
        drawSpokes()
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .medium)
        self.frame = frame
    }

    /// Non-failable, as UIKit declares it (UIView's never fails).
    public required init(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)!
    }

    /// The side of the square a style draws in.
    public static func side(of style: Style) -> CGFloat {
        style == .medium || style == .white || style == .gray ? 20 : 37
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.side(of: style), height: Self.side(of: style))
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        let n = Self.spokeCount
        turn.values = (0..<n).map { NSNumber(value: Double($0) * 2 * .pi / Double(n)) }
        turn.keyTimes = (0...n).map { NSNumber(value: Double($0) / Double(n)) }
        turn.calculationMode = .discrete
        turn.duration = Self.period
        turn.repeatCount = .infinity
        wheel.add(turn, forKey: "spin")
    }

    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        wheel.removeAnimation(forKey: "spin")
        if hidesWhenStopped { isHidden = true }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        drawSpokes()
    }

    /// Eight rounded spokes from a quarter to half the side from the centre, a tenth of the side
    /// thick; the spoke at twelve o'clock solid, those behind it (anticlockwise) fading to 1/8.
    private func drawSpokes() {
        let side = Self.side(of: style)
        wheel.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        for old in wheel.sublayers ?? [] { old.removeFromSuperlayer() }
        let n = Self.spokeCount
        for i in 0..<n {
            let angle = Double(i) * 2 * .pi / Double(n) - .pi / 2
            let spoke = CAShapeLayer()
            spoke.frame = CGRect(x: 0, y: 0, width: side, height: side)
            let path = UIBezierPath()
            let (inner, outer) = (side * 0.25 + side * 0.05, side * 0.5 - side * 0.05)
            path.move(to: CGPoint(x: side / 2 + inner * cos(angle), y: side / 2 + inner * sin(angle)))
            path.addLine(to: CGPoint(x: side / 2 + outer * cos(angle), y: side / 2 + outer * sin(angle)))
            spoke.path = path.cgPath
            spoke.strokeColor = color.resolvedColor(with: traitCollection).cgColor
            spoke.lineWidth = side / 10
            spoke.lineCap = .round
            spoke.opacity = Float(n - ((n - i) % n)) / Float(n)
            wheel.addSublayer(spoke)
        }
    }
}

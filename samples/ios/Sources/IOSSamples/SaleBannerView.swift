import UIKit

/// A banner whose lettering is cut out of a moving gradient: the word is drawn once into an image
/// (`UIGraphicsImageRenderer`, white text on transparent) that `draw(_:)` clips to with
/// `clip(to:mask:)`, flipping the context first as iOS code must (Core Graphics places the mask
/// image y-up), then paints a `drawLinearGradient` whose stops a `Timer` slides along.
public final class SaleBannerView: UIView {
    public static let word = "SALE"
    public static let textRect = CGRect(x: 10, y: 30, width: 180, height: 70)
    public static let step: TimeInterval = 1.0 / 30
    public static let colors = [
        UIColor(red: 0.95, green: 0.2, blue: 0.4, alpha: 1),
        UIColor(red: 1.0, green: 0.6, blue: 0.1, alpha: 1),
        UIColor(red: 0.95, green: 0.2, blue: 0.4, alpha: 1),
    ]

    /// How far the gradient has slid, in banner widths (0…1, wrapping).
    public private(set) var phase: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    private var timer: Timer?
    private lazy var letterMask: CGImage? = makeMask()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The word, white on transparent, the size of the view.
    func makeMask() -> CGImage? {
        let renderer = UIGraphicsImageRenderer(size: bounds.size)
        let image = renderer.image { _ in
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = .center
            let attributes: [NSAttributedString.Key: Any] = [
                .font: UIFont.systemFont(ofSize: 64, weight: .black),
                .foregroundColor: UIColor.white,
                .paragraphStyle: paragraph,
            ]
            (Self.word as NSString).draw(in: Self.textRect, withAttributes: attributes)
        }
        return image.cgImage
    }

    public func startShimmering() {
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: Self.step, repeats: true) { [weak self] _ in
            guard let self = self else { return }
            self.phase = (self.phase + 0.04).truncatingRemainder(dividingBy: 1)
        }
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let mask = letterMask else { return }
        context.saveGState()
        // Core Graphics draws the mask with its first row at the top of a y-up space: flip.
        context.translateBy(x: 0, y: bounds.height)
        context.scaleBy(x: 1, y: -1)
        context.clip(to: bounds, mask: mask)
        context.scaleBy(x: 1, y: -1)
        context.translateBy(x: 0, y: -bounds.height)
        let colors = Self.colors.map(\.cgColor) as CFArray
        if let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 0.5, 1])
        {
            let shift = bounds.width * phase
            context.drawLinearGradient(
                gradient, start: CGPoint(x: shift - bounds.width, y: 0), end: CGPoint(x: shift, y: 0),
                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
            context.drawLinearGradient(
                gradient, start: CGPoint(x: shift, y: 0), end: CGPoint(x: shift + bounds.width, y: 0), options: [])
        }
        context.restoreGState()
    }
}

import UIKit

/// A capsule progress bar drawn in `draw(_:)`: the track is a rounded `CGPath` added with
/// `addPath` and filled; the filled part is clipped to its own capsule and painted with a linear
/// `CGGradient` made from raw components (`init(colorSpace:colorComponents:locations:count:)`)
/// spanning the whole track, so the colour under a point does not change as the bar grows. A
/// `Timer` advances `progress` and `setNeedsDisplay()` redraws.
public final class GradientProgressView: UIView {
    public static let components: [CGFloat] = [
        1.0, 0.35, 0.35, 1,  // coral
        1.0, 0.8, 0.2, 1,  // amber
        0.2, 0.8, 0.5, 1,  // green
    ]
    public static let locations: [CGFloat] = [0, 0.5, 1]
    public static let track = CGRect(x: 20, y: 90, width: 160, height: 20)
    public static let duration: TimeInterval = 1.2
    public static let step: TimeInterval = 1.0 / 30

    public private(set) var progress: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    private var timer: Timer?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public func start() {
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: Self.step, repeats: true) { [weak self] timer in
            guard let self = self else {
                timer.invalidate()
                return
            }
            self.progress = min(1, self.progress + CGFloat(Self.step / Self.duration))
            if self.progress >= 1 { timer.invalidate() }
        }
    }

    public override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let track = Self.track
        let radius = track.height / 2
        context.addPath(CGPath(roundedRect: track, cornerWidth: radius, cornerHeight: radius, transform: nil))
        context.setFillColor(UIColor.systemGray5.cgColor)
        context.fillPath()

        guard progress > 0 else { return }
        let filled = CGRect(
            x: track.minX, y: track.minY, width: max(track.height, track.width * progress), height: track.height)
        let components = Self.components
        let locations = Self.locations
        guard
            let gradient = CGGradient(
                colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: locations,
                count: locations.count)
        else { return }
        context.saveGState()
        context.addPath(CGPath(roundedRect: filled, cornerWidth: radius, cornerHeight: radius, transform: nil))
        context.clip()
        context.drawLinearGradient(
            gradient, start: CGPoint(x: track.minX, y: 0), end: CGPoint(x: track.maxX, y: 0), options: [])
        context.restoreGState()
    }
}

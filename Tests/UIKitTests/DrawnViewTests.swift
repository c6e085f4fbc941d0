import ReelCore
import ReelRender
import Testing
import UIKit

/// A view as iOS code draws one: `override func draw(_:)` with the current context, a half
/// red, a blue top-right quarter through `UIColor.setFill()` and `UIBezierPath.fill()`.
private final class SwatchView: UIView {
    var draws = 0

    override func draw(_ rect: CGRect) {
        draws += 1
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height))
        UIColor.blue.setFill()
        UIBezierPath(rect: CGRect(x: rect.width / 2, y: 0, width: rect.width / 2, height: rect.height / 2)).fill()
    }
}

/// A progress bar redrawn by a timer: its fill is `progress` of the width.
private final class ProgressView: UIView, @unchecked Sendable {
    // @unchecked Sendable: used on the recording's thread only (the timer's block captures it).
    var progress: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
    }
}

/// A layer drawing a vertical gradient from black (top) to white (bottom) of its bounds.
private final class GradientLayer: CALayer, @unchecked Sendable {
    override func draw(in ctx: CGContext) {
        let colors = [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray
        guard let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil)
        else { return }
        ctx.drawLinearGradient(
            gradient, start: CGPoint(x: 0, y: bounds.minY), end: CGPoint(x: 0, y: bounds.maxY), options: [])
    }
}

@Suite struct DrawnViewTests {
    /// The view's drawing is its layer's contents, y-down at the screen's scale: red left half,
    /// blue top-right quarter, transparent bottom-right; drawn once for a recording of
    /// several frames (cached, as UIKit's backing store).
    @Test func overriddenDrawIsTheViewsContents() throws {
        let host = RecordingHost(size: CGSize(width: 60, height: 40), scale: 2, fps: 10, duration: 0.5)
        let view = SwatchView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        host.run { host.rootView.addSubview(view) }
        let frames = try Drawn.frames(host)
        #expect(view.draws == 1)
        for frame in [frames[0], frames[4]] {
            #expect(Drawn.rgba(frame, 25, 40) == [255, 0, 0, 255])  // points (12.5, 20)
            #expect(Drawn.rgba(frame, 90, 25) == [0, 0, 255, 255])  // points (45, 12.5): top right
            #expect(Drawn.rgba(frame, 90, 55) == [0, 0, 0, 0])  // points (45, 27.5): bottom right
            #expect(Drawn.rgba(frame, 5, 5) == [0, 0, 0, 0])  // outside the view
        }
    }

    /// A view redrawn on each tick of a `Timer` records each drawing at its tick: at frame i
    /// (10 fps, a tick every 0.2 s from 0.2 s) the bar is ⌊i / 2⌋ × 10 % of 100 points wide.
    @Test func timerRedrawsRecordEachDrawing() throws {
        let host = RecordingHost(size: CGSize(width: 100, height: 10), scale: 1, fps: 10, duration: 1)
        let bar = ProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        host.run {
            host.rootView.addSubview(bar)
            Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { _ in bar.progress += 0.1 }
        }
        let frames = try Drawn.frames(host)
        for (i, frame) in frames.enumerated() {
            let width = (i / 2) * 10
            if width > 0 { #expect(Drawn.rgba(frame, width - 1, 5) == [0, 255, 0, 255], "frame \(i)") }
            #expect(Drawn.rgba(frame, width, 5) == [0, 0, 0, 0], "frame \(i)")
        }
    }

    /// A `CALayer` subclass overriding `draw(in:)` draws only once marked (`setNeedsDisplay()`,
    /// as in Core Animation), y-down in its bounds at its `contentsScale`: row r of 40 has
    /// 255 · (r + 0.5) / 40 in each channel.
    @Test(arguments: [true, false]) func layerSubclassDrawsWhenMarked(marked: Bool) throws {
        let host = RecordingHost(size: CGSize(width: 20, height: 20), scale: 2, fps: 10, duration: 0.2)
        let layer = GradientLayer()
        host.run {
            layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.contentsScale = UIScreen.main.scale
            if marked { layer.setNeedsDisplay() }
            host.rootView.layer.addSublayer(layer)
        }
        let frame = try Drawn.frame(host)
        for row in stride(from: 0, to: 40, by: 5) {
            let v = Int((255 * (Double(row) + 0.5) / 40).rounded())
            let expected = marked ? [v, v, v, 255] : [0, 0, 0, 0]
            #expect(Drawn.near(Drawn.rgba(frame, 10, row), expected, 2), "row \(row)")
        }
    }

    /// `contentMode = .redraw` redraws when the bounds' size changes; other modes keep the picture.
    @Test(arguments: [UIView.ContentMode.redraw, .scaleToFill])
    func redrawContentModeRedrawsOnResize(mode: UIView.ContentMode) throws {
        let host = RecordingHost(size: CGSize(width: 60, height: 40), scale: 1, fps: 10, duration: 0.3)
        let view = SwatchView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.contentMode = mode
        host.run {
            host.rootView.addSubview(view)
            host.at(0.1) { view.frame.size.width = 40 }
        }
        _ = try host.record()
        #expect(view.draws == (mode == .redraw ? 2 : 1))
    }

    /// A path drawn through a `CGContext` fills and strokes exactly the pixels a `CAShapeLayer`
    /// with the same path does (both go through ReelRender's one Cairo path conversion).
    @Test func contextPathMatchesShapeLayerPixelForPixel() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 4, y: 30))
        path.addLine(to: CGPoint(x: 12, y: 3.3))
        path.addQuadCurve(to: CGPoint(x: 30, y: 10), control: CGPoint(x: 25, y: 0))
        path.addCurve(to: CGPoint(x: 26, y: 36), control1: CGPoint(x: 40, y: 20), control2: CGPoint(x: 35, y: 30))
        path.addArc(center: CGPoint(x: 15, y: 30), radius: 6, startAngle: 0, endAngle: .pi, clockwise: false)
        path.closeSubpath()
        let host = RecordingHost(size: CGSize(width: 80, height: 40), scale: 2, fps: 10, duration: 0.1)
        host.run {
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            shape.path = path
            shape.fillColor = UIColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.8).cgColor
            shape.strokeColor = UIColor(red: 0.1, green: 0.2, blue: 0.7, alpha: 1).cgColor
            shape.lineWidth = 2.5
            shape.lineJoin = .round
            host.rootView.layer.addSublayer(shape)
            let drawn = PathLayer(path: path)
            drawn.frame = CGRect(x: 40, y: 0, width: 40, height: 40)
            drawn.contentsScale = 2
            drawn.setNeedsDisplay()
            host.rootView.layer.addSublayer(drawn)
        }
        let frame = try Drawn.frame(host)
        var differing = 0
        var painted = 0
        for y in 0..<80 {
            for x in 0..<80 {
                let a = Drawn.rgba(frame, x, y)
                if a != Drawn.rgba(frame, x + 80, y) { differing += 1 }
                if a[3] > 0 { painted += 1 }
            }
        }
        #expect(painted > 1000)
        #expect(differing == 0)
    }
}

/// The same path as the shape layer's, drawn with the context's own path calls.
private final class PathLayer: CALayer, @unchecked Sendable {
    let shape: CGPath

    init(path: CGPath) {
        shape = path
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func draw(in ctx: CGContext) {
        ctx.move(to: CGPoint(x: 4, y: 30))
        ctx.addLine(to: CGPoint(x: 12, y: 3.3))
        ctx.addQuadCurve(to: CGPoint(x: 30, y: 10), control: CGPoint(x: 25, y: 0))
        ctx.addCurve(to: CGPoint(x: 26, y: 36), control1: CGPoint(x: 40, y: 20), control2: CGPoint(x: 35, y: 30))
        ctx.addArc(center: CGPoint(x: 15, y: 30), radius: 6, startAngle: 0, endAngle: .pi, clockwise: false)
        ctx.closePath()
        ctx.setFillColor(UIColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.8).cgColor)
        ctx.fillPath()
        ctx.addPath(shape)
        ctx.setStrokeColor(UIColor(red: 0.1, green: 0.2, blue: 0.7, alpha: 1).cgColor)
        ctx.setLineWidth(2.5)
        ctx.setLineJoin(.round)
        ctx.strokePath()
    }
}

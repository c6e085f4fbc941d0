import ReelCore
import Testing
import UIKit

/// Draws a red disc in the layer it is asked about (`CALayerDelegate.draw(_:in:)`).
private final class DiscPainter: CALayerDelegate {
    var asked = 0

    func draw(_ layer: CALayer, in ctx: CGContext) {
        asked += 1
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fillEllipse(in: layer.bounds)
    }
}

/// Sets the layer's contents itself (`CALayerDelegate.display(_:)`), so nothing is drawn.
private final class ImageSetter: CALayerDelegate {
    let image: CGImage

    init(image: CGImage) {
        self.image = image
    }

    func display(_ layer: CALayer) { layer.contents = image }
    func draw(_ layer: CALayer, in ctx: CGContext) {
        Issue.record("display(_:) was given, so draw(_:in:) is not asked")
    }
}

/// Adds a 10-point green stripe under the last one each time it draws, on what it drew before.
private final class StripesView: UIView, @unchecked Sendable {
    // @unchecked Sendable: used on the recording's thread only (scripted calls capture it).
    var stripes = 0

    override func draw(_ rect: CGRect) {
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: CGFloat(stripes) * 10, width: bounds.width, height: 10))
        stripes += 1
    }
}

@Suite struct LayerDrawingTests {
    /// A plain layer's delegate draws its content: a disc of the bounds at `contentsScale` 2
    /// (pixel (20, 20), the centre, is red; the corner is empty).
    @Test func delegateDrawsTheLayer() throws {
        let host = RecordingHost(size: CGSize(width: 20, height: 20), scale: 2, fps: 10, duration: 0.2)
        let painter = DiscPainter()
        host.run {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            layer.contentsScale = 2
            layer.delegate = painter
            layer.setNeedsDisplay()
            host.rootView.layer.addSublayer(layer)
        }
        let frame = try Drawn.frame(host)
        #expect(painter.asked == 1)
        #expect(Drawn.rgba(frame, 20, 20) == [255, 0, 0, 255])
        #expect(Drawn.rgba(frame, 1, 1) == [0, 0, 0, 0])
    }

    /// A delegate that implements `display(_:)` sets the contents itself and is not asked to draw.
    @Test func displayDelegateSetsContents() throws {
        let blue = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let setter = ImageSetter(image: try #require(blue.cgImage))
        let host = RecordingHost(size: CGSize(width: 10, height: 10), scale: 1, fps: 10, duration: 0.2)
        host.run {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.delegate = setter
            layer.setNeedsDisplay()
            host.rootView.layer.addSublayer(layer)
        }
        #expect(Drawn.rgba(try Drawn.frame(host), 5, 5) == [0, 0, 255, 255])
    }

    /// `needsDisplayOnBoundsChange` redraws a layer whose bounds' size changed: the disc fills
    /// the new bounds (the layer grows about its position (10, 10) from 10 to 20 points, so
    /// (1.5, 10.5), 8.5 points from the centre, is inside the new disc and the corner is not).
    @Test func boundsChangeRedrawsWhenAsked() throws {
        let host = RecordingHost(size: CGSize(width: 30, height: 30), scale: 1, fps: 10, duration: 0.3)
        let painter = DiscPainter()
        host.run {
            let layer = CALayer()
            layer.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
            layer.delegate = painter
            layer.needsDisplayOnBoundsChange = true
            layer.setNeedsDisplay()
            host.rootView.layer.addSublayer(layer)
            host.at(0.1) {
                CATransaction.begin()
                CATransaction.setDisableActions(true)
                layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
                CATransaction.commit()
            }
        }
        let frames = try Drawn.frames(host)
        #expect(painter.asked == 2)
        #expect(Drawn.rgba(frames[0], 1, 10) == [0, 0, 0, 0])
        #expect(Drawn.rgba(frames[2], 1, 10) == [255, 0, 0, 255])
        #expect(Drawn.rgba(frames[2], 1, 1) == [0, 0, 0, 0])
    }

    /// With `clearsContextBeforeDrawing` off, each drawing starts from the last: after two
    /// redraws three stripes show; with it on (the default), only the last one.
    @Test(arguments: [true, false]) func clearsContextBeforeDrawing(clears: Bool) throws {
        let host = RecordingHost(size: CGSize(width: 10, height: 30), scale: 1, fps: 10, duration: 0.4)
        let view = StripesView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        view.clearsContextBeforeDrawing = clears
        host.run {
            host.rootView.addSubview(view)
            host.at(0.1) { view.setNeedsDisplay() }
            host.at(0.2) { view.setNeedsDisplay() }
        }
        let frame = try Drawn.frames(host)[3]
        #expect(Drawn.rgba(frame, 5, 25) == [0, 255, 0, 255])
        #expect(Drawn.rgba(frame, 5, 5) == (clears ? [0, 0, 0, 0] : [0, 255, 0, 255]))
    }

    /// `UIBezierPath.stroke()` uses the path's width; `addClip()` limits what follows; the
    /// multiply blend mode multiplies: yellow × cyan = green.
    @Test func bezierStrokeClipAndBlendMode() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: format).image { context in
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 5))
            line.addLine(to: CGPoint(x: 20, y: 5))
            line.lineWidth = 4
            UIColor.black.setStroke()
            line.stroke()
            context.cgContext.saveGState()
            UIBezierPath(rect: CGRect(x: 20, y: 0, width: 10, height: 20)).addClip()
            UIColor.yellow.setFill()
            UIRectFill(CGRect(x: 20, y: 0, width: 20, height: 20))
            context.cgContext.setBlendMode(.multiply)
            UIColor.cyan.setFill()
            UIRectFill(CGRect(x: 20, y: 10, width: 20, height: 10))
            context.cgContext.restoreGState()
        }
        let cgImage = try #require(image.cgImage)
        #expect(Drawn.rgba(cgImage, 10, 3) == [0, 0, 0, 255])
        #expect(Drawn.rgba(cgImage, 10, 8) == [0, 0, 0, 0])
        #expect(Drawn.rgba(cgImage, 25, 5) == [255, 255, 0, 255])
        #expect(Drawn.rgba(cgImage, 25, 15) == [0, 255, 0, 255])
        #expect(Drawn.rgba(cgImage, 35, 5) == [0, 0, 0, 0])
    }

    /// `rotate(by:)` and `concatenate` act on user space: a quarter turn about the centre moves
    /// a bar from the top edge to the right edge (y-down UIKit context).
    @Test func rotationTurnsUserSpace() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { context in
            let cg = context.cgContext
            cg.translateBy(x: 10, y: 10)
            cg.rotate(by: .pi / 2)
            cg.concatenate(CGAffineTransform(translationX: -10, y: -10))
            cg.setFillColor(UIColor.red.cgColor)
            cg.fill(CGRect(x: 0, y: 0, width: 20, height: 4))
        }
        let cgImage = try #require(image.cgImage)
        #expect(Drawn.rgba(cgImage, 18, 10) == [255, 0, 0, 255])
        #expect(Drawn.rgba(cgImage, 10, 1) == [0, 0, 0, 0])
    }

    /// `contentsGravity` places an unscaled image (4 points in a 10-point layer) with Core
    /// Animation's y-up naming: on iOS `.topLeft` shows at the bottom left and `.bottomRight`
    /// at the top right; `.center` and `.left` are centred vertically. `(x, y)` is inside the
    /// image, `(ox, oy)` outside.
    @Test(arguments: [
        (CALayerContentsGravity.topLeft, 1, 8, 1, 1), (.bottomRight, 8, 1, 8, 8), (.center, 5, 5, 1, 1),
        (.left, 1, 5, 8, 5),
    ])
    func contentsGravityPlacesUnscaledContents(gravity: CALayerContentsGravity, x: Int, y: Int, ox: Int, oy: Int)
        throws
    {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let square = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let host = RecordingHost(size: CGSize(width: 10, height: 10), scale: 1, fps: 10, duration: 0.1)
        host.run {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            layer.contents = square.cgImage
            layer.contentsGravity = gravity
            host.rootView.layer.addSublayer(layer)
        }
        let frame = try Drawn.frame(host)
        #expect(Drawn.rgba(frame, x, y) == [255, 0, 0, 255])
        #expect(Drawn.rgba(frame, ox, oy) == [0, 0, 0, 0])
    }
}

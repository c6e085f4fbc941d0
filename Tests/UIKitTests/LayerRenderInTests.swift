import Foundation
import ReelCore
import ReelRender
import Shaders
import Testing
import UIKit

@Suite struct LayerRenderInTests {
    /// `render(in:)` draws the tree's model values into an image renderer's context: a red
    /// 20-point layer with a blue 10-point sublayer at its top right (moved there by
    /// `position`), and a green one drawn by `draw(in:)` at the bottom left.
    @Test func renderDrawsTheTreeIntoAContext() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.backgroundColor = UIColor.red.cgColor
        let blue = CALayer()
        blue.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        blue.position = CGPoint(x: 15, y: 5)
        blue.backgroundColor = UIColor.blue.cgColor
        root.addSublayer(blue)
        let green = GreenSquareLayer()
        green.frame = CGRect(x: 0, y: 10, width: 10, height: 10)
        green.drawsAsynchronously = true
        root.addSublayer(green)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: root.bounds.size, format: format).image { context in
            root.render(in: context.cgContext)
        }
        let cgImage = try #require(image.cgImage)
        #expect(Drawn.rgba(cgImage, 15, 5) == [0, 0, 255, 255])
        #expect(Drawn.rgba(cgImage, 5, 5) == [255, 0, 0, 255])
        #expect(Drawn.rgba(cgImage, 15, 15) == [255, 0, 0, 255])
        #expect(Drawn.rgba(cgImage, 5, 15) == [0, 255, 0, 255])
    }

    /// A 2×1 image (black, white) stretched over 20×10 points: `.nearest` gives hard halves;
    /// `.linear` blends between the pixel centres (x = 5 and 15), grey = 255 · (x + 0.5 − 5) / 10.
    @Test(arguments: [CALayerContentsFilter.nearest, .linear])
    func magnificationFilterSamplesTheContents(filter: CALayerContentsFilter) throws {
        var bytes: [UInt8] = [0, 0, 0, 255, 255, 255, 255, 255]
        let image = try #require(
            bytes.withUnsafeMutableBytes { buffer in
                CGContext(
                    data: buffer.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue
                )?.makeImage()
            })
        let host = RecordingHost(size: CGSize(width: 20, height: 10), scale: 1, fps: 10, duration: 0.2)
        host.run {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
            layer.contents = image
            layer.magnificationFilter = filter
            host.rootView.layer.addSublayer(layer)
        }
        let frame = try Drawn.frame(host)
        try? writePNG(frame, to: NSTemporaryDirectory() + "reel-filter-\(filter.rawValue).png")
        for x in [2, 7, 9, 10, 12, 17] {
            let expected: Int
            if filter == .nearest {
                expected = x < 10 ? 0 : 255
            } else {
                expected = Int((255 * min(max((Double(x) + 0.5 - 5) / 10, 0), 1)).rounded())
            }
            #expect(Drawn.near(Drawn.rgba(frame, x, 5), [expected, expected, expected, 255], 3), "x = \(x)")
        }
    }
}

/// Draws a green square of its bounds in `draw(in:)`.
private final class GreenSquareLayer: CALayer, @unchecked Sendable {
    override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fill(bounds)
    }
}

import Foundation
import Testing
import UIKit

/// `UIImage`'s variants (tinted, resizable, turned, animated, thumbnails) and the drawing
/// additions of `UIBezierPath` and the image renderer's format, pixels against formulas.
@Suite struct ImageVariantTests {
    /// A renderer format at scale 1.
    func unitFormat() -> UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return format
    }

    /// An image `size` points at scale 1, drawn by `body`.
    func image(_ width: Int, _ height: Int, _ body: (CGContext) -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: unitFormat()).image {
            body($0.cgContext)
        }
    }

    /// The RGBA bytes of `image` drawn by `draw` into a `width × height` canvas at scale 1.
    func pixels(_ width: Int, _ height: Int, _ draw: () -> Void) throws -> CGImage {
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: unitFormat()).image {
            _ in draw()
        }
        return try #require(drawn.cgImage)
    }

    /// Two pixels: red on the left, blue on the right.
    func redBlue() -> UIImage {
        image(2, 1) {
            $0.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            $0.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            $0.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            $0.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
    }

    /// Tinting keeps the shape (alpha a) and paints the colour: (0, 0, 255 · a, a) premultiplied.
    @Test func tintPaintsTheShape() throws {
        let source = image(2, 1) {
            $0.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            $0.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            $0.setFillColor(red: 0, green: 1, blue: 0, alpha: 0.5)
            $0.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let tinted = source.withTintColor(.blue, renderingMode: .alwaysOriginal)
        #expect(tinted.renderingMode == .alwaysOriginal && tinted.size == source.size)
        let cg = try #require(tinted.cgImage)
        #expect(Drawn.rgba(cg, 0, 0) == [0, 0, 255, 255])
        #expect(Drawn.near(Drawn.rgba(cg, 1, 0), [0, 0, 128, 128]))
    }

    /// A 3 × 3 image with red corners, green edges and a blue middle, resizable by 1 all round,
    /// drawn 5 × 5: corners stay one red pixel, edges and middle fill the rest.
    @Test(arguments: [UIImage.ResizingMode.tile, .stretch])
    func resizableKeepsItsCaps(mode: UIImage.ResizingMode) throws {
        let nine = image(3, 3) {
            $0.setFillColor(red: 0, green: 1, blue: 0, alpha: 1)
            $0.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
            $0.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            for (x, y) in [(0, 0), (2, 0), (0, 2), (2, 2)] { $0.fill(CGRect(x: x, y: y, width: 1, height: 1)) }
            $0.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
            $0.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        let resizable = nine.resizableImage(
            withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1), resizingMode: mode)
        #expect(resizable.capInsets == UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        let drawn = try pixels(5, 5) { resizable.draw(in: CGRect(x: 0, y: 0, width: 5, height: 5)) }
        for (x, y) in [(0, 0), (4, 0), (0, 4), (4, 4)] { #expect(Drawn.rgba(drawn, x, y) == [255, 0, 0, 255]) }
        for (x, y) in [(2, 0), (0, 2), (4, 3), (1, 4)] { #expect(Drawn.rgba(drawn, x, y) == [0, 255, 0, 255]) }
        for (x, y) in [(1, 1), (2, 2), (3, 3)] { #expect(Drawn.rgba(drawn, x, y) == [0, 0, 255, 255]) }
    }

    /// Orientation turns the drawing: mirrored swaps left and right; `.right` (a quarter turn
    /// clockwise) puts the left pixel on top, `.left` at the bottom, and the size turns too.
    @Test func orientationTurnsTheDrawing() throws {
        let source = try #require(redBlue().cgImage)
        let mirrored = UIImage(cgImage: source, scale: 1, orientation: .upMirrored)
        let drawn = try pixels(2, 1) { mirrored.draw(at: .zero) }
        #expect(Drawn.rgba(drawn, 0, 0) == [0, 0, 255, 255] && Drawn.rgba(drawn, 1, 0) == [255, 0, 0, 255])
        let right = UIImage(cgImage: source, scale: 1, orientation: .right)
        #expect(right.size == CGSize(width: 1, height: 2))
        let turned = try pixels(1, 2) { right.draw(at: .zero) }
        #expect(Drawn.rgba(turned, 0, 0) == [255, 0, 0, 255] && Drawn.rgba(turned, 0, 1) == [0, 0, 255, 255])
        let left = try pixels(1, 2) { UIImage(cgImage: source, scale: 1, orientation: .left).draw(at: .zero) }
        #expect(Drawn.rgba(left, 0, 0) == [0, 0, 255, 255] && Drawn.rgba(left, 0, 1) == [255, 0, 0, 255])
        #expect(UIImage(cgImage: source).withHorizontallyFlippedOrientation().imageOrientation == .upMirrored)
        #expect(right.withHorizontallyFlippedOrientation().imageOrientation == .leftMirrored)
    }

    /// An animated image looks like its first frame and keeps its frames and duration; a
    /// thumbnail has the size asked for; `UIImage()` is empty.
    @Test func animatedThumbnailAndEmpty() throws {
        let frames = [redBlue(), redBlue().withTintColor(.green)]
        let animated = try #require(UIImage.animatedImage(with: frames, duration: 0.5))
        #expect(animated.images?.count == 2 && animated.duration == 0.5 && animated.size == frames[0].size)
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        let thumbnail = try #require(redBlue().preparingThumbnail(of: CGSize(width: 4, height: 2)))
        #expect(thumbnail.size == CGSize(width: 4, height: 2))
        #expect(Drawn.rgba(try #require(thumbnail.cgImage), 0, 0) == [255, 0, 0, 255])
        #expect(UIImage().size == .zero && UIImage().cgImage == nil)
        let aligned = redBlue().withAlignmentRectInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(aligned.alignmentRectInsets.right == 4)
        #expect(redBlue().withBaselineOffset(fromBottom: 3).baselineOffsetFromBottom == 3)
    }

    /// `contains` follows the fill rule; the dashes read back as set.
    @Test func bezierPathContainsAndDashes() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.append(UIBezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 5, y: 5)) && path.contains(CGPoint(x: 1, y: 1)))
        var pattern: [CGFloat] = [4, 2]
        path.setLineDash(&pattern, count: 2, phase: 1)
        var read: [CGFloat] = [0, 0]
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&read, count: &count, phase: &phase)
        #expect(read == [4, 2] && count == 2 && phase == 1)
    }

    /// A format for a trait collection takes its display scale; a renderer's format knows
    /// its bounds.
    @Test func rendererFormat() {
        #expect(UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 3)).scale == 3)
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 1, y: 2, width: 3, height: 4), format: unitFormat())
        #expect(renderer.format.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!UIGraphicsImageRendererFormat.preferred().supportsHighDynamicRange)
    }
}

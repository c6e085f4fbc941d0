import Foundation
import ReelRender
import Shaders
import Testing
import UIKit

/// Images drawn in code, as iOS code makes them: `UIGraphicsImageRenderer`, the legacy
/// `UIGraphicsBeginImageContextWithOptions`, `UIImage(cgImage:)` and `UIImage.draw(in:)`.
@Suite struct ImageRendererTests {
    /// A renderer at scale 2 makes an image of the size in points, twice the pixels, y-down:
    /// a red top half and a green bottom-left quarter.
    @Test func rendererImageHasSizeScaleAndPixels() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 8), format: format)
        let image = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 4))
            context.cgContext.setFillColor(UIColor.green.cgColor)
            context.cgContext.fill(CGRect(x: 0, y: 4, width: 5, height: 4))
        }
        #expect(image.size == CGSize(width: 10, height: 8))
        #expect(image.scale == 2)
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 20 && cgImage.height == 16)
        #expect(Drawn.rgba(cgImage, 3, 3) == [255, 0, 0, 255])
        #expect(Drawn.rgba(cgImage, 3, 12) == [0, 255, 0, 255])
        #expect(Drawn.rgba(cgImage, 15, 12) == [0, 0, 0, 0])
    }

    /// `UIImage.draw(in:)` draws upright in UIKit's y-down contexts, while `CGContext.draw(_:in:)`
    /// puts the image's top row at the rectangle's larger y there, so it shows upside down, as
    /// on iOS; in a y-up bitmap context `CGContext.draw` is upright (`Drawn.rgba` reads that way).
    @Test func imagesArePlacedAsIOSPlacesThem() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let topRed = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 2))
        }
        let upright = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in
            topRed.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let topRedImage = try #require(topRed.cgImage)
        let flipped = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { context in
            context.cgContext.draw(topRedImage, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(Drawn.rgba(try #require(upright.cgImage), 1, 0) == [255, 0, 0, 255])
        #expect(Drawn.rgba(try #require(upright.cgImage), 1, 3) == [0, 0, 0, 0])
        #expect(Drawn.rgba(try #require(flipped.cgImage), 1, 0) == [0, 0, 0, 0])
        #expect(Drawn.rgba(try #require(flipped.cgImage), 1, 3) == [255, 0, 0, 255])
    }

    /// The legacy image context: scale 0 is the screen's (the recording's, 3 here), the image
    /// is what was drawn, and after `UIGraphicsEndImageContext()` there is no current context.
    @Test func legacyImageContext() throws {
        let host = RecordingHost(size: CGSize(width: 10, height: 10), scale: 3, fps: 10, duration: 0.1)
        let (image, ctm, endedWithout) = host.run { () -> (UIImage?, CGAffineTransform?, Bool) in
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 5), false, 0)
            let ctm = UIGraphicsGetCurrentContext()?.ctm
            UIColor.blue.set()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 5, height: 5)).fill()
            let image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            return (image, ctm, UIGraphicsGetCurrentContext() == nil)
        }
        #expect(ctm == CGAffineTransform(a: 3, b: 0, c: 0, d: -3, tx: 0, ty: 15))
        #expect(endedWithout)
        let drawn = try #require(image)
        #expect(drawn.size == CGSize(width: 5, height: 5) && drawn.scale == 3)
        let cgImage = try #require(drawn.cgImage)
        #expect(Drawn.rgba(cgImage, 7, 7) == [0, 0, 255, 255])
        #expect(Drawn.rgba(cgImage, 0, 0) == [0, 0, 0, 0])
    }

    /// `pngData {}` is a PNG file of the same pixels.
    @Test func pngDataIsThePictureAsPNG() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let data = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 3), format: format).pngData { context in
            UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        #expect(Array(data.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("reel-png-\(UUID()).png").path
        try data.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let frame = try loadFrame(from: path)
        #expect(frame.width == 6 && frame.height == 3)
        #expect(Drawn.near(Drawn.rgba(frame, 1, 1), [255, 128, 0, 255]))
        #expect(Drawn.rgba(frame, 4, 1) == [0, 0, 0, 0])
    }

    /// An image drawn in code as a layer's contents (`contents = image.cgImage`) shows its pixels.
    @Test func drawnImageAsLayerContents() throws {
        let host = RecordingHost(size: CGSize(width: 10, height: 10), scale: 2, fps: 10, duration: 0.1)
        host.run {
            let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in
                UIColor.red.setFill()
                UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 5))
            }
            let layer = CALayer()
            layer.frame = host.rootView.bounds
            layer.contents = image.cgImage
            host.rootView.layer.addSublayer(layer)
        }
        let frame = try Drawn.frame(host)
        #expect(Drawn.rgba(frame, 4, 4) == [255, 0, 0, 255])
        #expect(Drawn.rgba(frame, 4, 15) == [0, 0, 0, 0])
    }

    /// `UIImage.draw(at:)` draws an image at its size in points: a 4 × 4-point image made at
    /// scale 2 covers 4 × 4 pixels of a scale-1 renderer, from the point given.
    @Test func drawAtUsesThePointSize() throws {
        let double = UIGraphicsImageRendererFormat()
        double.scale = 2
        let single = UIGraphicsImageRendererFormat()
        single.scale = 1
        let square = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: double).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let placed = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: single).image { _ in
            square.draw(at: CGPoint(x: 3, y: 2))
        }
        let cgImage = try #require(placed.cgImage)
        #expect(Drawn.rgba(cgImage, 3, 2) == [255, 0, 0, 255])
        #expect(Drawn.rgba(cgImage, 6, 5) == [255, 0, 0, 255])
        #expect(Drawn.rgba(cgImage, 7, 5) == [0, 0, 0, 0])
        #expect(Drawn.rgba(cgImage, 3, 6) == [0, 0, 0, 0])
    }
}

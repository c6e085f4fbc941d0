import ReelCore
import Testing
import UIKit

/// `CGContext` as iOS code uses it directly: bitmap contexts read back byte by byte, the state
/// stack, transforms, paths, clipping, alpha, shadows and gradients, pixels against formulas.
@Suite struct CGContextTests {
    /// A premultiplied-last bitmap is y-up and its bytes are R, G, B, A: a rectangle at y 0 is
    /// the last row in memory; half-transparent blue is 128 blue and 128 alpha (0.5 × 255
    /// rounded by Cairo's 16-bit colour); untouched bytes stay 0.
    @Test func premultipliedLastBytesAreRGBAAndYUp() throws {
        let width = 4
        let height = 2
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes { buffer in
            let context = CGContext(
                data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
                bytesPerRow: width * 4, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            context.setFillColor(UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).cgColor)
            context.fill(CGRect(x: 2, y: 1, width: 2, height: 1))
        }
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * width + x) * 4..<(y * width + x) * 4 + 4]) }
        #expect(pixel(0, 1) == [255, 0, 0, 255])
        #expect(pixel(1, 1) == [255, 0, 0, 255])
        #expect(pixel(2, 0) == [0, 0, 128, 128])
        #expect(pixel(3, 0) == [0, 0, 128, 128])
        #expect(pixel(0, 0) == [0, 0, 0, 0])
        #expect(pixel(3, 1) == [0, 0, 0, 0])
    }

    /// The other byte orders: premultiplied-first little-endian is B, G, R, A; big-endian
    /// premultiplied-first is A, R, G, B; skip-last writes 255 in the fourth byte.
    @Test(arguments: [
        (CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [64, 128, 255, 255]),
        (CGImageAlphaInfo.premultipliedFirst.rawValue, [255, 255, 128, 64]),
        (CGImageAlphaInfo.noneSkipLast.rawValue, [255, 128, 64, 255]),
        (CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [255, 64, 128, 255]),
    ])
    func byteOrdersFollowBitmapInfo(info: UInt32, expected: [Int]) throws {
        var pixel = [UInt8](repeating: 0, count: 4)
        pixel.withUnsafeMutableBytes { buffer in
            let context = CGContext(
                data: buffer.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)
            context?.setFillColor(red: 1, green: 128.0 / 255, blue: 64.0 / 255, alpha: 1)
            context?.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(pixel.map(Int.init) == expected)
    }

    /// Layouts Core Graphics refuses (straight alpha, 16 bits) give nil, as on iOS.
    @Test func unsupportedLayoutsGiveNil() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(
            CGContext(
                data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: 2, height: 2, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(
            CGContext(
                data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue) != nil)
    }

    /// `saveGState`/`restoreGState` bring back the colour, transform and clip; `ctm` of a
    /// bitmap context starts at the identity and follows `translateBy`/`scaleBy`.
    @Test func stateStackRestoresColourTransformAndClip() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(context.ctm == .identity)
        context.saveGState()
        context.translateBy(x: 3, y: 4)
        context.scaleBy(x: 2, y: 2)
        #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 3, ty: 4))
        context.setFillColor(UIColor.red.cgColor)
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        #expect(context.ctm == .identity)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))  // black, unclipped
        let image = try #require(context.makeImage())
        #expect(Drawn.rgba(image, 0, 0) == [0, 0, 0, 255])
        #expect(Drawn.rgba(image, 9, 9) == [0, 0, 0, 255])
    }

    /// Clipping to a path, alpha and the even-odd rule: a ring filled even-odd leaves its hole,
    /// `setAlpha(0.5)` halves the alpha, `clip(to:)` keeps the fill inside the rectangle.
    @Test func clipAlphaAndEvenOdd() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        context.setFillColor(gray: 1, alpha: 1)
        context.fillPath(using: .evenOdd)
        context.saveGState()
        context.clip(to: CGRect(x: 10, y: 10, width: 5, height: 10))
        context.setAlpha(0.5)
        context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        context.restoreGState()
        let image = try #require(context.makeImage())
        // Rows top first: user y 1 is row 18; the hole (3…7) covers rows 13…16.
        #expect(Drawn.rgba(image, 1, 18) == [255, 255, 255, 255])
        #expect(Drawn.rgba(image, 5, 15) == [0, 0, 0, 0])
        #expect(Drawn.near(Drawn.rgba(image, 12, 5), [128, 128, 128, 128]))
        #expect(Drawn.rgba(image, 17, 5) == [0, 0, 0, 0])
    }

    /// A shadow without blur is the shape again, offset in the base space (y up in a bitmap
    /// context) and painted under it in the shadow colour.
    @Test func shadowIsOffsetInBaseSpace() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 20, height: 20, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setShadow(offset: CGSize(width: 5, height: 5), blur: 0, color: UIColor.black.cgColor)
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 5, y: 5, width: 5, height: 5))
        let image = try #require(context.makeImage())
        // The red square covers user y 5…10 (rows 10…14); its shadow user x 10…15, y 10…15 (rows 5…9).
        #expect(Drawn.rgba(image, 7, 12) == [255, 0, 0, 255])
        #expect(Drawn.rgba(image, 12, 7) == [0, 0, 0, 255])
        #expect(Drawn.rgba(image, 12, 12) == [0, 0, 0, 0])
    }

    /// A linear gradient from black to white across 100 pixels: pixel x (centre x + 0.5) has
    /// 255 · (x + 0.5) / 100 in every channel; `[…] as CFArray` and the components form agree.
    @Test func linearGradientFollowsItsFormula() throws {
        let colors = [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray
        let fromColors = try #require(CGGradient(colorsSpace: nil, colors: colors, locations: [0, 1]))
        let components: [CGFloat] = [0, 0, 0, 1, 1, 1, 1, 1]
        let fromComponents = try #require(
            CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: nil, count: 2)
        )
        for gradient in [fromColors, fromComponents] {
            let context = try #require(
                CGContext(
                    data: nil, width: 100, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            context.drawLinearGradient(
                gradient, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 100, y: 0), options: [])
            let image = try #require(context.makeImage())
            for x in stride(from: 0, to: 100, by: 7) {
                let v = Int((255 * (Double(x) + 0.5) / 100).rounded())
                #expect(Drawn.near(Drawn.rgba(image, x, 0), [v, v, v, 255], 2), "x \(x)")
            }
        }
    }

    /// A radial gradient is its start colour at the centre and, with `drawsAfterEndLocation`,
    /// its end colour beyond the end circle; without the option nothing is painted there.
    @Test(arguments: [true, false]) func radialGradientOptions(extendAfter: Bool) throws {
        let gradient = try #require(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(),
                colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: nil))
        let context = try #require(
            CGContext(
                data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.drawRadialGradient(
            gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 0, endCenter: CGPoint(x: 20, y: 20),
            endRadius: 10, options: extendAfter ? .drawsAfterEndLocation : [])
        let image = try #require(context.makeImage())
        #expect(Drawn.near(Drawn.rgba(image, 20, 20), [255, 0, 0, 255], 20))
        #expect(Drawn.rgba(image, 1, 1) == (extendAfter ? [0, 0, 255, 255] : [0, 0, 0, 0]))
    }

    /// `boundingBoxOfPath` is in user space; `addArc(tangent1End:…)` rounds a corner so that the
    /// path stays inside the corner's lines.
    @Test func pathQueries() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 50, height: 50, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(context.isPathEmpty)
        #expect(context.boundingBoxOfPath.isNull)
        context.translateBy(x: 10, y: 0)
        context.addEllipse(in: CGRect(x: 0, y: 5, width: 20, height: 10))
        let ellipse = context.boundingBoxOfPath
        #expect(abs(ellipse.minX) < 1e-6 && abs(ellipse.minY - 5) < 1e-6 && abs(ellipse.maxX - 20) < 1e-6)
        context.beginPath()
        context.move(to: CGPoint(x: 0, y: 0))
        context.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 5)
        let box = context.boundingBoxOfPath
        #expect(abs(box.maxX - 20) < 1e-6 && abs(box.maxY - 5) < 1e-6 && abs(box.minY) < 1e-6)
        #expect(abs(context.currentPointOfPath.x - 20) < 1e-6 && abs(context.currentPointOfPath.y - 5) < 1e-6)
    }

    /// `clip(to:mask:)` with a gray image masks by its gray level (a gray context, white on the
    /// left, makes it), with a transparent one by its alpha (a disc from the image renderer).
    @Test func clipToImageMask() throws {
        let gray = try #require(
            CGContext(
                data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        gray.setFillColor(gray: 1, alpha: 1)
        gray.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let disc = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { _ in
            UIColor.black.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        }
        for (mask, inside, outside) in [
            (try #require(gray.makeImage()), (2, 5), (7, 5)), (try #require(disc.cgImage), (5, 5), (0, 0)),
        ] {
            let context = try #require(
                CGContext(
                    data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                    space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10), mask: mask)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            let image = try #require(context.makeImage())
            #expect(Drawn.rgba(image, inside.0, inside.1) == [255, 0, 0, 255])
            #expect(Drawn.rgba(image, outside.0, outside.1) == [0, 0, 0, 0])
        }
    }
}

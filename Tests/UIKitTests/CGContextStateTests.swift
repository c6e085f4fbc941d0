import Foundation
import ReelCore
import Testing
import UIKit

/// `CGContext`'s transparency layers, clip reset, antialiasing, path read-back and space
/// conversions, pixels against formulas.
@Suite struct CGContextStateTests {
    /// A y-up premultiplied-last bitmap context of `size` pixels.
    func context(_ width: Int = 4, _ height: Int = 4) throws -> CGContext {
        try #require(
            CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    /// Two opaque red squares overlapping, at alpha ½: painted one by one the overlap is
    /// 1 − ½ · ½ = ¾ opaque; inside a transparency layer they composite once, so it is ½.
    @Test(arguments: [false, true]) func transparencyLayerCompositesOnce(inLayer: Bool) throws {
        let context = try context(3, 1)
        context.setAlpha(0.5)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        if inLayer { context.beginTransparencyLayer(auxiliaryInfo: nil) }
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        if inLayer { context.endTransparencyLayer() }
        let image = try #require(context.makeImage())
        let overlap = inLayer ? 128 : 191
        #expect(Drawn.near(Drawn.rgba(image, 1, 0), [overlap, 0, 0, overlap]))
        #expect(Drawn.near(Drawn.rgba(image, 0, 0), [128, 0, 0, 128]))
    }

    /// A layer begun with a rectangle keeps only what is painted inside it; the alpha set
    /// before the layer comes back after it.
    @Test func boundedLayerAndRestoredAlpha() throws {
        let context = try context()
        context.setAlpha(0.5)
        context.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 2, height: 2), auxiliaryInfo: nil)
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.endTransparencyLayer()
        context.fill(CGRect(x: 3, y: 3, width: 1, height: 1))
        let image = try #require(context.makeImage())
        #expect(Drawn.near(Drawn.rgba(image, 0, 3), [128, 128, 128, 128]))
        #expect(Drawn.rgba(image, 3, 2) == [0, 0, 0, 0])
        #expect(Drawn.near(Drawn.rgba(image, 3, 0), [128, 128, 128, 128]))
    }

    /// `resetClip()` brings back the whole context after a clip.
    @Test func resetClipPaintsEverywhere() throws {
        let context = try context()
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.resetClip()
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = try #require(context.makeImage())
        #expect(Drawn.rgba(image, 3, 0) == [0, 0, 255, 255])
        #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    /// A rectangle on half pixels covers its edge pixels half when antialiased; with
    /// antialiasing off (either switch) every pixel is fully painted or not at all.
    @Test(arguments: [(true, true), (false, true), (true, false)])
    func antialiasingSwitches(should: Bool, allows: Bool) throws {
        let context = try context(4, 1)
        context.setShouldAntialias(should)
        context.setAllowsAntialiasing(allows)
        context.setFillColor(gray: 0, alpha: 1)
        context.fill(CGRect(x: 0.5, y: 0, width: 2, height: 1))
        let alphas = try (0..<4).map { Drawn.rgba(try #require(context.makeImage()), $0, 0)[3] }
        if should && allows {
            #expect(Drawn.near(alphas, [128, 255, 128, 0]))
        } else {
            #expect(alphas.allSatisfy { $0 == 0 || $0 == 255 })
            #expect(alphas.filter { $0 == 255 }.count == 2)
        }
    }

    /// Antialiasing set off is graphics state: `restoreGState()` turns it back on.
    @Test func antialiasingIsSavedWithTheState() throws {
        let context = try context(4, 1)
        context.saveGState()
        context.setShouldAntialias(false)
        context.restoreGState()
        context.fill(CGRect(x: 0.5, y: 0, width: 2, height: 1))
        #expect(Drawn.near(Drawn.rgba(try #require(context.makeImage()), 0, 0), [0, 0, 0, 128]))
    }

    /// The path comes back in the current user space: a rectangle added, then user space
    /// translated by 5, reads 5 to the left.
    @Test func pathIsInCurrentUserSpace() throws {
        let context = try context()
        #expect(context.path == nil)
        context.addRect(CGRect(x: 1, y: 1, width: 2, height: 2))
        #expect(context.path?.boundingBox == CGRect(x: 1, y: 1, width: 2, height: 2))
        context.translateBy(x: 5, y: 0)
        #expect(context.path?.boundingBox == CGRect(x: -4, y: 1, width: 2, height: 2))
    }

    /// Conversions follow `ctm`: scale 2 then translate (1, 1) maps (1, 1) to (4, 4); sizes
    /// ignore the translation; a rectangle's box grows with it; the inverse undoes it.
    @Test func userAndDeviceSpace() throws {
        let context = try context()
        context.scaleBy(x: 2, y: 2)
        context.translateBy(x: 1, y: 1)
        #expect(context.userSpaceToDeviceSpaceTransform == context.ctm)
        #expect(context.convertToDeviceSpace(CGPoint(x: 1, y: 1)) == CGPoint(x: 4, y: 4))
        #expect(context.convertToUserSpace(CGPoint(x: 4, y: 4)) == CGPoint(x: 1, y: 1))
        #expect(context.convertToDeviceSpace(CGSize(width: 3, height: 1)) == CGSize(width: 6, height: 2))
        #expect(context.convertToUserSpace(CGSize(width: 6, height: 2)) == CGSize(width: 3, height: 1))
        #expect(
            context.convertToDeviceSpace(CGRect(x: 0, y: 0, width: 1, height: 1))
                == CGRect(x: 2, y: 2, width: 2, height: 2))
        #expect(
            context.convertToUserSpace(CGRect(x: 2, y: 2, width: 2, height: 2))
                == CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    /// CMYK fills are converted without a profile: (0, 1, 1, 0) is red, black 0.5 halves it.
    @Test func cmykFillIsConverted() throws {
        let context = try context(2, 1)
        context.setFillColor(cyan: 0, magenta: 1, yellow: 1, black: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setFillColor(cyan: 0, magenta: 0, yellow: 0, black: 0.5, alpha: 1)
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let image = try #require(context.makeImage())
        #expect(Drawn.rgba(image, 0, 0) == [255, 0, 0, 255])
        #expect(Drawn.near(Drawn.rgba(image, 1, 0), [128, 128, 128, 255]))
    }

    /// The effect-free setters are accepted and warn once each.
    @Test func acceptedSettersAreNoted() throws {
        let context = try context()
        context.setRenderingIntent(.perceptual)
        context.setShouldSmoothFonts(false)
        #expect(AcceptedMember.wasNoted("CGContext.setRenderingIntent"))
        #expect(AcceptedMember.wasNoted("CGContext.setShouldSmoothFonts"))
    }

    /// The release callback runs once, with the info and data, when the context goes away.
    @Test func releaseCallbackRunsWhenTheContextGoesAway() throws {
        let data = UnsafeMutableRawPointer.allocate(byteCount: 16, alignment: 4)
        let info = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<Int>.size, alignment: 8)
        info.storeBytes(of: 0, as: Int.self)
        defer {
            data.deallocate()
            info.deallocate()
        }
        do {
            let context = CGContext(
                data: data, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue,
                releaseCallback: { info, data in
                    info?.storeBytes(of: data == nil ? -1 : 1, as: Int.self)
                }, releaseInfo: info)
            #expect(context?.colorSpace?.model == .rgb)
        }
        #expect(info.load(as: Int.self) == 1)
    }

    /// A red | blue image drawn 4 × wider: `.none` keeps hard halves (pixel 3 red, 4 blue);
    /// the default smooths across the middle, so pixel 3 is not pure red. The quality is
    /// graphics state.
    @Test(arguments: [CGInterpolationQuality.none, .default, .high])
    func interpolationQualityPicksTheFilter(quality: CGInterpolationQuality) throws {
        let source = try context(2, 1)
        source.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        source.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        source.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        source.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        let image = try #require(source.makeImage())
        let context = try context(8, 1)
        context.saveGState()
        context.interpolationQuality = quality
        #expect(context.interpolationQuality == quality)
        context.draw(image, in: CGRect(x: 0, y: 0, width: 8, height: 1))
        context.restoreGState()
        #expect(context.interpolationQuality == .default)
        let drawn = try #require(context.makeImage())
        if quality == .none {
            #expect(Drawn.rgba(drawn, 3, 0) == [255, 0, 0, 255] && Drawn.rgba(drawn, 4, 0) == [0, 0, 255, 255])
        } else {
            #expect(Drawn.rgba(drawn, 3, 0)[2] > 0 && Drawn.rgba(drawn, 4, 0)[0] > 0)
        }
    }

    /// `CIColor`: read from its string form, components through a pointer, only RGB spaces.
    @Test func ciColor() throws {
        let color = CIColor(string: "[0.25 0.5 0.75]")
        #expect(color.red == 0.25 && color.blue == 0.75 && color.alpha == 1)
        #expect(color.components[1] == 0.5 && color.components[3] == 1)
        #expect(CIColor(string: color.stringRepresentation) == color)
        #expect(CIColor(red: 1, green: 0, blue: 0, colorSpace: CGColorSpaceCreateDeviceGray()) == nil)
        #expect(CIColor(red: 1, green: 0, blue: 0, colorSpace: CGColorSpaceCreateDeviceRGB())?.red == 1)
        let magenta = CIColor.magenta
        withExtendedLifetime(magenta) { #expect(magenta.components[0] == 1 && magenta.components[1] == 0) }
        #expect(CIColor.clear.alpha == 0)
    }
}

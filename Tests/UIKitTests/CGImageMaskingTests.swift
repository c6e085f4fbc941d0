import Foundation
import Testing
import UIKit

/// `CGImage`'s masking copies, `CGMutablePath`'s tangent arc, and the copies and equalities of
/// the drawing types, against formulas.
@Suite struct CGImageMaskingTests {
    /// A y-up premultiplied-last RGB bitmap context; one row, so up and down do not matter.
    func row(_ colors: [(CGFloat, CGFloat, CGFloat)]) throws -> CGImage {
        let context = try #require(
            CGContext(
                data: nil, width: colors.count, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        for (x, color) in colors.enumerated() {
            context.setFillColor(red: color.0, green: color.1, blue: color.2, alpha: 1)
            context.fill(CGRect(x: x, y: 0, width: 1, height: 1))
        }
        return try #require(context.makeImage())
    }

    /// A mask's gray level is the image's new alpha: white keeps red whole, 50 % gray (128)
    /// keeps 128/255 of it, black clears it; a 1-pixel white mask is stretched over both.
    @Test func maskGrayBecomesAlpha() throws {
        let image = try row([(1, 0, 0), (1, 0, 0), (1, 0, 0)])
        let mask = try row([(1, 1, 1), (0.5, 0.5, 0.5), (0, 0, 0)])
        let masked = try #require(image.masking(mask))
        #expect(Drawn.rgba(masked, 0, 0) == [255, 0, 0, 255])
        #expect(Drawn.near(Drawn.rgba(masked, 1, 0), [128, 0, 0, 128], 1))
        #expect(Drawn.rgba(masked, 2, 0) == [0, 0, 0, 0])
        let stretched = try #require(image.masking(row([(1, 1, 1)])))
        #expect(Drawn.rgba(stretched, 2, 0) == [255, 0, 0, 255])
    }

    /// Colour keying clears the pixels inside the ranges only; a wrong count gives nil.
    @Test func colourKeying() throws {
        let image = try row([(1, 0, 0), (0, 0, 1), (0.9, 0.1, 0.1)])
        let keyed = try #require(image.copy(maskingColorComponents: [200, 255, 0, 50, 0, 50]))
        #expect(Drawn.rgba(keyed, 0, 0) == [0, 0, 0, 0] && Drawn.rgba(keyed, 2, 0) == [0, 0, 0, 0])
        #expect(Drawn.rgba(keyed, 1, 0) == [0, 0, 255, 255])
        #expect(image.copy(maskingColorComponents: [0, 255]) == nil)
    }

    /// Retagging keeps the pixels for an RGB space and refuses a gray one.
    @Test func copyWithColorSpace() throws {
        let image = try row([(0, 1, 0)])
        let copy = try #require(image.copy(colorSpace: CGColorSpaceCreateDeviceRGB()))
        #expect(Drawn.rgba(copy, 0, 0) == [0, 255, 0, 255])
        #expect(image.copy(colorSpace: CGColorSpaceCreateDeviceGray()) == nil)
    }

    /// From (0, 0) towards the corner (10, 0) then (10, 10) with radius 5: the arc starts at
    /// (5, 0), is centred on (5, 5) and ends at (10, 5); under a 2 × x stretch the same arc is
    /// found first and then stretched, ending at (20, 5). In-line points add a line.
    @Test(arguments: [1.0, 2.0]) func tangentArc(stretch: CGFloat) {
        let transform = CGAffineTransform(scaleX: stretch, y: 1)
        let path = CGMutablePath()
        path.move(to: .zero, transform: transform)
        path.addArc(
            tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 5, transform: transform)
        #expect(abs(path.currentPoint.x - 10 * stretch) < 1e-9 && abs(path.currentPoint.y - 5) < 1e-9)
        let box = path.boundingBoxOfPath
        #expect(abs(box.maxX - 10 * stretch) < 1e-9 && abs(box.maxY - 5) < 1e-9 && abs(box.minY) < 1e-9)
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addArc(tangent1End: CGPoint(x: 4, y: 0), tangent2End: CGPoint(x: 8, y: 0), radius: 2)
        #expect(line.currentPoint == CGPoint(x: 4, y: 0))
    }

    /// A path's copy is independent and keeps the drawing settings; a shadow's copy is a new
    /// shadow; colours and trait collections are immutable and copy to themselves.
    @Test func copies() throws {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        path.lineWidth = 3
        path.usesEvenOddFillRule = true
        let copy = try #require(path.copy() as? UIBezierPath)
        path.addLine(to: CGPoint(x: 20, y: 20))
        #expect(copy.bounds == CGRect(x: 0, y: 0, width: 4, height: 4) && copy.lineWidth == 3)
        #expect(copy.usesEvenOddFillRule && copy !== path)
        let shadow = NSShadow()
        shadow.shadowBlurRadius = 6
        let shadowCopy = try #require(shadow.copy() as? NSShadow)
        shadow.shadowBlurRadius = 1
        #expect(shadowCopy.shadowBlurRadius == 6)
        let color = UIColor.red
        #expect((color.copy() as? UIColor) === color)
    }

    /// Equality by value, the opaque three-component `CIColor`, a text style from its raw
    /// value, and `CGGradient`'s type identifier.
    @Test func smallMembers() {
        #expect(CGAffineTransform(translationX: 1, y: 2) == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 1, ty: 2))
        #expect(CGAffineTransform(scaleX: 2, y: 1) != .identity)
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0) && CGVector(dx: 1, dy: 2) != .zero)
        #expect(CIColor(red: 0.5, green: 0, blue: 1).alpha == 1)
        #expect(UIFont.TextStyle("UICTFontTextStyleBody") == .body)
        #expect(CGGradient.typeID != CGImage.typeID && CGGradient.typeID != CGColor.typeID)
    }
}

/// `CGPath.copy(dashingWithPhase:lengths:transform:)` against the pattern's arithmetic.
@Suite struct CGPathDashingTests {
    /// A 10-point line dashed [3, 2] from phase 1: dashes 0–2, 4–7, 9–10 (three pieces, 6
    /// points painted); each subpath starts the pattern again; an odd pattern [2] alternates
    /// 2 on, 2 off; no positive length leaves the path whole; the transform applies last.
    @Test func dashesFollowThePattern() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        let dashed = line.copy(dashingWithPhase: 1, lengths: [3, 2])
        #expect(Self.pieces(dashed) == [0...2, 4...7, 9...10])
        let two = CGMutablePath()
        two.addPath(line)
        two.addPath(line, transform: CGAffineTransform(translationX: 0, y: 5))
        #expect(Self.pieces(two.copy(dashingWithPhase: 1, lengths: [3, 2])).count == 6)
        #expect(Self.pieces(line.copy(dashingWithPhase: 0, lengths: [2])) == [0...2, 4...6, 8...10])
        #expect(line.copy(dashingWithPhase: 0, lengths: [0, 0]) == line)
        let scaled = line.copy(dashingWithPhase: 1, lengths: [3, 2], transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(Self.pieces(scaled) == [0...4, 8...14, 18...20])
    }

    /// Each piece's x range (a move, then lines), rounded to whole points.
    static func pieces(_ path: CGPath) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        var start = 0
        path.applyWithBlock { element in
            let point = element.pointee.points[0]
            switch element.pointee.type {
            case .moveToPoint: start = Int(point.x.rounded())
            case .addLineToPoint: ranges.append(start...Int(point.x.rounded()))
            default: break
            }
        }
        return ranges
    }
}

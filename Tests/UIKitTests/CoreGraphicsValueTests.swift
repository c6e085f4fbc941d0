import Foundation
import Testing
import UIKit

/// Core Graphics' values: path elements and queries, transform components, colours in their
/// spaces, cropped images and the geometry Core Graphics adds to Foundation's.
@Suite struct CoreGraphicsValueTests {
    /// A rectangle's elements come back in order, with their points: a move, three lines, a close.
    @Test func applyWithBlockListsTheElements() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        var seen: [(CGPathElementType, CGPoint?)] = []
        path.applyWithBlock { element in
            let type = element.pointee.type
            seen.append((type, type == .closeSubpath ? nil : element.pointee.points[0]))
        }
        #expect(seen.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(seen.first?.1 == CGPoint(x: 1, y: 2))
        let curve = CGMutablePath()
        curve.move(to: .zero)
        curve.addCurve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 1))
        var points: [CGPoint] = []
        curve.applyWithBlock { element in
            if element.pointee.type == .addCurveToPoint { points = (0..<3).map { element.pointee.points[$0] } }
        }
        #expect(points == [CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 1), CGPoint(x: 3, y: 0)])
    }

    /// `isRect` is true for a rectangle (and writes it), false for an ellipse or a skewed square.
    @Test func isRect() {
        var rect = CGRect.zero
        #expect(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&rect))
        #expect(rect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil).isRect(nil))
        let diamond = CGMutablePath()
        diamond.addLines(between: [CGPoint(x: 1, y: 0), CGPoint(x: 2, y: 1), CGPoint(x: 1, y: 2), CGPoint(x: 0, y: 1)])
        diamond.closeSubpath()
        #expect(!diamond.isRect(nil))
    }

    /// Containment by rule: the hole of two nested squares is outside by even-odd, inside by
    /// winding; the transform moves the path.
    @Test func containsByRuleAndTransform() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 11, y: 1)))
        #expect(path.contains(CGPoint(x: 11, y: 1), transform: CGAffineTransform(translationX: 5, y: 0)))
    }

    /// A rounded rectangle with corners 20 wide and 10 high: a point inside the corner ellipse
    /// ((x − 20)² / 20² + (y − 10)² / 10² < 1) is inside, one beyond it is outside.
    @Test func roundedRectCornersAreElliptical() {
        let path = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 20, cornerHeight: 10, transform: nil)
        #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(path.contains(CGPoint(x: 6, y: 3)))  // 0.49 + 0.49 < 1
        #expect(!path.contains(CGPoint(x: 5, y: 2)))  // 0.5625 + 0.64 > 1
        #expect(path.contains(CGPoint(x: 94, y: 47)))
        #expect(!path.contains(CGPoint(x: 95, y: 48)))
    }

    /// Flattening a circle of radius 50 leaves lines only, each point within the threshold.
    @Test func flattenedStaysWithinTheThreshold() {
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let flat = circle.flattened(threshold: 0.5)
        var points: [CGPoint] = []
        var curves = 0
        flat.applyWithBlock { element in
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: points.append(element.pointee.points[0])
            case .addCurveToPoint, .addQuadCurveToPoint: curves += 1
            case .closeSubpath: break
            }
        }
        #expect(curves == 0)
        #expect(points.count > 8)
        for p in points {
            let r = ((p.x - 50) * (p.x - 50) + (p.y - 50) * (p.y - 50)).squareRoot()
            #expect(abs(r - 50) <= 0.5 + 1e-6)
        }
    }

    /// `addRelativeArc` adds the arc `addArc` adds to `startAngle + delta`, either way round.
    @Test(arguments: [CGFloat.pi / 2, -CGFloat.pi / 3])
    func relativeArcIsAnArc(delta: CGFloat) {
        let relative = CGMutablePath()
        relative.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: 4, startAngle: 0.3, delta: delta)
        let absolute = CGMutablePath()
        absolute.addArc(
            center: CGPoint(x: 5, y: 5), radius: 4, startAngle: 0.3, endAngle: 0.3 + delta, clockwise: delta < 0)
        #expect(relative == absolute)
        let end = CGPoint(x: 5 + 4 * cos(0.3 + delta), y: 5 + 4 * sin(0.3 + delta))
        #expect(abs(relative.currentPoint.x - end.x) < 1e-9 && abs(relative.currentPoint.y - end.y) < 1e-9)
    }

    /// Components: scale (2, 3), shear ½, rotation π/6, translation (4, 5) make the matrix of
    /// S · Sh · R · T, and decompose back to themselves.
    @Test func transformComponentsRoundTrip() {
        let parts = CGAffineTransformComponents(
            scale: CGSize(width: 2, height: 3), horizontalShear: 0.5, rotation: .pi / 6,
            translation: CGVector(dx: 4, dy: 5))
        let t = CGAffineTransform(components: parts)
        let (c, s) = (cos(CGFloat.pi / 6), sin(CGFloat.pi / 6))
        let expected = CGAffineTransform(2 * c, 2 * s, 3 * (0.5 * c - s), 3 * (0.5 * s + c), 4, 5)
        #expect(abs(t.a - expected.a) < 1e-12 && abs(t.c - expected.c) < 1e-12 && abs(t.d - expected.d) < 1e-12)
        let back = t.decomposed()
        #expect(abs(back.scale.width - 2) < 1e-12 && abs(back.scale.height - 3) < 1e-12)
        #expect(abs(back.horizontalShear - 0.5) < 1e-12 && abs(back.rotation - .pi / 6) < 1e-12)
        #expect(back.translation == CGVector(dx: 4, dy: 5))
        let mirrored = CGAffineTransform(scaleX: 1, y: -1).decomposed()
        #expect(mirrored.scale == CGSize(width: 1, height: -1) && mirrored.rotation == 0)
    }

    /// Transforms and vectors encode as their numbers, unkeyed, and decode to themselves.
    @Test func transformAndVectorCoding() throws {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let data = try JSONEncoder().encode(t)
        #expect(String(decoding: data, as: UTF8.self) == "[1,2,3,4,5,6]")
        #expect(try JSONDecoder().decode(CGAffineTransform.self, from: data) == t)
        let v = CGVector(dx: 1.5, dy: -2)
        #expect(try JSONDecoder().decode(CGVector.self, from: JSONEncoder().encode(v)) == v)
        #expect(v.debugDescription == "(1.5, -2.0)")
    }

    /// Gray colours keep their space ([gray, alpha]); CMYK converts without a profile;
    /// conversion to gray takes Rec. 709 luminance.
    @Test func colourSpacesAndComponents() throws {
        let gray = CGColor(gray: 0.25, alpha: 0.5)
        #expect(gray.components == [0.25, 0.5] && gray.numberOfComponents == 2)
        #expect(gray.colorSpace?.model == .monochrome)
        #expect(CGColor(red: 1, green: 0, blue: 0, alpha: 1).numberOfComponents == 4)
        let red = CGColor(genericCMYKCyan: 0, magenta: 1, yellow: 1, black: 0, alpha: 1)
        #expect(red.components == [1, 0, 0, 1])
        let luma = try #require(red.converted(to: CGColorSpaceCreateDeviceGray(), intent: .defaultIntent, options: nil))
        #expect(abs((luma.components?[0] ?? 0) - 0.2126) < 1e-9)
        var parts: [CGFloat] = [0, 0.5, 1, 1]
        let made = try #require(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: &parts))
        #expect(made.components == parts)
        #expect(
            CGColor(colorSpace: try #require(CGColorSpace(name: CGColorSpace.genericLab)), components: &parts) == nil)
        #expect(CGColorSpace(name: CGColorSpace.displayP3)?.isWideGamutRGB == true)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.isWideGamutRGB == false)
        #expect(CGColorSpace(name: CGColorSpace.extendedSRGB)?.usesExtendedRange == true)
    }

    /// Cropping takes pixels from the top left: column 1…2 of the top row of a 4 × 2 image.
    @Test func croppingTakesTopLeftPixels() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 1, width: 4, height: 1))  // y-up: the top row
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 2, y: 1, width: 2, height: 1))
        let image = try #require(context.makeImage())
        let cropped = try #require(image.cropping(to: CGRect(x: 1, y: 0, width: 2, height: 1)))
        #expect(cropped.width == 2 && cropped.height == 1)
        #expect(Drawn.rgba(cropped, 0, 0) == [255, 0, 0, 255])
        #expect(Drawn.rgba(cropped, 1, 0) == [0, 0, 255, 255])
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
    }

    /// The dictionary form round-trips; `equalTo` compares by value.
    @Test func geometryDictionaries() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(CGRect(dictionaryRepresentation: rect.dictionaryRepresentation) == rect)
        #expect(CGPoint(dictionaryRepresentation: ["X": 1, "Y": 2.5]) == CGPoint(x: 1, y: 2.5))
        #expect(CGSize(dictionaryRepresentation: ["Width": 3]) == nil)
        #expect(rect.equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(CGPoint(x: 1, y: 1).equalTo(CGPoint(x: 1, y: 1)) && !CGSize.zero.equalTo(CGSize(width: 1, height: 0)))
    }
}

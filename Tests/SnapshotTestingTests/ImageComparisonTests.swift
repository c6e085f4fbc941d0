import Foundation
import Shaders
import Testing

@testable import SnapshotTesting

/// Upstream's comparison: byte precision, and perceptual precision as CIE94 ΔE in Lab (D65),
/// checked against values worked from the definitions.
struct ImageComparisonTests {
    /// A `width` × `height` frame of one opaque grey (BGRA).
    static func grey(_ value: UInt8, width: Int = 10, height: Int = 10) -> Frame {
        var pixels = [UInt8](repeating: value, count: width * height * 4)
        for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
        return Frame(width: width, height: height, pixels: pixels)
    }

    static func image(_ frame: Frame) -> SnapshotImage { SnapshotImage(frame: frame, scale: 2) }

    /// CIE L* of an sRGB grey, from IEC 61966-2-1 and CIE 15 (Y/Yn = linear value).
    static func lightness(_ value: UInt8) -> Double {
        let c = Double(value) / 255
        let y = c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        return y > 216.0 / 24389 ? 116 * cbrt(y) - 16 : y * 24389 / 27
    }

    @Test func identicalImagesMatch() {
        let comparison = ImageComparison(precision: 1, perceptualPrecision: 1)
        #expect(comparison.failure(reference: Self.image(Self.grey(90)), actual: Self.image(Self.grey(90))) == nil)
        #expect(
            comparison.failure(reference: Self.image(Self.grey(90)), actual: Self.image(Self.grey(91)))
                == "Newly-taken snapshot does not match reference.")
    }

    @Test func sizesAreReportedInPoints() {
        let comparison = ImageComparison(precision: 1, perceptualPrecision: 1)
        let message = comparison.failure(
            reference: Self.image(Self.grey(0, width: 4, height: 2)),
            actual: Self.image(Self.grey(0, width: 6, height: 2)))
        #expect(message == "Newly-taken snapshot@(3.0, 1.0) does not match reference@(2.0, 1.0).")
    }

    /// 5 pixels with one byte changed: 5 of 400 bytes differ, precision 1 − 5/400 = 0.9875.
    @Test(arguments: [(Float(0.99), false), (Float(0.98), true)])
    func precisionCountsBytes(required: Float, passes: Bool) {
        var changed = Self.grey(200)
        for pixel in 0..<5 { changed.pixels[pixel * 4] = 10 }
        let comparison = ImageComparison(precision: required, perceptualPrecision: 1)
        let message = comparison.failure(reference: Self.image(Self.grey(200)), actual: Self.image(changed))
        #expect(message == (passes ? nil : "Actual image precision 0.9875 is less than required 0.99"))
    }

    /// Greys differ in L* only, so ΔE94 = |ΔL*| (S_L = 1): a pixel fails when that exceeds
    /// (1 − perceptualPrecision)·100.
    @Test(arguments: [(UInt8(100), UInt8(104)), (UInt8(30), UInt8(31)), (UInt8(250), UInt8(200))])
    func perceptualPrecisionIsDeltaE94(reference: UInt8, sample: UInt8) throws {
        let deltaE = abs(Self.lightness(reference) - Self.lightness(sample))
        let old = Self.image(Self.grey(reference))
        let new = Self.image(Self.grey(sample))
        let loose = ImageComparison(precision: 1, perceptualPrecision: Float(1 - deltaE / 100) - 0.001)
        #expect(loose.failure(reference: old, actual: new) == nil)
        let strict = ImageComparison(precision: 1, perceptualPrecision: Float(1 - deltaE / 100) + 0.001)
        let message = try #require(strict.failure(reference: old, actual: new))
        let lines = message.split(separator: "\n")
        #expect(lines.first == "The percentage of pixels that match 0.0 is less than required 1.0")
        let lowest = try #require(Double(lines[1].split(separator: " ")[5]))
        #expect(abs(lowest - (1 - deltaE / 100)) < 1e-7)
        // Half the pixels failing pass a precision of 0.5.
        var half = Self.grey(reference)
        for i in 0..<(half.pixels.count / 2) where i % 4 != 3 { half.pixels[i] = sample }
        let halfPrecision = ImageComparison(precision: 0.5, perceptualPrecision: strict.perceptualPrecision)
        #expect(halfPrecision.failure(reference: old, actual: Self.image(half)) == nil)
    }

    /// CIE94 with graphic-arts weights, worked by hand from CIE 116-1995:
    /// ΔE = √((ΔL/S_L)² + (ΔC/S_C)² + (ΔH/S_H)²), S_C = 1 + 0.045 C₁, S_H = 1 + 0.015 C₁.
    @Test func deltaE94WorkedValues() {
        typealias Lab = ColorDifference.Lab
        let cases: [(Lab, Lab, Double)] = [
            (Lab(l: 50, a: 0, b: 0), Lab(l: 60, a: 0, b: 0), 10),  // lightness only
            (Lab(l: 50, a: 10, b: 0), Lab(l: 50, a: 20, b: 0), 10 / 1.45),  // chroma 10 → 20
            (Lab(l: 50, a: 20, b: 0), Lab(l: 50, a: 10, b: 0), 10 / 1.9),  // the reverse: not symmetric
            (Lab(l: 50, a: 10, b: 0), Lab(l: 50, a: 0, b: 10), 200.0.squareRoot() / 1.15),  // hue only
        ]
        for (reference, sample, expected) in cases {
            #expect(abs(ColorDifference.deltaE(reference, sample, formula: .cie94) - expected) < 1e-7)
        }
        // sRGB red in Lab (D65): 53.24, 80.09, 67.20.
        let red = ColorDifference.lab(red: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.24) < 0.01 && abs(red.a - 80.09) < 0.01 && abs(red.b - 67.20) < 0.01)
    }

    @Test func lineDifferenceMarksRemovedAndAdded() {
        #expect(lineDifference(["a", "b", "c"], ["a", "x", "c"]) == "@@ −1,3 +1,3 @@\n a\n−b\n+x\n c")
    }
}

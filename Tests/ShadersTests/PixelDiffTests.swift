import Foundation
import Testing
import _ReelTestSupport

@testable import Shaders

/// `PixelDiff.compare` against a slow version, its heat map, and its formulas.
@Suite struct PixelDiffTests {
    /// The kernel against a slow, obviously-correct version on random premultiplied frames.
    @Test(arguments: [1, 2, 3])
    func kernelMatchesReference(seed: UInt64) {
        var rng = SplitMix(seed: seed)
        let w = 37
        let h = 23
        var a = [UInt8](repeating: 0, count: w * h * 4)
        for p in 0..<(w * h) {
            let alpha = rng.byte()
            a[p * 4 + 3] = alpha
            for c in 0..<3 { a[p * 4 + c] = UInt8(Int(rng.byte()) * Int(alpha) / 255) }
        }
        var b = a
        for _ in 0..<200 {  // perturb random pixels by small and large amounts
            let i = Int(rng.next() % UInt64(w * h * 4))
            let delta = Int(rng.next() % 2 == 0 ? 1 : 90)
            b[i] = UInt8(min(255, Int(b[i]) + delta))
        }
        let fa = Frame(width: w, height: h, pixels: a)
        let fb = Frame(width: w, height: h, pixels: b)
        let precision = 0.98
        let diff = PixelDiff.compare(fa, fb, perceptualPrecision: precision)

        var differing = 0
        var maxChannel = 0
        var matching = 0
        for y in 0..<h {
            for x in 0..<w {
                let pa = fa[x, y]
                let pb = fb[x, y]
                let da = [pa.b, pa.g, pa.r, pa.a]
                let db = [pb.b, pb.g, pb.r, pb.a]
                let channelDiffs = zip(da, db).map { abs(Int($0) - Int($1)) }
                if channelDiffs.contains(where: { $0 != 0 }) { differing += 1 }
                maxChannel = max(maxChannel, channelDiffs.max()!)
                func labOf(_ v: [UInt8]) -> ColorDifference.Lab {
                    // composite over white in 0…1, then the textbook sRGB → linear → Lab
                    func lin(_ premul: UInt8) -> Double {
                        let c = min(1, (Double(premul) + 255 - Double(v[3])) / 255)
                        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
                    }
                    return ColorDifference.lab(linearRed: lin(v[2]), green: lin(v[1]), blue: lin(v[0]))
                }
                let d = ColorDifference.ciede2000(labOf(db), labOf(da))
                if d <= (1 - precision) * 100 { matching += 1 }
            }
        }
        #expect(diff.differingPixels == differing)
        #expect(diff.maxChannelDifference == maxChannel)
        #expect(diff.perceptuallyMatchingPixels == matching)
        #expect(diff.pixelCount == w * h)
        #expect(differing > 0 && matching < w * h)
    }

    @Test func heatMapMarksExactlyTheChangedPixel() {
        var f = Frame(width: 8, height: 8)
        for i in stride(from: 0, to: f.pixels.count, by: 4) { f.pixels[i + 3] = 255 }
        var g = f
        g.pixels[(3 * 8 + 5) * 4 + 2] = 255  // one red pixel at (5, 3)
        let diff = PixelDiff.compare(g, f)
        #expect(diff.differingPixels == 1)
        #expect(diff.maxChannelDifference == 255)
        for y in 0..<8 {
            for x in 0..<8 {
                let p = diff.heatMap[x, y]
                let isRed = p.r == 255 && p.g < 128 && p.b == 0
                #expect(isRed == (x == 5 && y == 3))
            }
        }
    }

    /// The formula given is the one measured, from the reference's colour, and the figures say
    /// which.
    @Test(arguments: ColorDifference.Formula.allCases)
    func theFormulaGivenIsTheOneMeasured(formula: ColorDifference.Formula) {
        let white = Frame(width: 1, height: 1, pixels: [255, 255, 255, 255])
        let cream = Frame(width: 1, height: 1, pixels: [240, 250, 250, 255])
        let diff = PixelDiff.compare(white, cream, formula: formula)
        let expected = ColorDifference.deltaE(
            ColorDifference.lab(red: 250, green: 250, blue: 240), ColorDifference.lab(red: 255, green: 255, blue: 255),
            formula: formula)
        #expect(diff.formula == formula)
        #expect(abs(diff.maxDeltaE - expected) < 1e-12)
    }
}

/// The shared SplitMix64 source.
typealias SplitMix = SeededRandom

extension SeededRandom {
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}

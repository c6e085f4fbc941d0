import Foundation
import Testing
import _ReelTestSupport

@testable import Shaders

@Suite struct PixelDiffTests {
    /// Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula": test pairs 1, 2, 3, 7, 17.
    @Test(arguments: [
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 3.1571, -77.2803), (50.0, 0.0, -82.7485), 2.8615),
        ((50.0, 2.8361, -74.0200), (50.0, 0.0, -82.7485), 3.4412),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ])
    func ciede2000MatchesPublishedPairs(p: (Double, Double, Double), q: (Double, Double, Double), expected: Double) {
        let d = PixelDiff.ciede2000((p.0, p.1, p.2), (q.0, q.1, q.2))
        #expect(abs(d - expected) < 1e-4)
        let back = PixelDiff.ciede2000((q.0, q.1, q.2), (p.0, p.1, p.2))
        #expect(abs(back - d) < 1e-12)
    }

    @Test func whiteAndBlackLab() {
        let w = PixelDiff.labFromLinear(r: 1, g: 1, b: 1)
        #expect(abs(w.l - 100) < 1e-3 && abs(w.a) < 1e-3 && abs(w.b) < 1e-3)
        let k = PixelDiff.labFromLinear(r: 0, g: 0, b: 0)
        #expect(abs(k.l) < 1e-9)
    }

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
                func labOf(_ v: [UInt8]) -> (l: Double, a: Double, b: Double) {
                    // composite over white in 0…1, then the textbook sRGB → linear → Lab
                    func lin(_ premul: UInt8) -> Double {
                        let c = min(1, (Double(premul) + 255 - Double(v[3])) / 255)
                        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
                    }
                    return PixelDiff.labFromLinear(r: lin(v[2]), g: lin(v[1]), b: lin(v[0]))
                }
                let d = PixelDiff.ciede2000(labOf(da), labOf(db))
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
}

/// The shared SplitMix64 source.
typealias SplitMix = SeededRandom

extension SeededRandom {
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}

import Foundation
import Shaders
import Testing

/// The one colour-difference implementation (`ColorDifference`) against published and worked
/// values.
@Suite struct ColorDifferenceTests {
    typealias Lab = ColorDifference.Lab

    /// Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula: implementation
    /// notes, supplementary test data, and mathematical observations", Color Research &
    /// Application 30(1), Table 1: all 34 pairs (L₁ a₁ b₁, L₂ a₂ b₂, ΔE00 to four places).
    static let sharma: [(Double, Double, Double, Double, Double, Double, Double)] = [
        (50.0000, 2.6772, -79.7751, 50.0000, 0.0000, -82.7485, 2.0425),
        (50.0000, 3.1571, -77.2803, 50.0000, 0.0000, -82.7485, 2.8615),
        (50.0000, 2.8361, -74.0200, 50.0000, 0.0000, -82.7485, 3.4412),
        (50.0000, -1.3802, -84.2814, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, -1.1848, -84.8006, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, -0.9009, -85.5211, 50.0000, 0.0000, -82.7485, 1.0000),
        (50.0000, 0.0000, 0.0000, 50.0000, -1.0000, 2.0000, 2.3669),
        (50.0000, -1.0000, 2.0000, 50.0000, 0.0000, 0.0000, 2.3669),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0009, 7.1792),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0010, 7.1792),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0011, 7.2195),
        (50.0000, 2.4900, -0.0010, 50.0000, -2.4900, 0.0012, 7.2195),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0009, -2.4900, 4.8045),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0010, -2.4900, 4.8045),
        (50.0000, -0.0010, 2.4900, 50.0000, 0.0011, -2.4900, 4.7461),
        (50.0000, 2.5000, 0.0000, 50.0000, 0.0000, -2.5000, 4.3065),
        (50.0000, 2.5000, 0.0000, 73.0000, 25.0000, -18.0000, 27.1492),
        (50.0000, 2.5000, 0.0000, 61.0000, -5.0000, 29.0000, 22.8977),
        (50.0000, 2.5000, 0.0000, 56.0000, -27.0000, -3.0000, 31.9030),
        (50.0000, 2.5000, 0.0000, 58.0000, 24.0000, 15.0000, 19.4535),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.1736, 0.5854, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.2972, 0.0000, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 1.8634, 0.5757, 1.0000),
        (50.0000, 2.5000, 0.0000, 50.0000, 3.2592, 0.3350, 1.0000),
        (60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
        (63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.2630),
        (61.2901, 3.7196, -5.3901, 61.4292, 2.2480, -4.9620, 1.8731),
        (35.0831, -44.1164, 3.7933, 35.0232, -40.0716, 1.5901, 1.8645),
        (22.7233, 20.0904, -46.6940, 23.0331, 14.9730, -42.5619, 2.0373),
        (36.4612, 47.8580, 18.3852, 36.2715, 50.5065, 21.2231, 1.4146),
        (90.8027, -2.0831, 1.4410, 91.1528, -1.6435, 0.0447, 1.4441),
        (90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381),
        (6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377),
        (2.0776, 0.0795, -1.1350, 0.9033, -0.0636, -0.5514, 0.9082),
    ]

    @Test func ciede2000MatchesAllOfSharmasPairsBothWays() {
        #expect(Self.sharma.count == 34)
        for (i, r) in Self.sharma.enumerated() {
            let p = Lab(l: r.0, a: r.1, b: r.2)
            let q = Lab(l: r.3, a: r.4, b: r.5)
            let d = ColorDifference.ciede2000(p, q)
            #expect(abs(d - r.6) < 5e-5, "pair \(i + 1): \(d), published \(r.6)")
            #expect(abs(ColorDifference.ciede2000(q, p) - d) < 1e-12, "pair \(i + 1) is symmetric")
            #expect(ColorDifference.deltaE(p, q, formula: .ciede2000) == d)
        }
    }

    /// CIE94 worked from its definition (CIE 116-1995: ΔE94 = √((ΔL/kL·SL)² + (ΔC/kC·SC)² +
    /// (ΔH/kH·SH)²), SL = 1, SC = 1 + K1·C₁*, SH = 1 + K2·C₁*, C₁* the reference's chroma),
    /// by hand with the pairs of Sharma's table (1, 7, 17, 18, 25, 34) as (reference,
    /// sample), to four places: graphic arts (kL = 1, K1 = 0.045, K2 = 0.015), the same pair
    /// the other way round (CIE94 is not symmetric), and textiles (kL = 2, K1 = 0.048,
    /// K2 = 0.014). CIE76 is the plain distance.
    @Test(arguments: [
        (0, 4.0011, 1.3950, 1.3653, 1.4230), (6, 2.2361, 2.2361, 2.0316, 2.2361),
        (16, 36.8680, 34.6892, 26.1398, 28.2503), (17, 31.9100, 29.4414, 18.3869, 27.7308),
        (24, 3.1819, 1.3910, 1.3576, 1.3897), (33, 1.3191, 1.3065, 1.3128, 0.8191),
    ])
    func cie94AndCIE76MatchWorkedValues(pair: Int, cie76: Double, cie94: Double, reversed: Double, textiles: Double) {
        let r = Self.sharma[pair]
        let p = Lab(l: r.0, a: r.1, b: r.2)
        let q = Lab(l: r.3, a: r.4, b: r.5)
        #expect(abs(ColorDifference.cie76(p, q) - cie76) < 5e-5)
        #expect(abs(ColorDifference.cie94(p, q) - cie94) < 5e-5)
        #expect(abs(ColorDifference.cie94(q, p) - reversed) < 5e-5)
        #expect(abs(ColorDifference.cie94(p, q, weights: .textiles) - textiles) < 5e-5)
        #expect(ColorDifference.deltaE(p, q, formula: .cie94) == ColorDifference.cie94(p, q))
        #expect(ColorDifference.deltaE(p, q, formula: .cie76) == ColorDifference.cie76(p, q))
    }

    /// sRGB's white is L* 100 (D65 white point), black 0, and pure red (53.2408, 80.0925,
    /// 67.2032), the sRGB primary's published CIELAB value.
    @Test func srgbToLabGivesTheKnownColours() {
        let w = ColorDifference.lab(red: 255, green: 255, blue: 255)
        #expect(abs(w.l - 100) < 1e-3 && abs(w.a) < 1e-3 && abs(w.b) < 1e-3)
        let k = ColorDifference.lab(red: 0, green: 0, blue: 0)
        #expect(abs(k.l) < 1e-9 && abs(k.a) < 1e-9 && abs(k.b) < 1e-9)
        let red = ColorDifference.lab(red: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.2408) < 1e-3 && abs(red.a - 80.0925) < 1e-3 && abs(red.b - 67.2032) < 1e-3)
        #expect(ColorDifference.Formula.ciede2000.label == "ΔE00 (CIEDE2000)")
        #expect(ColorDifference.Formula.cie94.label == "ΔE94 (CIE94)")
    }
}

import Foundation

/// The colour difference ΔE between two sRGB colours, in CIELAB under D65: the one
/// implementation for every comparison of pixels in Reel. `PixelDiff` (and through it
/// `reel verify` and `ReelTesting`) uses CIEDE2000; a snapshot test written for
/// swift-snapshot-testing uses CIE94, the formula of Core Image's `CILabDeltaE` that its
/// `perceptualPrecision` is measured with, so it takes ``Formula/cie94`` to mean the same.
///
/// Colours go from 8-bit sRGB through the sRGB transfer function (IEC 61966-2-1) to linear
/// light, to XYZ (the sRGB matrix, D65 white), to L\*a\*b\* (CIE 15, D65 white point).
public enum ColorDifference {
    /// A CIELAB colour (D65): lightness 0…100, a\* and b\* about −128…127.
    public struct Lab: Hashable, Sendable {
        public var l: Double
        public var a: Double
        public var b: Double

        public init(l: Double, a: Double, b: Double) {
            self.l = l
            self.a = a
            self.b = b
        }
    }

    /// A ΔE formula.
    public enum Formula: String, Hashable, Sendable, CaseIterable {
        /// CIE 1976: the Euclidean distance in L\*a\*b\*.
        case cie76
        /// CIE 1994 (CIE 116-1995), graphic-arts weights (kL = 1, K1 = 0.045, K2 = 0.015),
        /// weighted by the reference's chroma, so not symmetric.
        case cie94
        /// CIEDE2000 (CIE 142-2001; Sharma, Wu & Dalal 2005), kL = kC = kH = 1.
        case ciede2000

        /// `ΔE76`, `ΔE94`, `ΔE00`.
        public var symbol: String {
            switch self {
            case .cie76: "ΔE76"
            case .cie94: "ΔE94"
            case .ciede2000: "ΔE00"
            }
        }

        /// `CIE76`, `CIE94`, `CIEDE2000`.
        public var name: String {
            switch self {
            case .cie76: "CIE76"
            case .cie94: "CIE94"
            case .ciede2000: "CIEDE2000"
            }
        }

        /// `ΔE00 (CIEDE2000)`: how messages name the formula.
        public var label: String { "\(symbol) (\(name))" }
    }

    /// ΔE from `reference` to `sample` by `formula`.
    public static func deltaE(_ reference: Lab, _ sample: Lab, formula: Formula) -> Double {
        switch formula {
        case .cie76: cie76(reference, sample)
        case .cie94: cie94(reference, sample)
        case .ciede2000: ciede2000(reference, sample)
        }
    }

    // MARK: - sRGB to CIELAB

    /// The sRGB transfer function undone for each 8-bit value: linear light 0…1.
    static let linear: [Double] = (0...255).map { linear(Double($0) / 255) }

    /// An sRGB component (0…1) in linear light (IEC 61966-2-1).
    public static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The CIELAB colour of 8-bit sRGB.
    public static func lab(red: UInt8, green: UInt8, blue: UInt8) -> Lab {
        lab(linearRed: linear[Int(red)], green: linear[Int(green)], blue: linear[Int(blue)])
    }

    /// The CIELAB colour of linear-light sRGB (0…1).
    public static func lab(linearRed r: Double, green g: Double, blue b: Double) -> Lab {
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x)
        let fy = f(y)
        let fz = f(z)
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    // MARK: - Formulas

    /// CIE76: `√(ΔL² + Δa² + Δb²)`.
    public static func cie76(_ p: Lab, _ q: Lab) -> Double {
        let dl = p.l - q.l
        let da = p.a - q.a
        let db = p.b - q.b
        return (dl * dl + da * da + db * db).squareRoot()
    }

    /// The weights of CIE94 for an application.
    public struct CIE94Weights: Hashable, Sendable {
        public var kL: Double
        public var k1: Double
        public var k2: Double

        /// Graphic arts: kL = 1, K1 = 0.045, K2 = 0.015 (Core Image's `CILabDeltaE`).
        public static let graphicArts = CIE94Weights(kL: 1, k1: 0.045, k2: 0.015)
        /// Textiles: kL = 2, K1 = 0.048, K2 = 0.014.
        public static let textiles = CIE94Weights(kL: 2, k1: 0.048, k2: 0.014)
    }

    /// CIE94 from `reference` to `sample`: `√((ΔL/kL)² + (ΔC/SC)² + ΔH²/SH²)` with
    /// `SC = 1 + K1·C₁`, `SH = 1 + K2·C₁`, C₁ the reference's chroma, kC = kH = 1.
    public static func cie94(_ reference: Lab, _ sample: Lab, weights: CIE94Weights = .graphicArts) -> Double {
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let dl = reference.l - sample.l
        let dc = c1 - c2
        let da = reference.a - sample.a
        let db = reference.b - sample.b
        // ΔH² = Δa² + Δb² − ΔC², which rounding can leave a hair below 0.
        let dh2 = max(0, da * da + db * db - dc * dc)
        let sc = 1 + weights.k1 * c1
        let sh = 1 + weights.k2 * c1
        let l = dl / weights.kL
        let c = dc / sc
        return (l * l + c * c + dh2 / (sh * sh)).squareRoot()
    }

    /// CIEDE2000 (Sharma, Wu & Dalal 2005), kL = kC = kH = 1; symmetric.
    public static func ciede2000(_ p: Lab, _ q: Lab) -> Double {
        let c1 = (p.a * p.a + p.b * p.b).squareRoot()
        let c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let cBar = (c1 + c2) / 2
        let cBar7 = pow(cBar, 7)
        let g = 0.5 * (1 - (cBar7 / (cBar7 + 6_103_515_625)).squareRoot())  // 25^7
        let a1 = (1 + g) * p.a
        let a2 = (1 + g) * q.a
        let c1p = (a1 * a1 + p.b * p.b).squareRoot()
        let c2p = (a2 * a2 + q.b * q.b).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * 180 / .pi
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(p.b, a1)
        let h2 = hue(q.b, a2)
        let dL = q.l - p.l
        let dC = c2p - c1p
        var dh = 0.0
        if c1p * c2p != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (c1p * c2p).squareRoot() * sin(dh * .pi / 360)
        let lBar = (p.l + q.l) / 2
        let cBarP = (c1p + c2p) / 2
        var hBar = h1 + h2
        if c1p * c2p != 0 {
            if abs(h1 - h2) <= 180 {
                hBar /= 2
            } else if h1 + h2 < 360 {
                hBar = (hBar + 360) / 2
            } else {
                hBar = (hBar - 360) / 2
            }
        }
        let rad = Double.pi / 180
        let t =
            1 - 0.17 * cos((hBar - 30) * rad) + 0.24 * cos(2 * hBar * rad) + 0.32 * cos((3 * hBar + 6) * rad)
            - 0.20 * cos((4 * hBar - 63) * rad)
        let dTheta = 30 * exp(-pow((hBar - 275) / 25, 2))
        let cBarP7 = pow(cBarP, 7)
        let rc = 2 * (cBarP7 / (cBarP7 + 6_103_515_625)).squareRoot()
        let l50 = (lBar - 50) * (lBar - 50)
        let sl = 1 + 0.015 * l50 / (20 + l50).squareRoot()
        let sc = 1 + 0.045 * cBarP
        let sh = 1 + 0.015 * cBarP * t
        let rt = -sin(2 * dTheta * rad) * rc
        let x = dL / sl
        let y = dC / sc
        let z = dH / sh
        return (x * x + y * y + z * z + rt * y * z).squareRoot()
    }
}

import Foundation

/// Per-pixel comparison kernels for visual regression.
///
/// Colours are compared after compositing each premultiplied pixel over white (so alpha
/// differences are visible as colour differences), in CIELAB (D65) with the CIEDE2000 formula.
/// `perceptualPrecision` follows swift-snapshot-testing's meaning: a pixel matches when
/// `ΔE00 ≤ (1 − perceptualPrecision) × 100`; `perceptualPrecision` 1 means exact colour.
public enum PixelDiff {
    /// Compares `actual` with `reference`.
    /// - Parameter perceptualPrecision: 0…1, how close a pixel must be (see the type's doc).
    /// - Precondition: both frames have the same size.
    /// - Complexity: O(pixels); the CIEDE2000 formula runs only for pixels whose bytes differ.
    public static func compare(_ actual: Frame, _ reference: Frame, perceptualPrecision: Double = 0.98)
        -> FrameDifference
    {
        precondition(actual.width == reference.width && actual.height == reference.height, "frames differ in size")
        let tolerance = (1 - perceptualPrecision) * 100
        let count = actual.width * actual.height
        var heat = [UInt8](repeating: 255, count: count * 4)
        var differing = 0
        var maxChannel = 0
        var matching = 0
        var maxDelta = 0.0
        actual.pixels.withUnsafeBufferPointer { a in
            reference.pixels.withUnsafeBufferPointer { r in
                heat.withUnsafeMutableBufferPointer { h in
                    for p in 0..<count {
                        let i = p * 4
                        let same = a[i] == r[i] && a[i + 1] == r[i + 1] && a[i + 2] == r[i + 2] && a[i + 3] == r[i + 3]
                        if same {
                            matching += 1
                            // Faded reference: luminance over white, pulled towards white.
                            let w =
                                overWhite(r[i + 2], r[i + 3]) * 0.299 + overWhite(r[i + 1], r[i + 3]) * 0.587
                                + overWhite(r[i], r[i + 3]) * 0.114
                            let g = UInt8(min(255, 255 * (0.75 + 0.25 * w)).rounded())
                            h[i] = g
                            h[i + 1] = g
                            h[i + 2] = g
                            h[i + 3] = 255
                            continue
                        }
                        differing += 1
                        for c in 0..<4 { maxChannel = max(maxChannel, abs(Int(a[i + c]) - Int(r[i + c]))) }
                        let labA = lab(b: a[i], g: a[i + 1], r: a[i + 2], a: a[i + 3])
                        let labR = lab(b: r[i], g: r[i + 1], r: r[i + 2], a: r[i + 3])
                        let d = ciede2000(labA, labR)
                        maxDelta = max(maxDelta, d)
                        if d <= tolerance { matching += 1 }
                        // Yellow (255, 255, 0) for tiny differences to red (255, 0, 0) at ΔE 20 and above.
                        let s = min(1, d / 20)
                        h[i] = 0
                        h[i + 1] = UInt8((255 * (1 - s)).rounded())
                        h[i + 2] = 255
                        h[i + 3] = 255
                    }
                }
            }
        }
        return FrameDifference(
            differingPixels: differing, maxChannelDifference: maxChannel, maxDeltaE: maxDelta,
            perceptuallyMatchingPixels: matching, pixelCount: count,
            heatMap: Frame(width: actual.width, height: actual.height, pixels: heat))
    }

    /// A premultiplied channel composited over white, as 0…1.
    @inline(__always)
    static func overWhite(_ c: UInt8, _ a: UInt8) -> Double {
        min(1, (Double(c) + Double(255 - a)) / 255)
    }

    /// sRGB (0…1) → linear light.
    static let linear: [Double] = (0...255).map { i in
        let c = Double(i) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// CIELAB (D65) of a premultiplied BGRA pixel composited over white.
    static func lab(b: UInt8, g: UInt8, r: UInt8, a: UInt8) -> (l: Double, a: Double, b: Double) {
        // Over white in 8-bit sRGB, then linearize (premultiplied + (255 − a) is the composite).
        // min(…, 255): a malformed pixel whose colour exceeds its alpha saturates instead of trapping.
        let ia = Int(255 - a)
        let rl = linear[min(Int(r) + ia, 255)]
        let gl = linear[min(Int(g) + ia, 255)]
        let bl = linear[min(Int(b) + ia, 255)]
        return labFromLinear(r: rl, g: gl, b: bl)
    }

    /// CIELAB (D65) of linear sRGB.
    public static func labFromLinear(r: Double, g: Double, b: Double) -> (l: Double, a: Double, b: Double) {
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x)
        let fy = f(y)
        let fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// The CIEDE2000 colour difference (Sharma, Wu & Dalal 2005), with kL = kC = kH = 1.
    public static func ciede2000(_ p: (l: Double, a: Double, b: Double), _ q: (l: Double, a: Double, b: Double))
        -> Double
    {
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

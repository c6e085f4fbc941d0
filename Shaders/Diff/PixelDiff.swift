import Foundation

/// Per-pixel comparison kernels for visual regression.
///
/// Colours are compared after compositing each premultiplied pixel over white (so alpha
/// differences are visible as colour differences), in CIELAB (D65) with a ``ColorDifference``
/// formula, CIEDE2000 unless told. `perceptualPrecision` follows swift-snapshot-testing's
/// meaning: a pixel matches when `ΔE ≤ (1 − perceptualPrecision) × 100`; `perceptualPrecision` 1
/// means exact colour. (swift-snapshot-testing measures ΔE with CIE94, Core Image's
/// `CILabDeltaE`; pass ``ColorDifference/Formula/cie94`` for its numbers.)
public enum PixelDiff {
    /// Compares `actual` with `reference`.
    /// - Parameters:
    ///   - perceptualPrecision: 0…1, how close a pixel must be (see the type's doc).
    ///   - formula: the ΔE formula (CIE94 weights by the reference's chroma).
    /// - Precondition: both frames have the same size.
    /// - Complexity: O(pixels); the ΔE formula runs only for pixels whose bytes differ.
    public static func compare(
        _ actual: Frame, _ reference: Frame, perceptualPrecision: Double = 0.98,
        formula: ColorDifference.Formula = .ciede2000
    ) -> FrameDifference {
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
                        let d = ColorDifference.deltaE(labR, labA, formula: formula)
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
            differingPixels: differing, maxChannelDifference: maxChannel, formula: formula, maxDeltaE: maxDelta,
            perceptuallyMatchingPixels: matching, pixelCount: count,
            heatMap: Frame(width: actual.width, height: actual.height, pixels: heat))
    }

    /// A premultiplied channel composited over white, as 0…1.
    @inline(__always)
    static func overWhite(_ c: UInt8, _ a: UInt8) -> Double {
        min(1, (Double(c) + Double(255 - a)) / 255)
    }

    /// CIELAB (D65) of a premultiplied BGRA pixel composited over white.
    static func lab(b: UInt8, g: UInt8, r: UInt8, a: UInt8) -> ColorDifference.Lab {
        // Over white in 8-bit sRGB (premultiplied + (255 − a) is the composite).
        // min(…, 255): a malformed pixel whose colour exceeds its alpha saturates instead of trapping.
        let ia = Int(255 - a)
        return ColorDifference.lab(
            red: UInt8(min(Int(r) + ia, 255)), green: UInt8(min(Int(g) + ia, 255)), blue: UInt8(min(Int(b) + ia, 255)))
    }
}

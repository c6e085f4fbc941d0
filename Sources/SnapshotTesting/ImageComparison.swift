import Foundation
import Shaders

/// How two snapshot images are compared, as upstream does (docs in this module's README):
/// byte-exact first; then `precision` as the share of bytes that match, or, with
/// `perceptualPrecision` below 1, the share of pixels whose CIE94 ΔE (Lab, D65) is at most
/// (1 − perceptualPrecision)·100.
struct ImageComparison {
    var precision: Float
    var perceptualPrecision: Float

    /// Nil when `actual` matches `reference`; else the message with the measured figures.
    func failure(reference: SnapshotImage, actual: SnapshotImage) -> String? {
        if let failure = actual.failure ?? reference.failure { return failure }
        let old = reference.frame
        let new = actual.frame
        guard old.width == new.width, old.height == new.height else {
            return "Newly-taken snapshot@\(points(new, actual.pointScale)) does not match reference@"
                + "\(points(old, reference.pointScale))."
        }
        if old.pixels == new.pixels { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        if perceptualPrecision >= 1 {
            let differing = zip(old.pixels, new.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
            let total = old.pixels.count
            guard differing > Int((1 - Double(precision)) * Double(total)) else { return nil }
            let actualPrecision = 1 - Double(differing) / Double(total)
            return "Actual image precision \(actualPrecision) is less than required \(precision)"
        }
        return perceptualFailure(old, new)
    }

    /// The ΔE94 comparison: failing pixels against `precision`, the largest ΔE against
    /// `perceptualPrecision`.
    private func perceptualFailure(_ old: Frame, _ new: Frame) -> String? {
        let threshold = (1 - Double(perceptualPrecision)) * 100
        let a = old.unpremultipliedPixels()
        let b = new.unpremultipliedPixels()
        var failing = 0
        var maximum = 0.0
        for i in stride(from: 0, to: a.count, by: 4) where a[i..<i + 4] != b[i..<i + 4] {
            let reference = ColorDifference.lab(red: a[i + 2], green: a[i + 1], blue: a[i])
            let sample = ColorDifference.lab(red: b[i + 2], green: b[i + 1], blue: b[i])
            let deltaE = ColorDifference.deltaE(reference, sample, formula: .cie94)
            maximum = max(maximum, deltaE)
            if deltaE > threshold { failing += 1 }
        }
        let pixels = old.width * old.height
        let matching = 1 - Double(failing) / Double(pixels)
        guard matching < Double(precision) else { return nil }
        let lowest = 1 - min(maximum / 100, 1)
        return """
            The percentage of pixels that match \(matching) is less than required \(precision)
            The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
            """
    }

    private func points(_ frame: Frame, _ scale: Double) -> String {
        "(\(format(Double(frame.width) / scale)), \(format(Double(frame.height) / scale)))"
    }

    /// `375.0` as CGSize prints it.
    private func format(_ value: Double) -> String { "\(value)" }
}

/// The difference image: each colour channel |new − old| (premultiplied), opaque, so equal
/// pixels are black, as a `.difference` blend of the two over black shows them.
func differenceFrame(_ old: Frame, _ new: Frame) -> Frame {
    var pixels = [UInt8](repeating: 255, count: new.pixels.count)
    for i in 0..<pixels.count where i % 4 != 3 {
        pixels[i] = UInt8(abs(Int(old.pixels[i]) - Int(new.pixels[i])))
    }
    return Frame(width: new.width, height: new.height, pixels: pixels)
}

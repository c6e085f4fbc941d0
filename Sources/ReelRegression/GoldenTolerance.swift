import Foundation
import Shaders

/// How different a frame may be from its reference and still pass: Playwright's pixel
/// tolerances beside the perceptual verdict, recorded in the golden's header so that everyone
/// who verifies against it uses the same.
///
/// - `pixelThreshold`: a pixel counts as different when one of its channels (B, G, R, A
///   bytes, 0…255) differs by more than this; 0 (the default) counts any difference. A
///   per-channel threshold, not ΔE: the perceptual tolerance already measures colour distance.
/// - `maxDiffPixels`: the most different pixels a frame may have.
/// - `maxDiffRatio`: the largest share (0…1) of a frame's pixels that may differ.
/// - `precision`, `perceptualPrecision`: the perceptual path's share of matching pixels and
///   its ΔE tolerance (`GoldenVerifier.Options`; CIEDE2000 in `reel verify`).
///
/// The pixel tolerances apply only when one of them is set, and only to frames that have a
/// reference PNG (a hash alone says nothing about how different a frame is). In the golden's
/// environment a frame within them passes although its hash differs; so does a frame within the
/// perceptual tolerance when `precision` or `perceptualPrecision` is set (within both when both
/// kinds are set). In another environment a frame must be within the pixel tolerances (when set)
/// *and* within the perceptual tolerance.
///
/// In a golden: `# tolerance max-diff-pixels 40 max-diff-ratio 0.001 pixel-threshold 2`, after
/// the size line, only the fields set; readers that do not know it ignore it, and a golden
/// without it verifies as before.
public struct GoldenTolerance: Hashable, Sendable {
    public var maxDiffPixels: Int?
    public var maxDiffRatio: Double?
    public var pixelThreshold: Int?
    public var precision: Double?
    public var perceptualPrecision: Double?

    public init(
        maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil, pixelThreshold: Int? = nil,
        precision: Double? = nil, perceptualPrecision: Double? = nil
    ) {
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
        self.pixelThreshold = pixelThreshold
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// Whether a pixel tolerance is set (the frames with references are then counted).
    public var hasPixelTolerance: Bool { maxDiffPixels != nil || maxDiffRatio != nil || pixelThreshold != nil }

    /// Whether `precision` or `perceptualPrecision` is set: the golden's environment then
    /// compares a frame whose hash differs perceptually too.
    public var asksPerceptual: Bool { precision != nil || perceptualPrecision != nil }

    /// Nothing set.
    public var isEmpty: Bool { !hasPixelTolerance && precision == nil && perceptualPrecision == nil }

    /// This tolerance's fields, with `base`'s where this one has none (the command line's over
    /// the golden's).
    public func merged(over base: GoldenTolerance) -> GoldenTolerance {
        GoldenTolerance(
            maxDiffPixels: maxDiffPixels ?? base.maxDiffPixels, maxDiffRatio: maxDiffRatio ?? base.maxDiffRatio,
            pixelThreshold: pixelThreshold ?? base.pixelThreshold, precision: precision ?? base.precision,
            perceptualPrecision: perceptualPrecision ?? base.perceptualPrecision)
    }

    /// Whether `differing` pixels of `total` are within `maxDiffPixels` and `maxDiffRatio`;
    /// with neither set (a threshold alone), no pixel may be over the threshold.
    public func accepts(differing: Int, of total: Int) -> Bool {
        if maxDiffPixels == nil && maxDiffRatio == nil { return differing == 0 }
        if let most = maxDiffPixels, differing > most { return false }
        if let ratio = maxDiffRatio, Double(differing) > ratio * Double(total) { return false }
        return true
    }

    /// The pixels of `actual` with a channel byte more than `pixelThreshold` from `reference`'s.
    /// - Precondition: the frames have the same size.
    public func differingPixels(_ actual: Frame, _ reference: Frame) -> Int {
        let threshold = pixelThreshold ?? 0
        var count = 0
        actual.pixels.withUnsafeBufferPointer { a in
            reference.pixels.withUnsafeBufferPointer { r in
                var i = 0
                while i + 3 < a.count {
                    for c in 0..<4 where abs(Int(a[i + c]) - Int(r[i + c])) > threshold {
                        count += 1
                        break
                    }
                    i += 4
                }
            }
        }
        return count
    }

    // MARK: - The golden's header line

    /// `# tolerance …` with the fields set; nil when none is.
    var headerLine: String? {
        var words: [String] = []
        if let v = maxDiffPixels { words += ["max-diff-pixels", String(v)] }
        if let v = maxDiffRatio { words += ["max-diff-ratio", HashList.format(v)] }
        if let v = pixelThreshold { words += ["pixel-threshold", String(v)] }
        if let v = precision { words += ["precision", HashList.format(v)] }
        if let v = perceptualPrecision { words += ["perceptual-precision", HashList.format(v)] }
        return words.isEmpty ? nil : "# tolerance " + words.joined(separator: " ")
    }

    /// Reads the words after `# tolerance`; throws naming the first field it cannot read.
    init(headerWords words: [String]) throws(ToleranceError) {
        self.init()
        var i = 0
        while i < words.count {
            guard i + 1 < words.count else { throw ToleranceError(text: words[i]) }
            let (name, value) = (words[i], words[i + 1])
            switch name {
            case "max-diff-pixels":
                guard let v = Int(value), v >= 0 else { throw ToleranceError(text: "\(name) \(value)") }
                maxDiffPixels = v
            case "pixel-threshold":
                guard let v = Int(value), (0...255).contains(v) else { throw ToleranceError(text: "\(name) \(value)") }
                pixelThreshold = v
            case "max-diff-ratio", "precision", "perceptual-precision":
                guard let v = Double(value), (0...1).contains(v) else {
                    throw ToleranceError(text: "\(name) \(value)")
                }
                if name == "max-diff-ratio" { maxDiffRatio = v }
                if name == "precision" { precision = v }
                if name == "perceptual-precision" { perceptualPrecision = v }
            default: break  // a field a later Reel added: ignored, as unknown header lines are
            }
            i += 2
        }
    }

    /// A `# tolerance` field that does not read.
    struct ToleranceError: Error {
        var text: String
    }
}

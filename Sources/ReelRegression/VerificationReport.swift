import Foundation
import Reel
import ReelCore
import Shaders

/// What a ``GoldenVerifier`` run found: the path it took, each frame that did not match
/// exactly, and a verdict.
public struct VerificationReport: Sendable {
    /// How frames were compared.
    public enum Mode: Sendable, Equatable {
        /// The environment matches the golden's: hashes must be equal.
        case exact
        /// The environment differs (each difference a sentence): reference frames are
        /// compared perceptually.
        case perceptual(differences: [String])
    }

    /// The per-frame figures of a comparison with a reference frame.
    public struct Figures: Sendable, Equatable {
        /// Pixels whose bytes differ.
        public var differingPixels: Int
        /// Total pixels.
        public var pixelCount: Int
        /// The largest difference of one channel byte, 0…255.
        public var maxChannelDifference: Int
        /// The largest colour difference, by the report's ``VerificationReport/formula``.
        public var maxDeltaE: Double
        /// The perceptual score: the share of pixels within the perceptual tolerance, 0…1.
        public var perceptualMatchRatio: Double
        /// Pixels with a channel more than the pixel threshold apart, when a pixel tolerance is
        /// set (`GoldenTolerance`).
        public var pixelsOverThreshold: Int?

        public init(_ d: FrameDifference) {
            differingPixels = d.differingPixels
            pixelCount = d.pixelCount
            maxChannelDifference = d.maxChannelDifference
            maxDeltaE = d.maxDeltaE
            perceptualMatchRatio = d.perceptualMatchRatio
        }
    }

    /// What became of a frame whose hash differs from the golden's.
    public enum Verdict: Sendable, Equatable {
        /// A regression (or, on the perceptual path, a frame outside the tolerance).
        case failed
        /// Perceptual path: within the tolerance of its reference frame.
        case perceptuallyMatched
        /// The golden's environment: the hash differs, but the frame is within the pixel
        /// tolerances of its reference frame.
        case withinTolerance
        /// Perceptual path: no reference frame to compare with.
        case unverifiable
    }

    /// A frame whose hash differs from the golden's.
    public struct FrameResult: Sendable, Equatable {
        public var index: Int
        /// Seconds.
        public var time: Double
        public var expected: FrameHash
        public var actual: FrameHash
        public var verdict: Verdict = .failed
        /// Set when the frame was compared with a reference frame.
        public var figures: Figures?
        /// Files written for it (actual, reference, diff heat map).
        public var artifacts: [String] = []
        /// Why it could not be compared, if so.
        public var note: String?
    }

    public var mode: Mode
    public var precision: Double
    public var perceptualPrecision: Double
    /// The ΔE formula pixels were compared with (CIEDE2000 unless the verifier was told).
    public var formula: ColorDifference.Formula
    /// The pixel tolerances the frames were judged by.
    public var tolerance = GoldenTolerance()
    /// The clip's frames (the frames checked may be fewer).
    public var frameCount = 0
    /// Frames rendered and hashed.
    public var checkedFrames = 0
    /// Frames whose hash differs from the golden's, in order.
    public var frames: [FrameResult] = []
    /// Clip-wide problems (size, rate, duration); any one fails the verification.
    public var problems: [String] = []
    /// `report.txt` in the artifacts folder, when written.
    public var reportPath: String?

    init(mode: Mode, precision: Double, perceptualPrecision: Double, formula: ColorDifference.Formula = .ciede2000) {
        self.mode = mode
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        self.formula = formula
    }

    /// Whether frames whose hash differs were judged by the perceptual tolerance: always on
    /// the perceptual path, and on the exact path when it was asked for.
    public var comparesPerceptually: Bool { mode != .exact || tolerance.asksPerceptual }

    /// `ΔE00 (CIEDE2000) ≤ 2`: the perceptual tolerance on one pixel.
    var pixelToleranceText: String { "\(formula.label) ≤ \(Self.number((1 - perceptualPrecision) * 100))" }

    /// Frames that failed, in order.
    public var failures: [FrameResult] { frames.filter { $0.verdict == .failed } }
    /// Frames that could not be verified (perceptual path, no reference), in order.
    public var unverifiable: [FrameResult] { frames.filter { $0.verdict == .unverifiable } }
    /// Frames verified: equal hashes, or within the perceptual tolerance.
    public var verifiedFrames: Int { checkedFrames - failures.count - unverifiable.count }

    /// Whether the clip matches: no problem, no failed frame, and at least one frame verified.
    public var passed: Bool { problems.isEmpty && failures.isEmpty && verifiedFrames > 0 }

    /// The lines `reel verify` prints: how frames were compared, the problems, the verdict, and
    /// one short line per failing frame (``details`` has every frame's figures).
    public var summary: String { text(verbose: false) }

    /// ``summary`` with every frame whose hash differs and its figures (`reel verify
    /// --verbose`, `report.txt`, a test's failure message).
    public var details: String { text(verbose: true) }

    private func text(verbose: Bool) -> String {
        var lines = comparisonLines
        lines += problems
        lines.append(verdictLine)
        let unverified = unverifiable
        if !unverified.isEmpty {
            let list = unverified.prefix(10).map { String($0.index) }.joined(separator: ", ")
            lines.append(
                """
                Warning: \(plural(unverified.count, "frame")) unverifiable (hash differs, no reference frame): \
                \(list)\(unverified.count > 10 ? ", …" : "").
                """
            )
        }
        if verbose {
            for f in frames where f.figures != nil || !f.artifacts.isEmpty || f.note != nil {
                lines.append("  " + line(for: f))
            }
        } else {
            for f in failures { lines.append("  " + shortLine(for: f)) }
        }
        if let reportPath { lines.append("Artifacts: \(PathText.folder(of: reportPath))") }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A failing frame in one short line: `frame 5 (0.500 s): FAIL, 1 of 400 pixels differ, max
    /// ΔE00 (CIEDE2000) 52.03`.
    func shortLine(for f: FrameResult) -> String {
        var s = "frame \(f.index) (\(Self.seconds(f.time))): FAIL, "
        if let g = f.figures {
            s += """
                \(g.differingPixels) of \(g.pixelCount) pixels differ, max \(formula.label) \
                \(String(format: "%.2f", g.maxDeltaE))
                """
        } else {
            s += "hash differs (no reference frame)"
        }
        if let note = f.note { s += ", " + note }
        return s
    }

    /// How frames were compared: why perceptually and with what precision, and the pixel
    /// tolerance, when they are not the plain exact comparison.
    var comparisonLines: [String] {
        var lines: [String] = []
        if case .perceptual(let differences) = mode {
            lines.append("The environment differs from the golden's, so exact hashes cannot be expected:")
            lines += differences.map { "  - " + $0 }
            lines.append(
                """
                Comparing frames perceptually instead (precision \(Self.number(precision)): share of pixels that must \
                match; perceptual precision \(Self.number(perceptualPrecision)): \(pixelToleranceText)).
                """
            )
        } else if tolerance.asksPerceptual {
            lines.append(
                """
                A frame whose hash differs passes within the perceptual tolerance of its reference frame \
                (precision \(Self.number(precision)): share of pixels that must match; perceptual precision \
                \(Self.number(perceptualPrecision)): \(pixelToleranceText)).
                """
            )
        }
        if tolerance.hasPixelTolerance {
            lines.append("Pixel tolerance for frames with a reference: \(Self.toleranceText(tolerance)).")
        }
        return lines
    }

    /// The verdict line: PASS or FAIL and what it rests on.
    var verdictLine: String {
        let failed = failures
        if passed { return passLine }
        if let first = failed.first, let last = failed.last {
            return """
                FAIL: \(failed.count) of \(plural(checkedFrames, "frame")) \(failed.count == 1 ? "differs" : "differ") \
                from the golden: first frame \(first.index) (\(Self.seconds(first.time))), last frame \(last.index) \
                (\(Self.seconds(last.time))).
                """
        }
        guard problems.isEmpty else { return "FAIL: the clip does not fit the golden." }
        let subject =
            checkedFrames == 1
            ? "the 1 frame could not" : "none of the \(plural(checkedFrames, "frame")) could"
        let reason =
            checkedFrames == 1
            ? "its hash differs and there is no reference frame for it"
            : "their hashes differ and there are no reference frames for them"
        return """
            FAIL: \(subject) be verified: \(reason); record references on this machine \
            (reel verify --record --reference DIR --reference-frames all) or in the golden's environment.
            """
    }

    /// The verdict of a clip that passed: how many frames matched exactly, within the pixel
    /// tolerance, or perceptually.
    var passLine: String {
        let tolerated = frames.filter { $0.verdict == .withinTolerance }.count
        if case .exact = mode, tolerated > 0 {
            let within =
                tolerance.asksPerceptual
                ? "within the tolerance" : "within the pixel tolerance (\(Self.toleranceText(tolerance)))"
            return """
                PASS: \(plural(checkedFrames, "frame")) verified: \(checkedFrames - tolerated) with equal hashes, \
                \(tolerated) \(within) of their reference frames.
                """
        } else if case .exact = mode {
            return """
                PASS: \(plural(checkedFrames, "frame")) \(checkedFrames == 1 ? "matches" : "match") the golden \
                exactly.
                """
        }
        let perceptual = frames.filter { $0.verdict == .perceptuallyMatched }.count
        return """
            PASS (perceptual): \(verifiedFrames) of \(plural(checkedFrames, "frame")) verified: \
            \(verifiedFrames - perceptual) with equal hashes, \(perceptual) within the tolerance of their \
            reference frames.
            """
    }

    /// One frame's figures, as `report.txt` and the summary print them.
    func line(for f: FrameResult) -> String {
        var s = "frame \(f.index) (\(Self.seconds(f.time))): "
        switch f.verdict {
        case .failed: s += "FAIL"
        case .perceptuallyMatched: s += "perceptual match"
        case .withinTolerance: s += "within tolerance"
        case .unverifiable: s += "unverifiable"
        }
        if let g = f.figures {
            s +=
                """
                ; differing pixels \(g.differingPixels) of \(g.pixelCount); largest channel difference \
                \(g.maxChannelDifference); max \(formula.label) \(String(format: "%.2f", g.maxDeltaE)); \
                perceptual score \(String(format: "%.4f", g.perceptualMatchRatio * 100))%
                """
            if let over = g.pixelsOverThreshold {
                s += "; pixels over the threshold \(over) (\(Self.toleranceText(tolerance)))"
            }
        } else if f.verdict != .unverifiable {
            s += "; hash \(f.actual.hex.prefix(12))… expected \(f.expected.hex.prefix(12))… (no reference frame)"
        }
        if let note = f.note { s += "; " + note }
        if !f.artifacts.isEmpty {
            s += "; " + f.artifacts.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        }
        return s
    }

    /// Writes `report.txt` when there is an artifacts folder and something to report.
    mutating func finish(artifactsDirectory: String?) {
        guard let dir = artifactsDirectory, !passed || !frames.isEmpty else { return }
        let path = (dir as NSString).appendingPathComponent("report.txt")
        var text = "# reel verify report\n"
        text +=
            """
            mode \(mode == .exact ? "exact" : "perceptual") precision \(Self.number(precision)) perceptual-precision \
            \(Self.number(perceptualPrecision)) delta-e \(formula.name)\n
            """
        text +=
            """
            checked \(checkedFrames) failed \(failures.count) unverifiable \(unverifiable.count) result \
            \(passed ? "pass" : "fail")\n
            """
        for p in problems { text += "problem: \(p)\n" }
        for f in frames { text += line(for: f) + "\n" }
        if (try? Data(text.utf8).write(to: URL(fileURLWithPath: path))) != nil { reportPath = path }
    }

    /// The pixel tolerances in `reel verify`'s option names.
    static func toleranceText(_ t: GoldenTolerance) -> String {
        var parts: [String] = []
        if let v = t.maxDiffPixels { parts.append("max-diff-pixels \(v)") }
        if let v = t.maxDiffRatio { parts.append("max-diff-ratio \(number(v))") }
        parts.append("pixel-threshold \(t.pixelThreshold ?? 0)")
        return parts.joined(separator: ", ")
    }

    static func seconds(_ t: Double) -> String { String(format: "%.3f s", t) }
    static func number(_ v: Double) -> String { String(format: "%g", v) }
}

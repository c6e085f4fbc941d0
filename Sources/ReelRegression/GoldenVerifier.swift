import Foundation
import Reel
import ReelCore
import ReelEncode
import ReelRender
import Shaders

/// Checks a clip against a golden hash list (and, when there are any, reference frames): the
/// engine behind `reel verify` and `ReelTesting`.
///
/// Two paths, chosen by comparing environment fingerprints:
/// ```
///  fingerprints equal ──► exact: every frame's SHA-256 must equal the golden's; a mismatch with
///                         a reference PNG gets actual / reference / diff heat map artifacts
///  fingerprints differ ─► perceptual: exact hashes cannot be expected; frames whose hash still
///                         matches pass, the others are compared with their reference PNG under
///                         `precision` / `perceptualPrecision`; frames with neither are reported
///                         unverifiable, and no verifiable frame at all is a failure
/// ```
/// On the exact path a frame whose hash differs passes only within a tolerance that was asked
/// for (`Options.tolerance`, from the command line or the golden): the pixel tolerances, the
/// perceptual one (its `precision` or `perceptualPrecision` set), or both, each that is set.
public struct GoldenVerifier: Sendable {
    /// How a verification runs.
    public struct Options: Sendable {
        /// Where reference frames are (`frame_00012.png`); nil for none.
        public var referenceDirectory: String?
        /// Where mismatching frames, their references, diff heat maps and `report.txt` go; nil
        /// for no artifacts.
        public var artifactsDirectory: String?
        /// Perceptual path: the share of pixels (0…1) that must match for a frame to pass.
        public var precision: Double = 0.99
        /// Perceptual path: how close a pixel must be to match, as `PixelDiff` defines it
        /// (ΔE ≤ (1 − perceptualPrecision) × 100, ΔE by ``colorDifference``).
        public var perceptualPrecision: Double = 0.98
        /// The ΔE formula pixels are compared with: CIEDE2000 (`reel verify`'s, and what its
        /// documents promise). A snapshot test that means swift-snapshot-testing's
        /// `perceptualPrecision` takes CIE94, the formula its Core Image comparison uses.
        public var colorDifference: ColorDifference.Formula = .ciede2000
        /// Pixel tolerances (`GoldenTolerance`: its pixel fields; `precision` and
        /// `perceptualPrecision` above are the perceptual ones).
        public var tolerance = GoldenTolerance()
        /// Where the HTML report (`index.html`, its images beside it) goes; nil for none.
        public var reportDirectory: String?
        /// The report's title: what was verified (the scene's file).
        public var reportTitle = "clip"
        /// The report's bounds: thumbnails on the filmstrip, failing frames shown at full size.
        public var reportLimits = VerificationReportWriter.Limits()
        /// Only these frames of the golden (ascending); nil for all of them.
        public var frames: [Int]?
        /// Jobs and progress of the render pipeline.
        public var pipeline: RenderPipeline.Options = RenderPipeline.Options()

        public init() {}
    }

    /// The golden hash list.
    public var golden: HashList
    public var options: Options

    public init(golden: HashList, options: Options = Options()) {
        self.golden = golden
        self.options = options
    }

    /// The file a reference frame has: `directory/frame_00012.png`.
    public static func referencePath(directory: String, frame index: Int) -> String {
        (directory as NSString).appendingPathComponent(String(format: "frame_%05d.png", index))
    }

    /// Renders `clip` and compares it with the golden.
    /// - Parameter environment: this run's fingerprint; nil computes the clip's own.
    /// - Returns: the report; ``VerificationReport/passed`` says whether the clip matches.
    /// - Throws: render, pipeline or file errors (a mismatch is not an error).
    public func verify(_ clip: Clip, environment: EnvironmentFingerprint? = nil) throws -> VerificationReport {
        let here = try environment ?? clip.environmentFingerprint()
        let differences = here.differences(from: golden.environment)
        var report = VerificationReport(
            mode: differences.isEmpty ? .exact : .perceptual(differences: differences),
            precision: options.precision, perceptualPrecision: options.perceptualPrecision,
            formula: options.colorDifference)
        report.tolerance = options.tolerance
        report.frameCount = clip.frameCount
        let (sizeMatches, problems, expected, goldenFrames) = try fit(clip)
        report.problems = problems
        // No frame of another size can match: report that alone rather than every frame.
        let toRender = sizeMatches ? goldenFrames.filter { $0 < clip.frameCount } : []
        let page = try options.reportDirectory.map {
            try VerificationReportWriter(
                directory: $0, title: options.reportTitle, limits: options.reportLimits, frameCount: clip.frameCount)
        }
        if toRender.isEmpty {
            report.finish(artifactsDirectory: nil)
            try page?.finish(report)
            return report
        }
        let artifacts = options.artifactsDirectory
        if let artifacts {
            try FileManager.default.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
        }
        var unreferencedMismatches: [(Int, Frame)] = []
        try clip.hashFrames(toRender, options: options.pipeline) { index, frame, hash in
            report.checkedFrames += 1
            let mismatch = expected[index].map { $0 != hash } ?? false
            try page?.frame(index, frame, differs: mismatch)
            guard let want = expected[index], hash != want else { return }
            let time = clip.time(ofFrame: index)
            var result = VerificationReport.FrameResult(index: index, time: time, expected: want, actual: hash)
            let referencePath = options.referenceDirectory.map { Self.referencePath(directory: $0, frame: index) }
            if let referencePath, FileManager.default.fileExists(atPath: referencePath) {
                try compare(
                    &result, frame: frame, reference: try loadFrame(from: referencePath), mode: report.mode, page: page,
                    artifacts: artifacts)
            } else {
                result.verdict = report.mode == .exact ? .failed : .unverifiable
                try page?.failure(index, actual: frame, expected: nil, heatMap: nil)
                if artifacts != nil {
                    if unreferencedMismatches.isEmpty {
                        unreferencedMismatches.append((index, frame))
                    } else if unreferencedMismatches.count == 1 {
                        unreferencedMismatches.append((index, frame))
                    } else {
                        unreferencedMismatches[1] = (index, frame)
                    }
                }
            }
            report.frames.append(result)
        }
        if let artifacts { try Self.writeUnreferenced(unreferencedMismatches, to: artifacts, in: &report) }
        report.finish(artifactsDirectory: artifacts)
        try page?.finish(report)
        return report
    }

    /// Frames without a reference: the first and last mismatching frame's actual pixels.
    static func writeUnreferenced(_ frames: [(Int, Frame)], to artifacts: String, in report: inout VerificationReport)
        throws
    {
        for (index, frame) in frames {
            let path = (artifacts as NSString).appendingPathComponent(String(format: "frame_%05d.actual.png", index))
            try writePNG(frame, atomicallyTo: path)
            if let i = report.frames.firstIndex(where: { $0.index == index }) {
                report.frames[i].artifacts = [path]
            }
        }
    }

    /// How the clip fits the golden: whether its size matches, the clip-wide problems (size,
    /// rate, duration), the golden's hashes by frame and the golden's frames to check.
    func fit(_ clip: Clip) throws -> (sizeMatches: Bool, [String], [Int: FrameHash], [Int]) {
        var problems: [String] = []
        let pixels = try clip.pixelSize()
        let sizeMatches = pixels.width == golden.width && pixels.height == golden.height
        if !sizeMatches {
            problems.append(
                "the clip renders \(pixels.width)x\(pixels.height) pixels but the golden holds "
                    + "\(golden.width)x\(golden.height); render at the golden's size or record a new golden"
            )
        }
        if abs(clip.timeline.fps - golden.fps) > 1e-9 {
            problems.append(
                "the clip runs at \(HashList.format(clip.timeline.fps)) fps but the golden at "
                    + "\(HashList.format(golden.fps)) fps; use the golden's rate or record a new golden"
            )
        }
        var expected: [Int: FrameHash] = [:]
        for e in golden.entries { expected[e.index] = e.hash }
        let wanted = options.frames.map(Set.init)
        let goldenFrames = golden.entries.map(\.index).filter { wanted?.contains($0) ?? true }
        let beyond = goldenFrames.filter { $0 >= clip.frameCount }
        if !beyond.isEmpty {
            problems.append(
                "the golden has \(plural(beyond.count, "frame")) from \(beyond[0]) on, but the clip ends at frame "
                    + "\(clip.frameCount - 1) (a change of duration)"
            )
        }
        if options.frames == nil {
            let missing = (0..<clip.frameCount).filter { expected[$0] == nil }
            if let first = missing.first {
                problems.append(
                    "the clip has \(plural(missing.count, "frame")) the golden lacks, from frame \(first) (a change "
                        + "of duration, or a golden recorded for only some frames)"
                )
            }
        }
        return (sizeMatches, problems, expected, goldenFrames)
    }

    /// A differing frame compared with its reference frame: the verdict, and for a failure the
    /// report's images and the artifacts.
    func compare(
        _ result: inout VerificationReport.FrameResult, frame: Frame, reference: Frame, mode: VerificationReport.Mode,
        page: VerificationReportWriter?, artifacts: String?
    ) throws {
        let index = result.index
        guard reference.width == frame.width && reference.height == frame.height else {
            result.note =
                "the reference is \(reference.width)x\(reference.height), the frame \(frame.width)x\(frame.height)"
            result.verdict = .failed
            try page?.failure(index, actual: frame, expected: nil, heatMap: nil)
            return
        }
        let diff = PixelDiff.compare(
            frame, reference, perceptualPrecision: options.perceptualPrecision, formula: options.colorDifference)
        judge(&result, diff: diff, frame: frame, reference: reference, mode: mode)
        guard result.verdict == .failed else { return }
        try page?.failure(index, actual: frame, expected: reference, heatMap: diff.heatMap)
        if let artifacts {
            result.artifacts = try Self.writeArtifacts(
                index: index, actual: frame, reference: reference, heatMap: diff.heatMap, to: artifacts)
        }
    }

    /// The verdict on a frame compared with its reference: the perceptual tolerance on the
    /// perceptual path (and on the exact path when it was asked for), and the pixel tolerances
    /// (when set) on both paths.
    func judge(
        _ result: inout VerificationReport.FrameResult, diff: FrameDifference, frame: Frame, reference: Frame,
        mode: VerificationReport.Mode
    ) {
        var figures = VerificationReport.Figures(diff)
        let tolerance = options.tolerance
        var withinPixels: Bool?
        if tolerance.hasPixelTolerance {
            let counted = tolerance.differingPixels(frame, reference)
            figures.pixelsOverThreshold = counted
            withinPixels = tolerance.accepts(differing: counted, of: diff.pixelCount)
        }
        result.figures = figures
        let perceptual = diff.perceptualMatchRatio >= options.precision
        switch mode {
        case .exact:
            // Only the tolerances asked for count; with none, a differing hash fails.
            let asked = tolerance.asksPerceptual ? perceptual : nil
            let verdicts = [withinPixels, asked].compactMap { $0 }
            result.verdict = !verdicts.isEmpty && verdicts.allSatisfy { $0 } ? .withinTolerance : .failed
        case .perceptual:
            result.verdict = perceptual && withinPixels != false ? .perceptuallyMatched : .failed
        }
    }

    static func writeArtifacts(index: Int, actual: Frame, reference: Frame, heatMap: Frame, to directory: String) throws
        -> [String]
    {
        let stem = (directory as NSString).appendingPathComponent(String(format: "frame_%05d", index))
        let paths = [stem + ".actual.png", stem + ".reference.png", stem + ".diff.png"]
        try writePNG(actual, atomicallyTo: paths[0])
        try writePNG(reference, atomicallyTo: paths[1])
        try writePNG(heatMap, atomicallyTo: paths[2])
        return paths
    }

    // MARK: - Recording

    /// Which frames get a reference PNG when recording.
    public enum ReferenceSelection: Hashable, Sendable {
        /// None: the golden holds hashes only.
        case none
        /// These frames (those outside the clip are ignored).
        case frames([Int])
        /// Every frame.
        case all
        /// The default: the first and last frame and three evenly between them.
        case automatic

        /// The frames selected in a clip of `frameCount` frames, ascending.
        public func resolve(frameCount: Int) -> [Int] {
            guard frameCount > 0 else { return [] }
            switch self {
            case .none: return []
            case .all: return Array(0..<frameCount)
            case .frames(let list): return Array(Set(list.filter { $0 >= 0 && $0 < frameCount })).sorted()
            case .automatic:
                return Array(Set((0...4).map { ($0 * (frameCount - 1)) / 4 })).sorted()
            }
        }
    }

    /// Records `clip`'s golden: writes the hash list to `goldenPath` and, when
    /// `referenceDirectory` is given, the selected frames as `frame_00012.png` there (removing
    /// reference frames of an earlier recording first). `tolerance` goes into the golden's
    /// header, for every later verification to use.
    /// - Returns: the hash list written.
    /// - Throws: render, pipeline or file errors; the golden file is replaced only on success.
    @discardableResult
    public static func record(
        _ clip: Clip, goldenPath: String, referenceDirectory: String? = nil,
        referenceFrames: ReferenceSelection = .automatic,
        environment: EnvironmentFingerprint? = nil,
        pipeline: RenderPipeline.Options = RenderPipeline.Options(), tolerance: GoldenTolerance = GoldenTolerance()
    ) throws -> HashList {
        let fm = FileManager.default
        let goldenFolder = PathText.folder(of: goldenPath)
        if !goldenFolder.isEmpty { try fm.createDirectory(atPath: goldenFolder, withIntermediateDirectories: true) }
        let keep = Set(referenceDirectory == nil ? [] : referenceFrames.resolve(frameCount: clip.frameCount))
        if let dir = referenceDirectory {
            try fm.createDirectory(atPath: dir, withIntermediateDirectories: true)
            for name in try fm.contentsOfDirectory(atPath: dir) where isReferenceName(name) {
                try fm.removeItem(atPath: (dir as NSString).appendingPathComponent(name))
            }
        }
        let pixels = try clip.pixelSize()
        var list = HashList(
            width: pixels.width, height: pixels.height, fps: clip.timeline.fps,
            environment: try environment ?? clip.environmentFingerprint())
        list.tolerance = tolerance
        try clip.hashFrames(options: pipeline) { index, frame, hash in
            list.entries.append(HashList.Entry(index: index, time: clip.time(ofFrame: index), hash: hash))
            if let dir = referenceDirectory, keep.contains(index) {
                try writePNG(frame, atomicallyTo: referencePath(directory: dir, frame: index))
            }
        }
        try TemporaryOutput.write(to: goldenPath) { try Data(list.text.utf8).write(to: URL(fileURLWithPath: $0)) }
        return list
    }

    /// `frame_00012.png` (exactly five or more digits, no other suffix).
    static func isReferenceName(_ name: String) -> Bool {
        guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
        let digits = name.dropFirst(6).dropLast(4)
        return digits.count >= 5 && digits.allSatisfy(\.isASCIIDigitCharacter)
    }
}

extension Character {
    fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}

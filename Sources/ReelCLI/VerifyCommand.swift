import Foundation
import Reel
import ReelCore
import ReelLottie
import ReelRegression
import ReelScene

/// `reel verify SCENE --golden FILE [--reference DIR] [--artifacts DIR] [--precision P]
/// [--perceptual-precision Q] [--record [--reference-frames LIST]]`, parsed and checked.
public struct VerifyOptions: Hashable, Sendable {
    public var scene: String
    /// The golden hash list (`reel hash`'s output).
    public var golden: String
    /// Reference frames (`frame_00012.png`).
    public var referenceDirectory: String?
    /// Where mismatch artifacts and `report.txt` go.
    public var artifactsDirectory: String?
    /// Perceptual path: share of pixels that must match.
    public var precision: Double?
    /// Perceptual path: how close a pixel must be.
    public var perceptualPrecision: Double?
    /// Write the golden (and reference frames) instead of verifying; exits 1 all the same.
    public var record: Bool
    /// Which frames get reference PNGs when recording.
    public var referenceFrames: GoldenVerifier.ReferenceSelection
    public var fps: Double?
    public var size: PixelSize?
    public var scale: Double?
    public var jobs: Int?
    public var overrides: [SceneOverride]
    /// `--animation` / `--theme`: the animation and theme of a dotLottie file.
    public var lottie = LottieSelection()
    public var quiet: Bool

    public init(
        scene: String, golden: String, referenceDirectory: String? = nil, artifactsDirectory: String? = nil,
        precision: Double? = nil, perceptualPrecision: Double? = nil, record: Bool = false,
        referenceFrames: GoldenVerifier.ReferenceSelection = .automatic, fps: Double? = nil,
        size: PixelSize? = nil, scale: Double? = nil, jobs: Int? = nil, overrides: [SceneOverride] = [],
        quiet: Bool = false
    ) {
        self.scene = scene
        self.golden = golden
        self.referenceDirectory = referenceDirectory
        self.artifactsDirectory = artifactsDirectory
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        self.record = record
        self.referenceFrames = referenceFrames
        self.fps = fps
        self.size = size
        self.scale = scale
        self.jobs = jobs
        self.overrides = overrides
        self.quiet = quiet
    }

    static let spec = CommandSpec(
        name: "verify",
        abstract: "Check that a scene still renders the frames of its golden (exit 0 pass, 1 fail).",
        discussion: """
            Renders the scene and compares each frame's SHA-256 with the golden hash list; prints PASS, or
            how many frames differ and the first and last of them. With --reference, a differing frame that
            has a reference PNG is written to --artifacts with the reference and a diff heat map, and the
            figures go to report.txt. When the library versions or font files differ from the golden's,
            exact hashes cannot be expected: frames are compared with their reference PNGs under --precision
            and --perceptual-precision instead, and frames without one are reported unverifiable.
            --record writes the golden (and reference PNGs) and exits 1: a recording never passes.
            """,
        usage:
            "reel verify <scene> --golden <file> [--reference <folder>] [--artifacts <folder>] [--record] [<options>]",
        arguments: [("<scene>", "The scene document (JSON).")],
        options: [
            OptionSpec(long: "golden", valueName: "<file>", help: "The golden hash list ('reel hash' output)."),
            OptionSpec(long: "reference", valueName: "<folder>", help: "Reference frames, frame_00012.png."),
            OptionSpec(
                long: "artifacts", valueName: "<folder>",
                help: "Where actual, reference and diff images and report.txt go on a mismatch."),
            OptionSpec(
                long: "precision", valueName: "<p>",
                help: "Perceptual comparison: share of pixels that must match, 0 to 1 (default 0.99)."),
            OptionSpec(
                long: "perceptual-precision", valueName: "<q>",
                help:
                    "Perceptual comparison: how close a pixel must be, 0 to 1; a pixel matches when its CIEDE2000 "
                    + "difference is at most (1 − q) × 100 (default 0.98)."
            ),
            OptionSpec(long: "record", help: "Write the golden (and reference frames) instead of verifying; exits 1."),
            OptionSpec(
                long: "reference-frames", valueName: "<list>",
                help:
                    "With --record: frames to keep as PNG, such as 0,30,60, or all, or none (default: first, last "
                    + "and three between)."
            ),
        ] + HashOptions.renderOptions)

    /// Parses and checks `reel verify`'s arguments.
    /// - Throws: a usage error (exit 64) naming the problem.
    public init(arguments: [String]) throws(CommandLineError) {
        try self.init(try ArgumentParser.parse(arguments, options: Self.spec.options))
    }

    init(_ p: ParsedArguments) throws(CommandLineError) {
        let scene = try p.singleScene(because: "reel verify checks one scene")
        guard let golden = p.last("golden") else { throw .usage("missing --golden <file>") }
        self.init(scene: scene, golden: golden)
        referenceDirectory = p.last("reference")
        artifactsDirectory = p.last("artifacts")
        precision = try OptionValue.double(
            p.last("precision"), "precision", range: 0...1, phrase: "a number from 0 to 1")
        perceptualPrecision = try OptionValue.double(
            p.last("perceptual-precision"), "perceptual-precision", range: 0...1, phrase: "a number from 0 to 1")
        record = p.has("record")
        if let list = p.last("reference-frames") {
            guard record else { throw .usage("'--reference-frames' chooses frames to record; use it with --record") }
            guard referenceDirectory != nil else {
                throw .usage("'--reference-frames' needs --reference <folder> to write them to")
            }
            switch list {
            case "all": referenceFrames = .all
            case "none": referenceFrames = .none
            default:
                let parts = list.split(separator: ",", omittingEmptySubsequences: false)
                let numbers = parts.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
                guard !parts.isEmpty, numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 }) else {
                    throw .usage(
                        "invalid value '\(list)' for '--reference-frames'; expected frame numbers such as 0,30,60, "
                            + "or all, or none"
                    )
                }
                referenceFrames = .frames(numbers)
            }
        }
        try readRenderOptions(
            p, fps: &fps, size: &size, scale: &scale, jobs: &jobs, overrides: &overrides, quiet: &quiet)
        lottie = p.lottieSelection
    }
}

extension ReelCommands {
    // MARK: - verify

    static func verify(_ options: VerifyOptions, io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode
    {
        do {
            let (document, base) = try SceneCommand.load(
                options.scene, overrides: options.overrides, lottie: options.lottie)
            let clip = try makeClip(
                document, base: base, fps: options.fps, size: options.size, scale: options.scale, scene: options.scene)
            let pipeline = pipelineOptions(jobs: options.jobs, quiet: options.quiet, io: io, interruption: interruption)
            if options.record {
                let list = try GoldenVerifier.record(
                    clip, goldenPath: options.golden, referenceDirectory: options.referenceDirectory,
                    referenceFrames: options.referenceFrames, pipeline: pipeline)
                var message = "Recorded \(plural(list.entries.count, "frame hash")) to \(options.golden)"
                if let dir = options.referenceDirectory {
                    let n = options.referenceFrames.resolve(frameCount: clip.frameCount).count
                    message += " and \(plural(n, "reference frame")) to \(dir)"
                }
                io.output(message + ".\n")
                io.error(
                    "Error: recorded the golden instead of verifying; a recording never passes. Run 'reel verify' "
                        + "again without --record to check against it.\n"
                )
                return .failure
            }
            let golden: HashList
            do {
                golden = try HashList(parsing: try String(contentsOfFile: options.golden, encoding: .utf8))
            } catch let e as HashList.ParseError {
                throw CommandLineError("\(options.golden): \(e)", exitCode: .dataError)
            } catch {
                throw CommandLineError(
                    "cannot read the golden '\(options.golden)'; record it with 'reel verify \(options.scene) "
                        + "--golden \(options.golden) --record' or 'reel hash \(options.scene) > \(options.golden)'",
                    exitCode: .noInput)
            }
            if let dir = options.referenceDirectory, !FileManager.default.fileExists(atPath: dir) {
                throw CommandLineError(
                    "the reference folder '\(dir)' does not exist; record references with --record --reference \(dir)",
                    exitCode: .noInput)
            }
            var verifierOptions = GoldenVerifier.Options()
            verifierOptions.referenceDirectory = options.referenceDirectory
            verifierOptions.artifactsDirectory = options.artifactsDirectory
            if let p = options.precision { verifierOptions.precision = p }
            if let q = options.perceptualPrecision { verifierOptions.perceptualPrecision = q }
            verifierOptions.pipeline = pipeline
            let result = try GoldenVerifier(golden: golden, options: verifierOptions).verify(clip)
            io.output(result.summary)
            return result.passed ? .success : .failure
        } catch {
            return report(error, io: io)
        }
    }
}

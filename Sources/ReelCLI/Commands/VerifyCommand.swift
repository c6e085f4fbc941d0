import Foundation
import Reel
import ReelArguments
import ReelCore
import ReelEncode
import ReelLottie
import ReelRegression
import ReelScene

/// `reel verify SCENE --golden FILE [--reference DIR] [--artifacts DIR] [--precision P]
/// [--perceptual-precision Q] [--record [--reference-frames LIST]]`, parsed and checked.
public struct VerifyOptions: CommandOptions, SceneRenderingOptions, Hashable, Sendable {
    public var scene: String
    /// The golden hash list (`reel hash`'s output).
    public var golden: String
    /// Reference frames (`frame_00012.png`).
    public var referenceDirectory: String?
    /// Where mismatch artifacts and `report.txt` go.
    public var artifactsDirectory: String?
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
    /// Where the HTML report goes (`index.html` and its images).
    public var reportDirectory: String?
    /// Where the JUnit XML goes.
    public var junitPath: String?
    /// `--verbose`: every frame whose hash differs with all its figures, not one line per
    /// failing frame.
    public var verbose = false
    /// `--precision`, `--perceptual-precision`, `--max-diff-pixels`, `--max-diff-ratio` and
    /// `--pixel-threshold` as given (over the golden's; recorded into it with `--record`).
    public var tolerance = GoldenTolerance()

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
        self.tolerance = GoldenTolerance(precision: precision, perceptualPrecision: perceptualPrecision)
        self.record = record
        self.referenceFrames = referenceFrames
        self.fps = fps
        self.size = size
        self.scale = scale
        self.jobs = jobs
        self.overrides = overrides
        self.quiet = quiet
    }

    static let golden = Option.text("golden", valueName: "<file>", help: "The golden hash list ('reel hash' output).")
    static let reference = Option.text(
        "reference", valueName: "<folder>", help: "Reference frames, frame_00012.png.")
    static let artifacts = Option.text(
        "artifacts", valueName: "<folder>",
        help: "Where actual, reference and diff images and report.txt go on a mismatch.")
    static let precision = fraction(
        "precision", valueName: "<p>",
        help: "Perceptual comparison: share of pixels that must match, 0 to 1 (default "
            + "\(JSONWriter.format(GoldenVerifier.Options().precision))).")
    static let perceptualPrecision = fraction(
        "perceptual-precision", valueName: "<q>",
        help: "Perceptual comparison: how close a pixel must be, 0 to 1; a pixel matches when its ΔE00 (CIEDE2000) "
            + "difference is at most (1 − q) × 100 (default "
            + "\(JSONWriter.format(GoldenVerifier.Options().perceptualPrecision))).")
    static let maxDiffPixels = Option.integer(
        "max-diff-pixels", in: 0...Int.max,
        help: "A frame with a reference may differ in at most n pixels (recorded with --record).")
    static let maxDiffRatio = fraction(
        "max-diff-ratio", valueName: "<r>",
        help: "A frame with a reference may differ in at most this share of its pixels, 0 to 1.")
    static let pixelThreshold = Option.integer(
        "pixel-threshold", valueName: "<t>", in: 0...255,
        help: "A pixel differs when one channel differs by more than t, 0 to 255 (default 0).")
    static let report = Option.text(
        "report", valueName: "<folder>",
        help: "Write an HTML report there: index.html, a filmstrip, expected/actual/difference images.")
    static let junit = Option.text(
        "junit", valueName: "<file>",
        help: "Write the result as JUnit XML for CI (an error case when verify stops before comparing).")
    static let verbose = Option.flag(
        "verbose", help: "Print every frame whose hash differs with all its figures, not one line per failing frame.")
    static let record = Option.flag(
        "record", help: "Write the golden (and reference frames) instead of verifying; exits 1.")
    static let referenceFrames = Option.single(
        "reference-frames", valueName: "<list>",
        help: "With --record: frames to keep as PNG, such as 0,30,60, or all, or none (default: first, last "
            + "and three between).",
        expected: "frame numbers such as 0,30,60, or all, or none", parse: Self.referenceSelection)

    /// The tolerance options, in the order help lists them: each a field of `GoldenTolerance`,
    /// read together by ``readTolerance(_:)``.
    static let tolerances: [any OptionDeclaration] = [
        precision, perceptualPrecision, maxDiffPixels, maxDiffRatio, pixelThreshold,
    ]

    /// The tolerance the command line gives: each field nil when its option is not.
    static func readTolerance(_ p: ParsedArguments) throws(CommandLineError) -> GoldenTolerance {
        var t = GoldenTolerance()
        t.precision = try p.read(precision)
        t.perceptualPrecision = try p.read(perceptualPrecision)
        t.maxDiffPixels = try p.read(maxDiffPixels)
        t.maxDiffRatio = try p.read(maxDiffRatio)
        t.pixelThreshold = try p.read(pixelThreshold)
        return t
    }

    /// A tolerance from 0 to 1.
    static func fraction(_ long: String, valueName: String, help: String) -> Option<Double?> {
        Option.number(long, valueName: valueName, in: 0...1, expected: "a number from 0 to 1", help: help)
    }

    /// `all`, `none` or frame numbers from 0 separated by commas.
    static func referenceSelection(_ list: String) -> GoldenVerifier.ReferenceSelection? {
        switch list {
        case "all": return .all
        case "none": return GoldenVerifier.ReferenceSelection.none
        default:
            let parts = list.split(separator: ",", omittingEmptySubsequences: false)
            let numbers = parts.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard !parts.isEmpty, numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
            return .frames(numbers)
        }
    }

    /// Parses and checks `reel verify`'s arguments.
    /// - Throws: a usage error (exit 64) naming the problem.
    public init(arguments: [String]) throws(CommandLineError) {
        try self.init(try VerifyCommand.spec.parse(arguments))
    }

    init(_ p: ParsedArguments) throws(CommandLineError) {
        let scene = try p.singleScene(because: "reel verify checks one scene")
        guard let golden = try p.read(Self.golden) else { throw .usage("missing --golden <file>") }
        self.init(scene: scene, golden: golden)
        referenceDirectory = try p.read(Self.reference)
        artifactsDirectory = try p.read(Self.artifacts)
        tolerance = try Self.readTolerance(p)
        record = try p.read(Self.record)
        reportDirectory = try p.read(Self.report)
        junitPath = try p.read(Self.junit)
        verbose = try p.read(Self.verbose)
        if p.has(Self.referenceFrames.spec.long) {
            guard record else { throw .usage("'--reference-frames' chooses frames to record; use it with --record") }
            guard referenceDirectory != nil else {
                throw .usage("'--reference-frames' needs --reference <folder> to write them to")
            }
            referenceFrames = try p.read(Self.referenceFrames) ?? .automatic
        }
        try readRenderOptions(
            p, fps: &fps, size: &size, scale: &scale, jobs: &jobs, overrides: &overrides, quiet: &quiet)
        lottie = p.lottieSelection
    }
}

/// `reel verify`: a scene's frames checked against its golden hash list (and reference frames),
/// or, with `--record`, the golden written.
enum VerifyCommand: ReelCommand {
    static let spec = CommandSpec(
        name: "verify",
        abstract: "Check that a scene still renders the frames of its golden (exit 0 pass, 1 fail).",
        discussion: """
            Renders the scene and compares each frame's SHA-256 with the golden hash list; prints PASS, or
            how many frames differ, the first and last of them, and one line per failing frame (--verbose: every
            differing frame with its figures). With --reference, a differing frame that has a reference PNG is
            written to --artifacts with the reference and a diff heat map, and the figures go to report.txt.
            Colours are compared in CIELAB with CIEDE2000 (ΔE00). --precision and --perceptual-precision let a
            frame with a reference PNG pass although its hash differs; when the library versions or font files
            differ from the golden's, exact hashes cannot be expected: frames are compared with their
            reference PNGs under them (default 0.99 and 0.98) instead, and frames without one are reported
            unverifiable.
            --record writes the golden (and reference PNGs) and exits 1: a recording never passes.
            --max-diff-pixels, --max-diff-ratio and --pixel-threshold let a frame with a reference PNG
            pass although its hash differs; given with --record they (and the precisions) are written
            into the golden, and later runs use them unless the command line says otherwise.
            --report writes an HTML page of the result, --junit JUnit XML for CI.
            """,
        usage:
            "reel verify <scene> --golden <file> [--reference <folder>] [--artifacts <folder>] [--record] [<options>]",
        arguments: [("<scene>", "The scene document (JSON).")],
        options: [VerifyOptions.golden, VerifyOptions.reference, VerifyOptions.artifacts] + VerifyOptions.tolerances
            + [
                VerifyOptions.report, VerifyOptions.junit, VerifyOptions.verbose, VerifyOptions.record,
                VerifyOptions.referenceFrames,
            ]
            + CommonOptions.rendering,
        writesFiles: true)

    static func run(_ options: VerifyOptions, io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode {
        let started = Date()
        do {
            let clip = try options.clip()
            let pipeline = options.pipeline(io: io, interruption: interruption)
            if options.record { return try record(clip, options: options, pipeline: pipeline, io: io) }
            let golden = try loadGolden(options)
            if let dir = options.referenceDirectory, !FileManager.default.fileExists(atPath: dir) {
                throw CommandLineError(
                    "the reference folder '\(dir)' does not exist; record references with --record --reference \(dir)",
                    exitCode: .noInput)
            }
            let result = try GoldenVerifier(golden: golden, options: verifierOptions(options, golden, pipeline))
                .verify(clip)
            io.output(options.verbose ? result.details : result.summary)
            if let dir = options.reportDirectory {
                io.output("Report: \((dir as NSString).appendingPathComponent("index.html"))\n")
            }
            try writeJUnit(
                JUnitReport.Case(scene: options.scene, report: result, seconds: Date().timeIntervalSince(started)),
                options)
            return result.passed ? .success : .failure
        } catch {
            let e = CommandLineError(mapping: error)
            // Stopped before comparing (no golden, a scene that does not load): CI still gets
            // its file, with the error as its case (unless writing it was the error).
            if !options.record, !e.message.hasPrefix("cannot write the JUnit file") {
                try? writeJUnit(
                    JUnitReport.Case(
                        scene: options.scene, error: e.message, seconds: Date().timeIntervalSince(started)),
                    options)
            }
            return io.report(e)
        }
    }

    /// Writes `--junit`'s file, if asked for.
    static func writeJUnit(_ verified: JUnitReport.Case, _ options: VerifyOptions) throws(CommandLineError) {
        guard let path = options.junitPath else { return }
        let xml = JUnitReport.xml([verified])
        do {
            try TemporaryOutput.write(to: path) { try Data(xml.utf8).write(to: URL(fileURLWithPath: $0)) }
        } catch {
            throw CommandLineError("cannot write the JUnit file '\(path)': \(error)", exitCode: .cannotCreate)
        }
    }

    /// `--record`: writes the golden (and reference frames) and fails, as a recording never passes.
    static func record(_ clip: Clip, options: VerifyOptions, pipeline: RenderPipeline.Options, io: CommandIO)
        throws -> ReelCommandLine.ExitCode
    {
        let list = try GoldenVerifier.record(
            clip, goldenPath: options.golden, referenceDirectory: options.referenceDirectory,
            referenceFrames: options.referenceFrames, pipeline: pipeline, tolerance: options.tolerance)
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

    /// The golden hash list: a data error (65) when it does not parse, 66 when it cannot be read.
    static func loadGolden(_ options: VerifyOptions) throws(CommandLineError) -> HashList {
        do {
            return try HashList(parsing: try String(contentsOfFile: options.golden, encoding: .utf8))
        } catch let e as HashList.ParseError {
            throw CommandLineError("\(options.golden): \(e)", exitCode: .dataError)
        } catch {
            throw CommandLineError(
                "cannot read the golden '\(options.golden)'; record it with 'reel verify \(options.scene) "
                    + "--golden \(options.golden) --record' or 'reel hash \(options.scene) > \(options.golden)'",
                exitCode: .noInput)
        }
    }

    /// The verifier's options: the command line's tolerances over the golden's, then the defaults.
    static func verifierOptions(_ options: VerifyOptions, _ golden: HashList, _ pipeline: RenderPipeline.Options)
        -> GoldenVerifier.Options
    {
        var v = GoldenVerifier.Options()
        let tolerance = options.tolerance.merged(over: golden.tolerance)
        v.referenceDirectory = options.referenceDirectory
        v.artifactsDirectory = options.artifactsDirectory
        if let p = tolerance.precision { v.precision = p }
        if let q = tolerance.perceptualPrecision { v.perceptualPrecision = q }
        v.tolerance = tolerance
        v.reportDirectory = options.reportDirectory
        v.reportTitle = options.scene
        v.pipeline = pipeline
        return v
    }
}

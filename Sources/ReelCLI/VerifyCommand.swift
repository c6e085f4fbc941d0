import Foundation
import Reel
import ReelCore
import ReelEncode
import ReelRegression

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
            if options.record { return try record(clip, options: options, pipeline: pipeline, io: io) }
            let golden = try loadGolden(options)
            if let dir = options.referenceDirectory, !FileManager.default.fileExists(atPath: dir) {
                throw CommandLineError(
                    "the reference folder '\(dir)' does not exist; record references with --record --reference \(dir)",
                    exitCode: .noInput)
            }
            let started = Date()
            let result = try GoldenVerifier(golden: golden, options: verifierOptions(options, golden, pipeline))
                .verify(clip)
            io.output(result.summary)
            if let dir = options.reportDirectory {
                io.output("Report: \((dir as NSString).appendingPathComponent("index.html"))\n")
            }
            if let path = options.junitPath {
                let xml = JUnitReport.xml(
                    [JUnitReport.Case(scene: options.scene, report: result, seconds: Date().timeIntervalSince(started))]
                )
                do {
                    try TemporaryOutput.write(to: path) { try Data(xml.utf8).write(to: URL(fileURLWithPath: $0)) }
                } catch {
                    throw CommandLineError("cannot write the JUnit file '\(path)': \(error)", exitCode: .cannotCreate)
                }
            }
            return result.passed ? .success : .failure
        } catch {
            return report(error, io: io)
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

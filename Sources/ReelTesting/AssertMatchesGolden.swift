import Foundation
import Reel
import ReelCore
import ReelRegression
import Testing
import XCTest

// Golden tests for users' own clips, in the manner of swift-snapshot-testing:
//
// ```swift
// import ReelTesting
//
// @Test func checkout() throws {
//     assertMatchesGolden(stage: CheckoutAnimation.makeStage(), scale: 2, named: "checkout")
// }
// ```
// The first run (or any run with `REEL_RECORD=1`) records `__Goldens__/checkout/hashes.txt`
// and reference frames beside the test file, and fails saying so; later runs verify against
// them and, on a mismatch, write the actual frame, the reference and a diff heat map to the
// artifacts folder (`REEL_ARTIFACTS`, default a temporary folder) and attach them to the test.

/// Where goldens and artifacts go and how strictly frames are compared.
public struct GoldenConfiguration: Sendable {
    /// The folder holding one golden folder per name; nil for `__Goldens__` beside the test file.
    public var directory: String?
    /// Where artifacts go; nil for `$REEL_ARTIFACTS/<name>` or a temporary folder.
    public var artifactsDirectory: String?
    /// Perceptual path (another environment): the share of pixels that must match.
    public var precision: Double = 0.99
    /// Perceptual path: how close a pixel must be (`PixelDiff`'s meaning, ΔE by CIEDE2000, as
    /// `reel verify` compares).
    public var perceptualPrecision: Double = 0.98
    /// Frames kept as reference PNGs when recording.
    public var referenceFrames: GoldenVerifier.ReferenceSelection = .automatic
    /// Records instead of verifying; nil reads `REEL_RECORD` (`1` or `true` records).
    public var record: Bool?
    /// Render threads.
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Pixel tolerances (`GoldenTolerance`), over those recorded in the golden; written into
    /// the golden when recording. Its `precision` fields, when set, replace the two above.
    public var tolerance = GoldenTolerance()
    /// Writes the HTML report (`index.html` in the artifacts folder) on a mismatch.
    public var writesReport = true

    public init(
        directory: String? = nil, precision: Double = 0.99, perceptualPrecision: Double = 0.98,
        referenceFrames: GoldenVerifier.ReferenceSelection = .automatic, record: Bool? = nil
    ) {
        self.directory = directory
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
        self.referenceFrames = referenceFrames
        self.record = record
    }

    /// Whether `REEL_RECORD` asks to record.
    public static var recordingRequested: Bool {
        let v = ProcessInfo.processInfo.environment["REEL_RECORD"]?.lowercased()
        return v == "1" || v == "true" || v == "yes"
    }
}

/// Verifies `clip` against the golden named `name` (recording it when asked or missing) and
/// returns what happened, without failing any test: the engine of `assertMatchesGolden`.
/// - Parameters:
///   - filePath: the test file; goldens go to `__Goldens__/<name>/` beside it unless
///     `configuration.directory` says otherwise.
public func verifyGolden(
    _ clip: Clip, named name: String, filePath: String,
    configuration: GoldenConfiguration = GoldenConfiguration()
) -> GoldenResult {
    let root =
        configuration.directory
        ?? URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Goldens__").path
    let folder = (root as NSString).appendingPathComponent(name)
    let goldenPath = (folder as NSString).appendingPathComponent("hashes.txt")
    var pipeline = RenderPipeline.Options()
    pipeline.jobs = configuration.jobs
    pipeline.progress = .quiet
    pipeline.handlesSignals = false
    do {
        let exists = FileManager.default.fileExists(atPath: goldenPath)
        if configuration.record ?? GoldenConfiguration.recordingRequested || !exists {
            let list = try GoldenVerifier.record(
                clip, goldenPath: goldenPath, referenceDirectory: folder,
                referenceFrames: configuration.referenceFrames,
                pipeline: pipeline, tolerance: configuration.tolerance)
            let why = exists ? "REEL_RECORD is set" : "there was no golden"
            return GoldenResult(
                failure:
                    """
                    Recorded the golden '\(name)' (\(list.entries.count) frames) to \(folder) because \(why). A \
                    recording never passes: run the test again without REEL_RECORD to verify against it.
                    """,
                artifacts: [], report: nil)
        }
        let golden = try HashList(parsing: String(contentsOfFile: goldenPath, encoding: .utf8))
        let artifacts = configuration.artifactsFolder(name: name)
        try? FileManager.default.removeItem(atPath: artifacts)
        let options = configuration.verifierOptions(
            golden: golden, folder: folder, artifacts: artifacts, pipeline: pipeline, name: name)
        let report = try GoldenVerifier(golden: golden, options: options).verify(clip)
        var files = report.frames.flatMap(\.artifacts) + (report.reportPath.map { [$0] } ?? [])
        if report.passed { return GoldenResult(failure: nil, artifacts: files, report: report) }
        var message = "'\(name)' does not match its golden (\(goldenPath)):\n" + report.summary
        if configuration.writesReport {
            let page = (artifacts as NSString).appendingPathComponent("index.html")
            files.append(page)
            message += "Report: \(page)\n"
        }
        return GoldenResult(failure: message, artifacts: files, report: report)
    } catch {
        return GoldenResult(failure: "'\(name)': cannot check the golden: \(error)", artifacts: [], report: nil)
    }
}

extension GoldenConfiguration {
    /// Where the artifacts of golden `name` go: `artifactsDirectory`, else `REEL_ARTIFACTS`, else
    /// `reel-artifacts` in the temporary folder; a folder named `name` in either of the last two.
    func artifactsFolder(name: String) -> String {
        if let artifactsDirectory { return artifactsDirectory }
        let base =
            ProcessInfo.processInfo.environment["REEL_ARTIFACTS"]
            ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("reel-artifacts")
        return (base as NSString).appendingPathComponent(name)
    }

    /// How to verify against `golden` (recorded in `folder`): this configuration's tolerance
    /// over the golden's, artifacts and the report in `artifacts`.
    func verifierOptions(
        golden: HashList, folder: String, artifacts: String, pipeline: RenderPipeline.Options, name: String
    ) -> GoldenVerifier.Options {
        var options = GoldenVerifier.Options()
        options.referenceDirectory = folder
        options.artifactsDirectory = artifacts
        let tolerance = self.tolerance.merged(over: golden.tolerance)
        options.precision = tolerance.precision ?? precision
        options.perceptualPrecision = tolerance.perceptualPrecision ?? perceptualPrecision
        options.tolerance = tolerance
        options.pipeline = pipeline
        options.reportDirectory = writesReport ? artifacts : nil
        options.reportTitle = name
        return options
    }
}

/// Asserts that `clip` renders the frames of its golden `name`; records the golden when
/// `REEL_RECORD=1` (or when there is none) and then fails, saying so.
///
/// Works from Swift Testing (records an `Issue` and attaches the artifacts) and from XCTest
/// (`XCTFail`, with the artifacts' paths in the message).
public func assertMatchesGolden(
    clip: Clip, named name: String, configuration: GoldenConfiguration = GoldenConfiguration(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let result = verifyGolden(clip, named: name, filePath: "\(filePath)", configuration: configuration)
    guard let failure = result.failure else { return }
    reportFailure(failure, artifacts: result.artifacts, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that the clip `stage` records matches its golden `name` (see
/// ``assertMatchesGolden(clip:named:configuration:fileID:filePath:line:column:)``).
public func assertMatchesGolden(
    stage: Stage, scale: Double = 1, backgroundColor: Color? = .white, named name: String,
    configuration: GoldenConfiguration = GoldenConfiguration(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertMatchesGolden(
        clip: Clip(timeline: stage.run(), scale: scale, backgroundColor: backgroundColor), named: name,
        configuration: configuration, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that the scene document at `scenePath` matches its golden `name`.
public func assertMatchesGolden(
    scenePath: String, named name: String, configuration: GoldenConfiguration = GoldenConfiguration(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    do {
        let clip = try Clip(scenePath: scenePath)
        assertMatchesGolden(
            clip: clip, named: name, configuration: configuration, fileID: fileID,
            filePath: filePath, line: line, column: column)
    } catch {
        reportFailure(
            "cannot load the scene '\(scenePath)': \(error)", artifacts: [], fileID: fileID,
            filePath: filePath, line: line, column: column)
    }
}

/// Fails the running test: an `Issue` with attachments under Swift Testing, `XCTFail` otherwise.
func reportFailure(
    _ message: String, artifacts: [String], fileID: String, filePath: StaticString, line: UInt, column: UInt
) {
    if Test.current != nil {
        let location = SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column))
        Issue.record(Comment(rawValue: message), sourceLocation: location)
        for path in artifacts {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            Attachment.record([UInt8](data), named: (path as NSString).lastPathComponent, sourceLocation: location)
        }
    } else {
        let paths = artifacts.isEmpty ? "" : "\nArtifacts:\n" + artifacts.map { "  " + $0 }.joined(separator: "\n")
        XCTFail(message + paths, file: filePath, line: line)
    }
}

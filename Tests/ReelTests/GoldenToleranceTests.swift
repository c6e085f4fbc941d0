import Foundation
import Testing
import _ReelTestSupport

@testable import Reel
@testable import ReelCLI
@testable import ReelRegression

/// Pixel tolerances: a frame whose hash differs passes when its reference frame is within
/// them; they are recorded in the golden's header and used by every later run.
@Suite struct GoldenToleranceTests {
    let dir: String
    init() throws { dir = try CLI.temporaryDirectory() }

    /// The tiny scene's golden with every frame as a reference; the variant flashes one pixel
    /// (black to red) in frame 5.
    func verifyFlash(_ tolerance: GoldenTolerance) throws -> VerificationReport {
        let scene = try TinyScene.write(TinyScene.json(), named: "base", in: dir)
        let golden = dir + "/golden/hashes.txt"
        let list = try GoldenVerifier.record(
            try Clip(scenePath: scene), goldenPath: golden, referenceDirectory: dir + "/golden",
            referenceFrames: .all, pipeline: TinyScene.pipeline())
        var options = GoldenVerifier.Options()
        options.referenceDirectory = dir + "/golden"
        options.tolerance = tolerance
        options.pipeline = TinyScene.pipeline()
        let variant = try TinyScene.write(TinyScene.json(dotFlash: true), named: "flash", in: dir)
        return try GoldenVerifier(golden: list, options: options).verify(try Clip(scenePath: variant))
    }

    @Test func maxDiffPixelsLetsOnePixelThroughButNotTwo() throws {
        let one = try verifyFlash(GoldenTolerance(maxDiffPixels: 1))
        #expect(one.passed)
        #expect(one.frames.map(\.verdict) == [.withinTolerance])
        #expect(one.frames.first?.figures?.pixelsOverThreshold == 1)
        #expect(one.summary.contains("PASS: 10 frames verified: 9 with equal hashes, 1 within the pixel tolerance"))
        let none = try verifyFlash(GoldenTolerance(maxDiffPixels: 0))
        #expect(!none.passed && none.failures.map(\.index) == [5])
    }

    @Test func maxDiffRatioIsAShareOfTheFramesPixels() throws {
        // One pixel of 400 is 0.25 %.
        #expect(try verifyFlash(GoldenTolerance(maxDiffRatio: 0.0025)).passed)
        #expect(try !verifyFlash(GoldenTolerance(maxDiffRatio: 0.002)).passed)
    }

    @Test func pixelThresholdIsPerChannel() throws {
        // Black to red: the red channel moves by 255, the others not at all.
        let under = try verifyFlash(GoldenTolerance(pixelThreshold: 254))
        #expect(!under.passed && under.frames.first?.figures?.pixelsOverThreshold == 1)
        let over = try verifyFlash(GoldenTolerance(pixelThreshold: 255))
        #expect(over.passed && over.frames.first?.figures?.pixelsOverThreshold == 0)
    }

    @Test func theGoldensHeaderCarriesTheToleranceAndOldGoldensStillRead() throws {
        var list = HashList(width: 4, height: 4, fps: 10, environment: EnvironmentFingerprint(libraries: [], fonts: []))
        let old = list.text
        #expect(!old.contains("tolerance"))
        #expect(try HashList(parsing: old).tolerance.isEmpty)
        list.tolerance = GoldenTolerance(maxDiffPixels: 40, maxDiffRatio: 0.001, pixelThreshold: 2, precision: 0.98)
        #expect(
            list.text.contains("# tolerance max-diff-pixels 40 max-diff-ratio 0.001 pixel-threshold 2 precision 0.98"))
        #expect(try HashList(parsing: list.text).tolerance == list.tolerance)
        let later = list.text.replacingOccurrences(of: "pixel-threshold 2", with: "pixel-threshold 2 future-field 7")
        #expect(try HashList(parsing: later).tolerance == list.tolerance)
        let bad = list.text.replacingOccurrences(of: "pixel-threshold 2", with: "pixel-threshold 300")
        #expect(throws: HashList.ParseError.self) { try HashList(parsing: bad) }
    }

    /// `--record` writes the command line's tolerance into the golden; a later run without
    /// options uses it, and the command line overrides it.
    @Test func theRecordedToleranceIsUsedByLaterRuns() throws {
        let scene = try TinyScene.write(TinyScene.json(), named: "base", in: dir)
        let flash = try TinyScene.write(TinyScene.json(dotFlash: true), named: "flash", in: dir)
        let golden = dir + "/g/hashes.txt"
        let refs = ["--reference", dir + "/g"]
        _ = CLI.run(
            [
                "verify", scene, "--golden", golden, "--record", "--reference-frames", "all", "--max-diff-pixels", "1",
                "-q",
            ] + refs)
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        #expect(text.contains("# tolerance max-diff-pixels 1\n"))
        let pass = CLI.run(["verify", flash, "--golden", golden, "-q"] + refs)
        #expect(pass.status == 0)
        #expect(
            pass.stdout.contains("Pixel tolerance for frames with a reference: max-diff-pixels 1, pixel-threshold 0."))
        let strict = CLI.run(["verify", flash, "--golden", golden, "-q", "--max-diff-pixels", "0"] + refs)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("frame 5 (0.500 s): FAIL"))
        let bad = CLI.run(["verify", flash, "--golden", golden, "--pixel-threshold", "256"])
        #expect(bad.status == 64 && bad.stderr.contains("pixel-threshold"))
    }
}

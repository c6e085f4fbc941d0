import Foundation
import ReelRender
import Shaders
import Testing
import _ReelTestSupport

@testable import Reel
@testable import ReelCLI
@testable import ReelRegression

/// `GoldenVerifier` on tiny scenes: exact catches at the right frame, the heat map, the
/// perceptual path when the environment differs.
@Suite struct RegressionTests {
    let dir: String
    init() throws { dir = try CLI.temporaryDirectory() }

    /// Records the base scene's golden (with reference frames `references`) and returns the
    /// golden's path and the reference folder.
    func recordBase(references: GoldenVerifier.ReferenceSelection = .all) throws -> (golden: String, references: String)
    {
        let scene = try TinyScene.write(TinyScene.json(), named: "base", in: dir)
        let golden = dir + "/golden/hashes.txt"
        let refs = dir + "/golden"
        try GoldenVerifier.record(
            try Clip(scenePath: scene), goldenPath: golden, referenceDirectory: refs,
            referenceFrames: references, pipeline: TinyScene.pipeline())
        return (golden, refs)
    }

    func verify(
        _ json: String, golden: String, references: String?, editEnvironment: Bool = false,
        precision: Double = 0.99
    ) throws -> VerificationReport {
        var list = try HashList(parsing: String(contentsOfFile: golden, encoding: .utf8))
        if editEnvironment {
            list.environment.libraries = list.environment.libraries.map { $0.hasPrefix("cairo=") ? "cairo=0.0.1" : $0 }
        }
        var options = GoldenVerifier.Options()
        options.referenceDirectory = references
        options.artifactsDirectory = dir + "/artifacts"
        options.precision = precision
        options.pipeline = TinyScene.pipeline()
        let scene = try TinyScene.write(json, named: "variant", in: dir)
        return try GoldenVerifier(golden: list, options: options).verify(try Clip(scenePath: scene))
    }

    @Test func unchangedSceneMatchesExactly() throws {
        let (golden, refs) = try recordBase()
        let report = try verify(TinyScene.json(), golden: golden, references: refs)
        #expect(report.mode == .exact)
        #expect(report.passed)
        #expect(report.checkedFrames == 10)
        #expect(report.frames.isEmpty)
        #expect(report.summary.hasPrefix("PASS: 10 frames match"))
    }

    @Test func onePixelChangeIsCaughtAtItsFrameWithAHeatMap() throws {
        let (golden, refs) = try recordBase()
        let report = try verify(TinyScene.json(dotFlash: true), golden: golden, references: refs)
        #expect(!report.passed)
        #expect(report.failures.map(\.index) == [5])
        let figures = try #require(report.failures.first?.figures)
        #expect(figures.differingPixels == 1)
        #expect(figures.maxChannelDifference == 255)
        #expect(
            report.summary.contains(
                "FAIL: 1 of 10 frames differs from the golden: first frame 5 (0.500 s), last frame 5 (0.500 s)"))
        // The artifacts: actual, reference and a heat map whose only red pixel is the dot (10, 12).
        let artifacts = dir + "/artifacts"
        for suffix in ["actual", "reference", "diff"] {
            #expect(FileManager.default.fileExists(atPath: artifacts + "/frame_00005.\(suffix).png"))
        }
        let heat = try loadFrame(from: artifacts + "/frame_00005.diff.png")
        var hot: [(Int, Int)] = []
        for y in 0..<heat.height {
            for x in 0..<heat.width {
                let i = y * heat.bytesPerRow + x * 4
                let (b, g, r) = (heat.pixels[i], heat.pixels[i + 1], heat.pixels[i + 2])
                if r > 200 && b < 100 && g < 200 { hot.append((x, y)) }
            }
        }
        #expect(hot.count == 1)
        #expect(hot.first?.0 == 10 && hot.first?.1 == 12)
        let text = try String(contentsOfFile: artifacts + "/report.txt", encoding: .utf8)
        #expect(text.contains("frame 5 (0.500 s): FAIL; differing pixels 1 of 400; largest channel difference 255"))
    }

    @Test func aChangeOfTimingIsCaughtFromItsFirstFrame() throws {
        let (golden, refs) = try recordBase(references: .none)
        let variant = TinyScene.json(slideDuration: 0.8)
        let report = try verify(variant, golden: golden, references: refs)
        // The first frame whose layer tree differs, found without rendering.
        let base = try Clip(scenePath: dir + "/base.json")
        let changed = try Clip(scenePath: dir + "/variant.json")
        let firstChanged = (0..<10).first {
            base.timeline.evaluate(at: base.time(ofFrame: $0))
                != changed.timeline.evaluate(at: changed.time(ofFrame: $0))
        }
        #expect(firstChanged == 1)
        #expect(report.failures.first?.index == firstChanged)
        #expect(report.failures.map(\.index) == Array(1...9))
        #expect(report.summary.contains("first frame 1 (0.100 s), last frame 9 (0.900 s)"))
        // Without references, the first and last mismatching frames are kept as actual PNGs.
        #expect(FileManager.default.fileExists(atPath: dir + "/artifacts/frame_00001.actual.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/artifacts/frame_00009.actual.png"))
    }

    @Test func environmentMismatchTakesThePerceptualPathAndPasses() throws {
        let (golden, refs) = try recordBase()
        let report = try verify(TinyScene.json(dotFlash: true), golden: golden, references: refs, editEnvironment: true)
        guard case .perceptual(let differences) = report.mode else {
            Issue.record("expected the perceptual path, got \(report.mode)")
            return
        }
        #expect(differences.contains { $0.contains("cairo=0.0.1 in the golden") })
        #expect(report.summary.contains("exact hashes cannot be expected"))
        #expect(report.passed, "one pixel of 400 is within precision 0.99: \(report.summary)")
        #expect(report.frames.map(\.verdict) == [.perceptuallyMatched])
        #expect(
            report.summary.contains(
                "PASS (perceptual): 10 of 10 frames verified: 9 with equal hashes, 1 within the tolerance"))
    }

    @Test func environmentMismatchPerceptualFailure() throws {
        let (golden, refs) = try recordBase()
        let report = try verify(
            TinyScene.json(dotFlash: true), golden: golden, references: refs, editEnvironment: true,
            precision: 0.999)
        #expect(report.mode != .exact)
        #expect(!report.passed)
        #expect(report.failures.map(\.index) == [5])
        #expect(report.summary.contains("exact hashes cannot be expected"))
        #expect(FileManager.default.fileExists(atPath: dir + "/artifacts/frame_00005.diff.png"))
    }

    @Test func framesWithoutReferencesAreUnverifiable() throws {
        let (golden, refs) = try recordBase(references: .frames([0]))
        // Every frame differs (another background); only frame 0 has a reference, and it fails.
        let report = try verify(
            TinyScene.json(background: "#fefefe"), golden: golden, references: refs,
            editEnvironment: true, precision: 0.99)
        #expect(report.unverifiable.map(\.index) == Array(1...9))
        #expect(report.summary.contains("Warning: 9 frames unverifiable"))
        // With no reference at all, nothing can be verified: a failure that says to record references.
        let (golden2, refs2) = try recordBase(references: .none)
        let none = try verify(
            TinyScene.json(background: "#fefefe"), golden: golden2, references: refs2, editEnvironment: true)
        #expect(!none.passed)
        #expect(none.verifiedFrames == 0)
        #expect(none.summary.contains("none of the 10 frames could be verified"))
        #expect(none.summary.contains("--record --reference"))
    }

    @Test func aChangeOfDurationIsAProblem() throws {
        let (golden, refs) = try recordBase(references: .none)
        let longer = TinyScene.json().replacingOccurrences(of: "\"duration\": 1,", with: "\"duration\": 1.2,")
        let report = try verify(longer, golden: golden, references: refs)
        #expect(!report.passed)
        #expect(report.problems.contains { $0.contains("the clip has 2 frames the golden lacks, from frame 10") })
    }

    @Test func recordingReplacesOldReferenceFrames() throws {
        _ = try recordBase(references: .all)
        let (_, refs) = try recordBase(references: .frames([0, 9]))
        let names = try FileManager.default.contentsOfDirectory(atPath: refs).filter { $0.hasPrefix("frame_") }.sorted()
        #expect(names == ["frame_00000.png", "frame_00009.png"])
    }

    @Test func hashCacheReusesOnlyEqualFrames() throws {
        let cache = FrameHashCache(capacity: 2)
        var a = Frame(width: 3, height: 2)
        for i in a.pixels.indices { a.pixels[i] = 255 }
        var b = a
        b.pixels[5] = 7  // one byte of one pixel
        let c = Frame(width: 2, height: 3)  // same bytes as a cleared 3 × 2 frame, another shape
        #expect(try cache.hash(of: a) == FrameHash(of: a))
        #expect(try cache.hash(of: b) == FrameHash(of: b))
        #expect(cache.hits == 0)
        #expect(try cache.hash(of: a) == FrameHash(of: a))
        #expect(cache.hits == 1)
        #expect(try cache.hash(of: c) == FrameHash(of: c))
        #expect(cache.hits == 1)
    }

    @Test(arguments: [(10, [0, 2, 4, 6, 9]), (1, [0]), (2, [0, 1]), (444, [0, 110, 221, 332, 443])])
    func automaticReferenceFrames(frameCount: Int, expected: [Int]) {
        #expect(GoldenVerifier.ReferenceSelection.automatic.resolve(frameCount: frameCount) == expected)
    }
}

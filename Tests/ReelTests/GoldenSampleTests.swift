import FlyToCart
import Foundation
import Testing

@testable import Reel
@testable import ReelRegression

/// The sample clips against their goldens in `samples/<clip>/golden/` (recorded with
/// `reel verify samples/<clip>/scene.json --golden samples/<clip>/golden/hashes.txt --record
/// --reference samples/<clip>/golden`).
///
/// A debug build renders a 750 × 1334 frame in tens of milliseconds on two shared cores, so
/// the scene documents are checked at every `stride`-th frame plus every frame that has a
/// reference PNG; `REEL_GOLDEN_ALL_FRAMES=1` checks every frame. (`reel verify`, release build,
/// checks all frames of all four in seconds.)
@Suite struct GoldenSampleTests {
    static let samples = ["fly-to-cart", "qq-arc", "floating-burger", "promo-card"]
    static let stride = 10

    static var samplesFolder: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("samples").path
    }

    static func golden(_ sample: String) throws -> HashList {
        try HashList(parsing: String(contentsOfFile: samplesFolder + "/\(sample)/golden/hashes.txt", encoding: .utf8))
    }

    /// The frames a test checks: every `stride`-th frame, the reference frames and the last.
    static func frames(_ golden: HashList, sample: String) -> [Int]? {
        if ProcessInfo.processInfo.environment["REEL_GOLDEN_ALL_FRAMES"] == "1" { return nil }
        let folder = samplesFolder + "/\(sample)/golden"
        let count = golden.entries.count
        var set = Set(Swift.stride(from: 0, to: count, by: stride))
        set.insert(count - 1)
        for i in 0..<count
        where FileManager.default.fileExists(atPath: GoldenVerifier.referencePath(directory: folder, frame: i)) {
            set.insert(i)
        }
        return set.sorted()
    }

    static func verify(_ clip: Clip, sample: String) throws -> VerificationReport {
        let golden = try golden(sample)
        var options = GoldenVerifier.Options()
        options.referenceDirectory = samplesFolder + "/\(sample)/golden"
        options.artifactsDirectory = NSTemporaryDirectory() + "reel-artifacts/\(sample)-\(UUID().uuidString)"
        options.frames = frames(golden, sample: sample)
        options.pipeline = TinyScene.pipeline(jobs: ProcessInfo.processInfo.activeProcessorCount)
        return try GoldenVerifier(golden: golden, options: options).verify(clip)
    }

    /// Checks `report` on the path the verifier took.
    ///
    /// - Exact (this machine's libraries and font files are the golden's): every checked
    ///   frame's hash must equal the golden's, with no clip-wide problem.
    /// - Perceptual (they differ, as on another machine): exact hashes cannot be expected, so
    ///   the test says, as a warning, that exact equality was not checked and why, and requires
    ///   the perceptual verdict: no frame outside the tolerance of its reference, and at least
    ///   one frame verified.
    static func expectMatches(_ report: VerificationReport, sample: String) {
        switch report.mode {
        case .exact:
            let differing = report.frames.map(\.index)
            #expect(report.problems.isEmpty, "\(sample): \(report.problems.joined(separator: "; "))")
            #expect(
                differing.isEmpty,
                "\(sample): \(differing.count) frame(s) differ from the golden (first \(differing.first ?? -1))")
            let passed = report.passed
            #expect(passed, "\(sample):\n\(report.summary)")
        case .perceptual(let differences):
            Issue.record(
                """
                \(sample): the environment differs from the golden's, so exact hashes were not checked, \
                only reference frames perceptually (\(differences.joined(separator: "; "))). On the machine \
                the goldens are kept for, re-record them as docs/regression.md says.
                """, severity: .warning)
            let passed = report.passed
            #expect(passed, "\(sample) (perceptual path):\n\(report.summary)")
        }
    }

    @Test(arguments: samples)
    func sceneDocumentMatchesGolden(sample: String) throws {
        let clip = try Clip(scenePath: Self.samplesFolder + "/\(sample)/scene.json")
        let report = try Self.verify(clip, sample: sample)
        Self.expectMatches(report, sample: sample)
        // Every 10th frame: 45 of the 60 fps clips, 18 of promo-card's 180 at 30 fps.
        #expect(report.checkedFrames >= min(45, try Self.golden(sample).entries.count / 10))
    }

    @Test func swiftStageMatchesTheSameGolden() throws {
        let stage = FlyToCartClip.makeStage()
        let clip = Clip(timeline: stage.run(), scale: FlyToCartClip.scale, backgroundColor: .white)
        let report = try Self.verify(clip, sample: "fly-to-cart")
        Self.expectMatches(report, sample: "fly-to-cart (Swift stage)")
        #expect(report.checkedFrames >= 45)
    }

    @Test func swiftStageAndSceneDocumentHashAlikeAcrossJobs() throws {
        let stage = FlyToCartClip.makeStage()
        let fromStage = Clip(timeline: stage.run(), scale: FlyToCartClip.scale, backgroundColor: .white)
        let fromDocument = try Clip(scenePath: Self.samplesFolder + "/fly-to-cart/scene.json")
        let frames = [0, 61, 122, 183, 244, 305, 366, 431]
        let env = EnvironmentFingerprint(libraries: [], fonts: [])
        let one = try fromStage.hashList(frames: frames, environment: env, options: TinyScene.pipeline(jobs: 1))
        let four = try fromStage.hashList(frames: frames, environment: env, options: TinyScene.pipeline(jobs: 4))
        let document = try fromDocument.hashList(frames: frames, environment: env, options: TinyScene.pipeline(jobs: 4))
        let again = try fromDocument.hashList(frames: frames, environment: env, options: TinyScene.pipeline(jobs: 1))
        #expect(one.entries.map(\.index) == frames)
        #expect(one == four)
        #expect(one == document)
        #expect(document == again)
        #expect(Set(one.entries.map(\.hash)).count > 4, "the frames differ from one another")
    }

    /// Every sample has goldens, and every golden folder belongs to a sample.
    @Test func everySampleHasGoldensAndEveryGoldenASample() throws {
        let fm = FileManager.default
        let folders = try fm.contentsOfDirectory(atPath: Self.samplesFolder).sorted()
        let scenes = folders.filter { fm.fileExists(atPath: Self.samplesFolder + "/\($0)/scene.json") }
        let goldens = folders.filter { fm.fileExists(atPath: Self.samplesFolder + "/\($0)/golden") }
        #expect(Set(scenes) == Set(Self.samples), "a sample clip without a test here: \(scenes)")
        for sample in scenes {
            let list = try Self.golden(sample)
            #expect(!list.entries.isEmpty)
            let pngs = try fm.contentsOfDirectory(atPath: Self.samplesFolder + "/\(sample)/golden").filter {
                $0.hasSuffix(".png")
            }
            #expect(!pngs.isEmpty, "\(sample) has no reference frames")
        }
        for golden in goldens {
            #expect(scenes.contains(golden), "samples/\(golden)/golden has no scene.json beside it")
            #expect(fm.fileExists(atPath: Self.samplesFolder + "/\(golden)/golden/hashes.txt"))
        }
    }
}

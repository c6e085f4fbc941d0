import FlyToCart
import Foundation
import Testing

@testable import Reel

/// The sample clips against their goldens in `samples/<clip>/golden/` (recorded with
/// `reel verify samples/<clip>/scene.json --golden samples/<clip>/golden/hashes.txt --record
/// --reference samples/<clip>/golden`).
///
/// A debug build renders a 750 × 1334 frame in tens of milliseconds on two shared cores, so
/// the scene documents are checked at every `stride`-th frame plus every frame that has a
/// reference PNG; `REEL_GOLDEN_ALL_FRAMES=1` checks every frame. (`reel verify`, release build,
/// checks all frames of all three in seconds.)
@Suite struct GoldenSampleTests {
    static let samples = ["fly-to-cart", "qq-arc", "floating-burger"]
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

    @Test(arguments: samples)
    func sceneDocumentMatchesGolden(sample: String) throws {
        let clip = try Clip(scenePath: Self.samplesFolder + "/\(sample)/scene.json")
        let report = try Self.verify(clip, sample: sample)
        let passed = report.passed
        let exactlyEqual = report.frames.isEmpty || report.mode != .exact
        #expect(passed, "\(sample):\n\(report.summary)")
        #expect(exactlyEqual)
        #expect(report.checkedFrames >= 45)
    }

    @Test func swiftStageMatchesTheSameGolden() throws {
        let stage = FlyToCartClip.makeStage()
        let clip = Clip(timeline: stage.run(), scale: FlyToCartClip.scale, backgroundColor: .white)
        let report = try Self.verify(clip, sample: "fly-to-cart")
        let passed = report.passed
        #expect(passed, "\(report.summary)")
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

import Foundation
import Reel
import ReelCore
import ReelScene
import ReelTesting
import Testing
import XCTest

/// A 20 × 20 stage at 10 fps for 1 s: a square that jumps right at 0.3 s, and (when `moved`)
/// jumps one point further at 0.65 s.
func tinyStage(moved: Bool = false) -> Stage {
    let stage = Stage(size: Size(width: 20, height: 20), fps: 10, duration: 1)
    let square = Layer()
    square.bounds = Rect(x: 0, y: 0, width: 4, height: 4)
    square.position = Point(x: 4, y: 10)
    square.backgroundColor = .blue
    stage.rootLayer.addSublayer(square)
    stage.at(0.3) { square.position = Point(x: 10, y: 10) }
    if moved { stage.at(0.65) { square.position = Point(x: 11, y: 10) } }
    return stage
}

func temporaryFolder() throws -> String {
    let path = NSTemporaryDirectory() + "reel-testing-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

@Suite struct ReelTestingTests {
    @Test func recordsWhenMissingThenPasses() throws {
        let dir = try temporaryFolder()
        var config = GoldenConfiguration(directory: dir, record: false)
        config.jobs = 2
        let clip = Clip(timeline: tinyStage().run())
        let first = verifyGolden(clip, named: "tiny", filePath: #filePath, configuration: config)
        #expect(first.failure?.contains("Recorded the golden 'tiny' (10 frames)") == true)
        #expect(first.failure?.contains("there was no golden") == true)
        #expect(FileManager.default.fileExists(atPath: dir + "/tiny/hashes.txt"))
        #expect(FileManager.default.fileExists(atPath: dir + "/tiny/frame_00009.png"))
        let second = verifyGolden(clip, named: "tiny", filePath: #filePath, configuration: config)
        #expect(second.failure == nil, "\(second.failure ?? "")")
        #expect(second.report?.passed == true)
        // The assertion itself passes quietly.
        assertMatchesGolden(stage: tinyStage(), named: "tiny", configuration: config)
    }

    @Test func recordingOnRequestStillFails() throws {
        let dir = try temporaryFolder()
        var config = GoldenConfiguration(directory: dir, referenceFrames: .none, record: false)
        _ = verifyGolden(Clip(timeline: tinyStage().run()), named: "tiny", filePath: #filePath, configuration: config)
        config.record = true
        let again = verifyGolden(
            Clip(timeline: tinyStage().run()), named: "tiny", filePath: #filePath, configuration: config)
        #expect(again.failure?.contains("because REEL_RECORD is set") == true)
        #expect(again.failure?.contains("A recording never passes") == true)
    }

    @Test func aChangeFailsWithArtifactsAndAnIssue() throws {
        let dir = try temporaryFolder()
        var config = GoldenConfiguration(directory: dir, referenceFrames: .all, record: false)
        config.artifactsDirectory = dir + "/artifacts"
        _ = verifyGolden(Clip(timeline: tinyStage().run()), named: "tiny", filePath: #filePath, configuration: config)
        let result = verifyGolden(
            Clip(timeline: tinyStage(moved: true).run()), named: "tiny", filePath: #filePath,
            configuration: config)
        let failure = try #require(result.failure)
        #expect(
            failure.contains(
                "FAIL: 3 of 10 frames differ from the golden: first frame 7 (0.700 s), last frame 9 (0.900 s)."))
        #expect(result.artifacts.contains(dir + "/artifacts/frame_00007.diff.png"))
        #expect(result.artifacts.contains(dir + "/artifacts/report.txt"))
        for path in result.artifacts { #expect(FileManager.default.fileExists(atPath: path)) }
        // The HTML report, its path in the message.
        #expect(failure.hasSuffix("Report: \(dir)/artifacts/index.html\n"))
        let page = try String(contentsOfFile: dir + "/artifacts/index.html", encoding: .utf8)
        #expect(page.contains("data-failing=\"7,8,9\""))
        // Through the assertion: one issue, recorded at the call site.
        withKnownIssue {
            assertMatchesGolden(stage: tinyStage(moved: true), named: "tiny", configuration: config)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("'tiny' does not match its golden") }
        }
    }

    @Test func scenePathEntryPoint() throws {
        let dir = try temporaryFolder()
        try tinyStage().exportScene(to: dir + "/tiny.json")
        let config = GoldenConfiguration(directory: dir, referenceFrames: .none, record: false)
        _ = verifyGolden(
            try Clip(scenePath: dir + "/tiny.json"), named: "doc", filePath: #filePath, configuration: config)
        assertMatchesGolden(scenePath: dir + "/tiny.json", named: "doc", configuration: config)
        withKnownIssue {
            assertMatchesGolden(scenePath: dir + "/missing.json", named: "doc", configuration: config)
        }
    }
}

/// The same assertion from XCTest (passing case: XCTest on Linux cannot expect a failure).
final class ReelTestingXCTests: XCTestCase {
    func testMatchingStagePasses() throws {
        let dir = try temporaryFolder()
        let config = GoldenConfiguration(directory: dir, referenceFrames: .none, record: false)
        let recorded = verifyGolden(
            Clip(timeline: tinyStage().run()), named: "x", filePath: #filePath, configuration: config)
        XCTAssertNotNil(recorded.failure)
        assertMatchesGolden(stage: tinyStage(), named: "x", configuration: config)
    }
}

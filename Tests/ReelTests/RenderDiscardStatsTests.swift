import Foundation
import Testing
import _ReelTestSupport

@testable import Reel
@testable import ReelCLI

/// `reel render --discard` renders and writes nothing; `--stats` prints one JSON object.
@Suite struct RenderDiscardStatsTests {
    let dir: String
    init() throws { dir = try CLI.temporaryDirectory() }

    @Test func discardWithStatsPrintsOneJSONObject() throws {
        let scene = try TinyScene.write(TinyScene.json(), named: "tiny", in: dir)
        let before = try FileManager.default.contentsOfDirectory(atPath: dir)
        let r = CLI.run(["render", scene, "--discard", "--stats", "--quiet", "--jobs", "2"])
        #expect(r.status == 0, "\(r)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == before, "nothing written")
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 1, "one JSON object: \(r.stdout)")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stdout)")
        #expect(object["frames"] as? Int == 10)
        #expect((object["wallSeconds"] as? Double ?? -1) >= 0)
        let cpu = try #require(object["cpuSeconds"] as? [String: Any])
        for stage in ["evaluate", "draw", "hash", "other", "total"] {
            #expect((cpu[stage] as? Double ?? -1) >= 0, "\(stage) in \(cpu)")
        }
        #expect((cpu["writers"] as? [String: Any])?.keys.sorted() == ["(discarded)"])
        #expect((object["peakRSSBytes"] as? Int ?? 0) > 1 << 20)
        #expect(object["rowsTotal"] as? Int == 10 * 20)
    }

    @Test func statsNameEachWriter() throws {
        let scene = try TinyScene.write(TinyScene.json(), named: "tiny", in: dir)
        let gif = dir + "/a.gif"
        let png = dir + "/frames/"
        let r = CLI.run(["render", scene, "-o", gif, "-o", png, "--stats"])
        #expect(r.status == 0, "\(r)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let writers = try #require((object["cpuSeconds"] as? [String: Any])?["writers"] as? [String: Double])
        #expect(writers.keys.sorted() == [gif, png].sorted())
        #expect(FileManager.default.fileExists(atPath: gif))
    }

    @Test func discardRefusesOutputs() {
        let r = CLI.run(["render", "scene.json", "--discard", "-o", "a.mp4"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("--discard"), "\(r)")
    }

    @Test func statsJSONQuotesDestinations() {
        #expect(RenderStats.quoted("a\"b\\c\n") == "\"a\\\"b\\\\c\\u000a\"")
    }
}

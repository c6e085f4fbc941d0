import Foundation
import ReelEncode
import Testing
import _ReelTestSupport

@testable import ReelCLI

/// `reel render -o a.gif --max-bytes N`: a GIF within a budget, smaller step by step, with a
/// note saying what was chosen; nothing written when no step fits.
@Suite struct GIFBudgetTests {
    /// 160 × 160, 2 s at 30 fps: a gradient turning and a square crossing it, so that every
    /// frame differs and the palette has many colours.
    static let scene = """
        { "reel": 1, "size": [160, 160], "fps": 30, "duration": 2, "background": "#ffffff",
          "layers": [
            { "type": "gradient", "position": [80, 80], "bounds": [0, 0, 160, 160],
              "colors": ["#ff0000", "#00ff00", "#0000ff", "#ffff00"], "locations": [0, 0.3, 0.6, 1],
              "animations": [ { "keyPath": "transform.rotation.z", "fromValue": 0, "toValue": 6.283,
                                "duration": 2 } ] },
            { "position": [0, 80], "bounds": [0, 0, 30, 30], "backgroundColor": "#202020",
              "animations": [ { "keyPath": "position.x", "fromValue": 0, "toValue": 160, "duration": 2 } ] } ] }
        """

    @Test func aBudgetIsKeptAndTheChoiceIsNamed() throws {
        let scratch = Scratch()
        let scene = scratch.file("scene.json")
        try Data(Self.scene.utf8).write(to: URL(fileURLWithPath: scene))
        #expect(CLI.run(["render", scene, "-o", scratch.file("full.gif"), "-q"]).status == 0)
        let full = try #require(FileManager.default.attributesOfItem(atPath: scratch.file("full.gif"))[.size] as? Int)
        // Half of what the clip takes as asked: the first try is over it.
        let budget = full / 2
        let r = CLI.run(["render", scene, "-o", scratch.file("small.gif"), "--max-bytes", "\(budget)", "-q"])
        #expect(r.status == 0, "\(r)")
        let small = try #require(FileManager.default.attributesOfItem(atPath: scratch.file("small.gif"))[.size] as? Int)
        #expect(small <= budget && small < full)
        #expect(
            r.stderr.contains("within --max-bytes") && r.stderr.contains("(over it: 30 fps, 160×160"), "\(r.stderr)")
        // A budget no step reaches writes nothing and says how close it came.
        let tiny = CLI.run(["render", scene, "-o", scratch.file("tiny.gif"), "--max-bytes", "1kB", "-q"])
        #expect(tiny.status == 1 && tiny.stderr.contains("cannot fit"), "\(tiny)")
        #expect(!FileManager.default.fileExists(atPath: scratch.file("tiny.gif")))
    }

    @Test(arguments: [
        (["-o", "a.mp4", "--max-bytes", "2MB"], "--max-bytes fits one GIF output"),
        (["-o", "a.gif", "-o", "b.gif", "--max-bytes", "2MB"], "--max-bytes fits one GIF output"),
        (["-o", "a.gif", "--max-bytes", "lots"], "expected a file size such as 2MB"),
    ])
    func onlyOneGIFAndASize(arguments: [String], message: String) {
        let scratch = Scratch()
        try? Data(Self.scene.utf8).write(to: URL(fileURLWithPath: scratch.file("scene.json")))
        let r = CLI.run(
            ["render", scratch.file("scene.json")]
                + arguments.map { $0.hasSuffix("gif") || $0.hasSuffix("mp4") ? scratch.file($0) : $0 })
        #expect(r.status == 64 && r.stderr.contains(message), "\(r)")
    }

    @Test(arguments: [
        ("2MB", 2_000_000), ("1.5MiB", 1_572_864), ("500kB", 500_000), ("800KiB", 819_200), ("123456", 123_456),
        ("2 MB", 2_000_000),
    ])
    func sizesAsPeopleWriteThem(text: String, bytes: Int) {
        #expect(GIFBudget.parseBytes(text) == bytes)
    }

    @Test func nonsenseIsNotASize() {
        #expect(
            GIFBudget.parseBytes("12") == nil && GIFBudget.parseBytes("MB") == nil
                && GIFBudget.parseBytes("-2MB") == nil)
    }
}

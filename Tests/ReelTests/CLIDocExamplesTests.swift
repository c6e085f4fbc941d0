import Foundation
import ReelScene
import Testing
import _ReelTestSupport

@testable import Reel
@testable import ReelCLI

/// Every ```json example in docs/scene-format.md renders: `reel frame` at the middle of the
/// clip exits 0 and writes a PNG (the ReelScene tests check that each one decodes and matches
/// the schema).
@Suite struct CLIDocExamplesTests {
    /// The examples, in order.
    /// - Throws: when docs/scene-format.md cannot be read or holds fewer than 8 examples, so a
    ///   missing file fails the suite instead of running no cases.
    static func examples() throws -> [String] {
        let text = try String(contentsOfFile: Repository.path("docs/scene-format.md"), encoding: .utf8)
        let out = Repository.jsonExamples(inMarkdown: text)
        guard out.count >= 8 else {
            throw ChildError("docs/scene-format.md has \(out.count) ```json examples; expected at least 8")
        }
        return out
    }

    @Test func thereAreExamples() throws {
        #expect(try Self.examples().count >= 8)
    }

    @Test(arguments: try examples().indices)
    func exampleRendersAFrame(index: Int) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // The assets the examples name.
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/images", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: dir + "/fonts", withIntermediateDirectories: true)
        try fm.copyItem(atPath: CLI.fixtures + "/assets/dot.png", toPath: dir + "/images/logo.png")
        try fm.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", toPath: dir + "/fonts/Inter.ttf")
        try fm.createDirectory(atPath: dir + "/media", withIntermediateDirectories: true)
        try fm.copyItem(atPath: Repository.path("samples/price-tag/product.mp4"), toPath: dir + "/media/product.mp4")
        let scene = dir + "/example.json"
        try Self.examples()[index].write(toFile: scene, atomically: true, encoding: .utf8)

        let info = CLI.run(["info", scene])
        #expect(info.status == 0, "\(info)")
        let r = CLI.run(["frame", scene, "--frame", "1", "-o", dir + "/frame.png"])
        #expect(r.status == 0, "\(r)")
        let png = try Data(contentsOf: URL(fileURLWithPath: dir + "/frame.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let trace = CLI.run(["trace", scene, "--fps", "2"])
        #expect(trace.status == 0, "\(trace)")
        // One line per frame at 2 fps, numbered from 0.
        let (document, _) = try SceneDocument.load(contentsOfFile: scene)
        let frames = try trace.stdout.split(separator: "\n").map {
            try JSONParser().parse(String($0))["frame"]?.numberValue
        }
        let count = Int((document.duration * 2).rounded())
        #expect(count > 0 && frames == (0..<count).map { Double($0) })
    }
}

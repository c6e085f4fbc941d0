import Foundation
import Testing
import _ReelTestSupport

@testable import Reel
@testable import ReelCLI

/// `reel validate` decodes every image (a corrupt PNG is a 65 naming the JSON
/// path), and FFmpeg's own log lines never reach stderr.
@Suite struct CLIValidateImageTests {
    /// A folder with `doc.json` naming `bad.png` (text, not an image) and `cut.png` (a PNG
    /// signature and nothing usable after it) in assets and layers.
    static func folder() throws -> String {
        let dir = try CLI.temporaryDirectory()
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: dir + "/bad.png"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]).write(
            to: URL(fileURLWithPath: dir + "/cut.png"))
        let doc = """
            {"reel": 1, "size": [100, 100], "duration": 1, "assets": {"images": ["bad.png"]},
             "layers": [{"name": "a", "bounds": [0, 0, 10, 10], "contents": "bad.png"},
                        {"name": "b", "bounds": [0, 0, 10, 10], "contents": "cut.png"}]}
            """
        try Data(doc.utf8).write(to: URL(fileURLWithPath: dir + "/doc.json"))
        return dir
    }

    @Test func aCorruptImageIsAValidationErrorNamingItsPath() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try CLI.execute(["validate", "doc.json"], in: dir)
        #expect(r.status == 65, "\(r)")
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(r)")
        #expect(lines.first?.hasPrefix("Error: doc.json: assets.images[0] (line 1, column ") == true, "\(r)")
        #expect(lines.contains { $0.hasPrefix("Error: doc.json: layers[0].contents (line 2, column ") }, "\(r)")
        #expect(lines.contains { $0.hasPrefix("Error: doc.json: layers[1].contents (line 3, column ") }, "\(r)")
        #expect(lines.allSatisfy { $0.contains("cannot decode image") }, "\(r)")
        #expect(r.stdout.isEmpty)
    }

    @Test func ffmpegLogLinesNeverReachStandardError() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for arguments in [["validate", "doc.json"], ["render", "doc.json", "-o", "out.gif", "--quiet"]] {
            let r = try CLI.execute(arguments, in: dir)
            #expect(r.status != 0, "\(r)")
            #expect(!r.stderr.contains(" @ 0x"), "\(r)")
            #expect(!r.stderr.contains("Invalid PNG signature"), "\(r)")
            #expect(r.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("Error: ") }, "\(r)")
        }
    }
}

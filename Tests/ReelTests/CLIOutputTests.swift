import Foundation
import Testing
import _ReelTestSupport

@testable import Reel
@testable import ReelCLI

/// `reel render`'s outputs: `--out-dir`, outputs that are the same file, options that do not
/// apply, `--format` against the extension, `.mov`/`.m4v`, and where the summary and notes go.
@Suite struct CLIOutputTests {
    let animated = CLI.fixtures + "/animated.json"  // 100 × 100 points, 10 frames

    /// A temporary folder holding a copy of animated.json as `scene.json`.
    /// The lines of `stderr` other than the notes on alpha: the fixture has no background, so
    /// MP4 and GIF say what they do with its transparent pixels (TransparentOutputTests checks
    /// those).
    static func lines(besidesAlpha stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter {
            !$0.contains(" has no alpha: composited over ") && !$0.contains("GIF transparency is on or off")
        }
    }

    func workspace() throws -> String {
        let dir = try CLI.temporaryDirectory()
        try FileManager.default.copyItem(atPath: animated, toPath: dir + "/scene.json")
        return dir
    }

    func entries(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    @Test func outDirCreatesItsFolder() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try CLI.execute(["render", "scene.json", "--out-dir", "gifs/today", "--format", "gif", "-q"], in: dir)
        #expect(r.status == 0, "\(r)")
        #expect(entries(dir + "/gifs/today") == ["scene.gif"])
        // A scene that fails to load creates nothing.
        let bad = try CLI.execute(
            ["render", CLI.fixtures + "/broken/nan.json", "--out-dir", "other", "--format", "gif", "-q"], in: dir)
        #expect(bad.status == 65)
        #expect(!FileManager.default.fileExists(atPath: dir + "/other"))
    }

    @Test(arguments: [
        (["-o", "a.gif", "-o", "./a.gif"], "'./a.gif' and 'a.gif' are the same file"),
        (["-o", "sub/../a.gif", "-o", "a.gif"], "'a.gif' and 'sub/../a.gif' are the same file"),
        (["-o", "link/a.gif", "-o", "real/a.gif"], "'link/a.gif' and 'real/a.gif' are the same file"),
        (["-o", "frames/", "-o", "frames"], "'frames' and 'frames/' are the same file"),
        (["-o", "a.gif", "-o", "a.gif"], "the same output is given twice"),
    ])
    func twoOutputsThatAreOneFileAreRefused(outputs: [String], message: String) throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fm = FileManager.default
        try fm.createDirectory(atPath: dir + "/real", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        try fm.createSymbolicLink(atPath: dir + "/link", withDestinationPath: "real")
        let r = try CLI.execute(["render", "scene.json", "-q"] + outputs, in: dir)
        #expect(r.status == 64, "\(r)")
        #expect(r.stderr.hasPrefix("Error: \(message)"), "\(r)")
        #expect(entries(dir) == ["link", "real", "scene.json", "sub"])
        #expect(entries(dir + "/real").isEmpty && entries(dir + "/sub").isEmpty)
    }

    @Test func anOutputOntoItsOwnSceneIsRefused() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let before = try Data(contentsOf: URL(fileURLWithPath: dir + "/scene.json"))
        let r = try CLI.execute(["render", "scene.json", "-o", "./scene.json", "--format", "gif", "-q"], in: dir)
        #expect(r.status == 64, "\(r)")
        #expect(
            r.stderr.hasPrefix(
                "Error: './scene.json' is the scene document scene.json; writing it would replace the scene\n"),
            "\(r)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/scene.json")) == before)
        #expect(entries(dir) == ["scene.json"])
    }

    @Test func twoScenesWithOneNameIntoOneFolderAreRefused() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for sub in ["x", "y"] {
            try FileManager.default.createDirectory(atPath: dir + "/" + sub, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: animated, toPath: dir + "/\(sub)/intro.json")
        }
        let r = try CLI.execute(
            ["render", "x/intro.json", "y/intro.json", "--out-dir", "out", "--format", "gif", "-q"], in: dir)
        #expect(r.status == 64, "\(r)")
        #expect(
            r.stderr.hasPrefix(
                """
                Error: x/intro.json and y/intro.json would both be written to 'out/intro.gif'; render them into \
                different folders or rename one\n
                """
            ), "\(r)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/out"))
    }

    @Test(arguments: [
        (
            ["-o", "a.gif", "--crf", "20"],
            ["note: --crf sets video quality (MP4, QuickTime, WebM); it has no effect on a.gif"]
        ),
        (
            ["-o", "a.mp4", "--loop", "2"],
            ["note: --loop sets how often a GIF, WebP or APNG repeats; it has no effect on a.mp4"]
        ),
        (
            ["-o", "frames/", "-o", "a.webp", "--crf", "30", "--loop", "1"],
            ["note: --crf sets video quality (MP4, QuickTime, WebM); it has no effect on frames/, a.webp"]
        ),
        (["-o", "a.mp4", "-o", "a.gif", "--crf", "20", "--loop", "1"], []),
        (
            ["-o", "a.gif", "--segment", "5"],
            [
                """
                note: --segment sets the frames per MP4 segment (and so each --shard's frames); it has no effect \
                on a.gif
                """
            ]
        ),
        (["-o", "a.mp4", "--segment", "5"], []),
    ])
    func anOptionThatDoesNotApplyGetsOneNote(arguments: [String], notes: [String]) throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try CLI.execute(["render", "scene.json", "--frames", "0-1", "-q"] + arguments, in: dir)
        #expect(r.status == 0, "\(r)")
        #expect(Self.lines(besidesAlpha: r.stderr) == notes, "\(r)")
        #expect(r.stdout.isEmpty)
    }

    @Test func theSummaryIsAResultOnStdoutAndReadsWell() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let one = try CLI.execute(["render", "scene.json", "--frames", "3", "-o", "a.gif"], in: dir)
        #expect(one.status == 0, "\(one)")
        #expect(Self.lines(besidesAlpha: one.stderr).isEmpty, "\(one)")
        #expect(one.stdout.hasPrefix("1 frame in ") && one.stdout.hasSuffix(" frames/s) → a.gif\n"), "\(one)")
        let all = try CLI.execute(["render", "scene.json", "-o", "b.gif", "-o", "b.mp4"], in: dir)
        #expect(all.stdout.hasPrefix("10 frames in ") && all.stdout.hasSuffix(" → b.gif, b.mp4\n"), "\(all)")
        let quiet = try CLI.execute(["render", "scene.json", "-o", "c.gif", "-q"], in: dir)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && Self.lines(besidesAlpha: quiet.stderr).isEmpty, "\(quiet)")
        // A writer's note (odd sizes padded for MP4) is a diagnostic: stderr.
        let odd = try CLI.execute(["render", "scene.json", "--size", "101x101", "-o", "d.mp4", "-q"], in: dir)
        #expect(odd.status == 0 && odd.stdout.isEmpty, "\(odd)")
        let oddNotes = Self.lines(besidesAlpha: odd.stderr)
        #expect(oddNotes.count == 1 && oddNotes[0].hasPrefix("note: "), "\(odd)")
    }

    @Test func m4vIsMP4AndMovIsQuickTime() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let m4v = try CLI.execute(["render", "scene.json", "-o", "a.m4v", "-q"], in: dir)
        #expect(m4v.status == 0, "\(m4v)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.m4v"))
        #expect(bytes.count > 12 && bytes[4..<8] == Data("ftyp".utf8))
        let mov = try CLI.execute(["render", "scene.json", "-o", "a.mov", "-q"], in: dir)
        #expect(mov.status == 0, "\(mov)")
        let movie = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.mov"))
        #expect(movie.count > 12 && movie[4..<12] == Data("ftypqt  ".utf8))
        let forced = try CLI.execute(["render", "scene.json", "-o", "b.mov", "--format", "mp4", "-q"], in: dir)
        #expect(forced.status == 64, "\(forced)")
        #expect(forced.stderr.hasPrefix("Error: 'b.mov' names a QuickTime movie but --format is mp4"), "\(forced)")
    }

    @Test func countsOfOneReadWell() throws {
        let dir = try workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let one = """
            { "reel": 1, "size": [10, 10], "fps": 10, "duration": 0.1,
              "layers": [ { "name": "dot", "bounds": [0, 0, 2, 2], "backgroundColor": "#000000" } ] }
            """
        try Data(one.utf8).write(to: URL(fileURLWithPath: dir + "/one.json"))
        let validate = try CLI.execute(["validate", "one.json"], in: dir)
        #expect(validate.stdout == "one.json: valid (1 layer, 1 frame)\n", "\(validate)")
        let record = try CLI.execute(
            ["verify", "one.json", "--golden", "g.txt", "--record", "--reference", "refs", "-q"], in: dir)
        #expect(record.stdout == "Recorded 1 frame hash to g.txt and 1 reference frame to refs.\n", "\(record)")
        let render = try CLI.execute(["render", "one.json", "-o", "one.gif"], in: dir)
        #expect(render.stdout.hasPrefix("1 frame in "), "\(render)")
    }
}

import Foundation
import ReelScene
import Testing

@testable import ReelCLI

/// `reel import`, and Lottie files given to `reel render` and the other commands.
@Suite("Lottie on the command line")
struct LottieCommandTests {
    final class Capture: @unchecked Sendable {  // written by one command at a time
        var text = ""
    }

    static func run(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
        let out = Capture()
        let err = Capture()
        let io = CommandIO(output: { out.text += $0 }, error: { err.text += $0 })
        let status = ReelCommandLine.run(arguments: arguments, io: io)
        return (status, out.text, err.text)
    }

    static func temporaryFolder() throws -> String {
        let dir = NSTemporaryDirectory() + "reel-lottie-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func importWritesASceneDocumentThatRendersTheSame() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let scene = dir + "/image.json"
        let r = Self.run(["import", Fixtures.path("image"), "-o", scene])
        #expect(r.status == 0, "\(r.stderr)")
        let (doc, _) = try SceneDocument.load(contentsOfFile: scene)
        #expect(doc.fps == 30 && doc.frameCount == 30)
        // The embedded PNG is written beside the document.
        #expect(FileManager.default.fileExists(atPath: dir + "/image-images/img_0.png"))
        let a = Self.run(["hash", scene])
        let b = Self.run(["hash", Fixtures.path("image")])
        #expect(a.status == 0 && b.status == 0)
        let frames = { (s: String) in s.split(separator: "\n").filter { !$0.hasPrefix("#") } }
        #expect(frames(a.stdout) == frames(b.stdout))
    }

    @Test func renderReadsLottieFilesAndWarnsAboutGaps() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = Self.run(["render", Fixtures.path("unsupported"), "-o", dir + "/u.gif", "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir + "/u.gif"))
        #expect(r.stderr.contains("warning: \(Fixtures.path("unsupported")): layers[0].ef"))
        #expect(r.stderr.contains("zig zag is not supported"))
    }

    @Test func strictRefusesFilesWithGaps() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = Self.run(["render", Fixtures.path("unsupported"), "-o", dir + "/u.gif", "--strict"])
        #expect(r.status == 65)
        #expect(r.stderr.contains("expressions are not supported"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/u.gif"))
        let i = Self.run(["import", Fixtures.path("unsupported"), "-o", dir + "/u.json", "--strict"])
        #expect(i.status == 65)
        #expect(!FileManager.default.fileExists(atPath: dir + "/u.json"))
        // A file Reel draws fully passes --strict.
        #expect(Self.run(["render", Fixtures.path("groups"), "-o", dir + "/g.gif", "--strict", "--quiet"]).status == 0)
    }

    @Test func setReplacesTextsAndColours() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let plain = Self.run(["hash", Fixtures.path("text"), "--frames", "0-0"])
        let changed = Self.run(["hash", Fixtures.path("text"), "--frames", "0-0", "--set", "accent=#00ff00"])
        #expect(plain.status == 0 && changed.status == 0, "\(plain.stderr)\(changed.stderr)")
        #expect(plain.stdout != changed.stdout)
        let unknown = Self.run(["hash", Fixtures.path("text"), "--set", "acent=#00ff00"])
        #expect(unknown.status == 65)
        #expect(unknown.stderr.contains("did you mean"))
    }

    @Test func importRefusesWhatIsNotLottie() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data(#"{"v":"5","layers":[]}"#.utf8).write(to: URL(fileURLWithPath: dir + "/x.json"))
        let r = Self.run(["import", dir + "/x.json", "-o", dir + "/y.json"])
        #expect(r.status == 65)
        #expect(r.stderr.contains("not a Lottie file"))
        #expect(Self.run(["import", dir + "/missing.json", "-o", dir + "/y.json"]).status == 66)
    }

    /// `reel frame --progress` addresses a moment as Lottie players do: `start-time.json`'s
    /// square moves x 10 → 90 over frames 0 … 20 of 30; at 0.175 (frame 5.25, between frames)
    /// it is at 31, and at the end (progress 1, or `--time` of the clip's length: frame `op`)
    /// the last pose shows, the square held at 90.
    @Test func frameShowsAnyMomentAndTheLastPoseAtTheEnd() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = Fixtures.path("start-time")
        for (arguments, x) in [(["--progress", "0.175"], 31.0), (["--progress", "1"], 90), (["--time", "1"], 90)] {
            let out = dir + "/f.png"
            let r = Self.run(["frame", file] + arguments + ["-o", out])
            #expect(r.status == 0, "\(arguments): \(r.stderr)")
            let frame = try #require(ReferenceFrames.png(out))
            let centre = LottieTimeTests.inkCentre(frame, rows: 10..<40)
            #expect(abs(centre - (x - 0.5)) < 1, "\(arguments): the square is at x \(centre), not \(x - 0.5)")
        }
        let beyond = Self.run(["frame", file, "--progress", "1.01", "-o", dir + "/g.png"])
        #expect(beyond.status == 64 && beyond.stderr.contains("'--progress'; expected 0 to 1"))
        let both = Self.run(["frame", file, "--progress", "1", "--time", "1", "-o", dir + "/g.png"])
        #expect(both.status == 64 && !FileManager.default.fileExists(atPath: dir + "/g.png"))
    }

    /// `reel info` names the font a text layer asks for when it is drawn with another one.
    @Test func infoListsSubstitutedFonts() throws {
        let dir = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let original = try String(contentsOfFile: Fixtures.path("text"), encoding: .utf8)
        let file = dir + "/text.json"
        try original.replacingOccurrences(
            of: "\"fFamily\":\"DejaVu Sans\"", with: "\"fFamily\":\"Nonexistent Grotesk\""
        )
        .write(toFile: file, atomically: true, encoding: .utf8)
        let substituted = Self.run(["info", file])
        #expect(substituted.status == 0)
        #expect(
            substituted.stdout.contains("; substitutes for \"Nonexistent Grotesk\" (not installed)"),
            "\(substituted.stdout)")
        let installed = Self.run(["info", Fixtures.path("text")])
        #expect(installed.status == 0 && !installed.stdout.contains("substitutes"), "\(installed.stdout)")
    }
}

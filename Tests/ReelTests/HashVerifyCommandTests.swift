import Foundation
import ReelEncode
import ReelRender
import Testing
import _ReelTestSupport

@testable import Reel
@testable import ReelCLI
@testable import ReelRegression

/// `reel hash` and `reel verify` end to end (in-process), and agreement with FFmpeg's framehash.
@Suite struct HashVerifyCommandTests {
    let dir: String
    init() throws { dir = try CLI.temporaryDirectory() }

    @Test func hashPrintsHeaderAndOneLinePerFrame() throws {
        let scene = try TinyScene.write(TinyScene.json(), named: "tiny", in: dir)
        let r = CLI.run(["hash", scene, "--quiet"])
        #expect(r.status == 0, "\(r)")
        let list = try HashList(parsing: r.stdout)
        #expect(list.width == 20 && list.height == 20 && list.fps == 10)
        #expect(list.entries.map(\.index) == Array(0..<10))
        #expect(list.entries[3].time == 0.3)
        // Each library with the version it runs with, not just its name.
        for entry in [
            "reel=\(ReelCommandLine.version)", "cairo=\(RenderLibraries.cairoVersion)",
            "pango=\(RenderLibraries.pangoVersion)", "libavutil=\(EncodeLibraries.avutilVersion)",
        ] {
            #expect(list.environment.libraries.contains(entry), "\(entry) missing from \(list.environment.libraries)")
        }
        for name in ["pixman", "freetype", "fontconfig"] {
            let version = list.environment.libraries.first { $0.hasPrefix(name + "=") }?.dropFirst(name.count + 1)
            let parts = version?.split(separator: ".", omittingEmptySubsequences: false) ?? []
            #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(name) in \(list.environment.libraries)")
        }
        #expect(
            r.stdout.split(separator: "\n").first { !$0.hasPrefix("#") }
                == Substring(HashList.line(for: list.entries[0])))
        // A text layer puts its font file, with its hash, in the header.
        let text = TinyScene.json().replacingOccurrences(
            of: "\"layers\": [",
            with:
                """
                \"layers\": [ { \"type\": \"text\", \"string\": \"你好\", \"fontSize\": 8, \"bounds\": [0, 0, 20, 10], \
                \"position\": [10, 5] },
                """
        )
        let withText = try TinyScene.write(text, named: "text", in: dir)
        let t = CLI.run(["hash", withText, "--quiet", "--frames", "0-1"])
        #expect(t.status == 0, "\(t)")
        let fonts = try HashList(parsing: t.stdout).environment.fonts
        #expect(!fonts.isEmpty)
        #expect(
            fonts.allSatisfy {
                $0.contains(" sha256:") && FileManager.default.fileExists(atPath: String($0.split(separator: " ")[0]))
            })
    }

    @Test func hashesAgreeAcrossRunsAndJobs() throws {
        let scene = try TinyScene.write(TinyScene.json(dotFlash: true), named: "tiny", in: dir)
        let one = CLI.run(["hash", scene, "-q", "--jobs", "1"])
        let four = CLI.run(["hash", scene, "-q", "--jobs", "4"])
        let again = CLI.run(["hash", scene, "-q", "--jobs", "4"])
        #expect(one.status == 0 && four.status == 0)
        #expect(one.stdout == four.stdout)
        #expect(four.stdout == again.stdout)
        #expect(
            Set(try HashList(parsing: one.stdout).entries.map(\.hash)).count == 10,
            "every frame differs from the others")
    }

    @Test func hashesAgreeWithFFmpegFramehash() throws {
        let scene = try TinyScene.write(TinyScene.json(dotFlash: true), named: "tiny", in: dir)
        let render = CLI.run(["render", scene, "-o", dir + "/frames/", "-q"])
        #expect(render.status == 0, "\(render)")
        let ours = try HashList(parsing: CLI.run(["hash", scene, "-q"]).stdout).entries.map(\.hash.hex)
        let ffmpeg = Process()
        ffmpeg.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
        ffmpeg.arguments = [
            "-v", "error", "-i", dir + "/frames/frame_%05d.png", "-pix_fmt", "bgra",
            "-f", "framehash", "-hash", "sha256", "-",
        ]
        let out = Pipe()
        ffmpeg.standardOutput = out
        // What ffmpeg says goes to a file (a second pipe could fill while stdout is read).
        let log = dir + "/ffmpeg.log"
        FileManager.default.createFile(atPath: log, contents: nil)
        ffmpeg.standardError = FileHandle(forWritingAtPath: log)
        try ffmpeg.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        ffmpeg.waitUntilExit()
        let said = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        let frames = (try? FileManager.default.contentsOfDirectory(atPath: dir + "/frames").sorted()) ?? []
        #expect(ffmpeg.terminationStatus == 0, "ffmpeg said: \(said); the frames folder holds \(frames)")
        // Lines: `stream, dts, pts, duration, size, hash` (the hash maybe prefixed `SHA256=`).
        let theirs = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line -> String in
            let last = line.split(separator: ",").last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            return last.hasPrefix("SHA256=") ? String(last.dropFirst(7)) : last
        }
        #expect(theirs.count == 10)
        #expect(theirs == ours)
    }

    @Test func verifyPassesThenFailsWithFirstAndLastFrame() throws {
        let scene = try TinyScene.write(TinyScene.json(), named: "tiny", in: dir)
        let golden = dir + "/golden/hashes.txt"
        let record = CLI.run([
            "verify", scene, "--golden", golden, "--record", "--reference", dir + "/golden",
            "--reference-frames", "0,5", "-q",
        ])
        #expect(record.status == 1, "a recording never passes")
        #expect(record.stdout == "Recorded 10 frame hashes to \(golden) and 2 reference frames to \(dir)/golden.\n")
        #expect(record.stderr.contains("recorded the golden instead of verifying"))
        #expect(FileManager.default.fileExists(atPath: dir + "/golden/frame_00005.png"))

        let pass = CLI.run(["verify", scene, "--golden", golden, "--reference", dir + "/golden", "-q"])
        #expect(pass.status == 0, "\(pass)")
        #expect(pass.stdout.hasPrefix("PASS: 10 frames match the golden exactly."))

        let variant = try TinyScene.write(TinyScene.json(dotFlash: true), named: "variant", in: dir)
        let fail = CLI.run([
            "verify", variant, "--golden", golden, "--reference", dir + "/golden",
            "--artifacts", dir + "/artifacts", "-q",
        ])
        #expect(fail.status == 1)
        #expect(
            fail.stdout.contains(
                "FAIL: 1 of 10 frames differs from the golden: first frame 5 (0.500 s), last frame 5 (0.500 s)."))
        #expect(FileManager.default.fileExists(atPath: dir + "/artifacts/frame_00005.diff.png"))
        #expect(FileManager.default.fileExists(atPath: dir + "/artifacts/report.txt"))

        // `reel hash > FILE` records the same golden.
        let hashed = CLI.run(["hash", scene, "-q"])
        #expect(hashed.stdout == (try String(contentsOfFile: golden, encoding: .utf8)))
    }

    @Test func verifySaysWhenTheEnvironmentDiffers() throws {
        let scene = try TinyScene.write(TinyScene.json(), named: "tiny", in: dir)
        let golden = dir + "/hashes.txt"
        _ = CLI.run(["verify", scene, "--golden", golden, "--record", "--reference", dir + "/refs", "-q"])
        let text = try String(contentsOfFile: golden, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "# environment reel=", with: "# environment reel=9.9.9 old=")
        try Data(edited.utf8).write(to: URL(fileURLWithPath: golden))
        let variant = try TinyScene.write(TinyScene.json(dotFlash: true), named: "variant", in: dir)
        let r = CLI.run([
            "verify", variant, "--golden", golden, "--reference", dir + "/refs", "-q", "--precision", "0.9",
        ])
        #expect(r.stdout.contains("The environment differs from the golden's, so exact hashes cannot be expected:"))
        #expect(r.stdout.contains("reel=9.9.9 in the golden, reel=\(ReelCommandLine.version) here"))
        // Frame 5 has no reference (automatic: 0, 2, 4, 6, 9): unverifiable, reported, not failed.
        #expect(r.stdout.contains("Warning: 1 frame unverifiable (hash differs, no reference frame): 5."))
        #expect(r.status == 0, "\(r)")
    }

    @Test(arguments: [
        (["verify", "x.json"], "missing --golden <file>", Int32(64)),
        (["verify", "x.json", "--golden", "g.txt", "--precision", "2"], "invalid value '2' for '--precision'", 64),
        (["verify", "x.json", "--golden", "g.txt", "--reference-frames", "all"], "use it with --record", 64),
        (["hash"], "missing <scene>", 64),
        (["hash", "a.json", "b.json"], "reel hash hashes one scene", 64),
    ])
    func usageErrors(arguments: [String], message: String, status: Int32) {
        let r = CLI.run(arguments)
        #expect(r.status == status, "\(r)")
        #expect(r.stderr.contains(message), "\(r)")
    }

    @Test func anotherSizeOrRateFailsWithTheReason() throws {
        let scene = try TinyScene.write(TinyScene.json(), named: "tiny", in: dir)
        let golden = dir + "/hashes.txt"
        _ = CLI.run(["verify", scene, "--golden", golden, "--record", "-q"])
        let bigger = CLI.run(["verify", scene, "--golden", golden, "--scale", "2", "-q"])
        #expect(bigger.status == 1)
        #expect(bigger.stdout.contains("the clip renders 40x40 pixels but the golden holds 20x20"))
        #expect(bigger.stdout.contains("FAIL: the clip does not fit the golden."))
        let faster = CLI.run(["verify", scene, "--golden", golden, "--fps", "20", "-q"])
        #expect(faster.status == 1)
        #expect(faster.stdout.contains("the clip runs at 20 fps but the golden at 10 fps"))
    }

    @Test func missingGoldenSaysHowToRecord() throws {
        let scene = try TinyScene.write(TinyScene.json(), named: "tiny", in: dir)
        let r = CLI.run(["verify", scene, "--golden", dir + "/none.txt", "-q"])
        #expect(r.status == 66)
        #expect(r.stderr.contains("--record"))
    }

    @Test func helpListsTheCommands() {
        let overview = CLI.run(["--help"]).stdout
        #expect(overview.contains("  hash "))
        #expect(overview.contains("  verify "))
        let help = CLI.run(["help", "verify"]).stdout
        #expect(help.hasPrefix("OVERVIEW: Check that a scene still renders the frames of its golden"))
        for word in [
            "USAGE: reel verify <scene> --golden", "--golden <file>", "--perceptual-precision <q>", "--record",
            "--reference-frames",
        ] {
            #expect(help.contains(word))
        }
        #expect(CLI.run(["hash", "--help"]).stdout.contains("USAGE: reel hash <scene>"))
    }
}

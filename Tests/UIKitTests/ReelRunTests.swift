import Foundation
import ReelRender
import Testing
import _ReelTestSupport

/// `reel run`: Swift files compiled against Reel's UIKit in a cached package, recorded and
/// rendered; compiler errors point at the user's own files.
///
/// The cache is `.build/reel-run-cache` under the repository (persistent, so the package
/// builds incrementally after the first run).
@Suite(.serialized) struct ReelRunTests {
    let scratch = Scratch(prefix: "reel-run")

    func reel(_ arguments: [String]) throws -> CLIResult {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["run"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = Repository.path(".build/reel-run-cache")
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(status: process.terminationStatus, stdout: "", stderr: String(decoding: data, as: UTF8.self))
    }

    @Test func recordsAFileToPNGFrames() throws {
        let spinner = Repository.path("Tests/UIKitTests/Fixtures/ReelRun/Spinner.swift")
        let frames = scratch.file("frames")
        let result = try reel([
            spinner, "-o", frames, "--size", "100x100", "--scale", "1", "--fps", "4", "--duration", "1",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(scratch.contents == ["frames"])
        let pngs = try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }
        #expect(pngs.count == 4)
    }

    /// A view drawn in `draw(_:)` and redrawn by a timer records through the scene document:
    /// red in the frames before the tick at 0.5 s, blue after; the drawings are PNG files beside
    /// the recording, not in the output folder.
    @Test func recordsADrawnView() throws {
        let dial = Repository.path("Tests/UIKitTests/Fixtures/ReelRun/Dial.swift")
        let frames = scratch.file("dial")
        let result = try reel([
            dial, "-o", frames, "--size", "100x100", "--scale", "1", "--fps", "4", "--duration", "1",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let pngs = try FileManager.default.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }.sorted()
        #expect(pngs.count == 4)
        for (i, png) in pngs.enumerated() {
            let frame = try loadFrame(from: frames + "/" + png)
            let expected = i < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255]
            #expect(Drawn.rgba(frame, 20, 50) == expected, "frame \(i)")
            #expect(Drawn.rgba(frame, 80, 50) == [255, 255, 255, 255], "frame \(i)")
        }
    }

    /// Only the diagnostics against the user's file, after one progress line: none of SwiftPM's
    /// log, and a hint after a name the façade lacks.
    @Test func compilerErrorsNameTheUsersFile() throws {
        let broken = scratch.file("Broken.swift")
        try """
        import UIKit
        func record(in host: RecordingHost) {
            host.rootView.alpha = "x"
            host.rootView.wobble()
        }

        """.write(toFile: broken, atomically: true, encoding: .utf8)
        let result = try reel([broken, "-o", scratch.file("out.gif")])
        #expect(result.status == 65)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("reel run: compiling 1 file against Reel's UIKit") == true, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("\(broken):3:") && $0.hasSuffix("type 'String' to type 'CGFloat'") })
        #expect(lines.contains("\(broken):4:19: error: value of type 'UIView' has no member 'wobble'"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("hint: Reel's iOS façade has no 'UIView.wobble'") })
        #expect(!lines.contains { $0.hasPrefix("[") || $0.hasPrefix("Building") || $0.hasPrefix("Compiling") })
        #expect(!result.stderr.contains("/reel/run/"), "the package's copies are never named")
    }

    /// Every set of files shares one build of Reel's modules: a file run for the first time
    /// compiles only itself (its progress line does not announce Reel's build), and a rerun of
    /// the same bytes builds nothing. `--codec` and `--crf` reach the render.
    @Test func aNewFileReusesReelsBuildAndARerunBuildsNothing() throws {
        let source = try String(
            contentsOfFile: Repository.path("Tests/UIKitTests/Fixtures/ReelRun/Spinner.swift"), encoding: .utf8)
        let file = scratch.file("Spinner\(UUID().uuidString.prefix(8)).swift")
        try (source + "\n// \(UUID().uuidString)\n").write(toFile: file, atomically: true, encoding: .utf8)
        let movie = scratch.file("spin.mp4")
        let arguments = [file, "-o", movie, "--size", "64x64", "--scale", "1", "--fps", "4", "--duration", "1"]
        // `--prepare` (what `make install` runs) builds Reel's modules: the new file compiles alone.
        let prepared = try reel(["--prepare"])
        #expect(prepared.status == 0, "\(prepared.stderr)")
        #expect(prepared.stderr.contains("reel run: Reel's modules are built in "), "\(prepared.stderr)")
        let first = try reel(arguments + ["--codec", "hevc", "--crf", "30"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.hasPrefix("reel run: compiling 1 file against Reel's UIKit\n"), "\(first.stderr)")
        let codec = try CLI.toolOutput(
            "/usr/bin/ffprobe", ["-v", "error", "-show_entries", "stream=codec_name", "-of", "csv=p=0", movie])
        #expect(String(decoding: codec, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "hevc")
        let again = try reel(arguments)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stderr.hasPrefix("reel run: 1 file unchanged since the last build\n"), "\(again.stderr)")
    }

    /// `--device` records the device's screen: its pixel size, and its safe area for views
    /// pinned to it; `--chrome` draws the status bar in that top inset and the home indicator.
    @Test func recordsADevicesScreenWithItsChrome() throws {
        let fixture = Repository.path("Tests/UIKitTests/Fixtures/ReelRun/SafeArea.swift")
        let frames = scratch.file("device")
        let result = try reel([
            fixture, "-o", frames, "--device", "iphone-13", "--chrome", "--fps", "1", "--duration", "1",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let png = try #require(
            try FileManager.default.contentsOfDirectory(atPath: frames).first { $0.hasSuffix(".png") })
        let frame = try loadFrame(from: frames + "/" + png)
        // iPhone 13: 390 × 844 points at 3×; safe area 47 above, 34 below.
        #expect(frame.width == 1170 && frame.height == 2532)
        #expect(Drawn.rgba(frame, 585, 47 * 3) == [255, 0, 0, 255])
        #expect(Drawn.rgba(frame, 585, 47 * 3 - 1) == [255, 255, 255, 255])
        #expect(Drawn.rgba(frame, 585, (844 - 34) * 3 - 1) == [255, 0, 0, 255])
        // The home indicator (134 × 5 points, 8 above the bottom) and the battery's charge
        // (right edge 26 points in, on the bar's middle line, 23.5 points down).
        #expect(Drawn.rgba(frame, 585, (844 - 10) * 3) == [0, 0, 0, 255])
        #expect(Drawn.rgba(frame, (390 - 26 - 14) * 3, Int(23.5 * 3)) == [0, 0, 0, 255])
        let unknown = try reel([fixture, "-o", frames, "--device", "iphone-99"])
        #expect(unknown.status == 64 && unknown.stderr.contains("iphone-15-pro-max"), "\(unknown.stderr)")
    }

    @Test func badArgumentsAreUsageErrors() throws {
        #expect(try reel(["Spinner.txt", "-o", "x.gif"]).status == 64)
        #expect(try reel([scratch.file("Missing.swift")]).status == 64)
        #expect(try reel([scratch.file("Missing.swift"), "-o", "x.gif"]).status == 66)
    }
}

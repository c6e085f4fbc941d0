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

    @Test func compilerErrorsNameTheUsersFile() throws {
        let broken = scratch.file("Broken.swift")
        try "import UIKit\nfunc record(in host: RecordingHost) {\n    host.rootView.alpha = \"x\"\n}\n".write(
            toFile: broken, atomically: true, encoding: .utf8)
        let result = try reel([broken, "-o", scratch.file("out.gif")])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(broken):3:"))
        #expect(result.stderr.contains("error: cannot assign value of type 'String' to type 'CGFloat'"))
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

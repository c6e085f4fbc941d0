import Foundation
import Reel
import ReelCLI
import ReelEncode
import ReelRegression
import Testing
import _ReelTestSupport

/// `reel render` keeps a scene's frame rate: 29.97 and "24000/1001" are encoded at 30000/1001
/// and 24000/1001, not rounded to 30 and 24.
@Suite struct FrameRateRenderTests {
    static func scene(fps: String, duration: String) -> String {
        """
        {
          "reel": 1, "size": [32, 24], "fps": \(fps), "duration": \(duration), "background": "#ffffff",
          "layers": [
            { "name": "dot", "bounds": [0, 0, 8, 8], "position": [4, 12], "backgroundColor": "#0a84ff",
              "animations": [ { "keyPath": "position.x", "fromValue": 4, "toValue": 28, "duration": 10 } ] }
          ]
        }
        """
    }

    /// (fps as written, duration, frames, the exact rate's numerator) — 10.01 s is 300 frames
    /// at 29.97 and 240 at 23.976.
    @Test(arguments: [("29.97", 300, 30000) as (String, Int, Int), ("\"24000/1001\"", 240, 24000)])
    func scenesAtNTSCRatesAreEncodedAtThem(fps: String, frames: Int, numerator: Int) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/scene.json"
        try Self.scene(fps: fps, duration: "10.01").write(toFile: path, atomically: true, encoding: .utf8)
        let result = CLI.run(["render", path, "-o", dir + "/a.mp4", "-o", dir + "/a.gif", "--quiet"])
        try #require(result.status == 0, "\(result)")
        let exact = Double(1001) / Double(numerator)  // seconds a frame
        let mp4 = try VideoReader.read(dir + "/a.mp4")
        #expect(mp4.count == frames)
        #expect(mp4.enumerated().allSatisfy { abs($0.element.time - Double($0.offset) * exact) < 1e-6 })
        let gif = try VideoReader.read(dir + "/a.gif")
        #expect(gif.count == frames)
        // GIF: 10.01 s in centisecond delays, the last frame ending exactly at 1001 cs.
        let end = (gif.last?.time ?? 0) + (gif.last?.duration ?? 0)
        #expect(abs(end - 10.01) < 1e-9, "GIF ends at \(end) s")
    }

    /// `--fps` takes the fraction too, and `reel info` and hash headers write NTSC rates as the
    /// fraction rather than as 29.97002997002997.
    @Test func fractionalRatesOnTheCommandLineAndInWhatReelPrints() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/scene.json"
        try Self.scene(fps: "30", duration: "0.2").write(toFile: path, atomically: true, encoding: .utf8)
        let trace = CLI.run(["trace", path, "--fps", "30000/1001"])
        try #require(trace.status == 0, "\(trace)")
        let lines = trace.stdout.split(separator: "\n")
        #expect(lines.count == 6)  // round(0.2 × 29.97)
        #expect(lines.dropFirst().first?.contains("\"time\":0.033366") == true, "\(lines.dropFirst().first ?? "")")

        let hash = CLI.run(["hash", path, "--fps", "30000/1001", "-q"])
        try #require(hash.status == 0, "\(hash)")
        #expect(hash.stdout.contains("# size 32x24 fps 30000/1001\n"), "\(hash.stdout)")
        let list = try HashList(parsing: hash.stdout)
        #expect(list.fps == 30000.0 / 1001.0)

        try Self.scene(fps: "\"30000/1001\"", duration: "1").write(toFile: path, atomically: true, encoding: .utf8)
        let info = CLI.run(["info", path])
        #expect(info.stdout.contains("  fps:        30000/1001\n"), "\(info.stdout)")
        try Self.scene(fps: "12.5", duration: "1").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(CLI.run(["info", path]).stdout.contains("  fps:        12.5\n"))
    }
}

import Foundation
import Reel
import ReelCore
import ReelEncode
import ReelRender
import ReelScene
import Shaders
import Testing
import _ReelTestSupport

/// A video as a layer's contents: the frame at the layer's local time, exactly the decoder's
/// frame, whatever order frames are rendered in, with `start`, `rate`, `loop` and the stream's
/// rotation.
@Suite("Video contents")
struct VideoContentsTests {
    /// A 64 × 48, 25 fps, 2 s H.264 test pattern with a keyframe every 10 frames (so that
    /// reading out of order seeks).
    static func makeVideo(in scratch: Scratch, name: String = "clip.mp4", extra: [String] = []) throws -> String {
        let path = scratch.file(name)
        _ = try CLI.tool(
            "/usr/bin/ffmpeg",
            [
                "-v", "error", "-f", "lavfi", "-i", "testsrc2=size=64x48:rate=25:duration=2", "-c:v", "libx264",
                "-pix_fmt", "yuv420p", "-g", "10", "-bf", "2",
            ] + extra + ["-y", path])
        return path
    }

    /// A 64 × 48 scene at 30 fps whose one layer fills it with `contents`.
    static func scene(_ contents: String, in scratch: Scratch) throws -> Clip {
        let path = scratch.file("scene.json")
        let text = """
            {"reel": 1, "size": [64, 48], "fps": 30, "duration": 2,
             "layers": [{"name": "video", "position": [32, 24], "bounds": [0, 0, 64, 48], "contents": \(contents)}]}
            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return try Clip(scenePath: path)
    }

    /// Whether two frames are equal (a Bool, so that a failure does not print every pixel).
    static func same(_ a: Frame?, _ b: Frame?) -> Bool { a == b }

    @Test func eachFrameIsTheDecodersFrameAtTheLayersTimeInAnyOrder() throws {
        let scratch = Scratch()
        let video = try Self.makeVideo(in: scratch)
        let decoded = try VideoReader.read(video)
        #expect(decoded.count == 50)
        let clip = try Self.scene(#"{"video": "clip.mp4"}"#, in: scratch)
        #expect(clip.frameCount == 60)
        let inOrder = try clip.makeRenderer()
        let shuffled = try clip.makeRenderer()
        var order = Array(0..<60)
        var random = SeededRandom(seed: 7)
        order.shuffle(using: &random)
        var seen: [Int: Frame] = [:]
        for i in order { seen[i] = try clip.frame(i, renderer: shuffled) }
        var wrong: [Int] = []
        var outOfOrder: [Int] = []
        for i in 0..<60 {
            let frame = try clip.frame(i, renderer: inOrder)
            // Clip frame i (i/30 s) shows video frame ⌊i × 25 / 30⌋.
            if frame != decoded[i * 25 / 30].frame { wrong.append(i) }
            if seen[i] != frame { outOfOrder.append(i) }
        }
        #expect(wrong.isEmpty && outOfOrder.isEmpty, "differ: \(wrong); out of order: \(outOfOrder)")
    }

    @Test func startRateAndLoopMapTheLayersTime() throws {
        let scratch = Scratch()
        let decoded = try VideoReader.read(try Self.makeVideo(in: scratch))
        let clip = try Self.scene(#"{"video": "clip.mp4", "start": 1, "rate": 2, "loop": true}"#, in: scratch)
        let renderer = try clip.makeRenderer()
        var wrong: [Int] = []
        for i in [0, 1, 7, 14, 15, 16, 29, 44, 59] {
            // 1 + 2 × i/30 seconds, around the 2 s video: frame ⌊(30 + 2i) × 25 / 30⌋ mod 50.
            let expected = ((30 + 2 * i) * 25 / 30) % 50
            if try clip.frame(i, renderer: renderer) != decoded[expected].frame { wrong.append(i) }
        }
        #expect(wrong.isEmpty, "differ: \(wrong)")
        let held = try Self.scene(#"{"video": "clip.mp4", "start": 1.5}"#, in: scratch)
        let last = try held.frame(59, renderer: held.makeRenderer())
        let isLast = last == decoded[49].frame
        #expect(isLast)
    }

    @Test func theStreamsRotationTurnsThePicture() throws {
        let scratch = Scratch()
        let plain = try Self.makeVideo(in: scratch)
        let turned = scratch.file("turned.mp4")
        _ = try CLI.tool(
            "/usr/bin/ffmpeg", ["-v", "error", "-i", plain, "-c", "copy", "-metadata:s:v:0", "rotate=90", "-y", turned])
        let reader = try VideoFrameReader(path: turned)
        // FFmpeg reads the `rotate=90` tag as a display matrix of 90° counter-clockwise.
        #expect(reader.quarterTurns == 3)
        #expect(reader.width == 48 && reader.height == 64)
        let upright = try VideoFrameReader(path: plain).frame(at: 0.5).frame
        let shown = try reader.frame(at: 0.5).frame
        let isTurned = shown == VideoFrameReader.turned(upright, quarterTurns: 3)
        #expect(isTurned)
        // The same way as FFmpeg's own autorotation (its colour conversion differs a little).
        let ffmpeg = try CLI.toolOutput(
            "/usr/bin/ffmpeg",
            ["-v", "error", "-ss", "0.5", "-i", turned, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "bgra", "-"])
        #expect(ffmpeg.count == shown.pixels.count)
        let difference = zip(ffmpeg, shown.pixels).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        #expect(Double(difference) / Double(shown.pixels.count) < 6, "mean difference \(difference)")
    }

    @Test func rendersAreTheSameForAnyJobCount() throws {
        let scratch = Scratch()
        _ = try Self.makeVideo(in: scratch)
        let scene = scratch.file("masked.json")
        let text = """
            {"reel": 1, "size": [64, 48], "fps": 30, "duration": 2,
             "layers": [{"name": "video", "position": [32, 24], "bounds": [0, 0, 64, 48], "cornerRadius": 12,
               "masksToBounds": true, "contents": {"video": "clip.mp4", "rate": 1.5, "loop": true},
               "animations": [{"keyPath": "transform.rotation.z", "fromValue": 0, "toValue": 0.5, "duration": 2}]}]}
            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: scene))
        let one = CLI.run(["hash", scene, "--jobs", "1", "--quiet"])
        let four = CLI.run(["hash", scene, "--jobs", "4", "--quiet"])
        #expect(one.status == 0, "\(one.stderr)")
        let frames = { (s: String) in s.split(separator: "\n").filter { !$0.hasPrefix("#") } }
        #expect(frames(one.stdout).count == 60)
        #expect(frames(one.stdout) == frames(four.stdout))
    }

    @Test func badVideoContentsAreReportedWithTheirPath() throws {
        let scratch = Scratch()
        let scene = scratch.file("bad.json")
        func check(_ contents: String, status: Int32, _ message: String) throws {
            let text = """
                {"reel": 1, "size": [64, 48], "fps": 30, "duration": 1,
                 "layers": [{"position": [32, 24], "bounds": [0, 0, 64, 48], "contents": \(contents)}]}
                """
            try Data(text.utf8).write(to: URL(fileURLWithPath: scene))
            let r = CLI.run(["render", scene, "-o", scratch.file("out.mp4"), "--quiet"])
            #expect(r.status == status, "\(contents): \(r.stderr)")
            #expect(r.stderr.contains(message), "\(contents): \(r.stderr)")
        }
        try check(#"{"video": "missing.mp4"}"#, status: 66, "cannot find video \"missing.mp4\"")
        try check(#"{"video": "clip.mp4", "rat": 2}"#, status: 65, "did you mean \"rate\"")
        try Data("not a video".utf8).write(to: URL(fileURLWithPath: scratch.file("broken.mp4")))
        try check(#"{"video": "broken.mp4"}"#, status: 65, "broken.mp4")
    }
}

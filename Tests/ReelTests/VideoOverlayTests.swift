import Foundation
import Testing
import _ReelTestSupport

/// `reel render scene.json --over input.mp4`: the scene over a video, taking the video's size,
/// frame rate, length and sound unless the document gives them.
@Suite("Scenes over a video")
struct VideoOverlayTests {
    /// A 25 fps, 2 s, 160 × 90 test pattern with a 440 Hz tone (or none).
    static func makeVideo(_ scratch: Scratch, sound: Bool = true) throws -> String {
        let path = scratch.file(sound ? "input.mp4" : "silent.mp4")
        var arguments = ["-v", "error", "-f", "lavfi", "-i", "testsrc2=size=160x90:rate=25:duration=2"]
        if sound { arguments += ["-f", "lavfi", "-i", "sine=frequency=440:sample_rate=48000:duration=2"] }
        arguments += ["-c:v", "libx264", "-pix_fmt", "yuv420p"] + (sound ? ["-c:a", "aac"] : []) + ["-y", path]
        _ = try CLI.tool("/usr/bin/ffmpeg", arguments)
        return path
    }

    static func probe(_ path: String) throws -> String {
        try CLI.tool(
            "/usr/bin/ffprobe",
            [
                "-v", "error", "-show_entries", "stream=codec_type,width,height,r_frame_rate,nb_frames", "-of",
                "csv=p=0", path,
            ])
    }

    /// The root-mean-square of the decoded sound, mono.
    static func loudness(_ path: String) throws -> Double {
        let data = try CLI.toolOutput("/usr/bin/ffmpeg", ["-v", "error", "-i", path, "-ac", "1", "-f", "f32le", "-"])
        let samples = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        return (samples.reduce(0) { $0 + Double($1 * $1) } / Double(max(samples.count, 1))).squareRoot()
    }

    static let tag = """
        {"reel": 1, "layers": [{"name": "tag", "position": [120, 20], "bounds": [0, 0, 60, 24],
          "backgroundColor": "#ffd166", "cornerRadius": 6,
          "animations": [{"keyPath": "position.x", "fromValue": 200, "toValue": 120, "duration": 0.5}]}]}
        """

    @Test func theSceneTakesTheVideosSizeRateLengthAndSound() throws {
        let scratch = Scratch()
        let video = try Self.makeVideo(scratch)
        try Data(Self.tag.utf8).write(to: URL(fileURLWithPath: scratch.file("tag.json")))
        let out = scratch.file("out.mp4")
        let r = CLI.run(["render", scratch.file("tag.json"), "--over", video, "-o", out, "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        let streams = try Self.probe(out)
        #expect(streams.contains("video,160,90,25/1,50"), "\(streams)")
        #expect(streams.contains("audio"), "\(streams)")
        // Under the tag, the video; the tag's colour at its place at the end.
        let last = try CLI.toolOutput(
            "/usr/bin/ffmpeg",
            ["-v", "error", "-sseof", "-0.04", "-i", out, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
        let source = try CLI.toolOutput(
            "/usr/bin/ffmpeg",
            ["-v", "error", "-sseof", "-0.04", "-i", video, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
        #expect(last.count == 160 * 90 * 3 && source.count == last.count)
        func pixel(_ d: Data, _ x: Int, _ y: Int) -> [Int] { (0..<3).map { Int(d[(y * 160 + x) * 3 + $0]) } }
        let tagColour = pixel(last, 120, 20)
        #expect(abs(tagColour[0] - 0xff) < 12 && abs(tagColour[1] - 0xd1) < 12 && abs(tagColour[2] - 0x66) < 12)
        // The video under it is the input's last frame (re-encoded), far from its first.
        let first = try CLI.toolOutput(
            "/usr/bin/ffmpeg",
            ["-v", "error", "-i", video, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "-"])
        func difference(_ a: Data, _ b: Data) -> Double {
            var sum = 0
            for y in 50..<90 {
                for x in 0..<160 { sum += zip(pixel(a, x, y), pixel(b, x, y)).map { abs($0 - $1) }.reduce(0, +) }
            }
            return Double(sum) / Double(40 * 160 * 3)
        }
        #expect(difference(last, source) * 3 < difference(last, first), "\(difference(last, source))")
        // A 440 Hz sine at FFmpeg's default amplitude 1/8: RMS 0.088.
        #expect(abs(try Self.loudness(out) - 0.125 / 2.0.squareRoot()) < 0.01)
    }

    @Test func theDocumentsSizeAndSoundTrackWinAndSoundsMix() throws {
        let scratch = Scratch()
        let video = try Self.makeVideo(scratch)
        _ = try CLI.tool(
            "/usr/bin/ffmpeg",
            [
                "-v", "error", "-f", "lavfi", "-i", "sine=frequency=1000:sample_rate=48000:duration=2", "-y",
                scratch.file("music.wav"),
            ])
        let scene = """
            {"reel": 1, "size": [80, 45], "scale": 2, "fps": 10, "duration": 1, "audio": {"path": "music.wav"},
             "layers": []}
            """
        try Data(scene.utf8).write(to: URL(fileURLWithPath: scratch.file("own.json")))
        let mixed = scratch.file("mixed.mp4")
        let r = CLI.run(["render", scratch.file("own.json"), "--over", video, "-o", mixed, "--quiet"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.probe(mixed).contains("video,160,90,10/1,10"))
        let music = scratch.file("music.mp4")
        #expect(CLI.run(["render", scratch.file("own.json"), "-o", music, "--quiet"]).status == 0)
        let silent = try Self.makeVideo(scratch, sound: false)
        let musicOnly = scratch.file("music-only.mp4")
        #expect(
            CLI.run(["render", scratch.file("own.json"), "--over", silent, "-o", musicOnly, "--quiet"]).status == 0)
        // Two uncorrelated tones of equal level: the mix's RMS is √2 times either's.
        let (both, one) = (try Self.loudness(mixed), try Self.loudness(musicOnly))
        #expect(abs(one - (try Self.loudness(music))) < 0.01)
        #expect(abs(both / one - 2.0.squareRoot()) < 0.05, "\(both) vs \(one)")
    }

    /// Over a QuickTime movie with sound, every video output carries the video's sound (AAC in
    /// MP4 and QuickTime, Opus in WebM) and says nothing about sound; a GIF says it has none.
    @Test func theVideosSoundIsInEveryVideoOutputAndTheNotesSayWhatIsDone() throws {
        let scratch = Scratch()
        let video = scratch.file("clip.mov")
        _ = try CLI.tool(
            "/usr/bin/ffmpeg",
            [
                "-v", "error", "-f", "lavfi", "-i", "testsrc2=size=160x90:rate=25:duration=1", "-f", "lavfi", "-i",
                "sine=frequency=440:sample_rate=48000:duration=1", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a",
                "aac", "-y", video,
            ])
        try Data(Self.tag.utf8).write(to: URL(fileURLWithPath: scratch.file("tag.json")))
        for (name, codec) in [("out.mov", "aac"), ("out.mp4", "aac"), ("out.webm", "opus"), ("out.gif", "")] {
            let out = scratch.file(name)
            let r = CLI.run(["render", scratch.file("tag.json"), "--over", video, "-o", out, "--quiet"])
            #expect(r.status == 0, "\(r.stderr)")
            let sound = try CLI.tool(
                "/usr/bin/ffprobe",
                ["-v", "error", "-select_streams", "a", "-show_entries", "stream=codec_name", "-of", "csv=p=0", out]
            ).trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(sound == codec, "\(name): \(sound)")
            let notes = r.stderr.split(separator: "\n").filter { $0.contains("sound") }
            let gifNote =
                "note: '\(out)': GIF has no sound, so the sound track '\(video)' is only in video outputs "
                + "(MP4, QuickTime, WebM)"
            #expect(notes == (codec.isEmpty ? [Substring(gifNote)] : []), "\(name): \(r.stderr)")
        }
    }

    @Test func aMissingOrUnreadableVideoIsReported() throws {
        let scratch = Scratch()
        try Data(Self.tag.utf8).write(to: URL(fileURLWithPath: scratch.file("tag.json")))
        let missing = CLI.run([
            "render", scratch.file("tag.json"), "--over", scratch.file("none.mp4"), "-o", scratch.file("a.mp4"),
        ])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("cannot open the video"), "\(missing.stderr)")
        try Data("junk".utf8).write(to: URL(fileURLWithPath: scratch.file("junk.mp4")))
        let junk = CLI.run([
            "render", scratch.file("tag.json"), "--over", scratch.file("junk.mp4"), "-o", scratch.file("b.mp4"),
        ])
        #expect(junk.status == 65, "\(junk.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.file("b.mp4")))
    }
}

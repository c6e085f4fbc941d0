import Foundation
import Testing
import _ReelTestSupport

@testable import ReelCLI

/// A document's `"audio"`: AAC in MP4 and QuickTime, Opus in WebM (48 kHz, the source's channels up
/// to stereo), cut and padded to the clip, with its offset, volume and fades; once in a joined
/// file; a note for formats without sound.
@Suite struct SoundTrackTests {
    let dir: String
    init() throws {
        dir = try CLI.temporaryDirectory()
    }

    /// A 16-bit WAV at 44.1 kHz with `channels` channels: `silence` seconds of silence, then `tone`
    /// seconds of a 440 Hz sine of peak `amplitude` (of full scale) in every channel but the
    /// `silent` ones. Six channels are 5.1 to FFmpeg (its default layout for six).
    func writeWAV(
        _ name: String, silence: Double = 0, tone: Double, amplitude: Double = 0.5, channels: Int = 1,
        silent: Set<Int> = []
    ) throws {
        let rate = 44_100
        var samples: [Int16] = Array(repeating: 0, count: Int(silence * Double(rate)) * channels)
        for i in 0..<Int(tone * Double(rate)) {
            let v = Int16((amplitude * 32767 * sin(2 * Double.pi * 440 * Double(i) / Double(rate))).rounded())
            for c in 0..<channels { samples.append(silent.contains(c) ? 0 : v) }
        }
        var data = Data()
        func put<T: FixedWidthInteger>(_ v: T) { withUnsafeBytes(of: v.littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8))
        put(UInt32(36 + samples.count * 2))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        put(UInt32(16))
        put(UInt16(1))
        put(UInt16(channels))
        put(UInt32(rate))
        put(UInt32(rate * 2 * channels))
        put(UInt16(2 * channels))
        put(UInt16(16))
        data.append(contentsOf: Array("data".utf8))
        put(UInt32(samples.count * 2))
        for s in samples { put(s) }
        try data.write(to: URL(fileURLWithPath: dir + "/" + name))
    }

    /// A 16 × 8 clip of `duration` s at 10 fps with `audio` (a JSON object's members).
    func writeScene(_ name: String = "scene.json", duration: Double = 2, audio: String) throws {
        let text = """
            { "reel": 1, "size": [16, 8], "fps": 10, "duration": \(duration), "background": "#336699",
              "audio": { \(audio) },
              "layers": [ { "bounds": [0, 0, 4, 4], "position": [4, 4], "backgroundColor": "#ffffff",
                "animations": [ { "type": "basic", "keyPath": "position.x", "fromValue": 2, "toValue": 14,
                  "duration": \(duration) } ] } ] }
            """
        try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name))
    }

    func render(_ arguments: [String]) -> CLIResult {
        CLI.run(
            ["render", dir + "/scene.json"]
                + arguments.map { $0.contains(".") || $0.hasSuffix("/") ? dir + "/" + $0 : $0 } + ["-q"])
    }

    func probe(_ name: String, _ entries: String) throws -> String {
        try CLI.tool(
            "/usr/bin/ffprobe",
            ["-v", "error", "-select_streams", "a", "-show_entries", entries, "-of", "csv=p=0", dir + "/" + name]
        ).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The largest sample magnitude within 10 ms either side of `time`.
    static func peak(_ samples: [Float], at time: Double) -> Double {
        let centre = Int(time * 48_000)
        let window = max(0, centre - 480)..<min(samples.count, centre + 480)
        return Double(samples[window].map { abs($0) }.max() ?? 0)
    }

    @Test func mp4CarriesTheClipsSoundAsAACCutToTheClipWithVolumeAndFades() throws {
        try writeWAV("tone.wav", tone: 3)
        try writeScene(audio: #""path": "tone.wav", "volume": 0.8, "fadeIn": 0.5, "fadeOut": 0.5"#)
        let r = render(["-o", "a.mp4"])
        #expect(r.status == 0, "\(r)")
        #expect(try probe("a.mp4", "stream=codec_name,sample_rate,channels") == "aac,48000,1")
        let duration = try #require(Double(try probe("a.mp4", "stream=duration")))
        #expect(abs(duration - 2) < 0.03, "the 3 s file is cut to the 2 s clip: \(duration)")
        let samples = try SoundDecoding.samples(dir + "/a.mp4")
        #expect(abs(Double(samples.count) / 48_000 - 2) < 0.03)
        // The tone's peak is 0.5; times the volume 0.8 and the fades (0 → 1 over 0.5 s, 1 → 0 over the last 0.5 s).
        for (time, gain) in [(0.1, 0.2), (0.25, 0.5), (1.0, 1.0), (1.5, 1.0), (1.75, 0.5), (1.9, 0.2)] {
            let expected = 0.5 * 0.8 * gain
            let measured = Self.peak(samples, at: time)
            #expect(
                abs(measured - expected) < 0.03 + 0.05 * expected, "at \(time) s: \(measured), expected \(expected)")
        }
        // Determinism: the same file again, byte for byte.
        #expect(render(["-o", "b.mp4"]).status == 0)
        let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.mp4"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/b.mp4")) == a)
    }

    @Test func theOffsetSkipsTheFileAndAShortFileEndsInSilence() throws {
        // One second of silence, then 0.6 s of tone: the clip starts 1 s in, so the tone plays
        // from 0 to 0.6 s and silence follows to the clip's end at 2 s.
        try writeWAV("late.wav", silence: 1, tone: 0.6)
        try writeScene(audio: #""path": "late.wav", "offset": 1"#)
        #expect(render(["-o", "a.mp4"]).status == 0)
        let duration = try #require(Double(try probe("a.mp4", "stream=duration")))
        #expect(abs(duration - 2) < 0.03, "padded with silence to the clip: \(duration)")
        let samples = try SoundDecoding.samples(dir + "/a.mp4")
        #expect(abs(Self.peak(samples, at: 0.3) - 0.5) < 0.05)
        #expect(Self.peak(samples, at: 1.0) < 0.01)
        #expect(Self.peak(samples, at: 1.9) < 0.01)
    }

    @Test func shardsJoinedCarryTheSoundOnceAndAreTheOneShotFile() throws {
        try writeWAV("tone.wav", tone: 3)
        try writeScene(audio: #""path": "tone.wav", "fadeOut": 1"#)
        #expect(render(["-o", "one.mp4", "--segment", "5"]).status == 0)
        for i in 0..<2 { #expect(render(["-o", "p\(i).mp4", "--segment", "5", "--shard", "\(i)/2"]).status == 0) }
        // The part with frame 0 carries the whole clip's sound; the other none.
        #expect(abs((Double(try probe("p0.mp4", "stream=duration")) ?? 0) - 2) < 0.03)
        #expect(try probe("p1.mp4", "stream=codec_name") == "")
        let r = CLI.run(["join", dir + "/p1.mp4", dir + "/p0.mp4", "-o", dir + "/joined.mp4"])
        #expect(r.status == 0 && r.stdout.contains("20 frames and sound joined"), "\(r)")
        let one = try Data(contentsOf: URL(fileURLWithPath: dir + "/one.mp4"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/joined.mp4")) == one)
        // A part other than the first with sound is refused.
        let bad = CLI.run(["join", dir + "/p0.mp4", dir + "/one.mp4", "-o", dir + "/x.mp4"])
        #expect(bad.status == 65, "\(bad)")
    }

    @Test func formatsWithoutSoundSaySoInANote() throws {
        try writeWAV("tone.wav", tone: 1)
        try writeScene(audio: #""path": "tone.wav""#)
        let r = render(["-o", "a.gif", "-o", "frames/", "-o", "a.mp4"])
        #expect(r.status == 0, "\(r)")
        #expect(r.stderr.contains("note: '\(dir)/a.gif': GIF has no sound, so the sound track"), "\(r)")
        #expect(r.stderr.contains("PNG frames have no sound"), "\(r)")
        #expect(!r.stderr.contains("a.mp4'"), "\(r)")
    }

    /// Every video container carries the sound: AAC in MP4 and QuickTime, Opus in WebM (libopus at
    /// 48 kHz), cut to the clip's length, with its volume and fades, and starting with the first
    /// frame: the encoder's delay (AAC's priming, Opus's pre-skip) is in the file, not in the sound.
    @Test(arguments: [("a.mp4", "aac"), ("a.mov", "aac"), ("a.webm", "opus")])
    func everyVideoContainerCarriesTheSoundInStep(output: String, codec: String) throws {
        // Half a second of silence, then the tone: it must start 0.5 s in, not an encoder delay
        // later (Opus's 312 samples are 6.5 ms, AAC's 1024 are 21 ms).
        try writeWAV("late.wav", silence: 0.5, tone: 3)
        try writeScene(audio: #""path": "late.wav", "volume": 0.8, "fadeOut": 0.5"#)
        let r = render(["-o", output])
        #expect(r.status == 0, "\(r)")
        #expect(!r.stderr.contains("sound"), "\(r)")
        #expect(try probe(output, "stream=codec_name,sample_rate,channels") == "\(codec),48000,1")
        let samples = try SoundDecoding.samples(dir + "/" + output)
        // 2 s of sound: Opus's last packet says how much of it to drop (WebM's DiscardPadding); an
        // AAC decoder gives its whole last frame (1024 samples), past the end of MP4's edit list.
        let length = samples.count - 96_000
        #expect(codec == "opus" ? length == 0 : (0..<1024).contains(length), "\(samples.count) samples")
        // In step with the video: the first sample heard (the encoder's delay dropped) is at the
        // first frame's time. (libavformat 59's Matroska muxer moved the video 7 ms later.)
        let start = try ["a", "v"].map { (kind: String) throws -> Double in
            let times = try CLI.tool(
                "/usr/bin/ffprobe",
                [
                    "-v", "error", "-select_streams", kind, "-show_entries", "frame=best_effort_timestamp_time", "-of",
                    "csv=p=0", dir + "/" + output,
                ])
            // The first line's first field (an MP4's video frames add an empty one).
            let first = times.split(separator: "\n").first?.split(separator: ",").first ?? ""
            return Double(first.trimmingCharacters(in: .whitespaces)) ?? -1
        }
        #expect(abs(start[0] - start[1]) < 0.001, "sound from \(start[0]) s, video from \(start[1]) s")
        let onset = samples.firstIndex { abs($0) > 0.2 } ?? -1
        #expect(abs(onset - 24_000) < 96, "the tone starts at sample \(onset), not 24000")
        // The tone's peak is 0.5, times the volume 0.8, and half that in the middle of the fade out.
        #expect(abs(Self.peak(samples, at: 1.2) - 0.4) < 0.03, "\(Self.peak(samples, at: 1.2))")
        #expect(abs(Self.peak(samples, at: 1.75) - 0.2) < 0.03, "\(Self.peak(samples, at: 1.75))")
        // Determinism: the same file again, byte for byte.
        let again = "b." + (output as NSString).pathExtension
        #expect(render(["-o", again]).status == 0)
        let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/" + output))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/" + again)) == a)
    }

    /// The source's channel layout is kept up to stereo: mono stays mono, stereo keeps its left and
    /// right; more channels (5.1) are mixed down to stereo, and a note says so.
    @Test(arguments: ["a.mp4", "a.webm"])
    func monoStaysMonoStereoStaysStereoAndMoreIsMixedDown(output: String) throws {
        try writeWAV("mono.wav", tone: 2)
        try writeWAV("left.wav", tone: 2, channels: 2, silent: [1])
        try writeWAV("six.wav", tone: 2, channels: 6)
        for (file, channels) in [("mono.wav", 1), ("left.wav", 2), ("six.wav", 2)] {
            try writeScene(audio: "\"path\": \"\(file)\"")
            let r = render(["-o", output])
            #expect(r.status == 0, "\(r)")
            #expect(try probe(output, "stream=channels") == "\(channels)", "\(file)")
            let note = "note: '\(dir)/\(output)': the sound '\(dir)/\(file)' has 6 channels"
            #expect(r.stderr.contains(note) == (file == "six.wav"), "\(r)")
            if file == "six.wav" { #expect(r.stderr.contains("mixed down to stereo"), "\(r)") }
            if file == "left.wav" {
                let (left, right) = try SoundDecoding.stereo(dir + "/" + output)
                #expect(abs(Self.peak(left, at: 1) - 0.5) < 0.03, "\(Self.peak(left, at: 1))")
                #expect(Self.peak(right, at: 1) < 0.01, "\(Self.peak(right, at: 1))")
            }
        }
    }

    /// What `reel render` says about sound is true for every format: a video container carries
    /// it and says nothing; every other format says once that it has none.
    @Test(arguments: ["a.mp4", "a.mov", "a.webm", "a.gif", "a.webp", "a.apng", "frames/"])
    func theSoundNoteIsTrueForEveryFormat(output: String) throws {
        try writeWAV("tone.wav", tone: 2)
        try writeScene(audio: #""path": "tone.wav""#)
        let r = render(["-o", output])
        #expect(r.status == 0, "\(r)")
        let notes = r.stderr.split(separator: "\n").filter { $0.contains("sound") }
        if [".mp4", ".mov", ".webm"].contains(where: output.hasSuffix) {
            #expect(notes.isEmpty, "\(r)")
            #expect(try probe(output, "stream=codec_type") == "audio")
        } else {
            #expect(notes.count == 1 && notes[0].contains("no sound"), "\(r)")
        }
    }

    @Test func webmShardsJoinedCarryTheSoundOnceAndAreTheOneShotFile() throws {
        try writeWAV("tone.wav", tone: 3)
        try writeScene(audio: #""path": "tone.wav", "fadeOut": 1"#)
        #expect(render(["-o", "one.webm", "--segment", "5"]).status == 0)
        for i in 0..<2 { #expect(render(["-o", "p\(i).webm", "--segment", "5", "--shard", "\(i)/2"]).status == 0) }
        #expect(try probe("p0.webm", "stream=codec_name") == "opus")
        #expect(try probe("p1.webm", "stream=codec_name") == "")
        let r = CLI.run(["join", dir + "/p1.webm", dir + "/p0.webm", "-o", dir + "/joined.webm"])
        #expect(r.status == 0 && r.stdout.contains("20 frames and sound joined"), "\(r)")
        let one = try Data(contentsOf: URL(fileURLWithPath: dir + "/one.webm"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/joined.webm")) == one)
    }

    @Test(arguments: [
        (#""path": "gone.wav""#, Int32(66), "audio.path"),
        (#""path": "garbage.wav""#, 65, "audio.path"),
        (#""path": "tone.wav", "volume": -1"#, 65, "audio.volume"),
        (#""path": "tone.wav", "fadeIn": "slow""#, 65, "audio.fadeIn"),
        (#""path": "tone.wav", "speed": 2"#, 65, "audio.speed"),
        (#""path": "tone.txt""#, 65, "audio.path"),
        (#""offset": 1"#, 65, "audio"),
    ])
    func badSoundIsReportedAtItsJSONPath(audio: String, status: Int32, path: String) throws {
        try writeWAV("tone.wav", tone: 1)
        try Data("this is not a sound".utf8).write(to: URL(fileURLWithPath: dir + "/garbage.wav"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: dir + "/tone.txt"))
        try writeScene(audio: audio)
        let r = render(["-o", "a.mp4"])
        #expect(r.status == status && r.stderr.contains(path), "\(r)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/a.mp4"))
        let v = CLI.run(["validate", dir + "/scene.json"])
        #expect(v.status == status && v.stderr.contains(path), "\(v)")
    }

    @Test func theSoundFileEntersABatchRowsDigest() throws {
        try writeWAV("tone.wav", tone: 2)
        try writeScene(audio: #""path": "tone.wav""#)
        try Data("name\nx\n".utf8).write(to: URL(fileURLWithPath: dir + "/m.csv"))
        let batch = ["batch", dir + "/scene.json", dir + "/m.csv", "-o", dir + "/out/{name}.mp4", "-q", "--report"]
        #expect(CLI.run(batch + [dir + "/r1.jsonl"]).status == 0)
        #expect(CLI.run(batch + [dir + "/r2.jsonl"]).status == 0)
        try writeWAV("tone.wav", tone: 2, amplitude: 0.25)
        #expect(CLI.run(batch + [dir + "/r3.jsonl"]).status == 0)
        func status(_ report: String) throws -> String {
            let text = try String(contentsOfFile: dir + "/" + report, encoding: .utf8)
            return text.contains("\"status\":\"skipped\"")
                ? "skipped" : text.contains("\"status\":\"rendered\"") ? "rendered" : text
        }
        #expect(
            try [status("r1.jsonl"), status("r2.jsonl"), status("r3.jsonl")] == ["rendered", "skipped", "rendered"])
    }
}

/// Decoding a file's sound back to samples, with FFmpeg's command line (an independent decoder).
enum SoundDecoding {
    /// The first sound stream of a stereo file, left and right, as 32-bit floats at its own rate.
    static func stereo(_ path: String) throws -> (left: [Float], right: [Float]) {
        let data = try CLI.toolOutput(
            "/usr/bin/ffmpeg", ["-v", "error", "-i", path, "-map", "0:a", "-f", "f32le", "-"])
        let both = data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
        return (
            stride(from: 0, to: both.count - 1, by: 2).map { both[$0] },
            stride(from: 1, to: both.count, by: 2).map { both[$0] }
        )
    }

    /// The first sound stream of `path` as mono 32-bit floats at its own rate.
    static func samples(_ path: String) throws -> [Float] {
        let data = try CLI.toolOutput(
            "/usr/bin/ffmpeg", ["-v", "error", "-i", path, "-map", "0:a", "-ac", "1", "-f", "f32le", "-"])
        return data.withUnsafeBytes { Array($0.bindMemory(to: Float.self)) }
    }
}

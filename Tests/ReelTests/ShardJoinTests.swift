import Foundation
import Reel
import ReelEncode
import Testing
import _ReelTestSupport

@testable import ReelCLI

/// `reel render --shard I/N` and `reel join`: a clip rendered in parts on several machines and
/// joined without re-encoding is the one-shot render.
@Suite struct ShardJoinTests {
    /// 24 frames (2.4 s at 10 fps) of a dot crossing a 32 × 16 canvas while its colour changes.
    static let scene = """
        { "reel": 1, "size": [32, 16], "fps": 10, "duration": 2.4, "background": "#ffffff",
          "layers": [ { "name": "dot", "bounds": [0, 0, 6, 6], "position": [3, 8], "backgroundColor": "#ff0000",
            "animations": [
              { "type": "basic", "keyPath": "position.x", "fromValue": 3, "toValue": 29, "duration": 2.4 },
              { "type": "basic", "keyPath": "backgroundColor", "fromValue": "#ff0000", "toValue": "#0000ff",
                "duration": 2.4 } ] } ] }
        """

    let dir: String
    init() throws {
        dir = try CLI.temporaryDirectory()
        try Data(Self.scene.utf8).write(to: URL(fileURLWithPath: dir + "/scene.json"))
    }

    func run(_ arguments: [String]) -> CLIResult {
        CLI.run(
            arguments.map { $0.hasSuffix(".json") || $0.hasSuffix(".mp4") || $0.hasSuffix("/") ? dir + "/" + $0 : $0 })
    }

    /// SHA-256 of each decoded frame's pixels.
    func decodedHashes(_ name: String) throws -> [String] {
        try VideoReader.read(dir + "/" + name).map { try SHA256Hasher.hex(of: $0.frame.pixels) }
    }

    @Test(arguments: [
        // frames, segment, shards: the frames of each shard (FrameShard's documented examples and edges)
        (600, 250, 2, ["0-249", "250-599"]),
        (432, 60, 3, ["0-119", "120-299", "300-431"]),
        (24, 4, 3, ["0-7", "8-15", "16-23"]),
        (25, 4, 3, ["0-7", "8-15", "16-24"]),
        (10, 250, 1, ["0-9"]),
        (7, 1, 7, ["0-0", "1-1", "2-2", "3-3", "4-4", "5-5", "6-6"]),
    ])
    func shardsAreRunsOfWholeSegments(frames: Int, segment: Int, shards: Int, expected: [String]) throws {
        let ranges = try (0..<shards).map {
            try FrameShard(index: $0, count: shards).frames(frameCount: frames, segmentFrames: segment)
        }
        #expect(ranges.map { "\($0.lowerBound)-\($0.upperBound)" } == expected)
    }

    @Test func shardsCoverEveryClipContiguouslyAndEvenly() throws {
        for frames in [1, 2, 9, 24, 100, 431, 1000] {
            for segment in [1, 3, 25, 250] {
                let segments = (frames + segment - 1) / segment
                for count in 1...min(segments, 9) {
                    let ranges = try (0..<count).map {
                        try FrameShard(index: $0, count: count).frames(frameCount: frames, segmentFrames: segment)
                    }
                    #expect(ranges.first?.lowerBound == 0 && ranges.last?.upperBound == frames - 1)
                    for (a, b) in zip(ranges, ranges.dropFirst()) { #expect(b.lowerBound == a.upperBound + 1) }
                    #expect(ranges.allSatisfy { $0.lowerBound % segment == 0 })
                    let whole = ranges.map { ($0.count + segment - 1) / segment }
                    #expect(whole.max()! - whole.min()! <= 1, "\(frames) \(segment) \(count): \(ranges)")
                }
            }
        }
    }

    @Test(arguments: [
        (["--shard", "4/4"], "invalid value '4/4' for '--shard'"),
        (["--shard", "1/0"], "invalid value '1/0'"),
        (["--shard", "-1/3"], "invalid value '-1/3'"),
        (["--shard", "a/b"], "invalid value 'a/b'"),
        (["--shard", "2"], "invalid value '2'"),
        (["--shard", "0/7", "--segment", "4"], "the clip's 24 frames make 6 segments of 4 frames"),
        (["--shard", "0/2", "--frames", "0-3"], "'--shard' and '--frames' cannot be used together"),
        (["--shard", "0/2", "-o", "x.gif"], "'x.gif' is a GIF, which cannot be joined"),
    ])
    func badShardsAreUsageErrors(extra: [String], message: String) {
        let output = extra.contains("-o") ? [] : ["-o", "part.mp4"]
        let r = run(["render", "scene.json"] + output + extra + ["-q"])
        #expect(r.status == 64 && r.stderr.contains(message), "\(r)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/part.mp4"))
    }

    @Test func threeShardsJoinedInAnyOrderAreTheOneShotFile() throws {
        #expect(run(["render", "scene.json", "-o", "one.mp4", "--segment", "4", "-q"]).status == 0)
        for i in 0..<3 {
            let r = run(["render", "scene.json", "-o", "part\(i).mp4", "--segment", "4", "--shard", "\(i)/3", "-q"])
            #expect(r.status == 0, "\(r)")
        }
        // Each part starts with a keyframe at time 0 and records its frames.
        let probe = "/usr/bin/ffprobe"
        for (i, frames) in ["0-7", "8-15", "16-23"].enumerated() {
            let tag = try CLI.tool(
                probe, ["-v", "error", "-show_entries", "format_tags=comment", "-of", "csv=p=0", "\(dir)/part\(i).mp4"])
            #expect(tag.hasPrefix("reel-part frames=\(frames) of=24 segment=4 source="), "\(tag)")
            let first = try CLI.tool(
                probe,
                [
                    "-v", "error", "-select_streams", "v", "-show_entries", "packet=pts,flags", "-of", "csv=p=0",
                    "-read_intervals", "%+#1", "\(dir)/part\(i).mp4",
                ])
            #expect(first.hasPrefix("0,K"), "\(first)")
        }
        let joined = run(["join", "part2.mp4", "part0.mp4", "part1.mp4", "-o", "joined.mp4"])
        #expect(joined.status == 0 && joined.stdout.contains("3 parts, 24 frames joined"), "\(joined)")
        // The same packets, muxed the same way: the same file; so the same decoded frames.
        let one = try Data(contentsOf: URL(fileURLWithPath: dir + "/one.mp4"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/joined.mp4")) == one)
        let hashes = try decodedHashes("joined.mp4")
        let oneShot = try decodedHashes("one.mp4")
        #expect(hashes.count == 24 && hashes == oneShot)
        #expect(Set(hashes).count > 12, "the frames change")
        // Packet timestamps run without gaps: frame i at i/10 s, each lasting 1/10 s.
        let packets = try CLI.tool(
            probe,
            [
                "-v", "error", "-select_streams", "v", "-show_entries", "packet=pts_time,duration_time,flags", "-of",
                "csv=p=0", "\(dir)/joined.mp4",
            ])
        let rows = packets.split(separator: "\n").map { $0.split(separator: ",") }
        let times = rows.compactMap { Double($0[0]) }.sorted()
        #expect(times.count == 24)
        for (i, t) in times.enumerated() { #expect(abs(t - Double(i) / 10) < 1e-6, "frame \(i) at \(t)") }
        #expect(rows.allSatisfy { abs((Double($0[1]) ?? 0) - 0.1) < 1e-6 })
        // A keyframe where each segment starts (every 4 frames), so every part boundary is one.
        #expect(rows.filter { $0[2].hasPrefix("K") }.count == 6)
    }

    @Test func mismatchedPartsAreRefusedNamingThePartAndTheField() throws {
        func render(_ name: String, _ extra: [String]) {
            let r = run(["render", "scene.json", "-o", name, "--segment", "4", "-q"] + extra)
            #expect(r.status == 0, "\(r)")
        }
        render("a.mp4", ["--shard", "0/3"])
        render("b.mp4", ["--shard", "1/3"])
        render("c.mp4", ["--shard", "2/3"])
        render("crf.mp4", ["--shard", "1/3", "--crf", "30"])
        render("size.mp4", ["--shard", "1/3", "--scale", "2"])
        render("rate.mp4", ["--shard", "1/3", "--fps", "20"])
        render("halves.mp4", ["--shard", "1/2"])
        render("whole.mp4", [])
        try Data("not a video".utf8).write(to: URL(fileURLWithPath: dir + "/junk.mp4"))
        let cases: [([String], Int32, String)] = [
            (["a.mp4", "crf.mp4", "c.mp4"], 65, "'\(dir)/crf.mp4' does not match '\(dir)/a.mp4': its stream header"),
            (["a.mp4", "size.mp4", "c.mp4"], 65, "its size is 64×32, not 32×16"),
            (["a.mp4", "rate.mp4", "c.mp4"], 65, "its frame rate is 20/1, not 10/1"),
            (["a.mp4", "c.mp4"], 65, "frames 8-15 are missing between '\(dir)/a.mp4' (frames 0-7) and '\(dir)/c.mp4'"),
            (["b.mp4", "c.mp4"], 65, "frames 0-7 are missing: no part starts at frame 0"),
            (["a.mp4", "b.mp4"], 65, "frames 16-23 are missing at the end: the clip has 24 frames"),
            (["a.mp4", "b.mp4", "halves.mp4"], 65, "overlaps"),
            (["a.mp4", "whole.mp4"], 65, "'\(dir)/whole.mp4' is not a video part written by reel render --shard"),
            (["a.mp4", "junk.mp4"], 65, "cannot read '\(dir)/junk.mp4' as an MP4 part"),
            (["a.mp4", "gone.mp4", "c.mp4"], 66, "cannot join '\(dir)/gone.mp4': no such file"),
        ]
        for (parts, status, message) in cases {
            let r = run(["join"] + parts + ["-o", "out.mp4"])
            #expect(r.status == status && r.stderr.contains(message), "\(parts): \(r)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(!left.contains("out.mp4") && !left.contains { $0.contains("reel-tmp") }, "\(left)")
        let same = run(["join", "a.mp4", "b.mp4", "c.mp4", "-o", "a.mp4"])
        #expect(same.status == 64 && same.stderr.contains("is one of the parts"), "\(same)")
        let gif = run(["join", "a.mp4", "-o", "x.gif"])
        #expect(gif.status == 64, "\(gif)")
    }

    @Test func pngShardsAreNamedByTheClipsFrameNumbers() throws {
        let r = run(["render", "scene.json", "-o", "frames/", "--segment", "4", "--shard", "1/3", "-q"])
        #expect(r.status == 0, "\(r)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/frames").sorted()
        #expect(names == (8...15).map { String(format: "frame_%05d.png", $0) })
    }
}

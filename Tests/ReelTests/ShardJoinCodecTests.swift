import Foundation
import Reel
import ReelEncode
import Testing
import _ReelTestSupport

@testable import ReelCLI

/// `reel render --shard` and `reel join` for every codec and container: the joined parts are
/// the one-shot file, byte for byte.
@Suite struct ShardJoinCodecTests {
    let dir: String
    init() throws {
        dir = try CLI.temporaryDirectory()
        try Data(ShardJoinTests.scene.utf8).write(to: URL(fileURLWithPath: dir + "/scene.json"))
    }

    func run(_ arguments: [String]) -> CLIResult {
        CLI.run(arguments.map { $0.contains(".") && !$0.hasPrefix("-") ? dir + "/" + $0 : $0 })
    }

    @Test(arguments: [
        ("mov", "prores"), ("mov", "hevc"), ("mov", "h264"), ("mp4", "hevc"), ("mp4", "av1"), ("mp4", "vp9"),
        ("webm", "vp9"), ("webm", "vp8"), ("webm", "av1"),
    ])
    func shardsJoinToTheOneShotFile(container: String, codec: String) throws {
        // SVT-AV1 needs frames of at least 64 × 64 pixels: the 32 × 16 scene at 4 pixels a point.
        let common = ["--codec", codec, "--segment", "8", "-q"] + (codec == "av1" ? ["--scale", "4"] : [])
        let one = run(["render", "scene.json", "-o", "one.\(container)"] + common)
        #expect(one.status == 0, "\(one)")
        for i in 0..<3 {
            let r = run(["render", "scene.json", "-o", "part\(i).\(container)", "--shard", "\(i)/3"] + common)
            #expect(r.status == 0, "\(r)")
        }
        let joined = run(
            ["join", "part1.\(container)", "part0.\(container)", "part2.\(container)", "-o", "joined.\(container)"])
        #expect(joined.status == 0 && joined.stdout.contains("3 parts, 24 frames joined"), "\(joined)")
        let a = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/one.\(container)"))
        let b = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/joined.\(container)"))
        #expect(a == b, "\(codec) in .\(container): the joined file differs from the one-shot file")
        let frames = try VideoReader.read("\(dir)/joined.\(container)")
        #expect(frames.count == 24)
    }

    @Test func partsJoinOnlyIntoTheirOwnContainer() throws {
        #expect(run(["render", "scene.json", "-o", "p.webm", "--shard", "0/1", "-q"]).status == 0)
        let r = run(["join", "p.webm", "-o", "whole.mp4"])
        #expect(r.status == 65, "\(r)")
        #expect(r.stderr.contains("is WebM, so the joined file is too; name the output .webm"), "\(r)")
    }

    @Test func impossibleCodecsAreUsageErrorsListingTheValidOnes() {
        let r = run(["render", "scene.json", "-o", "a.mov", "--codec", "vp9"])
        #expect(r.status == 64, "\(r)")
        #expect(
            r.stderr.contains(
                "'\(dir)/a.mov' is a QuickTime movie, which cannot hold VP9; use --codec prores, h264, hevc"))
        let bad = run(["render", "scene.json", "-o", "a.webm", "--codec", "mpeg2"])
        #expect(bad.status == 64 && bad.stderr.contains("expected one of h264, hevc, av1, vp9, vp8, prores"), "\(bad)")
    }
}

import Foundation
import Testing
@testable import Reel

/// `reel render` and `reel frame` end to end through the built binary: outputs written,
/// `--frames`, `--set`, several scenes at once, and exit codes from real causes.
@Suite struct CLIRenderTests {
    let animated = CLI.fixtures + "/animated.json"
    let card = CLI.fixtures + "/card.json"

    func files(in dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
    }

    @Test func framesRendersOnlyThatRange() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try CLI.execute(["render", animated, "-o", dir + "/frames/", "--frames", "2-4", "-q"])
        #expect(r.status == 0, "\(r)")
        let pngs = files(in: dir + "/frames")
        #expect(pngs.count == 3, "\(pngs)")
        #expect(pngs.allSatisfy { $0.hasSuffix(".png") })
        let all = try CLI.execute(["render", animated, "-o", dir + "/all/", "-q"])
        #expect(all.status == 0)
        #expect(files(in: dir + "/all").count == 10)
    }

    @Test func setChangesTheFrameAndRenderingIsDeterministic() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = try CLI.execute(["frame", card, "--time", "0", "-o", dir + "/a.png"])
        let b = try CLI.execute(["frame", card, "--time", "0", "-o", dir + "/b.png"])
        let c = try CLI.execute(["frame", card, "--time", "0", "-o", dir + "/c.png", "--set", "accent=#00ff00"])
        #expect(a.status == 0 && b.status == 0 && c.status == 0, "\(a)\n\(c)")
        let pa = try Data(contentsOf: URL(fileURLWithPath: dir + "/a.png"))
        let pb = try Data(contentsOf: URL(fileURLWithPath: dir + "/b.png"))
        let pc = try Data(contentsOf: URL(fileURLWithPath: dir + "/c.png"))
        #expect(pa.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(pa == pb)
        #expect(pa != pc)
        // IHDR: 750 × 1334 pixels (375 × 667 points at scale 2).
        #expect(Array(pa[16..<24]) == [0, 0, 0x02, 0xEE, 0, 0, 0x05, 0x36])
    }

    @Test func severalScenesRenderOneAfterAnotherAndAFailureIsReported() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: animated, toPath: dir + "/one.json")
        try FileManager.default.copyItem(atPath: animated, toPath: dir + "/two.json")
        try FileManager.default.copyItem(atPath: CLI.fixtures + "/broken/nan.json", toPath: dir + "/bad.json")
        try FileManager.default.createDirectory(atPath: dir + "/gifs", withIntermediateDirectories: true)
        let r = try CLI.execute(
            ["render", "one.json", "bad.json", "two.json", "--out-dir", "gifs", "--format", "gif", "-q"], in: dir)
        #expect(r.status == 65, "\(r)")
        #expect(files(in: dir + "/gifs") == ["one.gif", "two.gif"])
        #expect(r.stderr == "Error: bad.json: line 4, column 15: NaN and Infinity are not JSON numbers; write a finite number\n")
        let gif = try Data(contentsOf: URL(fileURLWithPath: dir + "/gifs/one.gif"))
        #expect(gif.starts(with: Array("GIF89a".utf8)))
    }

    @Test func missingOutputFolderExits73AndWritesNothing() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try CLI.execute(["render", animated, "-o", dir + "/nope/clip.gif", "-q"])
        #expect(r.status == 73)
        #expect(r.stderr.hasPrefix("Error: cannot create '\(dir)/nope/clip.gif'"))
        #expect(files(in: dir).isEmpty)
    }

    @Test func badScenesWriteNothing() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let frame = try CLI.execute(["frame", CLI.fixtures + "/broken/negative-size.json", "--time", "0", "-o", dir + "/f.png"])
        #expect(frame.status == 65)
        let missing = try CLI.execute(["render", CLI.fixtures + "/broken/missing-asset.json", "-o", dir + "/a.gif"])
        #expect(missing.status == 66)
        #expect(files(in: dir).isEmpty)
    }

    @Test func timeOutsideTheClipIsAUsageError() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = CLI.run(["frame", animated, "--time", "5", "-o", dir + "/f.png"])
        #expect(r.status == 64)
        #expect(files(in: dir).isEmpty)
    }
}

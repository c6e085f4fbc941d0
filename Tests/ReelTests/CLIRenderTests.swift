import Foundation
import ReelEncode
import Testing
import _ReelTestSupport

@testable import Reel
@testable import ReelCLI
@testable import ReelRegression

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
        #expect(
            CLIOutputTests.lines(besidesAlpha: r.stderr) == [
                "Error: bad.json: line 4, column 15: NaN and Infinity are not JSON numbers; write a finite number"
            ])
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
        let frame = try CLI.execute([
            "frame", CLI.fixtures + "/broken/negative-size.json", "--time", "0", "-o", dir + "/f.png",
        ])
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

/// `--size`, `--frames` and `--frame` give exactly what they name.
@Suite struct CLIExactSizeAndFrameTests {
    let card = CLI.fixtures + "/card.json"  // 375 × 667 points, scale 2, 60 frames
    let animated = CLI.fixtures + "/animated.json"  // 100 × 100 points, 10 frames

    /// The size in the header of `reel hash` for frame 0.
    func hashedSize(_ arguments: [String]) throws -> (Int, Int) {
        let r = CLI.run(["hash", card, "--frames", "0", "-q"] + arguments)
        #expect(r.status == 0, "\(r)")
        let list = try HashList(parsing: r.stdout)
        return (list.width, list.height)
    }

    @Test(arguments: [(1080, 1920), (750, 1334), (1079, 1919), (1080, 1921), (375, 667), (100, 178)])
    func aSizeThatKeepsTheAspectRatioIsExact(width: Int, height: Int) throws {
        let size = try hashedSize(["--size", "\(width)x\(height)"])
        #expect(size == (width, height))
    }

    @Test func theSceneScaleAsASizeGivesTheSameFrames() throws {
        // 750x1334 is the card at its own scale 2: the same pixels, not a rounding of them.
        let bySize = CLI.run(["hash", card, "--frames", "0-2", "-q", "--size", "750x1334"])
        let byScale = CLI.run(["hash", card, "--frames", "0-2", "-q"])
        #expect(bySize.status == 0 && bySize.stdout == byScale.stdout)
    }

    @Test(arguments: [
        (
            "1000x1000",
            """
            Error: --size 1000x1000 does not keep the scene's aspect ratio (375 × 667 points); the nearest sizes that \
            do are 1000x1779 (same width) and 562x1000 (same height)\n
            """
        ),
        (
            "1080x1923",
            """
            Error: --size 1080x1923 does not keep the scene's aspect ratio (375 × 667 points); the nearest sizes that \
            do are 1080x1921 (same width) and 1081x1923 (same height)\n
            """
        ),
    ])
    func aSizeThatDoesNotIsRefusedWithTheNearestSizes(size: String, message: String) throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for command in [
            ["render", card, "-o", dir + "/a.gif", "--size", size, "-q"],
            ["frame", card, "--frame", "0", "-o", dir + "/a.png", "--size", size],
            ["hash", card, "--size", size, "-q"],
        ] {
            let r = CLI.run(command)
            #expect(r.status == 64, "\(r)")
            #expect(r.stderr.hasPrefix(message), "\(r)")
            #expect(r.stdout.isEmpty)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    @Test func aPNGSequenceOfAPartIsNumberedByTheClipsFrameIndex() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = CLI.run(["render", animated, "-o", dir + "/part/", "--frames", "6-8", "-q"])
        #expect(r.status == 0, "\(r)")
        let hashes = try HashList(parsing: CLI.run(["hash", animated, "--frames", "6-8", "-q"]).stdout)
        #expect(hashes.entries.map(\.index) == [6, 7, 8])
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/part").sorted()
        #expect(names == ["frame_00006.png", "frame_00007.png", "frame_00008.png"])
        // Each file holds the frame its name says: the whole clip's file of that name has the same pixels.
        #expect(CLI.run(["render", animated, "-o", dir + "/all/", "-q"]).status == 0)
        for name in names {
            let part = try VideoReader.read(dir + "/part/" + name)[0].frame
            let whole = try VideoReader.read(dir + "/all/" + name)[0].frame
            let same = part == whole
            #expect(same, "\(name) holds another frame")
        }
    }

    @Test func frameAcceptsExactlyTheFramesRenderWrites() throws {
        let dir = try CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(CLI.run(["render", animated, "-o", dir + "/all/", "-q"]).status == 0)
        let written = try FileManager.default.contentsOfDirectory(atPath: dir + "/all").sorted()
        #expect(written.count == 10)
        for n in [0, 9] {
            let r = CLI.run(["frame", animated, "--frame", "\(n)", "-o", dir + "/f\(n).png"])
            #expect(r.status == 0, "\(r)")
            let single = try VideoReader.read(dir + "/f\(n).png")[0].frame
            let fromRender = try VideoReader.read(dir + "/all/" + written[n])[0].frame
            let same = single == fromRender
            #expect(same, "frame \(n) differs from render's")
        }
        let past = CLI.run(["frame", animated, "--frame", "10", "-o", dir + "/f10.png"])
        #expect(past.status == 64)
        #expect(
            past.stderr.hasPrefix(
                "Error: \(animated): there is no frame 10; the clip has frames 0-9 (10 frames at 10 fps)\n"),
            "\(past)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/f10.png"))
    }
}

import ReelCore
import ReelEncode
import ReelScene
import Testing

@testable import Reel
@testable import ReelCLI

/// Parsing of the options of `render`, `frame` and `trace` into typed structs.
@Suite struct CLIOptionsTests {
    @Test func renderParsesEveryOption() throws {
        let o = try RenderOptions(arguments: [
            "a.json", "-o", "a.gif", "--output=a.mp4", "-o", "frames/", "--fps", "25", "--size=750x1334",
            "--frames", "10-20", "-j", "4", "--crf=20", "--loop", "3", "--set", "title=Hi", "--set", "n=1=2", "-q",
        ])
        #expect(o.scenes == ["a.json"])
        #expect(o.outputs == ["a.gif", "a.mp4", "frames/"])
        #expect(o.fps == 25)
        #expect(o.size == PixelSize(width: 750, height: 1334))
        #expect(o.scale == nil)
        #expect(o.frames == FrameSelection(first: 10, last: 20))
        #expect(o.jobs == 4 && o.crf == 20 && o.loop == 3)
        #expect(o.overrides == [SceneOverride(name: "title", value: "Hi"), SceneOverride(name: "n", value: "1=2")])
        #expect(o.quiet)
        #expect(
            o.targets() == [
                [
                    OutputTarget(path: "a.gif", format: .gif), OutputTarget(path: "a.mp4", format: .mp4),
                    OutputTarget(path: "frames/", format: .png),
                ]
            ])
    }

    @Test func renderSeveralScenesIntoAFolder() throws {
        let o = try RenderOptions(arguments: ["x/intro.json", "outro.json", "--out-dir", "gifs", "--format", "gif"])
        #expect(
            o.targets() == [
                [OutputTarget(path: "gifs/intro.gif", format: .gif)],
                [OutputTarget(path: "gifs/outro.gif", format: .gif)],
            ])
        let png = try RenderOptions(arguments: ["a.json", "--out-dir", "out/", "--format", "png"])
        #expect(png.targets() == [[OutputTarget(path: "out/a/", format: .png)]])
    }

    @Test func formatOptionOverridesTheExtension() throws {
        let o = try RenderOptions(arguments: ["a.json", "-o", "clip.bin", "--format", "webp"])
        #expect(o.targets() == [[OutputTarget(path: "clip.bin", format: .webp)]])
        // An extension that names the same format, or no Reel format, agrees with --format.
        for (path, format) in [("a.gif", "gif"), ("a.png", "apng"), ("a.png", "png"), ("a.mov", "mov"), ("x", "mp4")] {
            let agreed = try RenderOptions(arguments: ["a.json", "-o", path, "--format", format])
            #expect(agreed.targets()[0][0].format.rawValue == format)
        }
    }

    @Test(arguments: [
        (["-o", "a.gif"], "missing <scene>; name at least one scene document"),
        (["a.json"], "missing output; give -o <output> or --out-dir <folder>"),
        (
            ["a.json", "-o", "a.avi"],
            """
            cannot tell the format of 'a.avi'; use an extension .mp4 .mov .webm .gif .webp .apng (or .png), a folder, \
            or --format
            """
        ),
        (["a.json", "b.json", "-o", "a.gif"], "several scenes need --out-dir <folder> (and --format)"),
        (["a.json", "--out-dir", "d"], "'--out-dir' needs '--format' to name the files"),
        (
            ["a.json", "-o", "a.gif", "--out-dir", "d", "--format", "gif"],
            "'-o' and '--out-dir' cannot be used together"
        ),
        (
            ["a.json", "-o", "a.gif", "--fps", "0"],
            "invalid value '0' for '--fps'; expected a number > 0 and ≤ 240, or a fraction such as 30000/1001"
        ),
        (
            ["a.json", "-o", "a.gif", "--fps", "nan"],
            "invalid value 'nan' for '--fps'; expected a number > 0 and ≤ 240, or a fraction such as 30000/1001"
        ),
        (
            ["a.json", "-o", "a.gif", "--size", "100000x100000"],
            """
            invalid value '100000x100000' for '--size'; expected <width>x<height> in pixels, such as 750x1334, at most \
            16384 a side
            """
        ),
        (
            ["a.json", "-o", "a.gif", "--size", "10x"],
            """
            invalid value '10x' for '--size'; expected <width>x<height> in pixels, such as 750x1334, at most 16384 a \
            side
            """
        ),
        (
            ["a.json", "-o", "a.gif", "--size", "10x10", "--scale", "2"],
            "'--size' and '--scale' cannot be used together"
        ),
        (
            ["a.json", "-o", "a.gif", "--frames", "20-10"],
            "invalid value '20-10' for '--frames'; expected <first>-<last> frame numbers from 0, such as 0-24, "
                + "or a marker name"
        ),
        (
            ["a.json", "-o", "a.gif", "--jobs", "0"],
            "invalid value '0' for '--jobs'; expected a whole number from 1 to 256"
        ),
        (
            ["a.json", "-o", "a.gif", "--crf", "52"],
            "invalid value '52' for '--crf'; expected a whole number from 0 to 51"
        ),
        (
            ["a.json", "-o", "a.gif", "--loop", "-1"],
            "invalid value '-1' for '--loop'; expected a whole number from 0 to 65535"
        ),
        (
            ["a.json", "-o", "a.gif", "--format", "avi"],
            "invalid value 'avi' for '--format'; expected one of mp4, mov, webm, gif, webp, apng, png"
        ),
        (["a.json", "-o", "a.gif", "--fps", "10", "--fps", "20"], "'--fps' given more than once"),
        (["a.json", "-o", "a.gif", "--quiet=yes"], "'--quiet' takes no value"),
        (["a.json", "-o", "a.gif", "-o", "a.gif"], "the same output is given twice"),
        (
            ["a.json", "-o", "clip.gif", "--format", "mp4"],
            "'clip.gif' names a GIF but --format is mp4; drop --format or rename the output"
        ),
        (
            ["a.json", "-o", "frames/", "--format", "gif"],
            "'frames/' names a folder of PNG frames but --format is gif; drop --format or rename the output"
        ),
        (
            ["a.json", "-o", "a.webp", "-o", "b.bin", "--format", "webp", "-o", "c.m4v"],
            "'c.m4v' names an MP4 file but --format is webp; drop --format or rename the output"
        ),
        (["a.json", "-o", "a.gif", "--crff", "1"], "unknown option '--crff'; did you mean '--crf'?"),
        (["a.json", "-x"], "unknown option '-x'"),
    ])
    func renderUsageErrors(arguments: [String], message: String) {
        #expect(throws: CommandLineError.usage(message)) { try RenderOptions(arguments: arguments) }
    }

    @Test(arguments: [
        ("0-24", FrameSelection(first: 0, last: 24)), ("7", FrameSelection(first: 7, last: 7)),
        ("10-", FrameSelection(first: 10, last: nil)),
    ])
    func frameRanges(text: String, range: FrameSelection) {
        #expect(FrameSelection(parsing: text) == range)
    }

    @Test func frameSelectionResolvesAgainstTheClip() throws {
        #expect(try FrameSelection(first: 10, last: nil).resolve(frameCount: 60) == 10...59)
        #expect(try FrameSelection(first: 3, last: 3).resolve(frameCount: 60) == 3...3)
        #expect(throws: PipelineError.self) { try FrameSelection(first: 10, last: 100).resolve(frameCount: 60) }
        #expect(throws: PipelineError.self) { try FrameSelection(first: 60, last: nil).resolve(frameCount: 60) }
        #expect(FrameSelection(parsing: "-3") == nil && FrameSelection(parsing: "3-1-") == nil)
        // Anything else is a marker's name ("a-b", "->"), resolved against the clip's markers.
        #expect(FrameSelection(parsing: "a-b") == FrameSelection(marker: "a-b"))
    }

    @Test func frameByTimeOrFrame() throws {
        let t = try FrameOptions(arguments: ["a.json", "--time", "0.4", "-o", "f.png"])
        #expect(t.moment == .time(0.4) && t.output == "f.png")
        #expect(t.time(fps: 30, duration: 2) == 0.4)
        let f = try FrameOptions(arguments: ["a.json", "--frame=24", "-o", "f.png", "--scale", "2", "--set", "a=b"])
        #expect(f.moment == .frame(24) && f.scale == 2 && f.overrides == [SceneOverride(name: "a", value: "b")])
        #expect(f.time(fps: 30, duration: 2) == 0.8)
        let p = try FrameOptions(arguments: ["a.json", "--progress", "0.25", "-o", "f.png"])
        #expect(p.moment == .progress(0.25) && p.time(fps: 30, duration: 2) == 0.5)
    }

    @Test(arguments: [
        (["a.json", "-o", "f.png"], "missing --time <seconds>, --frame <n> or --progress <p>"),
        (["a.json", "--time", "1", "--frame", "2", "-o", "f.png"], "use one of '--time', '--frame' and '--progress'"),
        (
            ["a.json", "--progress", "1", "--frame", "2", "-o", "f.png"],
            "use one of '--time', '--frame' and '--progress'"
        ),
        (["a.json", "--progress", "1.5", "-o", "f.png"], "invalid value '1.5' for '--progress'; expected 0 to 1"),
        (["a.json", "--time", "1"], "missing -o <file.png>"),
        (["a.json", "--time", "1", "-o", "f.gif"], "'f.gif' is not a .png file; reel frame writes PNG"),
        (["a.json", "--time", "-1", "-o", "f.png"], "invalid value '-1' for '--time'; expected seconds ≥ 0"),
        (
            ["a.json", "b.json", "--time", "1", "-o", "f.png"],
            "unexpected argument 'b.json'; reel frame renders one scene"
        ),
    ])
    func frameUsageErrors(arguments: [String], message: String) {
        #expect(throws: CommandLineError.usage(message)) { try FrameOptions(arguments: arguments) }
    }

    @Test func traceOptions() throws {
        let o = try TraceOptions(arguments: ["a.json", "--fps", "60", "--layers", "card, card/avatar"])
        #expect(o.fps == 60 && o.layers == ["card", "card/avatar"])
        #expect(
            throws: CommandLineError.usage(
                "invalid value 'a,,b' for '--layers'; expected layer names separated by commas")
        ) {
            try TraceOptions(arguments: ["a.json", "--layers", "a,,b"])
        }
    }

    @Test func doubleDashEndsOptions() throws {
        let o = try RenderOptions(arguments: ["-o", "a.gif", "--", "-weird.json"])
        #expect(o.scenes == ["-weird.json"])
    }
}

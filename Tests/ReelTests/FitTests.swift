import Foundation
import ReelCore
import ReelEncode
import Shaders
import Testing
import _ReelTestSupport

/// `reel render --size W×H --fit contain|cover`: a clip put into frames of another aspect
/// ratio, centred, the rest `--background`; single-character output folders (`-o f/`) work.
@Suite struct FitTests {
    /// A 100 × 50 canvas, red, with a green square at its left end (x 0 … 20) and a white
    /// square above the canvas (y −30 … −10) that the canvas cuts off.
    static let scene = """
        { "reel": 1, "size": [100, 50], "fps": 10, "duration": 0.1, "background": "#ff0000",
          "layers": [ { "position": [10, 25], "bounds": [0, 0, 20, 20], "backgroundColor": "#00ff00" },
                      { "position": [50, -20], "bounds": [0, 0, 20, 20], "backgroundColor": "#ffffff" } ] }
        """

    /// The frame's pixel at (x, y) as [b, g, r, a].
    static func pixel(_ frame: Frame, _ x: Int, _ y: Int) -> [UInt8] {
        let start = (y * frame.width + x) * 4
        return Array(frame.pixels[start..<start + 4])
    }

    static func render(_ arguments: [String]) throws -> Frame {
        let scratch = Scratch()
        let scene = scratch.file("scene.json")
        try Data(Self.scene.utf8).write(to: URL(fileURLWithPath: scene))
        let r = CLI.run(["render", scene, "-o", scratch.file("f/"), "-q"] + arguments)
        #expect(r.status == 0, "\(r)")
        return try VideoReader.read(scratch.file("f/frame_00000.png"))[0].frame
    }

    @Test func containLetterboxesWithTheBackground() throws {
        // 100 × 50 into 100 × 100: scale 1, the canvas at y 25 … 75, blue above and below.
        let f = try Self.render(["--size", "100x100", "--fit", "contain", "--background", "#0000ff"])
        #expect(f.width == 100 && f.height == 100)
        let (blue, red, green): ([UInt8], [UInt8], [UInt8]) = ([255, 0, 0, 255], [0, 0, 255, 255], [0, 255, 0, 255])
        #expect(Self.pixel(f, 50, 5) == blue && Self.pixel(f, 50, 94) == blue)
        #expect(Self.pixel(f, 50, 30) == red && Self.pixel(f, 10, 50) == green)
        // The white square above the canvas stays cut off: the padding is not a window onto it.
        #expect(Self.pixel(f, 50, 10) == blue)
    }

    @Test func coverFillsAndCutsOffTheSides() throws {
        // 100 × 50 into 50 × 50: scale 1, the canvas's middle (x 25 … 75) shown; the green
        // square at x 0 … 20 is cut off.
        let f = try Self.render(["--size", "50x50", "--fit", "cover"])
        #expect(f.width == 50 && f.height == 50)
        let red: [UInt8] = [0, 0, 255, 255]
        #expect((0..<50).allSatisfy { Self.pixel(f, $0, 25) == red })
        // Into 200 × 50 pixels: scale 2 on x would need 2 on y too (100 px); cover picks 2 and
        // shows rows 12.5 … 37.5 of the canvas: the green square's middle rows at x 0 … 40.
        let wide = try Self.render(["--size", "200x50", "--fit", "cover"])
        #expect(Self.pixel(wide, 20, 25) == [0, 255, 0, 255] && Self.pixel(wide, 60, 25) == red)
    }

    @Test func fitNeedsASize() throws {
        let r = CLI.run(["render", "scene.json", "--fit", "cover", "-o", "a.gif"])
        #expect(r.status == 64 && r.stderr.contains("'--fit' needs '--size <w>x<h>'"), "\(r)")
        let bad = CLI.run(["render", "scene.json", "--size", "10x10", "--fit", "stretch", "-o", "a.gif"])
        #expect(bad.status == 64 && bad.stderr.contains("one of contain, cover"), "\(bad)")
    }

    /// Foundation 6.3's `NSString.deletingLastPathComponent` traps on `"f/"`; Reel's own
    /// `PathText.folder(of:)` gives what it gives elsewhere.
    @Test(arguments: [
        ("f/", ""), ("a/f/", "a"), ("/tmp/x/f/", "/tmp/x"), ("b", ""), ("/b", "/"), ("/", "/"), ("a//b", "a"),
        ("frames/", ""), ("out/a.gif", "out"),
    ])
    func folderOfAPath(path: String, folder: String) {
        #expect(PathText.folder(of: path) == folder)
    }
}

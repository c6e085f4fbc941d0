import Foundation
import Shaders
import Testing
import _ReelTestSupport

@testable import ReelEncode

/// The GIF writer's automatic palette, bounded transparency and determinism.
/// Every GIF here is decoded by FFmpeg's decoder (libavcodec, through `VideoReader`).
@Suite struct GIFPaletteModeTests {
    static let width = 64, height = 48

    /// An opaque frame from straight RGB.
    static func frame(_ color: (Int, Int) -> (Int, Int, Int)) -> Frame {
        var f = Frame(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = color(x, y)
                let i = (y * width + x) * 4
                f.pixels[i] = UInt8(b)
                f.pixels[i + 1] = UInt8(g)
                f.pixels[i + 2] = UInt8(r)
                f.pixels[i + 3] = 255
            }
        }
        return f
    }

    /// A flat UI-like clip whose background drifts by one level a frame (so a bound measured
    /// against the previous frame would let it drift without end), with three pale tiles (the
    /// colours a shared palette must keep apart) and a dark square moving across them. Fewer
    /// than 256 colours, so the palette itself is exact.
    static func driftingFrames(count: Int = 24) -> [Frame] {
        (0..<count).map { k in
            frame { x, y in
                if (2 * k..<(2 * k + 10)).contains(x), (18..<28).contains(y) { return (30, 30, 40) }
                if y >= 36 {
                    return x < 21 ? (227, 240, 255) : x < 42 ? (255, 228, 236) : (232, 246, 236)
                }
                return (150 + k, 200 - k, 120 + k / 2)
            }
        }
    }

    /// Colour-rich frames: a drifting 2-D gradient (thousands of colours) changing every pixel.
    static func richFrames(count: Int, from start: Int = 0) -> [Frame] {
        (start..<(start + count)).map { k in
            frame { x, y in ((x * 4 + k * 3) % 256, (y * 5 + x) % 256, (x * y + k * 7) % 256) }
        }
    }

    static func settings(_ palette: GIFPalette, bound: Int? = 4) -> EncodeSettings {
        var s = EncodeSettings(width: width, height: height, framesPerSecond: 30)
        s.gif.palette = palette
        s.gif.transparencyBound = bound
        s.gif.dithering = 0
        return s
    }

    static func write(_ frames: [Frame], _ settings: EncodeSettings, to path: String, batchSize: Int = 4) throws
        -> GIFWriter
    {
        let writer = try GIFWriter(destination: path, settings: settings, batchSize: batchSize)
        for f in frames { try writer.append(f) }
        try writer.finish()
        return writer
    }

    /// The largest difference of any channel of any pixel between two opaque frames.
    static func largestError(_ a: Frame, _ b: Frame) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// Pixels left transparent because they stayed within the bound show the value they were
    /// last stored with: never further than the bound from the frame, however slowly the
    /// frame drifts. (Checked to fail when the bound is measured against the previous frame:
    /// the background then stays at frame 0's colour while it drifts 23 levels away.) The
    /// frames have few colours, so the palettes are exact at libimagequant speed 4 (from speed
    /// 8, per-frame palettes' default, libimagequant drops the input's lowest bit first).
    @Test(arguments: [GIFPalette.automatic, .shared, .perFrame], [0, 4, 6])
    func boundedTransparencyStaysWithinTheBound(palette: GIFPalette, bound: Int) throws {
        let scratch = Scratch()
        let path = scratch.file("drift.gif")
        let frames = Self.driftingFrames()
        var settings = Self.settings(palette, bound: bound)
        settings.gif.speed = 4
        _ = try Self.write(frames, settings, to: path)
        let decoded = try VideoReader.read(path).map(\.frame)
        #expect(decoded.count == frames.count)
        let errors = zip(frames, decoded).map { Self.largestError($0, $1) }
        #expect(errors.allSatisfy { $0 <= bound }, "largest error per frame: \(errors)")
    }

    @Test func theBoundSavesBytesOnADriftingBackground() throws {
        let scratch = Scratch()
        let frames = Self.driftingFrames()
        _ = try Self.write(frames, Self.settings(.shared, bound: 0), to: scratch.file("exact.gif"))
        _ = try Self.write(frames, Self.settings(.shared, bound: 4), to: scratch.file("bound.gif"))
        let exact = try FileManager.default.attributesOfItem(atPath: scratch.file("exact.gif"))[.size] as! Int
        let bound = try FileManager.default.attributesOfItem(atPath: scratch.file("bound.gif"))[.size] as! Int
        #expect(bound < exact, "\(bound) bytes with the bound, \(exact) without")
    }

    @Test func flatClipGetsOnePaletteAndSaysSo() throws {
        let scratch = Scratch()
        let writer = try Self.write(Self.driftingFrames(), Self.settings(.automatic), to: scratch.file("flat.gif"))
        #expect(writer.paletteMode == .shared)
        #expect(writer.log.contains { $0.contains("one palette for the whole clip") })
        #expect(scratch.contents == ["flat.gif"])  // the spool is gone
    }

    @Test func colourRichClipGetsAPalettePerFrameAndSaysSo() throws {
        let scratch = Scratch()
        let path = scratch.file("rich.gif")
        let frames = Self.richFrames(count: 6)
        let writer = try Self.write(frames, Self.settings(.automatic), to: path)
        #expect(writer.paletteMode == .perFrame)
        #expect(writer.log.contains { $0.contains("a palette for each frame") })
        let decoded = try VideoReader.read(path).map(\.frame)
        #expect(decoded.count == frames.count)
        #expect(Quality.psnr(frames, decoded, over: .black) >= 25)  // measured 27.7 dB undithered
        #expect(scratch.contents == ["rich.gif"])
    }

    /// A clip that starts flat and turns colour-rich switches to per-frame palettes when it
    /// checks (after 1, 2, 4, 8 … frames), re-encoding the frames it had spooled.
    @Test func clipThatOutgrowsOnePaletteSwitchesMidway() throws {
        let scratch = Scratch()
        let path = scratch.file("mixed.gif")
        let frames = Self.driftingFrames(count: 5) + Self.richFrames(count: 6)
        let writer = try Self.write(frames, Self.settings(.automatic), to: path)
        #expect(writer.paletteMode == .perFrame)
        let note = try #require(writer.log.first { $0.contains("a palette for each frame") })
        #expect(note.contains("first 8 frames"))
        let decoded = try VideoReader.read(path).map(\.frame)
        #expect(decoded.count == frames.count)
        #expect(Quality.psnr(Array(frames[..<5]), Array(decoded[..<5]), over: .black) >= 40)
        #expect(Quality.psnr(Array(frames[5...]), Array(decoded[5...]), over: .black) >= 25)
    }

    /// Frames are quantized, mapped and compressed in parallel batches; the bytes must not
    /// depend on the batch size (the number of threads), for either palette mode.
    @Test(arguments: [false, true])
    func bytesDoNotDependOnTheBatchSize(rich: Bool) throws {
        let scratch = Scratch()
        let frames = rich ? Self.richFrames(count: 7) : Self.driftingFrames(count: 13)
        var files: [Data] = []
        for batch in [1, 3, 8] {
            let path = scratch.file("b\(batch).gif")
            let writer = try Self.write(frames, Self.settings(.automatic), to: path, batchSize: batch)
            #expect(writer.paletteMode == (rich ? .perFrame : .shared))
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(files[0] == files[1])
        #expect(files[0] == files[2])
    }

    /// Colour-rich frames (a 2-D gradient) under grain: every pixel moves by 0–2 levels from
    /// one frame to the next, as a photo's noise does, while the picture stays put.
    static func grainyFrames(count: Int) -> [Frame] {
        (0..<count).map { k in
            frame { x, y in
                let j = (x * 7 + y * 3 + k * 5) % 3
                return (min(255, (x * 4) % 253 + j), min(255, (y * 5 + x) % 253 + j), min(255, (x * y) % 253 + j))
            }
        }
    }

    /// With the bound left to the palette mode, per-frame palettes leave pixels within
    /// `perFrameTransparencyBound` transparent, including the frames the automatic mode had
    /// spooled (masked exactly, for a shared palette) before it switched: the file is byte for
    /// byte the one written with per-frame palettes and that bound from the start.
    @Test func perFramePalettesGetTheirOwnBound() throws {
        let scratch = Scratch()
        let frames = Self.driftingFrames(count: 5) + Self.grainyFrames(count: 7)
        let automatic = try Self.write(frames, Self.settings(.automatic, bound: nil), to: scratch.file("auto.gif"))
        #expect(automatic.paletteMode == .perFrame)
        #expect(automatic.log.contains { $0.contains("first 8 frames") })  // switched after spooling 8
        _ = try Self.write(
            frames, Self.settings(.perFrame, bound: GIFWriter.perFrameTransparencyBound), to: scratch.file("bound.gif"))
        _ = try Self.write(frames, Self.settings(.perFrame, bound: 0), to: scratch.file("exact.gif"))
        let auto = try Data(contentsOf: URL(fileURLWithPath: scratch.file("auto.gif")))
        let bound = try Data(contentsOf: URL(fileURLWithPath: scratch.file("bound.gif")))
        let exact = try Data(contentsOf: URL(fileURLWithPath: scratch.file("exact.gif")))
        #expect(auto == bound)
        #expect(bound.count * 2 < exact.count, "\(bound.count) bytes at the bound, \(exact.count) at 0")
        // Frames whose grain stays within the bound change nothing and add their delay to the
        // frame before: fewer frames, the same 12 frames' length (40 cs at 30 fps).
        let packets = try FrameRateWriterTests.probe(scratch.file("auto.gif")).packets
        #expect(packets.map(\.1).reduce(0, +) == 40)
        #expect(try VideoReader.read(scratch.file("auto.gif")).count == packets.count)
    }

    /// Per-frame palettes are quantized at `perFrameSpeed` unless a speed is asked for (the
    /// shared palette keeps speed 4). Checked to fail while every palette used speed 4.
    @Test func perFramePalettesAreQuantizedAtTheirOwnSpeed() throws {
        let scratch = Scratch()
        let frames = Self.richFrames(count: 4)
        var files: [Data] = []
        for speed in [nil, GIFWriter.perFrameSpeed, 4] {
            var s = Self.settings(.perFrame, bound: 0)
            s.gif.dithering = nil
            s.gif.speed = speed
            let path = scratch.file("s\(speed ?? 0).gif")
            _ = try Self.write(frames, s, to: path)
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(files[0] == files[1])
        #expect(files[0] != files[2])
    }

    /// Per-frame palettes are not dithered unless dithering is asked for. Checked to fail while
    /// they were dithered fully by default.
    @Test func perFramePalettesAreNotDitheredByDefault() throws {
        let scratch = Scratch()
        let frames = Self.richFrames(count: 3)
        var files: [Data] = []
        for dithering in [nil, 0, 1] as [Double?] {
            var s = Self.settings(.perFrame, bound: 0)
            s.gif.dithering = dithering
            let path = scratch.file("d\(files.count).gif")
            _ = try Self.write(frames, s, to: path)
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(files[0] == files[1])
        #expect(files[0] != files[2])
    }

    /// One palette for the clip keeps the exact bound (0) unless one is asked for.
    @Test func aSharedPaletteKeepsTheExactBound() throws {
        let scratch = Scratch()
        let frames = Self.driftingFrames()
        let writer = try Self.write(frames, Self.settings(.automatic, bound: nil), to: scratch.file("auto.gif"))
        #expect(writer.paletteMode == .shared)
        _ = try Self.write(frames, Self.settings(.automatic, bound: 0), to: scratch.file("exact.gif"))
        let auto = try Data(contentsOf: URL(fileURLWithPath: scratch.file("auto.gif")))
        #expect(auto == (try Data(contentsOf: URL(fileURLWithPath: scratch.file("exact.gif")))))
    }

    @Test func boundOutOfRangeIsRefused() {
        var s = Self.settings(.automatic)
        s.gif.transparencyBound = 256
        #expect(throws: EncodeError.self) { try GIFWriter(destination: "/tmp/never.gif", settings: s) }
    }
}

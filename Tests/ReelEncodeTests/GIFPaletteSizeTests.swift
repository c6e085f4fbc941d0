import Foundation
import Shaders
import Testing
import _ReelTestSupport

@testable import ReelEncode

/// The shared palette: made from every pixel shown (not only those stored), with the fewest
/// colours whose error stays within `gifPaletteError`. Every GIF here is decoded by FFmpeg's
/// decoder (libavcodec, through `VideoReader`).
@Suite struct GIFPaletteSizeTests {
    static let width = 64, height = 48

    static func frame(_ color: (Int, Int) -> (Int, Int, Int)) -> Frame {
        GIFPaletteModeTests.frame(color)
    }

    /// Twelve flat tiles, each with every ±1 variation of its colour (324 colours in tight
    /// clusters, like anti-aliased UI colours), and a dark square moving across them.
    static func clusteredFrames(count: Int = 8) -> [Frame] {
        let bases = [
            (240, 242, 246), (250, 120, 40), (60, 170, 90), (90, 110, 230), (250, 210, 60), (30, 30, 40),
            (200, 60, 120), (20, 200, 220), (140, 140, 140), (250, 180, 190), (100, 60, 20), (180, 230, 120),
        ]
        return (0..<count).map { k in
            frame { x, y in
                if (4 * k..<(4 * k + 10)).contains(x), (20..<30).contains(y) { return (10, 10, 12) }
                let b = bases[(x / 16) + 4 * (y / 16)]
                let h = (x &* 73_856_093) ^ (y &* 19_349_663)
                let n = abs(h) % 27
                return (b.0 + n % 3 - 1, b.1 + (n / 3) % 3 - 1, b.2 + n / 9 - 1)
            }
        }
    }

    static func settings(error: Double) -> EncodeSettings {
        var s = EncodeSettings(width: width, height: height, framesPerSecond: 30)
        s.gif.palette = .shared
        s.gif.paletteError = error
        // The mean squared error bound alone: these frames' ±1 noise, flattened by any
        // palette, keeps the first frame's SSIM under the default floor at every size.
        s.gif.paletteSimilarity = 0
        return s
    }

    /// The global colour table of a GIF file: its entries (a power of two of them).
    static func globalTable(_ data: Data) -> [(Int, Int, Int)] {
        let bytes = [UInt8](data)
        let count = 1 << (Int(bytes[10] & 7) + 1)
        return (0..<count).map { (Int(bytes[13 + 3 * $0]), Int(bytes[14 + 3 * $0]), Int(bytes[15 + 3 * $0])) }
    }

    @Test func clusteredColoursGetAPaletteOfFewerColoursAndTheLogSaysHowMany() throws {
        let scratch = Scratch()
        let frames = Self.clusteredFrames()
        let small = scratch.file("small.gif")
        let writer = try GIFPaletteModeTests.write(frames, Self.settings(error: 1), to: small)
        let note = try #require(writer.log.first { $0.contains("one palette for the whole clip") })
        #expect(note.contains(" colours: the fewest of 256, 192, 128, 96, 64"), "\(note)")
        let data = try Data(contentsOf: URL(fileURLWithPath: small))
        let table = Self.globalTable(data)
        #expect(table.count <= 128)

        // Real pixels: every decoded pixel of every frame is the table entry nearest to the
        // source pixel (squared RGB distance): what the frame shows is the palette's own
        // error and nothing else (no stale transparent pixels).
        let decoded = try VideoReader.read(small).map(\.frame)
        #expect(decoded.count == frames.count)
        let opaque = Array(table.indices.dropFirst())  // entry 0 is the transparent one
        var worst = 0
        for (source, shown) in zip(frames, decoded) {
            for i in stride(from: 0, to: source.pixels.count, by: 4) {
                let (b, g, r) = (Int(source.pixels[i]), Int(source.pixels[i + 1]), Int(source.pixels[i + 2]))
                let best = opaque.map { e -> Int in
                    let (pr, pg, pb) = table[e]
                    return (pr - r) * (pr - r) + (pg - g) * (pg - g) + (pb - b) * (pb - b)
                }.min()!
                let (sb, sg, sr) = (Int(shown.pixels[i]), Int(shown.pixels[i + 1]), Int(shown.pixels[i + 2]))
                let d = (sr - r) * (sr - r) + (sg - g) * (sg - g) + (sb - b) * (sb - b)
                worst = max(worst, d - best)
            }
        }
        #expect(worst == 0, "a decoded pixel is \(worst) (squared) further from its source than the nearest entry")

        // Bound 0: 256 colours, more bytes.
        let full = scratch.file("full.gif")
        let fullWriter = try GIFPaletteModeTests.write(frames, Self.settings(error: 0), to: full)
        #expect(!fullWriter.log.contains { $0.contains("the fewest of") })
        let fullData = try Data(contentsOf: URL(fileURLWithPath: full))
        #expect(Self.globalTable(fullData).count == 256)
        #expect(data.count < fullData.count, "\(data.count) bytes with fewer colours, \(fullData.count) with 256")
    }

    /// A static background of many colours (stored once, shown in every frame) under a band
    /// whose colours change every frame (stored every frame, 5 × more pixels stored than the
    /// background): the palette weighs the background by the frames that show it, so the
    /// background keeps its colours (a palette from the stored pixels alone leaves it an MSE
    /// several times the bound checked here).
    @Test func thePaletteWeighsWhatIsShownNotWhatIsStored() throws {
        let scratch = Scratch()
        let frames = (0..<24).map { k in
            Self.frame { x, y in
                if y < 16 { return ((x * 4 + k * 9) % 256, (y * 16 + k * 5) % 256, (x * y + k * 31) % 256) }
                return (120 + x / 2, 140 + (y - 16), 200 - (x + y) / 3)
            }
        }
        let path = scratch.file("weighted.gif")
        var settings = Self.settings(error: 0)
        settings.gif.palette = .shared
        _ = try GIFPaletteModeTests.write(frames, settings, to: path)
        let decoded = try VideoReader.read(path).map(\.frame)
        var sum = 0.0
        var n = 0
        for (source, shown) in zip(frames, decoded) {
            for i in stride(from: 16 * Self.width * 4, to: source.pixels.count, by: 4) {
                for c in 0..<3 {
                    let d = Double(source.pixels[i + c]) - Double(shown.pixels[i + c])
                    sum += d * d
                }
                n += 3
            }
        }
        let mse = sum / Double(n)
        #expect(mse <= 2, "background MSE \(mse)")
    }

    /// Steps of a gradient (384 colours 3–5 levels apart, no noise) whose mean squared error
    /// stays small with few colours while its SSIM does not: with the error bound alone (set
    /// loose here) the palette gets 64 colours; with the SSIM floor it keeps more (on this
    /// tiny picture 192 already falls under the floor, so 256), the log says why, and the first
    /// frame as FFmpeg decodes it is closer to its source.
    @Test func theSSIMFloorKeepsColoursTheErrorBoundWouldDrop() throws {
        let scratch = Scratch()
        let frames = (0..<6).map { k in
            Self.frame { x, y in
                if (6 * k..<(6 * k + 8)).contains(x), (2..<10).contains(y) { return (20, 20, 30) }
                return (40 + x / 2 * 3, 60 + y / 4 * 3, 90 + x / 8 * 5)
            }
        }
        func rgba(_ f: Frame) -> [UInt8] {
            var out = f.pixels
            for i in stride(from: 0, to: out.count, by: 4) { out.swapAt(i, i + 2) }
            return out
        }
        func firstFrameSSIM(_ path: String) throws -> Double {
            let decoded = try #require(try VideoReader.read(path).map(\.frame).first)
            return StructuralSimilarity.rgb(rgba(frames[0]), rgba(decoded), width: Self.width, height: Self.height)
        }
        var loose = Self.settings(error: 50)
        loose.gif.paletteSimilarity = 0
        let a = scratch.file("loose.gif")
        _ = try GIFPaletteModeTests.write(frames, loose, to: a)
        #expect(Self.globalTable(try Data(contentsOf: URL(fileURLWithPath: a))).count == 64)

        var floored = loose
        floored.gif.paletteSimilarity = 0.999
        let b = scratch.file("floored.gif")
        let writer = try GIFPaletteModeTests.write(frames, floored, to: b)
        let note = try #require(writer.log.first { $0.contains("one palette for the whole clip") })
        #expect(note.contains("would make the SSIM of the first frame"), "\(note)")
        #expect(Self.globalTable(try Data(contentsOf: URL(fileURLWithPath: b))).count > 64)
        let (ssimLoose, ssimFloored) = (try firstFrameSSIM(a), try firstFrameSSIM(b))
        #expect(ssimFloored > ssimLoose, "first frame SSIM \(ssimFloored) with the floor, \(ssimLoose) without")
    }

    @Test func anSSIMFloorOutOfRangeIsRefused() {
        var s = Self.settings(error: 0.3)
        s.gif.paletteSimilarity = 1.5
        #expect(throws: EncodeError.self) { try s.validate() }
    }

    @Test func aNegativePaletteErrorIsRefused() {
        #expect(throws: EncodeError.self) {
            try GIFWriter(destination: "/tmp/never.gif", settings: Self.settings(error: -1))
        }
    }
}

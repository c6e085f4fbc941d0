import Foundation
import Shaders
import Testing
import _ReelTestSupport

@testable import ReelEncode

/// With one palette for the clip, the palette is ordered by use (transparent first, then the
/// colours most shown) and each frame's LZW codes start as narrow as its highest index needs.
/// Every GIF here is also decoded by FFmpeg's decoder.
@Suite struct GIFCodeSizeTests {
    /// Each image's LZW minimum code size, in order (GIF89a: the byte after the descriptor and
    /// any local table).
    static func codeSizes(_ data: Data) -> [Int] {
        let d = [UInt8](data)
        var p = 13
        if d[10] & 0x80 != 0 { p += 3 << (Int(d[10] & 7) + 1) }
        var sizes: [Int] = []
        while p < d.count {
            switch d[p] {
            case 0x21:
                p += 2
                while d[p] != 0 { p += Int(d[p]) + 1 }
                p += 1
            case 0x2C:
                let flags = d[p + 9]
                p += 10
                if flags & 0x80 != 0 { p += 3 << (Int(flags & 7) + 1) }
                sizes.append(Int(d[p]))
                p += 1
                while d[p] != 0 { p += Int(d[p]) + 1 }
                p += 1
            default:
                return sizes
            }
        }
        return sizes
    }

    /// A pale background, a dark square moving across it, and a strip of 198 colours one
    /// pixel each (shown, but rare): 200 colours, so an exact palette of 8-bit indices.
    static func frames() -> [Frame] {
        (0..<6).map { k in
            GIFPaletteModeTests.frame { x, y in
                if y == 47 { return (x * 3, 100 + x, 7) }
                if y == 46 { return (x * 3 + 1, 200, 50 + x) }
                if y == 45, x < 6 { return (x * 3 + 2, 30, 220) }
                if (8 * k..<(8 * k + 8)).contains(x), (10..<20).contains(y) { return (20, 30, 40) }
                return (240, 238, 230)
            }
        }
    }

    @Test func framesUsingOnlyCommonColoursGetNarrowCodes() throws {
        let scratch = Scratch()
        let path = scratch.file("narrow.gif")
        var settings = GIFPaletteModeTests.settings(.shared, bound: 0)
        settings.gif.speed = 4
        let frames = Self.frames()
        _ = try GIFPaletteModeTests.write(frames, settings, to: path)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let sizes = Self.codeSizes(data)
        #expect(sizes.count == frames.count)
        // The first frame holds every colour (8 bits); the others only the transparent entry,
        // the background and the square: indices 0, 1 and 2, so 2-bit codes (GIF's least).
        #expect(sizes.first == 8)
        #expect(sizes.dropFirst().allSatisfy { $0 == 2 }, "\(sizes)")
        let table = GIFPaletteSizeTests.globalTable(data)
        #expect(table[1] == (240, 238, 230))  // the colour shown most comes right after transparency
        let decoded = try VideoReader.read(path).map(\.frame)
        #expect(decoded.count == frames.count)
        #expect(zip(frames, decoded).allSatisfy { GIFPaletteModeTests.largestError($0, $1) == 0 })
    }
}

import Testing

@testable import ReelEncode

/// The shared palette's histogram (`ColorCounts`), counted from what changes between frames,
/// against counting every opaque pixel of every frame.
@Suite struct GIFColorCountsTests {
    /// Frames of 37 × 23 thresholded RGBA: a static background, a block that moves and changes
    /// colour, transparent holes that open and close, a row that scrolls, identical frames, and
    /// three frames whose grain changes every pixel (counted whole, and the frames after them).
    static func frames() -> [[UInt8]] {
        let width = 37
        let height = 23
        var out: [[UInt8]] = []
        for f in 0..<40 {
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width {
                    var c: [UInt8] = [200, 210, UInt8(y * 5), 255]
                    let moving = f / 3
                    if (moving..<(moving + 6)).contains(x), (4..<12).contains(y) {
                        c = [UInt8(f % 4 * 60), 30, 90, 255]
                    }
                    if y == 17 { c = [UInt8((x + f) % 9 * 20), 7, 7, 255] }
                    // Grain over everything for a few frames: counted whole, then by changes again.
                    if (20..<23).contains(f), c[3] != 0 { c[1] = UInt8((Int(c[1]) + (x * 3 + y + f) % 3) % 256) }
                    if (f / 5) % 2 == 1, (20..<30).contains(x), (14..<21).contains(y) { c = [0, 0, 0, 0] }
                    pixels.replaceSubrange((y * width + x) * 4..<((y * width + x) * 4 + 4), with: c)
                }
            }
            out.append(pixels)
        }
        return out
    }

    @Test func countsFromChangesAreEveryPixelOfEveryFrame() {
        var counts = ColorCounts()
        var expected: [UInt32: UInt32] = [:]
        for frame in Self.frames() {
            counts.add(frame, width: 37)
            for p in stride(from: 0, to: frame.count, by: 4) where frame[p + 3] != 0 {
                let w = UInt32(frame[p]) | UInt32(frame[p + 1]) << 8 | UInt32(frame[p + 2]) << 16 | 0xff00_0000
                expected[w, default: 0] += 1
            }
            // The same at every step (the automatic mode reads the counts midway).
            let got = counts.colors.map { c in
                (UInt32(c.color.red) | UInt32(c.color.green) << 8 | UInt32(c.color.blue) << 16 | 0xff00_0000, c.count)
            }
            #expect(got.map(\.0) == expected.keys.sorted())
            #expect(got.map(\.1) == expected.keys.sorted().map { expected[$0]! })
            #expect(counts.count == expected.count)
        }
    }
}

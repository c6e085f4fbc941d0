import Testing

@testable import ReelEncode

/// The two encoders: one palette for the clip (ordered by use, dropping what the screen shows)
/// and a palette per frame (batched, the same bytes for any batch size).
@Suite struct GIFEncoderTests {
    static let red = RGBA8(red: 255, green: 0, blue: 0)
    static let blue = RGBA8(red: 0, green: 0, blue: 255)
    static let white = RGBA8(red: 255, green: 255, blue: 255)

    @Test func thePaletteIsOrderedByUseAfterTheTransparentEntry() {
        let palette = [Self.red, .clear, Self.blue, Self.white]
        let ordered = SharedPaletteEncoder.orderedByUse(
            palette, transparent: 1, colors: [(Self.red, 5), (Self.blue, 50), (Self.white, 20)])
        #expect(ordered == [.clear, Self.blue, Self.white, Self.red])
    }

    /// A pixel whose index the screen shows becomes transparent, and its alternative is that
    /// index; a new index goes on the screen.
    @Test func indicesTheScreenShowsAreDropped() {
        var screen: [UInt8] = [1, 2, 3, 4]
        var indices: [UInt8] = [1, 5, 0, 4]
        let alt = SharedPaletteEncoder.dropUnchanged(
            &indices, region: Region(x: 0, y: 0, width: 2, height: 2), screen: &screen, fullWidth: 2, transparent: 0)
        #expect(indices == [0, 5, 0, 0])
        #expect(alt == [1, 5, 3, 4])
        #expect(screen == [1, 5, 3, 4])
    }

    @Test func cropKeepsTheBoxInsideTheRegion() {
        let values: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9]
        let region = Region(x: 10, y: 20, width: 3, height: 3)
        let box = Region(x: 11, y: 21, width: 2, height: 2)
        #expect(SharedPaletteEncoder.crop(values, region: region, to: box, fill: 0) == [5, 6, 8, 9])
        #expect(SharedPaletteEncoder.crop(values, region: region, to: region, fill: 0) == values)
    }

    /// The second frame repeats the first: nothing is left of it (one transparent pixel), so it
    /// is marked empty; its disposal follows the stored frame.
    @Test func aRepeatedFrameEncodesEmptyOnOnePalette() throws {
        let pixels = GIFParts.rgba(width: 4, height: 2) { x, _ in x < 2 ? (255, 0, 0, 255) : (0, 0, 255, 255) }
        let whole = Region(x: 0, y: 0, width: 4, height: 2)
        var encoder = SharedPaletteEncoder(
            palette: [.clear, Self.red, Self.blue], colors: [(Self.red, 4), (Self.blue, 4)], width: 4, height: 2)
        let frames = try encoder.encode([
            GIFParts.stored(0, whole, pixels), GIFParts.stored(1, whole, pixels, clearsAfter: false),
            GIFParts.stored(2, whole, pixels, afterClear: false, clearsAfter: true),
        ])
        #expect(frames.map(\.index) == [0, 1, 2])
        #expect(frames.map(\.empty) == [false, true, false])  // frame 2 is whole: never empty
        #expect(frames.map(\.disposal) == [.keep, .keep, .clear])
        #expect(frames.allSatisfy { $0.transparentIndex == 0 })
    }

    static func richFrames() -> [StoredFrame] {
        (0..<5).map { k in
            let pixels = GIFParts.rgba(width: 16, height: 8) { x, y in
                (UInt8(x * 16 + k), UInt8(y * 32), UInt8((x * y + k * 9) % 256), 255)
            }
            return GIFParts.stored(k, Region(x: 0, y: 0, width: 16, height: 8), pixels, clearsAfter: k == 2)
        }
    }

    @Test func perFramePalettesComeOutInBatchesWithTheSameBytesForAnySize() throws {
        var outputs: [[[UInt8]]] = []
        for size in [1, 2, 5] {
            var encoder = PerFramePaletteEncoder(speed: 8, dithering: 0, batchSize: size)
            var encoded: [EncodedFrame] = []
            for f in Self.richFrames() {
                let batch = try encoder.add(f)
                #expect(batch.isEmpty || batch.count == size)
                encoded += batch
            }
            encoded += try encoder.flush()
            #expect(encoded.map(\.index) == [0, 1, 2, 3, 4])
            #expect(encoded.map(\.disposal) == [.keep, .keep, .clear, .keep, .keep])
            outputs.append(encoded.map(\.body))
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0] == outputs[2])
    }

    @Test func aSingleTransparentPixelIsEmptyUnlessTheFrameIsWhole() throws {
        var encoder = PerFramePaletteEncoder(speed: 8, dithering: 0, batchSize: 4)
        let dot = Region(x: 0, y: 0, width: 1, height: 1)
        _ = try encoder.add(GIFParts.stored(0, dot, [0, 0, 0, 0]))
        _ = try encoder.add(GIFParts.stored(1, dot, [0, 0, 0, 0]))
        let encoded = try encoder.flush()
        #expect(encoded.map(\.empty) == [false, true])
    }

    @Test func transparentEntriesFoldIntoTheFirst() {
        let none = CleanPalette([Self.red, Self.blue])
        #expect(none.transparentIndex == nil && none.remap == nil && none.colors == [Self.red, Self.blue])

        let half = RGBA8(red: 9, green: 9, blue: 9, alpha: 100)
        let two = CleanPalette([Self.red, half, Self.blue, RGBA8(red: 1, green: 2, blue: 3, alpha: 0)])
        #expect(two.transparentIndex == 1)
        #expect(two.colors[1] == RGBA8(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(two.remapped([0, 1, 2, 3]) == [0, 1, 2, 1])
    }
}

import Shaders
import Testing

@testable import ReelEncode

/// Masking unchanged pixels: what each frame stores, and when the screen is cleared.
@Suite struct FrameMaskerTests {
    static let (width, height) = (12, 8)
    static let grey: GIFParts.Colour = (120, 130, 140, 255)

    static func masker(bound: Int = 0, skips: Bool = true) -> FrameMasker {
        FrameMasker(width: width, height: height, skipsUnchanged: skips, bound: bound)
    }

    /// A grey frame with a block of `colour` at x 3..<5, y 2..<5 (nil: no block).
    static func picture(_ colour: GIFParts.Colour?) -> (Int, Int) -> GIFParts.Colour {
        { x, y in
            if let colour, (3..<5).contains(x), (2..<5).contains(y) { return colour }
            return grey
        }
    }

    /// Runs `frames` through `masker` and returns every frame as stored.
    static func store(_ frames: [Frame], _ masker: inout FrameMasker) -> [StoredFrame] {
        var out: [StoredFrame] = []
        for f in frames {
            let (previous, next) = masker.threshold(f)
            if let previous { out.append(previous) }
            masker.mask(next)
        }
        if let last = masker.last() { out.append(last) }
        return out
    }

    @Test func theFirstFrameIsStoredWholeOnlyOnceTheNextArrives() throws {
        var m = Self.masker()
        let first = GIFParts.frame(width: Self.width, height: Self.height, Self.picture(nil))
        let (none, next) = m.threshold(first)
        #expect(none == nil)
        m.mask(next)
        let (previous, _) = m.threshold(first)
        let stored = try #require(previous)
        #expect(stored.index == 0)
        #expect(stored.region == Region(x: 0, y: 0, width: Self.width, height: Self.height))
        #expect(stored.pixels == GIFParts.rgba(width: Self.width, height: Self.height, Self.picture(nil)))
    }

    @Test func aFrameStoresOnlyTheBoxOfWhatChanged() {
        var m = Self.masker()
        let colours: [GIFParts.Colour?] = [nil, (200, 10, 10, 255)]
        let frames = colours.map { GIFParts.frame(width: Self.width, height: Self.height, Self.picture($0)) }
        let stored = Self.store(frames, &m)
        #expect(stored.count == 2)
        #expect(stored[1].region == Region(x: 3, y: 2, width: 2, height: 3))
        #expect(stored[1].pixels == Array(repeating: [200, 10, 10, 255] as [UInt8], count: 6).flatMap { $0 })
    }

    @Test func aFrameThatChangesNothingStoresOneTransparentPixel() {
        var m = Self.masker()
        let frame = GIFParts.frame(width: Self.width, height: Self.height, Self.picture(nil))
        let stored = Self.store([frame, frame], &m)
        #expect(stored[1].region == Region(x: 0, y: 0, width: 1, height: 1))
        #expect(stored[1].pixels == [0, 0, 0, 0])
    }

    /// A block brightening by one level a frame stays unchanged while it is within the bound
    /// of the value last stored, not of the frame before: at bound 2 it is stored again at +3.
    @Test func theBoundIsMeasuredFromTheValueLastStored() {
        var m = Self.masker(bound: 2)
        let frames = (0..<5).map { k in
            GIFParts.frame(width: Self.width, height: Self.height, Self.picture((100 + UInt8(k), 100, 100, 255)))
        }
        let stored = Self.store(frames, &m)
        let changed = stored.map { $0.pixels.contains { $0 != 0 } }
        #expect(changed == [true, false, false, true, false])
    }

    @Test func aPixelTurningTransparentClearsTheScreenAfterAWholeFrame() {
        var m = Self.masker()
        let withBlock = GIFParts.frame(width: Self.width, height: Self.height, Self.picture((0, 0, 255, 255)))
        let holed = GIFParts.frame(width: Self.width, height: Self.height, Self.picture(GIFParts.clear))
        let stored = Self.store([withBlock, withBlock, holed], &m)
        #expect(stored.map(\.clearsAfter) == [false, true, false])
        #expect(stored.map(\.afterClear) == [false, false, true])
        #expect(stored[1].whole && stored[1].region.width == Self.width)
        // Drawn on a cleared screen, the last frame stores every opaque pixel.
        let opaque = stored[2].pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element == 255 }.count
        #expect(opaque == Self.width * Self.height - 6)
    }

    @Test func withoutMaskingEveryFrameStoresItsOpaqueBox() {
        var m = Self.masker(skips: false)
        let frame = GIFParts.frame(width: Self.width, height: Self.height) { x, _ in x < 4 ? Self.grey : GIFParts.clear
        }
        let stored = Self.store([frame, frame], &m)
        #expect(stored[1].region == Region(x: 0, y: 0, width: 4, height: Self.height))
        #expect(stored[1].pixels.filter { $0 == 255 }.count == 4 * Self.height)
    }
}

import Shaders
import Testing

@testable import ReelEncode

/// Frames stored exactly (bound 0) and masked again at another bound are the frames masked at
/// that bound from the start, and leave the same reference for the frames after them.
@Suite struct RemaskTests {
    static let (width, height) = (10, 6)

    /// A background drifting one level a frame, a block moving, and (frame 3) a hole that
    /// clears the screen.
    static func frames() -> [Frame] {
        (0..<6).map { k in
            GIFParts.frame(width: width, height: height) { x, y in
                if k == 3, x == 0, y == 0 { return GIFParts.clear }
                if (k..<(k + 3)).contains(x), (1..<4).contains(y) { return (20, 20, 30, 255) }
                return (UInt8(150 + k), UInt8(200 - k), 120, 255)
            }
        }
    }

    static func stored(bound: Int) -> (frames: [StoredFrame], reference: [UInt8]?) {
        var masker = FrameMasker(width: width, height: height, skipsUnchanged: true, bound: bound)
        let frames = FrameMaskerTests.store(Self.frames(), &masker)
        return (frames, masker.reference)
    }

    @Test func remaskingMatchesMaskingAtThatBoundFromTheStart() {
        let exact = Self.stored(bound: 0)
        let atFour = Self.stored(bound: 4)
        #expect(exact.frames != atFour.frames)  // the bound matters here
        var remask = Remask(width: Self.width, height: Self.height, bound: 4)
        #expect(exact.frames.map { remask.apply($0) } == atFour.frames)
        #expect(remask.reference == atFour.reference)
    }
}

import Foundation
import Testing
import _ReelTestSupport

@testable import ReelEncode

/// The spool keeps stored frames on disk exactly, in order, and says when its file is damaged.
@Suite struct FrameSpoolTests {
    static let frames = [
        GIFParts.stored(0, Region(x: 0, y: 0, width: 3, height: 2), [UInt8](1...24)),
        GIFParts.stored(
            1, Region(x: 1, y: 1, width: 2, height: 1), [0, 0, 0, 0, 9, 8, 7, 255], afterClear: true,
            clearsAfter: true),
        GIFParts.stored(2, Region(x: 0, y: 0, width: 1, height: 1), [0, 0, 0, 0], clearsAfter: true),
    ]

    @Test func framesComeBackAsWrittenEachTimeItIsRewound() throws {
        let scratch = Scratch()
        let spool = try FrameSpool(path: scratch.file("s.frames"), destination: scratch.file("s.gif"))
        for f in Self.frames { try spool.write(f) }
        #expect(spool.count == 3)
        for _ in 0..<2 {
            try spool.rewind()
            #expect(try (0..<3).map { _ in try spool.read() } == Self.frames)
        }
    }

    /// Packing needs the most words for a frame that starts with a literal run and ends with one
    /// lone transparent pixel (a 2 × 63 box at the edge of a rounded badge flying in): the words
    /// for that last pixel were dropped, and reading the frame back failed as "damaged".
    @Test(arguments: [[1, 0, 1, 0, 1, 0], [1, 1, 1, 0], [1, 0], [0, 1, 0], [1], [0], [0, 0, 1, 0, 1, 0]])
    func everyPatternOfTransparentPixelsPacksAndUnpacksExactly(opaque: [Int]) throws {
        let pixels: [UInt8] = opaque.enumerated().flatMap { i, o -> [UInt8] in
            o == 0 ? [0, 0, 0, 0] : [UInt8(i + 1), 2, 3, 255]
        }
        let packed = GIFPixels.pack(pixels)
        #expect(GIFPixels.unpack(packed, count: opaque.count) == pixels)
        let scratch = Scratch()
        let spool = try FrameSpool(path: scratch.file("s.frames"), destination: scratch.file("s.gif"))
        let frame = GIFParts.stored(0, Region(x: 0, y: 0, width: opaque.count, height: 1), pixels)
        try spool.write(frame)
        try spool.rewind()
        #expect(try spool.read() == frame)
    }

    @Test func aShortFileIsReportedByName() throws {
        let scratch = Scratch()
        let path = scratch.file("s.frames")
        let spool = try FrameSpool(path: path, destination: scratch.file("s.gif"))
        try spool.write(Self.frames[0])
        try spool.rewind()
        _ = try spool.read()
        #expect {
            _ = try spool.read()
        } throws: { error in
            (error as? EncodeError)?.message.contains("'\(path)' is shorter than expected") == true
        }
    }

    @Test func discardingDeletesTheFileAndRefusesMoreFrames() throws {
        let scratch = Scratch()
        let path = scratch.file("s.frames")
        let spool = try FrameSpool(path: path, destination: scratch.file("s.gif"))
        try spool.write(Self.frames[0])
        spool.discard()
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(throws: EncodeError.self) { try spool.write(Self.frames[1]) }
    }
}

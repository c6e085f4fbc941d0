import Foundation
import ReelCore
import Shaders
import Testing
import _ReelTestSupport

@testable import ReelEncode

/// A frame that changes nothing on screen adds its delay to the frame before it instead of
/// being written: fewer frames in the file, the same picture at every moment, the delays still
/// adding up to the clip to the centisecond. Read back with libavformat and FFmpeg's GIF
/// decoder.
@Suite struct GIFFoldingTests {
    /// Runs of identical frames (a square that jumps, then holds): 1, 3, 2, 1, 4 frames.
    static let runs = [1, 3, 2, 1, 4]

    static func frames() -> [Frame] {
        runs.enumerated().flatMap { run, length in
            let frame = GIFPaletteModeTests.frame { x, y in
                (8 * run..<(8 * run + 12)).contains(x) && (10..<22).contains(y) ? (200, 40, 60) : (240, 240, 235)
            }
            return [Frame](repeating: frame, count: length)
        }
    }

    @Test(arguments: [GIFPalette.shared, .perFrame])
    func identicalFramesFoldIntoTheFrameBefore(palette: GIFPalette) throws {
        let scratch = Scratch()
        let path = scratch.file("held.gif")
        var settings = GIFPaletteModeTests.settings(palette, bound: 0)
        settings.gif.speed = 4
        let frames = Self.frames()
        _ = try GIFPaletteModeTests.write(frames, settings, to: path)

        // One GIF frame a run, each lasting its run's frames at 30 fps (to the centisecond).
        let packets = try FrameRateWriterTests.probe(path).packets
        let starts = Self.runs.indices.map { Self.runs[..<$0].reduce(0, +) }
        let rate = FrameRate(30)
        #expect(packets.map(\.0) == starts.map { Int64(FrameRateWriterTests.rounded($0, per: 100, rate)) })
        #expect(packets.map(\.1).reduce(0, +) == Int64(FrameRateWriterTests.rounded(frames.count, per: 100, rate)))

        // Each shows its run's picture (the colours are few, so the palettes are exact).
        let decoded = try VideoReader.read(path).map(\.frame)
        #expect(decoded.count == Self.runs.count)
        for (run, start) in starts.enumerated() where run < decoded.count {
            #expect(GIFPaletteModeTests.largestError(frames[start], decoded[run]) == 0, "run \(run)")
        }
    }
}

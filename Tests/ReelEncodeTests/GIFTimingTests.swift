import ReelCore
import Testing

@testable import ReelEncode

/// Which clip frames a GIF keeps, how long each lasts, and frames that change nothing folded
/// into the frame before.
@Suite struct GIFTimingTests {
    static func frame(_ index: Int, empty: Bool = false, disposal: GIFFile.Disposal = .keep) -> EncodedFrame {
        EncodedFrame(index: index, transparentIndex: 0, body: [UInt8(index)], disposal: disposal, empty: empty)
    }

    @Test(arguments: [
        (FrameRate(30), 1), (FrameRate(50), 1), (FrameRate(51), 2), (FrameRate(60), 2),
        (FrameRate(120), 3), (FrameRate(numerator: 60000, denominator: 1001)!, 2),
    ])
    func ratesAboveFiftyKeepEveryNthFrame(rate: FrameRate, step: Int) {
        var timing = GIFTiming(rate: rate)
        #expect(timing.step == step)
        #expect(timing.keptRate <= 50)
        let kept = (0..<12).map { _ in timing.countClipFrame() }
        #expect(kept == (0..<12).map { $0 % step == 0 })
        #expect(timing.clipFrames == 12)
    }

    @Test func delaysAbsorbTheRoundingAndAddUpToTheClip() {
        var timing = GIFTiming(rate: FrameRate(30))
        for _ in 0..<30 { _ = timing.countClipFrame() }
        let delays = (0..<30).map { timing.delay(ofFrame: $0) }
        #expect(Array(delays.prefix(6)) == [3, 4, 3, 3, 4, 3])
        #expect(delays.reduce(0, +) == 100)

        var ntsc = GIFTiming(rate: FrameRate(numerator: 30000, denominator: 1001)!)
        for _ in 0..<300 { _ = ntsc.countClipFrame() }
        #expect((0..<300).map { ntsc.delay(ofFrame: $0) }.reduce(0, +) == 1001)
    }

    @Test func theLastKeptFrameEndsWithTheClip() {
        var timing = GIFTiming(rate: FrameRate(60))
        for _ in 0..<5 { _ = timing.countClipFrame() }  // kept: 0, 2, 4; frame 4 lasts one clip frame
        #expect((0..<3).map { timing.delay(ofFrame: $0) } == [3, 4, 1])
    }

    /// Frame 1 changes nothing and folds into frame 0; frame 3 would too, but frame 2 is
    /// disposed to the background, so it is written.
    @Test func aFrameThatChangesNothingAddsItsDelayToTheOneBefore() {
        var timing = GIFTiming(rate: FrameRate(25))
        for _ in 0..<4 { _ = timing.countClipFrame() }
        var out: [UInt8] = []
        out += timing.add(Self.frame(0))
        out += timing.add(Self.frame(1, empty: true))
        out += timing.add(Self.frame(2, disposal: .clear))
        out += timing.add(Self.frame(3, empty: true))
        out += timing.flush()
        let expected =
            GIFFile.graphicControl(delay: 8, disposal: .keep, transparentIndex: 0) + [0]
            + GIFFile.graphicControl(delay: 4, disposal: .clear, transparentIndex: 0) + [2]
            + GIFFile.graphicControl(delay: 4, disposal: .keep, transparentIndex: 0) + [3]
        #expect(out == expected)
    }

    @Test func foldingStopsAtTheLongestDelay() {
        var timing = GIFTiming(rate: FrameRate(numerator: 1, denominator: 400)!)  // 40000 cs a frame
        for _ in 0..<3 { _ = timing.countClipFrame() }
        var out = timing.add(Self.frame(0))
        out += timing.add(Self.frame(1, empty: true))
        out += timing.add(Self.frame(2, empty: true))
        out += timing.flush()
        // 40000 + 40000 cs would not fit a graphic control's 16 bits: every frame is written.
        let expected = (0..<3).flatMap { k in
            GIFFile.graphicControl(delay: 40000, disposal: .keep, transparentIndex: 0) + [UInt8(k)]
        }
        #expect(out == expected)
    }
}

import ReelCore
import Testing

@Suite struct FrameRateTests {
    @Test(arguments: [
        (29.97, 30000, 1001) as (Double, Int, Int), (23.976, 24000, 1001), (59.94, 60000, 1001), (119.88, 120000, 1001),
        (30000.0 / 1001, 30000, 1001), (30.0, 30, 1), (60.0, 60, 1), (12.5, 25, 2), (7.5, 15, 2),
        (25.0 / 3, 25, 3), (0.5, 1, 2), (29.5, 59, 2),
    ])
    func decimalsAreReadAsTheExactRate(value: Double, numerator: Int, denominator: Int) throws {
        let rate = try #require(FrameRate(framesPerSecond: value))
        #expect(rate.numerator == numerator && rate.denominator == denominator, "\(value) → \(rate)")
    }

    @Test func fractionsAreReducedAndInvalidRatesRefused() {
        #expect(FrameRate(numerator: 60000, denominator: 2002) == FrameRate(numerator: 30000, denominator: 1001))
        #expect(FrameRate(numerator: 60, denominator: 2) == FrameRate(30))
        #expect(FrameRate(numerator: 0, denominator: 1) == nil)
        #expect(FrameRate(numerator: 30, denominator: 0) == nil)
        #expect(FrameRate(framesPerSecond: 0) == nil)
        #expect(FrameRate(framesPerSecond: -24) == nil)
        #expect(FrameRate(framesPerSecond: .nan) == nil)
        #expect(FrameRate(framesPerSecond: .infinity) == nil)
    }

    @Test func textIsANumberOrAFraction() {
        #expect(FrameRate(parsing: "30000/1001") == FrameRate(numerator: 30000, denominator: 1001))
        #expect(FrameRate(parsing: "24000 / 1001") == FrameRate(numerator: 24000, denominator: 1001))
        #expect(FrameRate(parsing: "29.97") == FrameRate(numerator: 30000, denominator: 1001))
        #expect(FrameRate(parsing: "30") == FrameRate(30))
        for bad in ["", "/", "30/", "/1001", "30/0", "0/1", "-30/1", "a/b", "1/2/3", "fast"] {
            #expect(FrameRate(parsing: bad) == nil, "\(bad)")
        }
        #expect(FrameRate(numerator: 30000, denominator: 1001)!.description == "30000/1001")
        #expect(FrameRate(60).description == "60")
    }

    @Test func frameTimesAndCountsUseTheExactFraction() throws {
        let ntsc = try #require(FrameRate(numerator: 30000, denominator: 1001))
        #expect(ntsc.time(ofFrame: 30000) == 1001)
        #expect(ntsc.time(ofFrame: 3) == 3 * 1001 / 30000.0)
        #expect(ntsc.frameCount(duration: 1001) == 30000)
        #expect(ntsc.frameCount(duration: 10) == 300)  // 299.7 frames
        // A whole rate gives the times it always gave: index / fps.
        #expect((0..<200).allSatisfy { FrameRate(60).time(ofFrame: $0) == Double($0) / 60 })
        #expect(FrameRate(24).frameCount(duration: 2.5) == 60)
    }

    @Test func timelinesAndStagesKeepTheExactRate() {
        let timeline = Timeline(
            size: Size(width: 10, height: 10), fps: 29.97, duration: 10,
            initialTree: Stage(size: Size(width: 10, height: 10), duration: 1).run().initialTree, changes: [])
        #expect(timeline.frameRate == FrameRate(numerator: 30000, denominator: 1001))
        #expect(timeline.time(ofFrame: 300) == 10.01)
        #expect(timeline.frameCount == 300)
        let stage = Stage(size: Size(width: 10, height: 10), fps: 23.976, duration: 1)
        var times: [Double] = []
        let recorded = stage.run { _, t, _ in times.append(t) }
        #expect(recorded.frameRate == FrameRate(numerator: 24000, denominator: 1001))
        #expect(times.count == 24)
        #expect(times.last == 23 * 1001 / 24000.0)
    }
}

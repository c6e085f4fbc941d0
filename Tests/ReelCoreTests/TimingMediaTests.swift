import Foundation
import Testing

@testable import ReelCore

/// Media timing against hand-computed expectations.
@Suite struct TimingMediaTests {
    static func timing(_ body: (inout MediaTiming) -> Void) -> MediaTiming {
        var t = MediaTiming()
        t.duration = 1
        body(&t)
        return t
    }

    struct FillCase: Sendable, CustomStringConvertible {
        var mode: FillMode
        var before: Double?
        var during: Double?
        var after: Double?
        var description: String { mode.rawValue }
    }

    // beginTime 1, duration 1: before at 0.5, during at 1.25, after at 3.
    @Test(arguments: [
        FillCase(mode: .removed, before: nil, during: 0.25, after: nil),
        FillCase(mode: .forwards, before: nil, during: 0.25, after: 1),
        FillCase(mode: .backwards, before: 0, during: 0.25, after: nil),
        FillCase(mode: .both, before: 0, during: 0.25, after: 1),
    ])
    func fillModes(c: FillCase) {
        let t = Self.timing {
            $0.beginTime = 1
            $0.fillMode = c.mode
        }
        #expect(t.progress(at: 0.5)?.fraction == c.before)
        #expect(t.progress(at: 1.25)?.fraction == c.during)
        #expect(t.progress(at: 3)?.fraction == c.after)
        // The end instant itself is after the active time.
        #expect(t.progress(at: 2)?.fraction == c.after)
    }

    @Test func fractionalRepeatCount() {
        let t = Self.timing {
            $0.repeatCount = 2.5
            $0.fillMode = .forwards
        }
        #expect(t.activeDuration == 2.5)
        #expect(t.progress(at: 1.25) == .init(cycleTime: 0.25, fraction: 0.25, iteration: 1))
        #expect(t.progress(at: 2.4)!.iteration == 2)
        #expect(abs(t.progress(at: 2.4)!.fraction - 0.4) < 1e-12)
        // Held where the half cycle stopped.
        #expect(t.progress(at: 9) == .init(cycleTime: 0.5, fraction: 0.5, iteration: 2))
    }

    @Test func wholeRepeatsEndOnTheLastValue() {
        let t = Self.timing {
            $0.repeatCount = 2
            $0.fillMode = .forwards
        }
        #expect(t.progress(at: 5) == .init(cycleTime: 1, fraction: 1, iteration: 1))
    }

    @Test func autoreversePlaysBack() {
        let t = Self.timing {
            $0.autoreverses = true
            $0.fillMode = .forwards
        }
        #expect(t.activeDuration == 2)
        #expect(t.progress(at: 0.5)?.fraction == 0.5)
        #expect(t.progress(at: 1.5)?.fraction == 0.5)
        #expect(t.progress(at: 1.75)?.fraction == 0.25)
        #expect(t.progress(at: 2)?.fraction == 0)  // back at the start
    }

    @Test func autoreverseWithRepeatsAndEasing() {
        let t = Self.timing {
            $0.autoreverses = true
            $0.repeatCount = 2
            $0.timingFunction = .easeIn
        }
        #expect(t.activeDuration == 4)
        let p = t.progress(at: 3.25)!  // second cycle, reverse half: forward time 0.75
        #expect(p.iteration == 1)
        #expect(p.cycleTime == 0.75)
        #expect(p.fraction == TimingFunction.easeIn.value(at: 0.75))
    }

    @Test func speedScalesTime() {
        let t = Self.timing {
            $0.beginTime = 1
            $0.speed = 2
        }
        #expect(t.endTime == 1.5)
        #expect(t.progress(at: 1.25)?.fraction == 0.5)
        #expect(t.progress(at: 1.5) == nil)
    }

    @Test func timeOffsetStartsPartWayAndWraps() {
        let t = Self.timing {
            $0.timeOffset = 0.25
            $0.fillMode = .forwards
        }
        #expect(t.progress(at: 0)?.fraction == 0.25)
        #expect(t.progress(at: 0.5)?.fraction == 0.75)
        #expect(abs(t.progress(at: 0.8)!.fraction - 0.05) < 1e-12)
        #expect(t.progress(at: 1)?.fraction == 0.25)  // the end holds the offset instant
    }

    @Test func repeatDurationOverridesRepeatCount() {
        let t = Self.timing {
            $0.repeatDuration = 1.5
            $0.repeatCount = 10
        }
        #expect(t.activeDuration == 1.5)
        let p = t.progress(at: 1.2)!
        #expect(p.iteration == 1)
        #expect(abs(p.fraction - 0.2) < 1e-12)
        #expect(t.progress(at: 1.5) == nil)
    }

    @Test func infiniteRepeatNeverEnds() {
        let t = Self.timing { $0.repeatCount = .infinity }
        #expect(t.endTime == .infinity)
        let p = t.progress(at: 1000.25)!
        #expect(p.iteration == 1000)
        #expect(abs(p.fraction - 0.25) < 1e-9)
    }

    @Test func speedZeroFreezes() {
        let t = Self.timing {
            $0.speed = 0
            $0.timeOffset = 0.3
        }
        #expect(t.progress(at: 5)?.fraction == 0.3)
        #expect(t.endTime == .infinity)
    }

    @Test func layerTimeFormulaAndInverse() {
        var s = LayerState()
        s.beginTime = 1
        s.speed = 2
        s.timeOffset = 0.5
        #expect(s.localTime(fromParent: 3) == 4.5)
        #expect(s.parentTime(fromLocal: 4.5) == 3)
    }
}

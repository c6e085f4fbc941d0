import Foundation
import Testing

@testable import ReelCore

/// `keyTimes`, their validity per calculation mode, and the range a key-frame animation stays
/// in. Source: Apple's documentation of `CAKeyframeAnimation.keyTimes`: "If the
/// calculationMode is set to kCAAnimationLinear or kCAAnimationCubic, the first value in the
/// array must be 0.0 and the last value must be 1.0 … If the calculationMode is set to
/// kCAAnimationDiscrete … the array should have one more entry than appears in the values
/// array … If the calculationMode is set to kCAAnimationPaced or kCAAnimationCubicPaced, the
/// values in this property are ignored. If the values in this array are invalid or
/// inappropriate for the current calculationMode, they are ignored."
@Suite struct KeyTimesTests {
    func opacity(_ values: [Double], keyTimes: [Double]?, mode: CalculationMode = .linear) -> KeyframeAnimation {
        var a = KeyframeAnimation(keyPath: "opacity")
        a.values = values
        a.keyTimes = keyTimes
        a.calculationMode = mode
        a.duration = 1
        a.fillMode = .both
        return a
    }

    @Test func keyTimesNotEndingAtOneAreIgnoredNotExtrapolated() {
        // The case: [0, 0.8] on [0, 10, 100] gave 130 at 0.9. Ignored: evenly spaced.
        let a = opacity([0, 10, 100], keyTimes: [0, 0.8])
        #expect(a.keyTimesProblem != nil)
        #expect(abs(shown(a, at: 0.9).opacity - 82) < 1e-9)  // 10 + 0.8 · 90
        // Right count, but ending before 1: also invalid for linear, so even spacing.
        let b = opacity([0, 1], keyTimes: [0, 0.6])
        #expect(abs(shown(b, at: 0.9).opacity - 0.9) < 1e-12)  // was 1.5
        #expect(shown(b, at: 1).opacity == 1)
    }

    @Test func invalidKeyTimesInLinearModeSpaceValuesEvenly() {
        for bad in [[0.1, 0.5, 1], [0, 0.7, 0.5], [0, 0.5, 1.2], [0, 1]] as [[Double]] {
            let a = opacity([0, 10, 20], keyTimes: bad)
            #expect(a.keyTimesProblem != nil, "\(bad)")
            #expect(abs(shown(a, at: 0.25).opacity - 5) < 1e-12, "\(bad)")
        }
        let good = opacity([0, 10, 20], keyTimes: [0, 0.75, 1])
        #expect(good.keyTimesProblem == nil)
        #expect(abs(shown(good, at: 0.375).opacity - 5) < 1e-12)
    }

    @Test func discreteAcceptsTheDocumentedFormAndOneTimePerValue() {
        // Documented: one more key time than values.
        let documented = opacity([0.1, 0.2], keyTimes: [0, 0.7, 1], mode: .discrete)
        #expect(documented.keyTimesProblem == nil)
        #expect(shown(documented, at: 0.69).opacity == 0.1)
        #expect(shown(documented, at: 0.71).opacity == 0.2)
        // One per value, starting at 0: value i from keyTimes[i].
        let perValue = opacity([0.1, 0.2], keyTimes: [0, 0.3], mode: .discrete)
        #expect(perValue.keyTimesProblem == nil)
        #expect(shown(perValue, at: 0.29).opacity == 0.1)
        #expect(shown(perValue, at: 0.31).opacity == 0.2)
        // Not starting at 0: ignored, each value holds an equal share.
        let bad = opacity([0.1, 0.2], keyTimes: [0.2, 0.3, 1], mode: .discrete)
        #expect(bad.keyTimesProblem != nil)
        #expect(shown(bad, at: 0.49).opacity == 0.1)
        #expect(shown(bad, at: 0.51).opacity == 0.2)
    }

    @Test func pacedModesIgnoreKeyTimes() {
        let a = opacity([0, 10, 20], keyTimes: [0, 0.9, 1], mode: .paced)
        #expect(a.keyTimesProblem != nil)
        #expect(abs(shown(a, at: 0.25).opacity - 5) < 1e-12)
    }

    @Test func pathKeyTimesCountControlPoints() {
        // A path with two segments has three key frames (its start and each segment's end).
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 10, y: 0))
        path.addLine(to: Point(x: 10, y: 10))
        var a = KeyframeAnimation(keyPath: "position")
        a.path = path
        a.duration = 1
        a.keyTimes = [0, 0.8, 1]
        #expect(a.keyframeCount == 3 && a.keyTimesProblem == nil)
        #expect(shown(a, at: 0.4).position == Point(x: 5, y: 0))
        a.keyTimes = [0, 0.8]  // one short: ignored
        #expect(a.keyTimesProblem != nil)
        #expect(shown(a, at: 0.25).position == Point(x: 5, y: 0))
    }

    @Test func anOvershootingCurveNeverTakesTheValuePastItsKeyFrames() {
        // Key times are fractions 0…1 of the duration (keyTimes doc): a whole-animation curve
        // above 1 holds the last key frame instead of extrapolating the last segment.
        var a = opacity([0, 0.5, 1], keyTimes: nil)
        a.timingFunction = TimingFunction(controlPoints: 0.3, 1.8, 0.6, 1.6)
        var highest = -Double.infinity
        var lowest = Double.infinity
        for i in 0...100 {
            let v = shown(a, at: Double(i) / 100).opacity
            highest = max(highest, v)
            lowest = min(lowest, v)
        }
        #expect(highest == 1 && lowest == 0)
    }
}

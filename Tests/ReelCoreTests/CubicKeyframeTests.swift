import Foundation
import Testing

@testable import ReelCore

/// Cubic key frames with Kochanek–Bartels parameters.
///
/// Sources: Apple's `kCAAnimationCubic` ("Intermediate frames are computed using a Catmull-Rom
/// spline that passes through the keyframes. You can adjust the shape of the spline by
/// specifying an optional set of tension, continuity, and bias values, which modify the
/// spline using the standard Kochanek-Bartels form"); `tensionValues` ("Positive values
/// indicate a tighter curve … The first value defines the behavior of the tangent to the
/// first control point … If you do not specify a value for a given control point, the value 0
/// is used"); Kochanek and Bartels, "Interpolating Splines with Local Tension, Continuity, and
/// Bias Control", SIGGRAPH 1984 (tangent formulas, and their adjustment for unequal
/// intervals). Measured on QuartzCore (a public reimplementation's test of its agreement with
/// QuartzCore): a `cubic` position animation through (0, 0), (10, 0), (10, 30), frozen at 0.75
/// of its 1 s, shows (10.625, 13.125), which fixes the end tangent as the whole first or last
/// step. The other expected numbers are the Hermite curve with those tangents, worked by hand.
@Suite struct CubicKeyframeTests {
    func cubic(_ values: [Double], keyTimes: [Double]? = nil) -> KeyframeAnimation {
        var a = KeyframeAnimation(keyPath: "position.x")
        a.values = values
        a.keyTimes = keyTimes
        a.calculationMode = .cubic
        a.duration = 1
        return a
    }

    func x(_ a: KeyframeAnimation, _ t: Double) -> Double { shown(a, at: t).position.x }

    @Test func endTangentsAreTheWholeFirstAndLastStepAsQuartzCoreShows() {
        // QuartzCore: (10.625, 13.125) at 0.75. Segment 1 at its middle: tangent into the end
        // key frame (0, 30), the whole last step; half of it would give (10.625, 15).
        var p = KeyframeAnimation(keyPath: "position")
        p.values = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 30)]
        p.calculationMode = .cubic
        p.duration = 1
        let shownPoint = shown(p, at: 0.75).position
        #expect(abs(shownPoint.x - 10.625) < 1e-12 && abs(shownPoint.y - 13.125) < 1e-12)
        // Two values 0 → 10: both tangents 10, so the Hermite curve is the straight line.
        let a = cubic([0, 10])
        for t in [0.1, 0.25, 0.5, 0.8] { #expect(abs(x(a, t) - 10 * t) < 1e-12, "t = \(t)") }
    }

    @Test func endTangentsTakeTensionContinuityAndBiasOnTheirOneStep() {
        // At an end d0 = d1 = the step, so out[0] = (1 − T)(1 − B·C)·(P[1] − P[0]) and
        // in[n−1] = (1 − T)(1 + B·C)·(P[n−1] − P[n−2]).
        // Tension ½ at both ends of 0 → 10: tangents 5. Hermite at 0.25: h10 = 0.140625,
        // h01 = 0.15625, h11 = −0.046875.
        var a = cubic([0, 10])
        a.tensionValues = [0.5, 0.5]
        #expect(abs(x(a, 0.25) - (5 * 0.140625 + 10 * 0.15625 - 5 * 0.046875)) < 1e-12)
        a.tensionValues = nil
        a.biasValues = [0.5, 0.5]
        a.continuityValues = [0.5, 0.5]  // B·C = 0.25: out of the first 7.5, into the last 12.5
        #expect(abs(x(a, 0.25) - (7.5 * 0.140625 + 10 * 0.15625 - 12.5 * 0.046875)) < 1e-12)
    }

    @Test func tensionTightensTheCurveAtItsKeyFrame() {
        // Values 0, 10, 20, 0 at even times; the middle of segment 0 (t = 1/6).
        // Tangent out of key frame 0: 10 (the whole first step). Into key frame 1:
        // (1 − T)·(10 + 10)/2. Hermite at ½: 0.5·0 + 0.125·10 + 0.5·10 − 0.125·m2.
        var a = cubic([0, 10, 20, 0])
        #expect(abs(x(a, 1.0 / 6) - (6.25 - 0.125 * 10)) < 1e-12)  // Catmull-Rom: 5
        a.tensionValues = [0, 0.5]
        #expect(abs(x(a, 1.0 / 6) - (6.25 - 0.125 * 5)) < 1e-12)
        a.tensionValues = [1, 1, 1, 1]  // zero tangents: the midpoint between key frames
        #expect(abs(x(a, 1.0 / 6) - 5) < 1e-12)
        #expect(abs(x(a, 0.5) - 15) < 1e-12)
    }

    @Test func continuityMakesACornerAndBiasLeansTheTangent() {
        // Values 0, 10, 30 at even times (segment length ½). At key frame 1, d0 = 10, d1 = 20.
        let h = 1e-6
        var a = cubic([0, 10, 30])
        a.continuityValues = [0, 1]  // outgoing = d1, incoming = d0: slopes 20 and 40 per s
        let left = (x(a, 0.5) - x(a, 0.5 - h)) / h
        let right = (x(a, 0.5 + h) - x(a, 0.5)) / h
        #expect(abs(left - 20) < 1e-3 && abs(right - 40) < 1e-3)
        a.continuityValues = nil
        a.biasValues = [0, 1]  // both tangents = d0 = 10: slope 20 per s on both sides
        let l2 = (x(a, 0.5) - x(a, 0.5 - h)) / h
        let r2 = (x(a, 0.5 + h) - x(a, 0.5)) / h
        #expect(abs(l2 - 20) < 1e-3 && abs(r2 - 20) < 1e-3)
        a.biasValues = [0, -1]  // both = d1 = 20: slope 40 per s
        #expect(abs((x(a, 0.5 + h) - x(a, 0.5)) / h - 40) < 1e-3)
    }

    @Test func unevenKeyTimesScaleTangentsSoVelocityIsContinuous() {
        // Kochanek–Bartels' interval adjustment: at an inner key frame the outgoing tangent is
        // scaled by 2·N[k]/(N[k−1] + N[k]) and the incoming one by 2·N[k−1]/(N[k−1] + N[k]),
        // which makes the velocity the same on both sides: (P[k+1] − P[k−1]) / (t[k+1] − t[k−1]).
        let a = cubic([0, 10, 0, 10], keyTimes: [0, 0.2, 0.9, 1])
        let h = 1e-7  // the 0.1 s last segment bends hard: one-sided slopes need a small step
        for (k, t) in [(1, 0.2), (2, 0.9)] {
            let left = (x(a, t) - x(a, t - h)) / h
            let right = (x(a, t + h) - x(a, t)) / h
            let expected: Double = 0  // (P[k+1] − P[k−1]) is 0 at both inner key frames
            #expect(abs(left - right) < 1e-3 && abs(left - expected) < 1e-3, "key frame \(k)")
        }
        let b = cubic([0, 10, 30], keyTimes: [0, 0.25, 1])
        let left = (x(b, 0.25) - x(b, 0.25 - h)) / h
        let right = (x(b, 0.25 + h) - x(b, 0.25)) / h
        #expect(abs(left - 30) < 1e-3 && abs(right - 30) < 1e-3)
    }

    @Test func missingParametersAreZero() {
        var a = cubic([0, 10, 20, 0])
        let plain = x(a, 0.4)
        a.tensionValues = []
        a.continuityValues = [0]
        a.biasValues = [0, 0, 0, 0, 0]
        #expect(x(a, 0.4) == plain)
    }
}

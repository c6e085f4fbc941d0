import Foundation
import ReelCore
import Testing
import UIKit

/// `UIView.animateKeyframes` in each calculation mode, with a linear overall curve over 1 s:
/// the box's centre x goes 0 → 100 (key frame over 0…¼), → 40 (¼…½), → 160 (½…1), so the
/// key-frame animation UIKit makes has values P = [0, 100, 40, 160] at key times
/// [0, ¼, ½, 1], and its positions at time t (fraction f = t) are:
///
/// - linear: straight segments between the key times;
/// - discrete: each value held from its key time until the next (Core Animation: "each
///   keyframe value is used in turn, no interpolated values are calculated"), 160 from 1;
/// - paced: key times ignored, spread by distance (100, 60, 120 of 280: constant speed,
///   "Linear keyframe values are interpolated to produce an even pace");
/// - cubic: Hermite segments through the key frames with Catmull-Rom tangents (Apple's
///   `kCAAnimationCubic`: "a Catmull-Rom spline that passes through the keyframes … the standard
///   Kochanek-Bartels form"): at an inner key frame `(P[k+1] − P[k−1]) / 2`, scaled for uneven
///   key times by `2N[k]/(N[k−1]+N[k])` going out and `2N[k−1]/(N[k−1]+N[k])` coming in; at an
///   end, the whole first or last step — QuartzCore's measured value for a cubic position
///   animation through (0, 0), (10, 0), (10, 30) at 0.75 s, (10.625, 13.125), which
///   docs/animation.md cites;
/// - cubic paced: the cubic curve on the paced key times.
@Suite struct KeyframeModeTests {
    static let values = [0.0, 100, 40, 160]
    static let keyTimes = [0.0, 0.25, 0.5, 1]

    /// Key times spread by the distance between values.
    static var pacedTimes: [Double] {
        var sums = [0.0]
        for k in 1..<values.count { sums.append(sums[k - 1] + abs(values[k] - values[k - 1])) }
        return sums.map { $0 / sums[sums.count - 1] }
    }

    /// The segment holding f and the fraction through it.
    static func segment(_ f: Double, times: [Double]) -> (Int, Double) {
        var i = 0
        while i < times.count - 2 && f >= times[i + 1] { i += 1 }
        return (i, (f - times[i]) / (times[i + 1] - times[i]))
    }

    static func linear(_ f: Double, times: [Double]) -> Double {
        let (i, s) = segment(f, times: times)
        return values[i] + (values[i + 1] - values[i]) * s
    }

    static func cubic(_ f: Double, times: [Double]) -> Double {
        let p = values
        let n = p.count - 1
        func share(_ k: Int) -> Double { times[k + 1] - times[k] }
        func outgoing(_ k: Int) -> Double {
            if k == 0 { return p[1] - p[0] }
            return (p[k + 1] - p[k - 1]) / 2 * 2 * share(k) / (share(k - 1) + share(k))
        }
        func incoming(_ k: Int) -> Double {
            if k == n { return p[n] - p[n - 1] }
            return (p[k + 1] - p[k - 1]) / 2 * 2 * share(k - 1) / (share(k - 1) + share(k))
        }
        let (i, s) = segment(f, times: times)
        let (s2, s3) = (s * s, s * s * s)
        return (2 * s3 - 3 * s2 + 1) * p[i] + (s3 - 2 * s2 + s) * outgoing(i) + (-2 * s3 + 3 * s2) * p[i + 1]
            + (s3 - s2) * incoming(i + 1)
    }

    static func expected(_ mode: String, at f: Double) -> Double {
        if f >= 1 { return values[values.count - 1] }
        switch mode {
        case "discrete": return values[segment(f, times: keyTimes).0]
        case "paced": return linear(f, times: pacedTimes)
        case "cubic": return cubic(f, times: keyTimes)
        case "cubicPaced": return cubic(f, times: pacedTimes)
        default: return linear(f, times: keyTimes)
        }
    }

    @Test(arguments: ["linear", "discrete", "paced", "cubic", "cubicPaced"])
    func positionsFollowTheMode(mode: String) throws {
        let options: [String: UIView.KeyframeAnimationOptions] = [
            "linear": .calculationModeLinear, "discrete": .calculationModeDiscrete, "paced": .calculationModePaced,
            "cubic": .calculationModeCubic, "cubicPaced": .calculationModeCubicPaced,
        ]
        let host = RecordingHost(size: CGSize(width: 200, height: 40), scale: 1, fps: 40, duration: 1.2)
        let box = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
        host.run {
            box.layer.name = "box"
            host.rootView.addSubview(box)
        }
        host.at(0) {
            let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [options[mode]!, linear]) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { box.center.x = 100 }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { box.center.x = 40 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.center.x = 160 }
            }
        }
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let x = try ViewControllerTests.state("box", in: timeline, frame: frame).position.x
            #expect(abs(x - Self.expected(mode, at: t)) < 1e-9, "\(mode) at \(t)")
        }
        // The modes differ where they should: a third of the way through the second segment.
        let probe = try ViewControllerTests.state("box", in: timeline, frame: 13).position.x
        #expect(mode != "discrete" || probe == 100)
        #expect(mode != "linear" || abs(probe - 82) < 1e-9)
    }
}

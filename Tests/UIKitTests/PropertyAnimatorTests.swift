import ReelCore
import Testing
import UIKit

/// `UIViewPropertyAnimator` as interactive code drives it, on the recording's clock, each frame
/// checked against the curve: Core Animation's pause (speed 0, time offset), linear scrubbing,
/// reversal, delays and the completions' positions.
@Suite struct PropertyAnimatorTests {
    static func x(of name: String, in timeline: Timeline, frame: Int) throws -> Double {
        try ViewControllerTests.state(name, in: timeline, frame: frame).position.x
    }

    /// A box with its centre at x = 50 in a 300-point window, and a probe of completions.
    static func makeHost(duration: Double, fps: Double = 60) -> (RecordingHost, UIView) {
        let host = RecordingHost(size: CGSize(width: 300, height: 100), scale: 1, fps: fps, duration: duration)
        let box = UIView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        box.layer.name = "box"
        host.rootView.addSubview(box)
        return (host, box)
    }

    /// Started at 0.1 s, paused at 0.3 s, scrubbed to 0.3 (linearly: x = 50 + 0.3 · 150), then
    /// reversed at 0.6 s with `continueAnimation(withTimingParameters: nil, durationFactor: 0)`:
    /// it runs back along the ease-in-out curve from the time τ where the curve is at 0.3, to the
    /// start, and its completion reports `.start` with the box back at 50.
    @Test func scrubbedThenReversed() throws {
        let (host, box) = Self.makeHost(duration: 1.4)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.center.x = 200 }
        var ends: [String] = []
        animator.addCompletion { ends.append("\($0 == .start ? "start" : "other") \(CACurrentMediaTime())") }
        host.at(0.1) { animator.startAnimation() }
        host.at(0.3) {
            animator.pauseAnimation()
            #expect(animator.state == .active && !animator.isRunning)
            #expect(abs(animator.fractionComplete - 0.2) < 1e-9)
            animator.fractionComplete = 0.3
        }
        host.at(0.6) {
            animator.isReversed = true
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            #expect(animator.isRunning)
        }
        let timeline = try host.record()
        let tau = Self.time(where: TimingFunction.easeInEaseOut, reaches: 0.3)
        #expect(ends.count == 1 && ends[0].hasPrefix("start"))
        #expect(abs(Double(ends[0].split(separator: " ")[1])! - (0.6 + tau)) < 1e-6)
        #expect(animator.state == .inactive && box.center.x == 50)
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let expected: Double
            switch t {
            case ..<0.1: expected = 50
            case ..<0.3: expected = 50 + 150 * TimingFunction.easeInEaseOut.value(at: t - 0.1)
            case ..<0.6: expected = 50 + 150 * 0.3
            case ..<(0.6 + tau): expected = 50 + 150 * TimingFunction.easeInEaseOut.value(at: tau - (t - 0.6))
            default: expected = 50
            }
            #expect(abs(try Self.x(of: "box", in: timeline, frame: frame) - expected) < 1e-6, "frame \(frame)")
        }
    }

    /// `runningPropertyAnimator` with a delay and a linear curve, and a block added with
    /// `delayFactor: 0.5` that moves `y` only in the second half: x = 50 + 100u, u = (t − 0.2) / 0.8,
    /// and y = 50 + 40 · max(0, 2u − 1); the completion reports `.end`.
    @Test func runningAnimatorWithDelayFactor() throws {
        let (host, box) = Self.makeHost(duration: 1.2, fps: 30)
        var ends: [UIViewAnimatingPosition] = []
        host.at(0) {
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 0.8, delay: 0.2, options: [.curveLinear], animations: { box.center.x = 150 },
                completion: { ends.append($0) })
            animator.addAnimations({ box.center.y = 90 }, delayFactor: 0.5)
            #expect(animator.delay == 0.2 && animator.duration == 0.8)
        }
        let timeline = try host.record()
        #expect(ends == [.end])
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let u = min(max((t - 0.2) / 0.8, 0), 1)
            let state = try ViewControllerTests.state("box", in: timeline, frame: frame)
            #expect(abs(state.position.x - (50 + 100 * u)) < 1e-9, "frame \(frame)")
            #expect(abs(state.position.y - (50 + 40 * max(0, 2 * u - 1))) < 1e-9, "frame \(frame)")
        }
    }

    /// A spring animator (`dampingRatio: 0.5`) follows the closed-form spring of UIKit's
    /// parameters for that ratio and duration; `stopAnimation(false)` at 0.3 s leaves the box where
    /// it is, and `finishAnimation(at: .end)` puts it at the end and calls the completion.
    @Test func springStoppedAndFinished() throws {
        let (host, box) = Self.makeHost(duration: 0.6, fps: 20)
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.5) { box.center.x = 250 }
        var ends: [UIViewAnimatingPosition] = []
        animator.addCompletion { ends.append($0) }
        var stoppedAt = 0.0
        host.at(0) { animator.startAnimation() }
        host.at(0.3) {
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            stoppedAt = box.center.x
        }
        host.at(0.4) { animator.finishAnimation(at: .end) }
        let timeline = try host.record()
        var spring = SpringAnimation(keyPath: "position.x")
        let values = View.springParameters(dampingRatio: 0.5, duration: 0.5)
        (spring.stiffness, spring.damping) = (values.stiffness, values.damping)
        #expect(abs(stoppedAt - (50 + 200 * spring.fraction(at: 0.3))) < 1e-9)
        #expect(ends == [.end])
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let expected = t < 0.3 ? 50 + 200 * spring.fraction(at: t) : t < 0.4 ? stoppedAt : 250
            #expect(abs(try Self.x(of: "box", in: timeline, frame: frame) - expected) < 1e-9, "frame \(frame)")
        }
    }

    /// The time fraction at which `function` reaches `value` (bisection).
    static func time(where function: TimingFunction, reaches value: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if function.value(at: mid) < value { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}

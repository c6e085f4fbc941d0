import ReelCore
import Testing
import UIKit

/// The rest of `UIViewPropertyAnimator`'s state machine: staying paused at the end, new timing
/// parameters on continuing, stopping without finishing, springs given by their physics, control
/// points and the inherited duration.
@Suite struct PropertyAnimatorStateTests {
    static func x(_ timeline: Timeline, _ frame: Int) throws -> Double {
        try PropertyAnimatorTests.x(of: "box", in: timeline, frame: frame)
    }

    /// With `pausesOnCompletion` the animator stays active at its end without calling its
    /// completion; reversed and started again at 0.8 s it runs back to the start by 1.3 s and
    /// pauses there; stopped and finished at `.start` at 1.5 s it calls the completion once.
    @Test func pausesOnCompletionThenRunsBack() throws {
        let (host, box) = PropertyAnimatorTests.makeHost(duration: 1.7, fps: 20)
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { box.center.x = 150 }
        animator.pausesOnCompletion = true
        var ends: [UIViewAnimatingPosition] = []
        animator.addCompletion { ends.append($0) }
        host.at(0) { animator.startAnimation() }
        host.at(0.7) {
            #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
            animator.isReversed = true
            animator.startAnimation()
        }
        host.at(1.5) {
            #expect(ends.isEmpty && animator.state == .active)
            animator.stopAnimation(false)
            animator.finishAnimation(at: .start)
        }
        let timeline = try host.record()
        #expect(ends == [.start] && animator.state == .inactive && box.center.x == 50)
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let expected = t < 0.5 ? 50 + 200 * t : t < 0.7 ? 150 : t < 1.2 ? 150 - 200 * (t - 0.7) : 50
            #expect(abs(try Self.x(timeline, frame) - expected) < 1e-9, "frame \(frame)")
        }
    }

    /// Paused at 0.4 s of a linear second, continued with an ease-in curve: the box goes on from
    /// where it is, at the time τ where ease-in shows 0.4, and ends 1 − τ seconds later.
    @Test func continuesWithNewTimingParametersWithoutAJump() throws {
        let (host, box) = PropertyAnimatorTests.makeHost(duration: 1.6, fps: 20)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 150 }
        var ended = -1.0
        animator.addCompletion { _ in ended = CACurrentMediaTime() }
        host.at(0) { animator.startAnimation() }
        host.at(0.4) {
            animator.pauseAnimation()
            animator.continueAnimation(
                withTimingParameters: UICubicTimingParameters(animationCurve: .easeIn), durationFactor: 0)
        }
        let timeline = try host.record()
        let tau = PropertyAnimatorTests.time(where: .easeIn, reaches: 0.4)
        #expect(abs(ended - (0.4 + 1 - tau)) < 1e-6)
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let expected =
                t < 0.4 ? 50 + 100 * t : 50 + 100 * TimingFunction.easeIn.value(at: min(tau + t - 0.4, 1))
            #expect(abs(try Self.x(timeline, frame) - expected) < 1e-6, "frame \(frame)")
        }
    }

    /// `stopAnimation(true)` leaves the box where it was shown and the animator inactive; the
    /// completion never runs.
    @Test func stopWithoutFinishing() throws {
        let (host, box) = PropertyAnimatorTests.makeHost(duration: 1, fps: 10)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 150 }
        var ends = 0
        animator.addCompletion { _ in ends += 1 }
        host.at(0) { animator.startAnimation() }
        host.at(0.3) {
            animator.stopAnimation(true)
            #expect(animator.state == .inactive)
        }
        let timeline = try host.record()
        #expect(ends == 0 && abs(box.center.x - 80) < 1e-9)
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            #expect(abs(try Self.x(timeline, frame) - (t < 0.3 ? 50 + 100 * t : 80)) < 1e-9, "frame \(frame)")
        }
    }

    /// A spring given by mass, stiffness and damping lasts until it settles (the animator's
    /// duration is ignored, as in UIKit): QuartzCore's default spring settles in 1.4727003346780927 s.
    @Test func physicalSpringLastsItsSettlingTime() {
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: spring)
        #expect(abs(animator.duration - 1.4727003346780927) < 1e-12)
        #expect(animator.timingParameters?.timingCurveType == .spring)
        #expect(UICubicTimingParameters(animationCurve: .easeOut).controlPoint2 == CGPoint(x: 0.58, y: 1))
    }

    /// Control points make the animator's curve, and its blocks read its duration as
    /// `UIView.inheritedAnimationDuration`; setting `fractionComplete` on an inactive animator
    /// makes it active (and paused).
    @Test func controlPointsAndInheritedDuration() throws {
        let (host, box) = PropertyAnimatorTests.makeHost(duration: 0.6, fps: 20)
        let curve = TimingFunction(controlPoints: 0.2, 0, 0, 1)
        var inherited = -1.0
        let animator = UIViewPropertyAnimator(
            duration: 0.4, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1)
        ) {
            inherited = UIView.inheritedAnimationDuration
            box.alpha = 0
        }
        host.at(0) {
            animator.fractionComplete = 0
            #expect(animator.state == .active && !animator.isRunning)
            animator.startAnimation()
        }
        let timeline = try host.record()
        #expect(inherited == 0.4)
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let alpha = try ViewControllerTests.state("box", in: timeline, frame: frame).opacity
            #expect(abs(alpha - (1 - curve.value(at: min(t / 0.4, 1)))) < 1e-9, "frame \(frame)")
        }
    }
}

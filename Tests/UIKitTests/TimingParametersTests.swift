import Foundation
import ReelCore
import Testing

@testable import UIKit

/// iOS 17's `UISpringTimingParameters(duration:bounce:)` springs, checked frame by frame against
/// the perceptual spring's formulas, and the timing parameters' keyed archiving.
@Suite struct TimingParametersTests {
    /// The spring WWDC23's mapping gives: mass 1, ω₀ = 2π / duration, damping ratio 1 − bounce
    /// (bounce ≥ 0) or 1 / (1 + bounce) (over-damped, bounce < 0).
    static func perceptualSpring(duration: Double, bounce: Double) -> SpringAnimation {
        var spring = SpringAnimation(keyPath: "position.x")
        let omega = 2 * Double.pi / duration
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        spring.mass = 1
        spring.stiffness = omega * omega
        spring.damping = 2 * ratio * omega
        spring.allowsOverdamping = true
        return spring
    }

    /// The box moves from x = 50 to 250 along the spring, and the animator lasts until the spring
    /// settles, whatever duration it was given (as with mass, stiffness and damping).
    @Test(arguments: [(0.5, 0.3), (0.4, 0.0), (0.6, -0.5)])
    func perceptualSpringMovesAlongItsFormula(duration: Double, bounce: Double) throws {
        let spring = Self.perceptualSpring(duration: duration, bounce: bounce)
        let (host, box) = PropertyAnimatorTests.makeHost(duration: 1.2, fps: 20)
        let parameters = UISpringTimingParameters(duration: duration, bounce: CGFloat(bounce))
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: parameters)
        animator.addAnimations { box.center.x = 250 }
        #expect(abs(animator.duration - spring.settlingDuration) < 1e-9)
        host.at(0) { animator.startAnimation() }
        let timeline = try host.record()
        for frame in 0..<timeline.frameCount {
            let t = timeline.time(ofFrame: frame)
            let expected = t >= animator.duration ? 250 : 50 + 200 * spring.fraction(at: t)
            let x = try PropertyAnimatorTests.x(of: "box", in: timeline, frame: frame)
            #expect(abs(x - expected) < 1e-9, "frame \(frame)")
        }
    }

    @Test func durationAndBounceStartAtRest() {
        let parameters = UISpringTimingParameters(duration: 0.5, bounce: 0.2)
        #expect(parameters.initialVelocity == .zero)
        #expect(parameters.spring == .perceptual(duration: 0.5, bounce: 0.2))
        #expect(parameters.timingCurveType == .spring)
    }

    static func roundTrip<T: NSObject & NSSecureCoding>(_ value: T) throws -> T? {
        let data = try NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: true)
        return try NSKeyedUnarchiver.unarchivedObject(ofClass: T.self, from: data)
    }

    @Test func cubicParametersComeBackFromAnArchive() throws {
        let custom = UICubicTimingParameters(
            controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.4, y: 1.3))
        let decoded = try #require(try Self.roundTrip(custom))
        #expect(decoded.controlPoint1 == custom.controlPoint1 && decoded.controlPoint2 == custom.controlPoint2)
        let easeIn = try #require(try Self.roundTrip(UICubicTimingParameters(animationCurve: .easeIn)))
        #expect(easeIn.animationCurve == .easeIn)
        #expect(easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0))
    }

    /// Each kind of spring (damping ratio, mass-stiffness-damping, duration-bounce) with its velocity.
    @Test func springParametersComeBackFromAnArchive() throws {
        let springs = [
            UISpringTimingParameters(dampingRatio: 0.4, initialVelocity: CGVector(dx: 2, dy: -1)),
            UISpringTimingParameters(mass: 2, stiffness: 300, damping: 12, initialVelocity: CGVector(dx: 0.5, dy: 0)),
            UISpringTimingParameters(duration: 0.7, bounce: -0.25, initialVelocity: CGVector(dx: 1, dy: 1)),
        ]
        for parameters in springs {
            let decoded = try #require(try Self.roundTrip(parameters))
            #expect(decoded.spring == parameters.spring)
            #expect(decoded.initialVelocity == parameters.initialVelocity)
        }
    }

    /// A coder that holds no timing parameters gives nil, as a failable initialiser should.
    @Test func anArchiveOfSomethingElseGivesNil() throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: "text" as NSString, requiringSecureCoding: true)
        let coder = try NSKeyedUnarchiver(forReadingFrom: data)
        #expect(UISpringTimingParameters(coder: coder) == nil)
        #expect(UICubicTimingParameters(coder: coder) == nil)
    }

    /// The animator's interaction switches change nothing a recording shows: stored, and their
    /// first use warns once (docs/ios-coverage.md lists them as accepted).
    @Test func acceptedAnimatorSwitchesAreStoredAndNoted() {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.isUserInteractionEnabled = false
        animator.isManualHitTestingEnabled = true
        animator.isInterruptible = false
        #expect(!animator.isUserInteractionEnabled && animator.isManualHitTestingEnabled && !animator.isInterruptible)
        for name in ["isUserInteractionEnabled", "isManualHitTestingEnabled", "isInterruptible"] {
            #expect(AcceptedMember.wasNoted("UIViewPropertyAnimator.\(name)"))
        }
    }
}

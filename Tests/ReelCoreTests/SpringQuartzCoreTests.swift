import Foundation
import Testing

@testable import ReelCore

/// `SpringAnimation` against Core Animation's documented and measured `CASpringAnimation`.
///
/// Sources:
/// - Apple, CASpringAnimation.settlingDuration documentation: mass 1, stiffness 100,
///   damping 5 settles in "approximately 2.85 seconds"; damping 15 in "just over 1 second".
/// - `settlingDuration` printed on iOS (QuartzCore), as recorded in the test suite of the
///   OpenCoreAnimation project (github.com/1amageek/OpenCoreAnimation,
///   CASpringAnimationPerceptualTests): the default spring 1.4727003346780927 s, damping 1
///   13.91321015404625 s, damping 20 (critical) 1.0 s, damping 100 without over-damping 1.0 s,
///   `init(perceptualDuration: 1, bounce: 0.5)` 2.3438753795710707 s.
/// - WWDC23 "Animate with springs" and SwiftUI's `Spring(duration:bounce:)` documentation:
///   mass 1, stiffness (2π / duration)², damping 4π(1 − bounce) / duration for bounce ≥ 0 and
///   damping ratio 1 / (1 + bounce) for bounce < 0.
@Suite struct SpringQuartzCoreTests {
    static func spring(damping: Double, mass: Double = 1, stiffness: Double = 100) -> SpringAnimation {
        var s = SpringAnimation(keyPath: "position.x")
        s.mass = mass
        s.stiffness = stiffness
        s.damping = damping
        return s
    }

    @Test func defaultSpringSettlesAsMeasuredOnIOS() {
        // Measured on iOS: CASpringAnimation().settlingDuration == 1.4727003346780927.
        let s = SpringAnimation(keyPath: "opacity")
        #expect(abs(s.settlingDuration - 1.4727003346780927) < 1e-12)
    }

    @Test func lightlyDampedSpringSettlesAsMeasuredOnIOS() {
        // Measured on iOS: damping 1 → 13.91321015404625 s.
        #expect(abs(Self.spring(damping: 1).settlingDuration - 13.91321015404625) < 1e-11)
    }

    @Test func documentedExamplesOfSettlingDuration() {
        // Apple's settlingDuration page: damping 5 ≈ 2.85 s, damping 15 "just over 1 second".
        let five = Self.spring(damping: 5).settlingDuration
        #expect(abs(five - 2.85) < 0.01, "damping 5: \(five)")
        let fifteen = Self.spring(damping: 15).settlingDuration
        #expect(fifteen > 1 && fifteen < 1.05, "damping 15: \(fifteen)")
    }

    @Test func criticalSpringSettlesAsMeasuredOnIOS() {
        // Measured on iOS: damping 20 (critical for mass 1, stiffness 100) → 1.0 s.
        #expect(Self.spring(damping: 20).settlingDuration == 1)
    }

    @Test func dampingAboveCriticalBehavesAsCriticalByDefault() {
        // Measured on iOS: damping 100 without allowsOverdamping → 1.0 s, the critical spring's.
        let heavy = Self.spring(damping: 100)
        let critical = Self.spring(damping: 20)
        #expect(!heavy.allowsOverdamping)
        #expect(heavy.settlingDuration == 1)
        for t in [0.02, 0.1, 0.3, 0.6] {
            #expect(abs(heavy.fraction(at: t) - critical.fraction(at: t)) < 1e-12, "t = \(t)")
        }
    }

    @Test func allowsOverdampingFollowsThePhysicalOscillator() {
        var heavy = Self.spring(damping: 100)
        heavy.allowsOverdamping = true
        let critical = Self.spring(damping: 20)
        // Over-damped: slower than critical, and exactly the closed form of m·x″ + c·x′ + k·x.
        #expect(heavy.fraction(at: 0.5) < critical.fraction(at: 0.5))
        #expect(heavy.settlingDuration > 1)
        let r1 = -10 * (5 - (24.0).squareRoot())
        let r2 = -10 * (5 + (24.0).squareRoot())
        let c2 = r1 / (r2 - r1)
        let expected = 1 + (-1 - c2) * exp(r1 * 0.5) + c2 * exp(r2 * 0.5)
        #expect(abs(heavy.fraction(at: 0.5) - expected) < 1e-12)
    }

    @Test func perceptualInitializerUsesTheDocumentedMapping() {
        // WWDC23 "Animate with springs": stiffness (2π/d)², damping 4π(1 − bounce)/d, mass 1.
        let s = SpringAnimation(keyPath: "opacity", perceptualDuration: 1, bounce: 0.5)
        #expect(s.mass == 1)
        #expect(abs(s.stiffness - 4 * .pi * .pi) < 1e-12)
        #expect(abs(s.damping - 2 * .pi) < 1e-12)
        #expect(abs(s.perceptualDuration - 1) < 1e-12)
        #expect(abs(s.bounce - 0.5) < 1e-12)
        // Measured on iOS: CASpringAnimation(perceptualDuration: 1, bounce: 0.5).settlingDuration.
        #expect(abs(s.settlingDuration - 2.3438753795710707) < 1e-12)

        let quick = SpringAnimation(keyPath: "opacity", perceptualDuration: 0.4, bounce: 0.2)
        #expect(abs(quick.stiffness - pow(2 * .pi / 0.4, 2)) < 1e-9)
        #expect(abs(quick.damping - 4 * .pi * 0.8 / 0.4) < 1e-12)
    }

    @Test func negativeBounceIsOverdamped() {
        // SwiftUI Spring(duration:bounce:): bounce < 0 is over-damped, damping ratio 1/(1 + bounce).
        let s = SpringAnimation(keyPath: "opacity", perceptualDuration: 1, bounce: -0.5)
        #expect(s.allowsOverdamping)
        #expect(abs(s.damping - 8 * .pi) < 1e-12)  // ratio 2 × 2√(k·m) = 2 × 2 × 2π
        #expect(abs(s.bounce + 0.5) < 1e-12)
        let critical = SpringAnimation(keyPath: "opacity", perceptualDuration: 1, bounce: 0)
        #expect(s.fraction(at: 0.3) < critical.fraction(at: 0.3))
        #expect(s.settlingDuration > critical.settlingDuration)
    }

    @Test func bounceOfTheDefaultSpringIsOneHalf() {
        // ζ = 10 / (2·√100) = 0.5 → bounce 1 − ζ; perceptual duration 2π/ω₀ = 2π/10.
        let s = SpringAnimation(keyPath: "opacity")
        #expect(abs(s.bounce - 0.5) < 1e-12)
        #expect(abs(s.perceptualDuration - 2 * .pi / 10) < 1e-12)
    }

    @Test func settlingScalesWithTheNaturalFrequency() {
        // The measured values are one rule in ω₀·t: the default spring and the perceptual
        // (1 s, 0.5) spring share ζ = 0.5, and their settling times are in the ratio of ω₀.
        let a = SpringAnimation(keyPath: "opacity").settlingDuration * 10
        let b = SpringAnimation(keyPath: "opacity", perceptualDuration: 1, bounce: 0.5).settlingDuration * 2 * .pi
        #expect(abs(a - b) < 1e-9)
    }

    @Test func springWithoutDurationPlaysForItsSettlingDuration() {
        let s = SpringAnimation(keyPath: "opacity").resolvingDuration(0.25)
        #expect(abs(s.duration - 1.4727003346780927) < 1e-12)
    }
}

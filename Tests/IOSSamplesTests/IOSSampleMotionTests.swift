import Foundation
import IOSSampleClips
import IOSSamples
import ReelCore
import Testing
import UIKit

/// The fractional part of `x`.
func frac(_ x: Double) -> Double { x - x.rounded(.down) }

/// The iOS-idiom samples' motion, from their presentation trees, against formulas written from
/// each sample's code (its constants are read from the sample's type).
@Suite(.serialized) struct IOSSampleMotionTests {
    @Test func ballPulseDotsFollowTheirKeyFramesFromTheirDelays() throws {
        let run = try Recording("ball-pulse")
        let t = BallPulseIndicatorView.self
        let ease = TimingFunction(
            controlPoints: Double(Float(0.2)), Double(Float(0.68)), Double(Float(0.18)), Double(Float(1.08)))
        for f in 0..<run.frameCount {
            for i in 0..<t.dotCount {
                let local = run.time(f) - t.delays[i]
                var expected = 1.0
                if local >= 0 {
                    let x = frac(local / t.duration)
                    expected =
                        x < 0.3
                        ? 1 + (0.3 - 1) * ease.value(at: x / 0.3) : 0.3 + (1 - 0.3) * ease.value(at: (x - 0.3) / 0.7)
                }
                let scale = try run.state("dot\(i)", at: f).transform.m11
                #expect(abs(scale - expected) < 1e-4, "dot\(i) frame \(f): scale \(scale), expected \(expected)")
            }
        }
    }

    @Test func arcSpinnerTurnsOnceASecond() throws {
        let run = try Recording("arc-spinner")
        for f in 0..<run.frameCount {
            let angle = 2 * Double.pi * frac(run.time(f) / ArcSpinnerView.turnDuration)
            let m = try run.state("arc", at: f).transform
            #expect(abs(m.m11 - cos(angle)) < 1e-9 && abs(m.m12 - sin(angle)) < 1e-9, "frame \(f)")
        }
    }

    @Test func shimmerLocationsSweepLinearly() throws {
        let run = try Recording("shimmer")
        let from = ShimmerView.fromLocations.map(\.doubleValue)
        let to = ShimmerView.toLocations.map(\.doubleValue)
        for f in 0..<run.frameCount {
            let p = frac(run.time(f) / ShimmerView.sweepDuration)
            let locations = try #require(try run.state("shimmer", at: f).locations)
            let expected = zip(from, to).map { $0 + ($1 - $0) * p }
            #expect(zip(locations, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "frame \(f): \(locations)")
        }
    }

    @Test func rippleRingGrowsAndFadesWithTheGroupsEaseOut() throws {
        let run = try Recording("ripple")
        let easeOut = curve(.easeOut)
        for f in 0..<run.frameCount {
            let p = easeOut.value(at: frac(run.time(f) / RippleView.duration))
            let ring = try run.state("ring", at: f)
            #expect(abs(ring.transform.m11 - p) < 1e-6 && abs(ring.opacity - (1 - p)) < 1e-6, "frame \(f)")
        }
        let replicator = try run.state("ripple", at: 0)
        #expect(replicator.instanceCount == RippleView.ringCount)
        #expect(abs(replicator.instanceDelay - RippleView.duration / 3) < 1e-12)
    }

    @Test func checkmarkDrawsTheCircleThenTheTick() throws {
        let run = try Recording("checkmark")
        let easeOut = curve(.easeOut)
        let start = 0.2
        let c = CheckmarkView.self
        func drawn(_ t: Double, from begin: Double, for duration: Double) -> Double {
            t < begin ? 0 : t >= begin + duration ? 1 : easeOut.value(at: (t - begin) / duration)
        }
        for f in 0..<run.frameCount {
            let t = run.time(f)
            let circle = try run.state("circle", at: f).strokeEnd
            let tick = try run.state("tick", at: f).strokeEnd
            #expect(abs(circle - drawn(t, from: start, for: c.circleDuration)) < 1e-6, "circle frame \(f)")
            #expect(
                abs(tick - drawn(t, from: start + c.circleDuration, for: c.tickDuration)) < 1e-6, "tick frame \(f)")
        }
    }

    /// The damped spring from `pressedScale` to 1: x(τ) = 1 − A e^(−ζω₀τ)(cos ω_d τ + ζω₀/ω_d sin ω_d τ).
    @Test func springButtonFollowsTheDampedSpring() throws {
        let run = try Recording("spring-button")
        let s = SpringButtonView.self
        let (m, k, c) = (Double(s.mass), Double(s.stiffness), Double(s.damping))
        let w0 = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let spring = CASpringAnimation(keyPath: "transform.scale")
        (spring.mass, spring.stiffness, spring.damping) = (s.mass, s.stiffness, s.damping)
        let settling = spring.settlingDuration
        let start = 0.3
        var sawOvershoot = false
        for f in 0..<run.frameCount {
            let tau = run.time(f) - start
            var expected = 1.0
            if tau >= 0 && tau < settling {
                let a = 1 - Double(s.pressedScale)
                expected = 1 - a * exp(-zeta * w0 * tau) * (cos(wd * tau) + zeta * w0 / wd * sin(wd * tau))
            }
            let scale = try run.state("view", at: f).transform.m11
            #expect(abs(scale - expected) < 1e-6, "frame \(f): \(scale), expected \(expected)")
            sawOvershoot = sawOvershoot || scale > 1.05
        }
        #expect(sawOvershoot, "the spring overshoots 1")
    }

    @Test func flyInFollowsItsCurveAndLandsInTheCentre() throws {
        let run = try Recording("fly-in")
        let view = FlyInView(frame: CGRect(origin: .zero, size: IOSSampleClip.window))
        let (a, b, e) = (view.start, view.control, view.end)
        func curvePoint(_ s: Double) -> (Double, Double) {
            let u = 1 - s
            return (
                u * u * a.x + 2 * u * s * b.x + s * s * e.x, u * u * a.y + 2 * u * s * b.y + s * s * e.y
            )
        }
        var lastParameter = 0.0
        for f in 0..<run.frameCount {
            let t = run.time(f)
            let p = try run.state("badge", at: f).position
            if t >= 0.2 + FlyInView.duration {
                #expect(abs(p.x - e.x) < 1e-9 && abs(p.y - e.y) < 1e-9, "frame \(f) landed")
            } else if t < 0.2 {
                #expect(p == Point(x: a.x, y: a.y), "frame \(f) waits at the start")
            } else {
                // The point lies on the quadratic curve, further along than the frame before.
                let samples = (0...2000).map { Double($0) / 2000 }
                let nearest = samples.min { s0, s1 in
                    let (x0, y0) = curvePoint(s0)
                    let (x1, y1) = curvePoint(s1)
                    return hypot(x0 - p.x, y0 - p.y) < hypot(x1 - p.x, y1 - p.y)
                }!
                let (x, y) = curvePoint(nearest)
                #expect(hypot(x - p.x, y - p.y) < 0.5, "frame \(f): \(p) is off the curve")
                #expect(nearest >= lastParameter, "frame \(f) goes back along the curve")
                lastParameter = nearest
            }
        }
    }
}

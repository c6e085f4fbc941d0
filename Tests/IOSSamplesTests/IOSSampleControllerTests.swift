import IOSSampleClips
import IOSSamples
import ReelCore
import Testing
import UIKit

/// The view-controller and property-animator samples move as their code says, checked against
/// formulas at frames away from the scripted events (30 fps).
@Suite struct IOSSampleControllerTests {
    /// The time fraction at which `function` reaches `value`.
    static func time(where function: TimingFunction, reaches value: Double) -> Double {
        var (low, high) = (0.0, 1.0)
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if function.value(at: mid) < value { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// The sheet (closed top 264, open top 36, 0.6 s ease in and out) follows the drags
    /// linearly, falls back from 0.4 along the curve, and opens from 0.6; the dimming block,
    /// delayed by a fifth, lags.
    @Test func draggableSheetScrubsFallsBackAndOpens() throws {
        let run = try Recording("draggable-sheet")
        let curve = TimingFunction.easeInEaseOut
        let top = { (shown: Double) in 264 - 228 * shown }
        let back = 0.6 * Self.time(where: curve, reaches: 0.4)
        let open = 0.6 * Self.time(where: curve, reaches: 0.6)
        let expected: [(frame: Int, top: Double)] = [
            (3, 264), (10, top(0.1)), (16, top(0.3)), (20, top(0.4)),
            (24, top(curve.value(at: (back - 0.1) / 0.6))), (35, 264), (46, top(0.4)),
            (57, top(curve.value(at: (open + 0.2) / 0.6))), (80, 36),
        ]
        for (frame, y) in expected {
            let sheet = try run.state("sheet", at: frame)
            #expect(abs(sheet.position.y - sheet.bounds.height / 2 - y) < 1e-6, "frame \(frame)")
        }
        let dimming = try run.state("dimming", at: 16).opacity
        #expect(abs(dimming - 0.4 * (0.3 * 0.6 - 0.12) / 0.48) < 1e-9)
        #expect(try run.state("dimming", at: 80).opacity == 0.4)
    }

    /// The welcome card springs in from 48 points low (UIKit's spring for damping 0.7 over 0.8 s)
    /// as the page appears; the push at 1.2 s slides the next page in (x = 90 + 180 · (1 − e))
    /// while the welcome page moves a third left (x = 90 − 60e), e = easeInOut((t − 1.2) / 0.35).
    @Test func onboardingSpringsThenSlides() throws {
        let run = try Recording("onboarding")
        var spring = SpringAnimation(keyPath: "opacity")
        (spring.stiffness, spring.damping) = View.springParameters(dampingRatio: 0.7, duration: 0.8)
        for frame in [3, 6, 12, 20] {
            let card = try run.state("card", at: frame)
            let shown = spring.fraction(at: run.time(frame))
            #expect(abs(card.opacity - shown) < 1e-9, "frame \(frame)")
            #expect(abs(card.transform.m42 - 48 * (1 - shown)) < 1e-9, "frame \(frame)")
        }
        for frame in [38, 42, 45] {
            let e = TimingFunction.easeInEaseOut.value(at: (run.time(frame) - 1.2) / 0.35)
            #expect(abs(try run.state("Stay in sync", at: frame).position.x - (90 + 180 * (1 - e))) < 1e-9)
            #expect(abs(try run.state("Welcome", at: frame).position.x - (90 - 60 * e)) < 1e-9)
        }
        #expect(Recording.find("Welcome", in: run.timeline.evaluate(at: run.time(60))) == nil)
    }

    /// The details screen is in the window from the presentation at 0.3 s until the dismissal
    /// that starts at 1.3 s ends, 0.6 s later; the home screen stays below (`.custom`).
    @Test func circularRevealPresentsAndDismisses() throws {
        let run = try Recording("circular-reveal")
        for frame in 0..<run.frameCount {
            let t = run.time(frame)
            let tree = run.timeline.evaluate(at: t)
            #expect(Recording.find("home", in: tree) != nil, "frame \(frame)")
            let shown = Recording.find("details", in: tree) != nil
            if abs(t - 0.3) > 1e-6, abs(t - 1.9) > 1e-6 { #expect(shown == (t > 0.3 && t < 1.9), "frame \(frame)") }
        }
    }

    /// The filters sheet (180 points, its `preferredContentSize`) covers up from 0.2 s and down
    /// from 1.2 s, 0.5 s each, ease in and out, while the dimming fades to 0.4 and back.
    @Test func halfSheetSlidesOverTheDimming() throws {
        let run = try Recording("half-sheet")
        let curve = TimingFunction.easeInEaseOut
        for frame in [9, 12, 24, 39, 42] {
            let t = run.time(frame)
            let e = t < 1.2 ? curve.value(at: min((t - 0.2) / 0.5, 1)) : 1 - curve.value(at: (t - 1.2) / 0.5)
            let sheet = try run.state("filters", at: frame)
            #expect(abs(sheet.position.y - 90 - (320 - 180 * e)) < 1e-9, "frame \(frame)")
            #expect(abs(try run.state("dimming", at: frame).opacity - 0.4 * e) < 1e-9, "frame \(frame)")
        }
        #expect(Recording.find("filters", in: run.timeline.evaluate(at: run.time(55))) == nil)
    }

    /// The photo (centre y 160 in a 320-point screen) follows each drag: the dismissal slides it
    /// 320 points in 0.45 s (linear) and the drag gives it p = dy / 320, so y = 160 + 320p and
    /// the backdrop's alpha is 1 − p. The first drag (80 points from 0.9 s over 0.45 s, last move
    /// at frame 40) lets go at a quarter: the photo goes back at the same speed, and is still at
    /// 160 afterwards. The second (180 points from 1.8 s over 0.5 s, last move at frame 68)
    /// finishes from p = 0.525 and the viewer is gone after 2.3 + 0.475 · 0.45 s.
    @Test func photoViewerFollowsTheDragsAndDismisses() throws {
        let run = try Recording("photo-dismiss")
        let first = { (t: Double) in 80 * (t - 0.9) / 0.45 / 320 }
        let second = { (t: Double) in 180 * (t - 1.8) / 0.5 / 320 }
        let (p1, p2) = (first(run.time(40)), second(run.time(68)))
        let expected: [(frame: Int, p: Double)] = [
            (25, 0), (30, first(run.time(30))), (36, first(run.time(36))), (40, p1),
            (42, p1 - (run.time(42) - 1.35) / 0.45), (46, 0), (60, second(run.time(60))), (68, p2),
            (72, p2 + (run.time(72) - 2.3) / 0.45),
        ]
        for (frame, p) in expected {
            #expect(abs(try run.state("photo", at: frame).position.y - (160 + 320 * p)) < 1e-6, "frame \(frame)")
            let backdrop = try #require(try run.state("viewer", at: frame).backgroundColor)
            #expect(abs(backdrop.alpha - (1 - p)) < 1e-6, "frame \(frame)")
        }
        #expect(2.3 + (1 - p2) * 0.45 < run.time(76))
        #expect(Recording.find("photo", in: run.timeline.evaluate(at: run.time(76))) == nil)
    }
}

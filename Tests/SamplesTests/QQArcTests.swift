import Foundation
import ReelCore
import ReelScene
import Testing

/// The avatar-on-an-arc clip against the post (`../shared/docs/seeds.md` §2), from its trace.
@Suite("qq-arc follows the post")
struct QQArcTests {
    /// `r = 2W/√3`.
    static func radius(_ run: SampleRun) -> Double { 2 * run.timeline.size.width / 3.0.squareRoot() }

    /// Button i's UIKit angle: π/2 − (7.5° + 15°·i).
    static func angle(ofButton i: Int) -> Double { Double.pi / 2 - (7.5 + 15 * Double(i)) * Double.pi / 180 }

    /// The button whose frame the head occupies at frame `f` (nil when none does).
    static func headButton(_ run: SampleRun, frame f: Int) -> Int? {
        guard let head = run.trace[f]["head"] else { return nil }
        return (0..<4).first { i in
            guard let b = run.trace[f]["button\(i)"] else { return false }
            return zip(b.frameInRoot, head.frameInRoot).allSatisfy { abs($0 - $1) < 1e-9 }
        }
    }

    /// One move: the tap, where the head was and where it goes.
    struct Move {
        var time: Double
        var frame: Int
        var from: Int
        var to: Int
        var duration: Double { abs(to - from) <= 1 ? 0.7 : 0.4 * Double(abs(to - from)) }
    }

    static func taps(_ run: SampleRun) throws -> [(tap: SampleRun.Tap, frame: Int, from: Int, to: Int)] {
        try run.taps.map { tap in
            let to = try #require(Int(tap.path.dropFirst("button".count)), "tap on \(tap.path), not a button")
            let f = try #require(run.frameIndex(at: tap.time), "tap at \(tap.time) s is not on a frame")
            let from = try #require(
                headButton(run, frame: max(f - 1, 0)), "the head is on no button before the tap at \(tap.time) s")
            return (tap, f, from, to)
        }
    }

    @Test("the buttons sit on the circle at the post's angles (conformance data)")
    func buttonsMatchConformance() throws {
        let run = SampleRun.qqArc
        let seeds = try #require(try Paths.seeds()["qqArc"] as? [[String: Any]])
        let w375 = try #require(seeds.first { ($0["screenWidth"] as? Double) == run.timeline.size.width })
        #expect(abs((w375["radius"] as? Double ?? 0) - Self.radius(run)) < 1e-9)
        let buttons = try #require(w375["buttons"] as? [[String: Any]])
        for (i, b) in buttons.enumerated() {
            let frame = try #require(b["frame"] as? [Double])
            let traced = try #require(run.trace[0]["button\(i)"]).frameInRoot
            #expect(zip(frame, traced).allSatisfy { abs($0 - $1) < 1e-9 }, "button\(i): \(traced), post \(frame)")
            #expect(abs((b["uikitAngleRad"] as? Double ?? 0) - Self.angle(ofButton: i)) < 1e-12)
        }
        #expect(Self.headButton(run, frame: 0) == 0, "the head starts on button 0")
    }

    @Test(
        """
        each move runs along the circle of radius 2W/√3, between the right angles, in the right direction, for the \
        right duration, with easeOut
        """
    )
    func movesFollowTheArc() throws {
        let run = SampleRun.qqArc
        let r = Self.radius(run)
        let moves = try Self.taps(run).filter { $0.from != $0.to }.map {
            Move(time: $0.tap.time, frame: $0.frame, from: $0.from, to: $0.to)
        }
        #expect(moves.contains { $0.to > $0.from } && moves.contains { $0.to < $0.from }, "moves in both directions")
        #expect(
            moves.contains { abs($0.to - $0.from) == 1 } && moves.contains { abs($0.to - $0.from) > 1 },
            "both duration rules (0.7 s and 0.4 s·|Δ|)")
        for (n, move) in moves.enumerated() {
            let a0 = Self.angle(ofButton: move.from)
            let a1 = Self.angle(ofButton: move.to)
            let sweep = a1 - a0  // up (b > p): angles decrease, counter-clockwise on screen
            #expect((move.to > move.from) == (sweep < 0))
            let radialTolerance = r * Reference.arcRadialErrorBound(sweep: sweep) + 1e-9
            let angleTolerance = Reference.arcAngleErrorBound(sweep: sweep) + 1e-9
            let end = n + 1 < moves.count ? moves[n + 1].frame : run.trace.count
            var previousAngle = a0
            var shown = 0
            var checks = FrameChecks()
            for f in move.frame..<end {
                let t = run.timeline.time(ofFrame: f)
                let progress = (t - move.time) / move.duration
                let transition = run.trace[f]["transition"]
                let head = try #require(run.trace[f]["head"])
                if progress > 1 + 1e-9 {
                    // After the move: the transition layer is gone, the head is back, on the tapped button.
                    checks.check(
                        transition == nil, "move \(move.from)→\(move.to): transition still there at frame \(f)")
                    checks.check(
                        !head.hidden && Self.headButton(run, frame: f) == move.to,
                        "move \(move.from)→\(move.to): at frame \(f) the head is not shown on button\(move.to)")
                    continue
                }
                guard let transition else {
                    checks.check(
                        progress >= 1 - 1e-9, "move \(move.from)→\(move.to): transition gone early, frame \(f)")
                    continue
                }
                shown += 1
                checks.check(head.hidden, "the head shows during the move (frame \(f))")
                let p = transition.point
                let u = Reference.easeOut(progress)
                let angle = atan2(p.y, p.x)
                checks.check(
                    abs(p.distance(to: .zero) - r) <= radialTolerance,
                    "frame \(f): \(p) is \(p.distance(to: .zero) - r) off the circle (bound \(radialTolerance))")
                checks.check(
                    angle >= min(a0, a1) - angleTolerance && angle <= max(a0, a1) + angleTolerance,
                    "frame \(f): angle \(angle) outside [\(min(a0, a1)), \(max(a0, a1))]")
                checks.check((angle - previousAngle) * sweep >= -1e-12, "frame \(f): moving the wrong way")
                previousAngle = angle
                checks.check(
                    abs(angle - (a0 + u * sweep)) <= angleTolerance,
                    "frame \(f): angle \(angle), easeOut progress gives \(a0 + u * sweep)")
                let expected = Reference.arcCubic(radius: r, from: a0, sweep: sweep, at: u)
                checks.check(p.distance(to: expected) <= 1e-6, "frame \(f): at \(p), the arc's cubic gives \(expected)")
                // The transition layer is the head's 50 × 50 copy.
                checks.check(
                    abs(transition.rectInRoot.width - 50) < 1e-9 && transition.centreInRoot.distance(to: p) < 1e-9,
                    "frame \(f): the transition layer is not the 50 × 50 copy centred on its position")
            }
            checks.finish("move \(move.from)→\(move.to)")
            let expectedFrames = Int((move.duration * run.timeline.fps).rounded())
            #expect(
                abs(shown - expectedFrames) <= 1,
                "move \(move.from)→\(move.to) shown \(shown) frames, \(move.duration) s is \(expectedFrames)")
        }
    }

    @Test("the head, whenever shown, sits on a button on the circle")
    func headStaysOnTheCircle() throws {
        let run = SampleRun.qqArc
        let r = Self.radius(run)
        var checks = FrameChecks()
        for (f, frame) in run.trace.enumerated() {
            let head = try #require(frame["head"])
            guard !head.hidden else { continue }
            checks.check(abs(head.centreInRoot.distance(to: .zero) - r) < 1e-9, "frame \(f): head off the circle")
            checks.check(Self.headButton(run, frame: f) != nil, "frame \(f): head on no button")
        }
        checks.finish("head")
    }

    @Test("tapping the button the head is on does nothing")
    func tappingTheCurrentButtonDoesNothing() throws {
        let run = SampleRun.qqArc
        let idle = try Self.taps(run).filter { $0.from == $0.to }
        #expect(!idle.isEmpty, "the script never taps the head's own button")
        for tap in idle {
            #expect(run.trace[tap.frame]["transition"] == nil)
            #expect(
                !run.timeline.changes.contains { abs($0.time - tap.tap.time) < 1e-9 },
                "tapping button\(tap.to) under the head changed the tree at \(tap.tap.time) s")
            let before = Trace.line(
                frame: 0, time: 0, snapshot: run.snapshot(at: tap.tap.time - 0.5 / run.timeline.fps))
            let after = Trace.line(frame: 0, time: 0, snapshot: run.snapshot(at: tap.tap.time + 0.5 / run.timeline.fps))
            #expect(before == after)
        }
    }
}

import Foundation
import IOSSampleClips
import IOSSamples
import ReelCore
import ReelScene
import Testing
import UIKit

/// The iOS-idiom samples driven by delegates and transitions, and chosen pixels of the others.
@Suite(.serialized) struct IOSSamplePixelTests {
    @Test func shimmerBandIsOpaqueAndTheRestDim() throws {
        let run = try Recording("shimmer")
        // Frame 15 (t = 0.5): a third of the sweep, the band's centre at 1/6 of the width.
        let f = 15
        let frame = try run.render(f)
        let grey = Recording.rgb(UIColor(red: 0.78, green: 0.78, blue: 0.80, alpha: 1))
        let dim = grey.map { Int((255 - Double(ShimmerView.dimAlpha) * (255 - Double($0))).rounded()) }
        let centre = Recording.rgb(frame, CGPoint(x: 20 + 160.0 / 6, y: 100))
        let far = Recording.rgb(frame, CGPoint(x: 20 + 160 * 0.9, y: 100))
        #expect(Recording.close(centre, grey, 3), "band centre \(centre), expected \(grey)")
        #expect(Recording.close(far, dim, 3), "outside the band \(far), expected \(dim)")
    }

    @Test func checkmarkTickIsDrawnOnlyAfterTheCircle() throws {
        let run = try Recording("checkmark")
        let green = Recording.rgb(UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1))
        // The middle of the tick's long stroke, in the window (the view is at 40, 40, 120 wide).
        let onTick = CGPoint(x: 40 + 120 * (0.43 + 0.73) / 2, y: 40 + 120 * (0.67 + 0.36) / 2)
        let before = try run.render(Int(0.7 * run.fps))
        let after = try run.render(run.frameCount - 1)
        #expect(Recording.rgb(before, onTick) == [255, 255, 255])
        #expect(Recording.close(Recording.rgb(after, onTick), green, 2))
    }

    @Test func cardFlipShowsTheBackAfterTurning() throws {
        let run = try Recording("card-flip")
        let centre = CGPoint(x: 100, y: 100)
        let easeInOut = curve(.easeInEaseOut)
        for f in [0, 12, 24, 36, run.frameCount - 1] {
            let p = min(max((run.time(f) - 0.2) / CardFlipView.duration, 0), 1)
            let angle = Double.pi * easeInOut.value(at: p)
            let m = try run.state("card", at: f).transform
            #expect(abs(m.m11 - cos(angle)) < 1e-6 && abs(abs(m.m13) - sin(angle)) < 1e-6, "frame \(f)")
        }
        let blue = Recording.rgb(UIColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1))
        let yellow = Recording.rgb(UIColor(red: 1.0, green: 0.8, blue: 0.0, alpha: 1))
        #expect(Recording.close(Recording.rgb(try run.render(0), centre), blue, 2))
        #expect(Recording.close(Recording.rgb(try run.render(run.frameCount - 1), centre), yellow, 2))
    }

    @Test func crossDissolveBlendsTheTwoColoursOnTheCurve() throws {
        let run = try Recording("cross-dissolve")
        let before = Recording.rgb(CrossDissolveView.before)
        let after = Recording.rgb(CrossDissolveView.after)
        let point = CGPoint(x: 30, y: 100)
        let easeInOut = curve(.easeInEaseOut)
        for f in stride(from: 0, to: run.frameCount, by: 4) {
            let p = easeInOut.value(at: min(max((run.time(f) - 0.3) / CrossDissolveView.duration, 0), 1))
            let expected = zip(before, after).map { Int((Double($0) * (1 - p) + Double($1) * p).rounded()) }
            let seen = Recording.rgb(try run.render(f), point)
            #expect(Recording.close(seen, expected, 3), "frame \(f): \(seen), expected \(expected)")
        }
    }

    /// Each pop ends in `animationDidStop(_:finished:)`, which shows the next number and starts
    /// the next pop: the count goes up by one every `tick` seconds until `target`.
    @Test func counterCountsOnePerPop() throws {
        let run = try Recording("counter")
        for f in 0..<run.frameCount {
            let expected = min(Int((run.time(f) / CounterView.tick + 1e-9).rounded(.down)), CounterView.target)
            let text = try run.state("counter", at: f).string
            #expect(text == "\(expected)", "frame \(f): \(text)")
        }
    }

    /// Each colour change starts the next from `animationDidStop(_:finished:)`: palette k to k+1
    /// during second k, linearly.
    @Test func gradientCyclesThroughThePalettes() throws {
        let run = try Recording("gradient-cycle")
        let palettes = GradientCycleView.palettes.map { $0.map(Recording.rgb) }
        for f in stride(from: 0, to: run.frameCount, by: 5) {
            let t = run.time(f) / GradientCycleView.step
            let k = Int(t.rounded(.down))
            let p = t - Double(k)
            let (from, to) = (palettes[k % 3], palettes[(k + 1) % 3])
            let colors = try #require(try run.state("gradient", at: f).colors)
            for (i, color) in colors.enumerated() {
                let seen = [color.red, color.green, color.blue].map { $0 * 255 }
                let expected = (0..<3).map { Double(from[i][$0]) * (1 - p) + Double(to[i][$0]) * p }
                #expect(zip(seen, expected).allSatisfy { abs($0 - $1) < 1 }, "frame \(f) colour \(i): \(seen)")
            }
        }
    }

    @Test func confettiFallsInTheCellsColours() throws {
        let run = try Recording("confetti")
        let line = Trace.lines(run.timeline)[Int(2 * run.fps)]
        let live = try #require(line.firstMatch(of: /"liveParticles":(\d+)/).flatMap { Int($0.1) })
        // Four cells at `birthRate` a second for 2 s, none old enough to die.
        let expected = Double(ConfettiView.colors.count) * Double(ConfettiView.birthRate) * 2
        #expect(Double(live) > expected * 0.5 && Double(live) < expected * 1.5, "\(live) particles at 2 s")
        let frame = try run.render(Int(2 * run.fps))
        let colours = ConfettiView.colors.map(Recording.rgb)
        var tinted = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let px = frame[x, y]
                let c = [Int(px.r), Int(px.g), Int(px.b)]
                if colours.contains(where: { Recording.close($0, c, 12) }) { tinted += 1 }
            }
        }
        #expect(tinted > 200, "\(tinted) pixels in a confetti colour")
    }
}

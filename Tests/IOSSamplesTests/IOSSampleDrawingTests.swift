import Foundation
import IOSSampleClips
import IOSSamples
import ReelCore
import Testing
import UIKit

/// The samples of drawing and appearance: the system palette through a dark-mode dissolve, and a
/// layer of one's own drawn for an animated key.
@Suite(.serialized) struct IOSSampleDrawingTests {
    /// Apple's published values (Human Interface Guidelines, "Color", iOS default light and dark):
    /// systemGroupedBackground #F2F2F7 / #000000, secondarySystemGroupedBackground #FFFFFF / #1C1C1E.
    static let screen = (light: [242, 242, 247], dark: [0, 0, 0])
    static let card = (light: [255, 255, 255], dark: [28, 28, 30])

    /// The screen and the card dissolve from the light palette to the dark one on the transition's
    /// ease-in-ease-out curve (`switchToDark()` at 0.3 s for `ThemeCardView.duration`).
    @Test func themeCardDissolvesIntoTheDarkPalette() throws {
        let run = try Recording("theme-card")
        let easeInOut = curve(.easeInEaseOut)
        // A point of the screen, and one of the card away from its text and switch.
        let points = [(CGPoint(x: 6, y: 6), Self.screen), (CGPoint(x: 24, y: 130), Self.card)]
        for f in stride(from: 0, to: run.frameCount, by: 3) {
            let p = easeInOut.value(at: min(max((run.time(f) - 0.3) / ThemeCardView.duration, 0), 1))
            let frame = try run.render(f)
            for (point, colours) in points {
                let expected = zip(colours.light, colours.dark).map {
                    Int((Double($0) * (1 - p) + Double($1) * p).rounded())
                }
                let seen = Recording.rgb(frame, point)
                #expect(Recording.close(seen, expected, 2), "frame \(f) at \(point): \(seen), expected \(expected)")
            }
        }
    }

    /// The card's border is a `CGColor`, resolved once; `traitCollectionDidChange(_:)` sets it again,
    /// so it ends as the dark separator (HIG: rgba(84, 84, 88, 0.6); light rgba(60, 60, 67, 0.29)),
    /// and the switch's dynamic accent re-resolves to the dark orange.
    @Test func themeCardResolvesItsColoursAgainWhenTheTraitsChange() throws {
        let run = try Recording("theme-card")
        let first = try run.state("card", at: 0).borderColor
        let last = try run.state("card", at: run.frameCount - 1).borderColor
        #expect(Self.same(first, Color(r8: 60, g8: 60, b8: 67, alpha: 0.29)), "\(first)")
        #expect(Self.same(last, Color(r8: 84, g8: 84, b8: 88, alpha: 0.6)), "\(last)")
        let track = try run.state("track", at: run.frameCount - 1).backgroundColor
        #expect(Self.same(track, Color(red: 1.0, green: 0.62, blue: 0.04)), "\(String(describing: track))")
        let knob = try run.state("knob", at: run.frameCount - 1)
        #expect(abs(knob.position.x - 32) < 1e-9)
    }

    static func same(_ a: Color?, _ b: Color) -> Bool {
        guard let a else { return false }
        return [a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha].allSatisfy { abs($0) < 1e-6 }
    }

    /// The ring's arc covers `0.8 · easeInEaseOut(t)` of the circle from twelve o'clock, drawn
    /// again for each frame's presented `progress`: a point half-way along the arc is green, a point
    /// a tenth of a turn past its end is the grey track.
    @Test func downloadRingDrawsThePresentedProgress() throws {
        let run = try Recording("download-ring")
        let easeInOut = curve(.easeInEaseOut)
        let green = Recording.rgb(DownloadRingView.ringColor)
        let grey = Recording.rgb(DownloadRingView.trackColor)
        // The view fills the window: the ring is 140 pt wide at (30, 16), its stroke's middle at
        // radius 65 around (100, 86).
        func point(at fraction: Double) -> CGPoint {
            let angle = -Double.pi / 2 + 2 * .pi * fraction
            return CGPoint(x: 100 + 65 * cos(angle), y: 86 + 65 * sin(angle))
        }
        for f in stride(from: 0, to: run.frameCount, by: 4) {
            let p = 0.8 * easeInOut.value(at: min(max((run.time(f) - 0.2) / DownloadRingView.duration, 0), 1))
            let frame = try run.render(f)
            if p > 0.05 {
                let seen = Recording.rgb(frame, point(at: p / 2))
                #expect(Recording.close(seen, green, 2), "frame \(f) (progress \(p)): arc \(seen)")
            }
            let seen = Recording.rgb(frame, point(at: p + 0.1))
            #expect(Recording.close(seen, grey, 2), "frame \(f) (progress \(p)): track \(seen)")
        }
    }

    /// Each bubble is its text's box plus the padding: a one-line message is as wide as
    /// `size(withAttributes:)` measures it and one line high (`UIFont.lineHeight`); the outgoing
    /// one ends 12 pt from the right edge, anchored at its bottom-right corner, and its drawn
    /// fill is the system blue (#007AFF) once it has popped in.
    @Test func chatBubblesAreSizedToTheirText() throws {
        let run = try Recording("chat-bubble")
        let last = run.frameCount - 1
        let font = UIFont.systemFont(ofSize: 13)
        let one = try run.state("bubble2", at: last)
        let width = ceil("Perfect".size(withAttributes: [.font: font]).width) + 22
        #expect(abs(one.bounds.width - Double(width)) < 1e-9, "\(one.bounds)")
        #expect(abs(one.bounds.height - Double(ceil(font.lineHeight) + 14)) < 1e-9, "\(one.bounds)")
        let sent = try run.state("bubble1", at: last)
        #expect(sent.anchorPoint == Point(x: 1, y: 1))
        #expect(abs(sent.position.x - 188) < 1e-9)
        #expect(sent.bounds.height > 3 * Double(font.lineHeight), "three lines: \(sent.bounds)")
        let inside = CGPoint(x: 188 - 4, y: sent.position.y - sent.bounds.height / 2)
        #expect(Recording.close(Recording.rgb(try run.render(last), inside), [0, 122, 255], 2))
    }

    /// The wrong code's shake: `transform.translation.x` goes linearly through the offsets at
    /// evenly spaced key times (no `keyTimes`: "evenly divided", Apple's `keyTimes` documentation)
    /// for 0.5 s from the fourth digit (0.65 s), added to the row's own transform; the dots are
    /// the system red (#FF3B30) while it shakes and empty after.
    @Test func passcodeShakesAlongItsKeyframes() throws {
        let run = try Recording("passcode")
        let offsets = PasscodeView.shakeOffsets.map(Double.init)
        for f in 0..<run.frameCount {
            let p = (run.time(f) - 0.65) / PasscodeView.shakeDuration
            var expected = 0.0
            if p > 0 && p < 1 {
                let segment = p * Double(offsets.count - 1)
                let i = min(Int(segment), offsets.count - 2)
                expected = offsets[i] + (offsets[i + 1] - offsets[i]) * (segment - Double(i))
            }
            let m = try run.state("row", at: f).transform
            #expect(abs(m.m41 - expected) < 1e-6, "frame \(f): \(m.m41), expected \(expected)")
        }
        let shaking = try run.state("dot2", at: Int(1.0 * run.fps))
        #expect(IOSSampleDrawingTests.same(shaking.fillColor, Color(r8: 255, g8: 59, b8: 48)))
        let after = try run.state("dot2", at: run.frameCount - 1)
        #expect(after.fillColor?.alpha == 0)
    }

    /// The stamp drawn in a legacy image context (dashed border, text drawn with
    /// `draw(in:withAttributes:)`) shows its ink only once it is slammed down (0.3 s), and settles
    /// tilted by `StampView.tilt` at full opacity.
    @Test func stampSettlesTiltedWithItsInk() throws {
        let run = try Recording("stamp")
        let ink = Recording.rgb(StampView.ink)
        func inked(_ frame: Int) throws -> Int {
            let picture = try run.render(frame)
            var count = 0
            for y in stride(from: 120, to: 175, by: 1) {
                for x in stride(from: 40, to: 180, by: 1)
                where Recording.close(Recording.rgb(picture, CGPoint(x: x, y: y)), ink, 6) {
                    count += 1
                }
            }
            return count
        }
        #expect(try inked(0) == 0)
        #expect(try inked(run.frameCount - 1) > 200)
        let last = try run.state("stamp", at: run.frameCount - 1)
        let angle = Double(StampView.tilt)
        #expect(abs(last.transform.m11 - cos(angle)) < 1e-6 && abs(last.transform.m12 - sin(angle)) < 1e-6)
        #expect(last.opacity == 1)
    }

    /// The sprite written byte by byte into an RGBA premultiplied-last bitmap context comes out
    /// upright, every cell one flat colour (`.nearest` magnification), and the heart beats along
    /// its key frames (linear between `keyTimes`, every 0.5 s from 0.1 s).
    @Test func pixelHeartIsCrispUprightAndBeats() throws {
        let run = try Recording("pixel-heart")
        let frame = try run.render(0)
        let origin = CGPoint(x: 34, y: 40)  // (200 − 11·12) / 2, (200 − 10·12) / 2
        for (row, line) in PixelHeartView.sprite.enumerated() {
            for (column, character) in line.enumerated() {
                let expected =
                    character == "#"
                    ? PixelHeartView.red : character == "+" ? PixelHeartView.highlight : [255, 255, 255]
                for (dx, dy) in [(1.0, 1.0), (6.0, 6.0), (11.0, 11.0)] {
                    let p = CGPoint(x: origin.x + 12 * Double(column) + dx, y: origin.y + 12 * Double(row) + dy)
                    #expect(Recording.rgb(frame, p) == expected.map(Int.init), "cell \(row), \(column)")
                }
            }
        }
        let values = [1, 1.25, 0.95, 1.12, 1.0]
        let times = [0, 0.2, 0.4, 0.6, 1.0]
        for f in 0..<run.frameCount {
            var expected = 1.0
            if run.time(f) >= 0.1 {
                let p = ((run.time(f) - 0.1) / 0.5).truncatingRemainder(dividingBy: 1)
                let i = max(0, (times.lastIndex { $0 <= p } ?? 0))
                let j = min(i + 1, times.count - 1)
                let u = j == i ? 0 : (p - times[i]) / (times[j] - times[i])
                expected = values[i] + (values[j] - values[i]) * u
            }
            let m = try run.state("heart", at: f).transform
            #expect(abs(m.m11 - expected) < 1e-6, "frame \(f): \(m.m11), expected \(expected)")
        }
    }

    /// Multiply blending where the circles overlap: each channel the product of the two colours
    /// (`CGBlendMode.multiply`, the PDF blend mode B(cb, cs) = cb · cs); apart at first, merged
    /// to `VennView.finalGap` at the end.
    @Test func vennOverlapMultipliesTheColours() throws {
        let run = try Recording("venn")
        let left = Recording.rgb(VennView.left)
        let right = Recording.rgb(VennView.right)
        let product = zip(left, right).map { Int((Double($0) * Double($1) / 255).rounded()) }
        let first = try run.render(0)
        #expect(Recording.rgb(first, CGPoint(x: 100, y: 100)) == [255, 255, 255])
        let last = try run.render(run.frameCount - 1)
        #expect(Recording.close(Recording.rgb(last, CGPoint(x: 100, y: 100)), product, 2))
        let leftCentre = 100 - Double(VennView.finalGap) / 2
        #expect(Recording.close(Recording.rgb(last, CGPoint(x: leftCentre - 30, y: 100)), left, 1))
        #expect(Recording.close(Recording.rgb(last, CGPoint(x: 200 - leftCentre + 30, y: 100)), right, 1))
    }

    /// boarding-pass: the snapshot `layer.render(in:)` makes of the card (its rounded corners,
    /// border, coloured band and both labels) is the picture a frame shows of the card: before and
    /// just after the swap (the snapshot rests 0.2 s before flying) the pixels agree.
    @Test func boardingPassSnapshotIsTheCardsPicture() throws {
        let run = try Recording("boarding-pass")
        let before = try run.render(Int(0.25 * run.fps))
        let after = try run.render(Int(0.4 * run.fps))
        #expect(try run.state("snapshot", at: Int(0.4 * run.fps)).opacity == 1)
        var differing = 0
        var worst = 0
        for y in stride(from: 50.25, to: 160, by: 0.5) {
            for x in stride(from: 24.25, to: 176, by: 0.5) {
                let p = CGPoint(x: x, y: y)
                let d = zip(Recording.rgb(before, p), Recording.rgb(after, p)).map { abs($0 - $1) }.max() ?? 0
                worst = max(worst, d)
                if d > 2 { differing += 1 }
            }
        }
        #expect(differing == 0, "\(differing) pixels differ by more than 2 (worst \(worst))")
        let last = try run.render(run.frameCount - 1)
        #expect(
            Recording.close(
                Recording.rgb(last, CGPoint(x: 100, y: 70)), Recording.rgb(UIColor(white: 0.93, alpha: 1)), 1))
    }

    /// gradient-progress: empty, the capsule is the system gray 5 (#E5E5EA); full, every pixel of
    /// its middle row is the gradient's linear interpolation between the components at their
    /// locations, over the whole track (Core Graphics' axial gradient, no extension needed).
    @Test func gradientProgressFillsWithTheComponentsGradient() throws {
        let run = try Recording("gradient-progress")
        let track = GradientProgressView.track
        #expect(Recording.close(Recording.rgb(try run.render(0), CGPoint(x: 100, y: 100)), [229, 229, 234], 1))
        let full = try run.render(run.frameCount - 1)
        let c = GradientProgressView.components.map(Double.init)
        let locations = GradientProgressView.locations.map(Double.init)
        for x in stride(from: track.minX + 12, to: track.maxX - 12, by: 4) {
            let centre = ((x * 2).rounded(.down) + 0.5) / 2
            let t = (centre - track.minX) / track.width
            let i = t < locations[1] ? 0 : 1
            let u = (t - locations[i]) / (locations[i + 1] - locations[i])
            let expected = (0..<3).map { k in
                Int((255 * (c[4 * i + k] + (c[4 * (i + 1) + k] - c[4 * i + k]) * u)).rounded())
            }
            let seen = Recording.rgb(full, CGPoint(x: x, y: 100))
            #expect(Recording.close(seen, expected, 2), "x \(x): \(seen), expected \(expected)")
        }
    }
}

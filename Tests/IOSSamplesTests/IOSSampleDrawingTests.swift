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
}

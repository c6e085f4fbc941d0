import Foundation
import ReelRender
import Testing
import UIKit

@testable import SnapshotTesting

/// `.image(at:)`: an animation in flight on Reel's clock, checked against the animation's formula.
struct ReelClockTests {
    /// A 100 × 20 point layer with a 10 × 20 red box whose x moves linearly 0 → 90 over 1 s.
    static func track() -> (CALayer, CALayer) {
        let track = CALayer()
        track.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        let box = CALayer()
        box.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        box.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        track.addSublayer(box)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 5
        move.toValue = 95
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        box.add(move, forKey: "move")
        return (track, box)
    }

    /// The pixel columns (at 2 px/pt) where row 10 is red.
    static func redColumns(_ strategy: Snapshotting<CALayer, UIImage>, _ layer: CALayer) throws -> ClosedRange<Int> {
        var image: UIImage?
        strategy.snapshot(layer).run { image = $0 }
        let frame = try #require(image as? SnapshotImage).frame
        let red = (0..<frame.width).filter { x in
            let p = frame[x, 20]
            return p.r == 255 && p.g == 0 && p.a == 255
        }
        return try #require(red.first)...(try #require(red.last))
    }

    /// At t the box's left edge is 90·t points, so red pixels span 180·t … 180·t + 19.
    @Test(arguments: [0.0, 0.25, 0.5, 1.0 / 3])
    func aFrameInFlight(time: Double) throws {
        let (track, _) = Self.track()
        let columns = try Self.redColumns(.image(at: time), track)
        let left = 180 * time
        #expect(abs(Double(columns.lowerBound) - left) <= 1)
        #expect(abs(Double(columns.upperBound) - (left + 19)) <= 1)
    }

    /// `.image` draws model values (the box at 0), as `render(in:)` on iOS.
    @Test func imageIgnoresAnimations() throws {
        let (track, _) = Self.track()
        #expect(try Self.redColumns(.image, track) == 0...19)
    }

    /// QA1673: speed 0 and a time offset hold the animation at that offset, at any clock time.
    @Test(arguments: [0.0, 0.7, 5.0])
    func aPausedLayerShowsItsTimeOffset(clock: Double) throws {
        let (track, box) = Self.track()
        box.speed = 0
        box.timeOffset = 0.5
        #expect(try Self.redColumns(.image(at: clock), track) == 90...109)
    }

    /// `.wait(for:on:)` on a recording runs what is scheduled in those seconds at once.
    @Test func waitAdvancesTheRecordingsClock() throws {
        let host = RecordingHost(size: CGSize(width: 20, height: 20), scale: 2, duration: 5)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        host.rootView.addSubview(view)
        host.at(1) { view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
        let start = Date()
        var image: UIImage?
        Snapshotting<UIView, UIImage>.wait(for: 2, on: .image).snapshot(view).run { image = $0 }
        #expect(Date().timeIntervalSince(start) < 1)
        let frame = try #require(image as? SnapshotImage).frame
        #expect(frame[10, 10].g == 255 && frame[10, 10].r == 0)
        #expect(host.stage.currentTime == 2)
    }

    /// The longest finite animation sets the span: a 2 s fade beside the 1 s move, so progress
    /// 0.25 is 0.5 s, where the box's left edge is at 45 points.
    @Test func progressIsMeasuredOverTheLongestFiniteAnimation() throws {
        let (track, _) = Self.track()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 1
        fade.duration = 2
        track.add(fade, forKey: "fade")
        let forever = CABasicAnimation(keyPath: "opacity")
        forever.duration = 10
        forever.repeatCount = .infinity
        track.sublayers?[0].add(forever, forKey: "forever")
        #expect(try Self.redColumns(.image(progress: 0.25), track) == 90...109)
    }

    @Test func progressIsRefusedWhenEveryAnimationRepeatsForever() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let spin = CABasicAnimation(keyPath: "opacity")
        spin.duration = 1
        spin.repeatCount = .infinity
        layer.add(spin, forKey: "spin")
        var image: UIImage?
        Snapshotting<CALayer, UIImage>.image(progress: 0.5).snapshot(layer).run { image = $0 }
        let failure = try #require((image as? SnapshotImage)?.failure)
        #expect(failure.hasPrefix("every animation in the layer tree repeats forever"))
    }

    /// Three moments of the 1 s move, 8 points apart: cell k starts at k·108 points, its box 45·k
    /// points into it, except at the end (1 s), where the animation is removed and the model (0) shows.
    @Test func aStripOfMoments() throws {
        let (track, _) = Self.track()
        var image: UIImage?
        Snapshotting<CALayer, UIImage>.frames(count: 3).snapshot(track).run { image = $0 }
        let frame = try #require(image as? SnapshotImage).frame
        #expect(frame.width == 2 * (3 * 100 + 2 * 8) && frame.height == 2 * (20 + 16))
        for k in 0..<3 {
            let left = 2 * (k * 108 + (k == 2 ? 0 : 45 * k))
            let red = frame[left + 1, 20]
            #expect(red.r == 255 && red.g == 0, "moment \(k)")
            if left > 0 { #expect(frame[left - 1, 20].g == 255, "moment \(k): white before the box") }
            // The label row holds dark type.
            let dark = (2 * k * 108..<2 * k * 108 + 60).contains { x in (44..<70).contains { frame[x, $0].g < 128 } }
            #expect(dark, "moment \(k) has a label")
        }
        var refused: UIImage?
        Snapshotting<CALayer, UIImage>.frames(count: 1).snapshot(track).run { refused = $0 }
        #expect((refused as? SnapshotImage)?.failure == "frames(count: 1) needs at least 2 moments")
    }
}

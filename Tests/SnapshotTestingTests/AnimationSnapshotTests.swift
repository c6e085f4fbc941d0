import Foundation
import ReelRender
import Testing
import UIKit

@testable import SnapshotTesting

/// `.animation(fps:)`: the frames of an animation in flight, stored as an animated PNG and
/// compared frame by frame. The moving box of `ReelClockTests.track()` (x = 90·t points over
/// 1 s) gives every frame's expected columns.
@Suite(.serialized)
final class AnimationSnapshotTests {
    let scratch = NSTemporaryDirectory() + "snapshot-animation-\(UUID().uuidString)"

    deinit { try? FileManager.default.removeItem(atPath: scratch) }

    static func take(_ strategy: Snapshotting<CALayer, AnimatedSnapshot>, _ layer: CALayer) throws -> AnimatedSnapshot {
        var taken: AnimatedSnapshot?
        strategy.snapshot(layer).run { taken = $0 }
        return try #require(taken)
    }

    /// Red columns of row 20 of a frame (2 px/pt).
    static func redColumns(_ image: SnapshotImage) throws -> ClosedRange<Int> {
        let frame = image.frame
        let red = (0..<frame.width).filter { x in frame[x, 20].r == 255 && frame[x, 20].g == 0 && frame[x, 20].a == 255
        }
        return try #require(red.first)...(try #require(red.last))
    }

    /// A 1 s animation at n fps is n + 1 frames, frame k at k/n s: the box's left edge at
    /// 180·k/n px.
    @Test(arguments: [4, 10, 30])
    func framesFollowTheAnimation(fps: Int) throws {
        let (track, _) = ReelClockTests.track()
        let animation = try Self.take(.animation(fps: fps), track)
        #expect(animation.failure == nil)
        #expect(animation.frameCount == fps + 1)
        for (k, frame) in animation.frames.enumerated() {
            // The last frame is the end, where the animation (removed on completion) leaves the model value.
            let left = k == fps ? 0 : 180 * Double(k) / Double(fps)
            let columns = try Self.redColumns(frame)
            #expect(abs(Double(columns.lowerBound) - left) <= 1, "frame \(k)")
        }
    }

    /// A span that is not a whole number of frames ends on a frame at the animation's end.
    @Test func theLastFrameIsTheEnd() throws {
        let (track, box) = ReelClockTests.track()
        let move = try #require(box.animation(forKey: "move") as? CABasicAnimation)
        let longer = move.copy() as! CABasicAnimation
        longer.duration = 0.25
        box.add(longer, forKey: "move")
        let animation = try Self.take(.animation(fps: 10), track)
        // 0, 0.1, 0.2, then 0.25 (the end): 4 frames.
        #expect(animation.frameCount == 4)
        #expect(abs(Double(try Self.redColumns(animation.frames[2]).lowerBound) - 180 * 0.2 / 0.25) <= 1)
    }

    /// The animated PNG holds the frames: decoded, every pixel is the same (alpha is 0 or 255 here).
    @Test func theAnimatedPNGRoundTrips() throws {
        let (track, _) = ReelClockTests.track()
        let animation = try Self.take(.animation(fps: 5), track)
        let data = try AnimatedPNG.encode(animation)
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(data.range(of: Data("acTL".utf8)) != nil)
        let decoded = try AnimatedPNG.decode(data, fps: 5, scale: 2)
        #expect(decoded.frameCount == 6)
        for (a, b) in zip(animation.frames, decoded.frames) { #expect(a.frame.pixels == b.frame.pixels) }
    }

    @Test func recordsMatchesThenNamesTheFirstDifferingFrame() throws {
        let artifacts = scratch + "/artifacts"
        try SnapshotFiles.$artifactsOverride.withValue(artifacts) {
            var (track, box) = ReelClockTests.track()
            func verify() -> String? {
                verifySnapshot(
                    of: track, as: .animation(fps: 10), named: "move", record: .missing,
                    snapshotDirectory: scratch + "/refs", testName: "testMove()")
            }
            #expect(verify()?.hasPrefix("No reference was found on disk.") == true)
            #expect(verify() == nil)
            // 5 → 85 instead of 5 → 95: frame 0 is the same, frame 1 (0.1 s) is 1 point short.
            (track, box) = ReelClockTests.track()
            let move = try #require(box.animation(forKey: "move") as? CABasicAnimation)
            let shorter = move.copy() as! CABasicAnimation
            shorter.toValue = 85
            box.add(shorter, forKey: "move")
            let message = try #require(verify())
            #expect(message.contains("Frame 1 of 11 (t = 0.100 s) is the first that differs.\n"))
            #expect(message.contains("Newly-taken snapshot does not match reference."))
            let difference = artifacts + "/AnimationSnapshotTests/testMove.move.diff.png"
            #expect(message.contains("Difference: " + difference + "\n\nReport: "))
            // Frame 1's difference: the box moved from 18…37 px to 16…35 px, so columns 16, 17
            // (red on clear) and 36, 37 differ; the box's middle does not.
            let diff = try loadFrame(from: difference)
            #expect(diff[16, 20].r == 255 && diff[26, 20].r == 0)
            let failed = try AnimatedPNG.decode(
                Data(contentsOf: URL(fileURLWithPath: artifacts + "/AnimationSnapshotTests/testMove.move.png")),
                fps: 10,
                scale: 2)
            #expect(failed.frameCount == 11)
        }
    }

    @Test func aDifferentLengthIsReported() throws {
        let (track, _) = ReelClockTests.track()
        let old = try Self.take(.animation(fps: 10), track)
        let new = try Self.take(.animation(fps: 5), track)
        let comparison = ImageComparison(precision: 1, perceptualPrecision: 1)
        #expect(
            AnimatedPNG.firstDifference(old, new, comparison)?.0
                == "Newly-taken animation has 6 frames at 5 fps; the reference has 11.")
    }

    @Test func anEndlessAnimationIsRefused() throws {
        let (track, box) = ReelClockTests.track()
        let move = try #require(box.animation(forKey: "move") as? CABasicAnimation)
        let endless = move.copy() as! CABasicAnimation
        endless.repeatCount = .infinity
        box.add(endless, forKey: "move")
        let message = verifySnapshot(
            of: track, as: .animation(fps: 10), named: "endless", record: .all, snapshotDirectory: scratch,
            testName: "testEndless()")
        #expect(message?.contains("every animation in the layer tree repeats forever") == true)
        #expect(!FileManager.default.fileExists(atPath: scratch + "/testEndless.endless.png"))
        let zero = try Self.take(.animation(fps: 0), track).failure
        #expect(zero == "animation(fps: 0) needs a frame rate from 1 to 240")
    }
}

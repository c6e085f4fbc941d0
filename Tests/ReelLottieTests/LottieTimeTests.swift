import Foundation
import Shaders
import Testing

/// Where a layer's keyframes lie in time: in its composition's frames whatever its start time
/// (`st` moves only a precomp's contents), with a time remap (`tm`) read at the composition's
/// frame, as rlottie and ThorVG draw real files (docs/lottie.md, "Real-world files").
@Suite("Lottie layer time")
struct LottieTimeTests {
    /// The mean x of the inked pixels (alpha ≥ ½) in rows `rows`.
    static func inkCentre(_ f: Frame, rows: Range<Int>) -> Double {
        var sum = 0.0
        var n = 0.0
        for y in rows {
            for x in 0..<f.width where f.pixels[4 * (y * f.width + x) + 3] >= 128 {
                sum += Double(x)
                n += 1
            }
        }
        return n == 0 ? -1 : sum / n
    }

    /// `start-time.json` at frame 10: a shape layer with `st` −10 moving x 10 → 90 over frames
    /// 0 … 20 (its keyframes' own frames), and a precomp with `st` 5 whose time remap runs 0 →
    /// ⅔ s over composition frames 0 … 20 showing a square that moves the same way. Both are
    /// half-way, at x 50.
    @Test func keyframesAreInTheCompositionsFrames() throws {
        let reel = try ReelLottieRenderer(path: Fixtures.path("start-time"), size: 100)
        let frame = try reel.frame(10)
        let shape = Self.inkCentre(frame, rows: 10..<40)
        let remapped = Self.inkCentre(frame, rows: 60..<90)
        #expect(abs(shape - 49.5) < 1, "the shape layer with st −10 is at x \(shape), not 49.5")
        #expect(abs(remapped - 49.5) < 1, "the remapped precomp's square is at x \(remapped), not 49.5")
    }

    /// `time-remap-between-frames.json` (10 fps): a square moving x 10 → 90 over frames 0 … 10 of
    /// a precomp whose time remap runs 0 → 1 s over frames 0 … 4, drawn directly (top) and in a
    /// precomp with `st` −1 (bottom, one frame ahead). At frame 2.5 (a quarter of the length) the
    /// remapped times are 0.625 s and 0.875 s: the squares are at x 60 and 80, not at frame 2's
    /// 50 and 70.
    @Test func remappedPrecompsMoveOnBetweenFrames() throws {
        let clip = try ReferenceFrames.clip(Fixtures.path("time-remap-between-frames"), width: 100, height: 100)
        let renderer = try clip.makeRenderer()
        for (progress, top, bottom) in [(0.2, 49.5, 69.5), (0.25, 59.5, 79.5), (0.32, 73.5, 89.5)] {
            let frame = try clip.frame(atProgress: progress, renderer: renderer)
            let (a, b) = (Self.inkCentre(frame, rows: 10..<40), Self.inkCentre(frame, rows: 60..<90))
            #expect(abs(a - top) < 0.6, "progress \(progress): the remapped square is at x \(a), not \(top)")
            #expect(abs(b - bottom) < 0.6, "progress \(progress): the nested one is at x \(b), not \(bottom)")
        }
    }

    /// `auto-orient.json`: a 44 × 6 bar with `ao: 1` moving from (20, 80) to (80, 20) lies
    /// along its path (turned −45°), at the start, half-way and at the end.
    @Test func autoOrientTurnsTheLayerAlongItsPath() throws {
        let reel = try ReelLottieRenderer(path: Fixtures.path("auto-orient"), size: 100)
        for (frame, c) in [(0, 20), (10, 50), (20, 80)] {
            let f = try reel.frame(frame)
            func inked(_ dx: Int, _ dy: Int) -> Bool {
                let (x, y) = (c + dx, 100 - c + dy)
                guard (0..<100).contains(x), (0..<100).contains(y) else { return false }
                return f.pixels[4 * (y * 100 + x) + 3] >= 128
            }
            #expect(inked(12, -12) && inked(-12, 12), "frame \(frame): the bar does not lie along the path")
            #expect(!inked(14, 0) && !inked(12, 12), "frame \(frame): the bar is not turned")
        }
    }
}

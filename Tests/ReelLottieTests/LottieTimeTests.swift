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

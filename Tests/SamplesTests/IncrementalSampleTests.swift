import Foundation
import Reel
import ReelCore
import ReelRender
import Shaders
import Testing

/// Drawing only what changed gives a whole render's bytes on every frame of every sample
/// (at half scale, one frame after another, as one render worker draws them). At full scale,
/// all frames are checked against the goldens by `reel verify` (docs/benchmarks.md).
@Suite struct IncrementalSampleTests {
    @Test(arguments: ["fly-to-cart", "qq-arc", "floating-burger"])
    func everyFrameMatchesAWholeRender(sample: String) throws {
        let run: SampleRun =
            switch sample {
            case "fly-to-cart": .flyToCart
            case "qq-arc": .qqArc
            default: .floatingBurger
            }
        let clip = Clip(timeline: run.timeline, scale: 0.5, backgroundColor: .white)
        let renderer = try clip.makeRenderer()
        let incremental = IncrementalRenderer(renderer: renderer)
        var differing: [Int] = []
        var rowsDrawn = 0
        for index in 0..<clip.frameCount {
            let tree = clip.timeline.evaluate(at: clip.time(ofFrame: index))
            let (drawn, rows) = try incremental.render(tree)
            rowsDrawn += rows
            let whole = try renderer.render(tree)
            let same = drawn.pixels.withUnsafeBytes { p in
                whole.pixels.withUnsafeBytes { q in memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0 }
            }
            if !same { differing.append(index) }
        }
        #expect(differing.isEmpty, "\(sample): frames \(differing.prefix(10)) differ from whole renders")
        #expect(rowsDrawn < clip.frameCount * renderer.pixelHeight, "\(sample): some rows were not redrawn")
    }
}

import Foundation
import ReelCore
import ReelRender
import Shaders

/// `reel-bench emitter [frames]`: 2,000 live particles (one cell, 500 a second living 4 s)
/// drawn at 750 × 1334 (375 × 667 points at scale 2) on one thread; prints frames/s of wall time and
/// of the thread's CPU time (the second is the one to read on a shared, loaded machine).
enum EmitterBench {
    static func run(_ args: [String]) {
        let frames = args.first.flatMap(Int.init) ?? 240
        let image = scratchPath("emitter-piece.png")
        do {
            try writePNG(Frame(width: 10, height: 5, pixels: [UInt8](repeating: 255, count: 10 * 5 * 4)), to: image)
        } catch { fail("cannot write \(image): \(error)") }
        var s = LayerState(kind: .emitter)
        s.position = Point(x: 187.5, y: 333.5)
        s.bounds = Rect(x: 0, y: 0, width: 375, height: 667)
        s.emitterPosition = Point(x: 187.5, y: 300)
        s.emitterShape = .rectangle
        s.emitterSize = Size(width: 300, height: 500)
        var cell = EmitterCell()
        cell.birthRate = 500
        cell.lifetime = 4
        cell.velocity = 30
        cell.emissionRange = 2 * .pi
        cell.spin = 2
        cell.spinRange = 2
        cell.color = Color(red: 1, green: 0.4, blue: 0.2)
        cell.alphaSpeed = -0.1
        cell.contents = Image(path: image)
        s.emitterCells = [cell]
        var root = LayerState(kind: .plain)
        root.bounds = s.bounds
        root.position = s.position
        do {
            let renderer = try FrameRenderer(
                canvasSize: Size(width: 375, height: 667), scale: 2, backgroundColor: .white)
            let start = now()
            let startCPU = threadCPUTime()
            for i in 0..<frames {
                let t = 4 + Double(i) / 60
                let emitter = LayerSnapshot(state: s, localTime: t)
                _ = try renderer.render(LayerSnapshot(state: root, sublayers: [emitter]))
            }
            let elapsed = now() - start
            let cpu = threadCPUTime() - startCPU
            let live = ParticleEvaluator.liveCount(of: s, at: 4 + Double(frames - 1) / 60)  // outside the timing
            print(
                "emitter: \(live) live particles, 750 x 1334, one thread: "
                    + String(format: "%.1f frames/s (%d frames in %.2f s)", Double(frames) / elapsed, frames, elapsed)
                    + String(
                        format: "; %.1f frames per CPU second (%.2f s of this thread's CPU time)", Double(frames) / cpu,
                        cpu))
        } catch { fail("\(error)") }
    }
}

/// The calling thread's CPU time in seconds (`CLOCK_THREAD_CPUTIME_ID`).
func threadCPUTime() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

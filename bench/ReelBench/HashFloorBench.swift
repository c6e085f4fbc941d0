import Foundation
import Reel
import ReelCore
import ReelEncode
import ReelRegression
import ReelRender
import Shaders

/// `reel-bench hash-floor <scene.json> [jobs]`: what `reel hash` costs on top of rendering, and
/// the least it can cost. The clip's frames are dealt to `jobs` simulated workers as the
/// pipeline deals them (frame i to worker i mod jobs), each with its own `IncrementalRenderer`
/// and `ResumableFrameHasher`, all on this thread, timed by thread CPU time per stage. A frame
/// equal to its worker's previous one, or whose tree equals one of the last four, reuses a hash
/// (as `Clip.hashFrames` does); every other frame is hashed from the first row that differs
/// from its worker's previous frame to the bottom: SHA-256 reads its input in order, so those
/// bytes are the least any implementation of the frame-hash definition must read. The floor is
/// those bytes at the SHA-256 speed measured here on a large buffer.
enum HashFloorBench {
    static func cpu() -> Double { StageClock.threadCPUSeconds() }

    /// SHA-256 bytes per second through `SHA256Hasher`, best of four passes over 64 MiB.
    static func sha256Speed() throws -> Double {
        let bytes = [UInt8]((0..<(64 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) })
        var best = Double.infinity
        for _ in 0..<4 {
            let hasher = try SHA256Hasher()
            let t = cpu()
            try bytes.withUnsafeBytes { try hasher.update($0) }
            _ = try hasher.finalHex()
            best = min(best, cpu() - t)
        }
        return Double(bytes.count) / best
    }

    static func run(_ args: [String]) {
        guard let path = args.first else { fail("usage: reel-bench hash-floor <scene.json> [jobs]") }
        let jobs = max(1, args.count > 1 ? Int(args[1]) ?? 2 : 2)
        do {
            let clip = try Clip(scenePath: path)
            let renderer = try clip.makeRenderer()
            let workers = (0..<jobs).map { _ in
                (renderer: IncrementalRenderer(renderer: renderer), hasher: ResumableFrameHasher())
            }
            var lastHash = [FrameHash?](repeating: nil, count: jobs)
            var recent: [(tree: LayerSnapshot, hash: FrameHash)] = []
            var evaluate = 0.0
            var draw = 0.0
            var hash = 0.0
            var hashed = 0
            var reused = 0
            for i in 0..<clip.frameCount {
                let w = i % jobs
                var t = cpu()
                let tree = clip.timeline.evaluate(at: clip.time(ofFrame: i))
                evaluate += cpu() - t
                t = cpu()
                let (frame, rows) = try workers[w].renderer.render(tree)
                draw += cpu() - t
                t = cpu()
                let digest: FrameHash
                if rows == 0, let last = lastHash[w] {
                    digest = last
                    reused += 1
                } else if let known = recent.last(where: { $0.tree == tree })?.hash {
                    digest = known
                    workers[w].hasher.reset()
                    reused += 1
                } else {
                    digest = try workers[w].hasher.hash(frame, unchangedTopRows: workers[w].renderer.unchangedTopRows)
                    recent.append((tree, digest))
                    if recent.count > 4 { recent.removeFirst() }
                    hashed += 1
                }
                hash += cpu() - t
                lastHash[w] = digest
            }
            var t = cpu()
            _ = try clip.environmentFingerprint()
            let fingerprint = cpu() - t
            t = cpu()
            let speed = try sha256Speed()
            _ = cpu() - t
            let rowsHashed = workers.reduce(0) { $0 + $1.hasher.rowsHashed }
            let bytes = Double(rowsHashed * renderer.pixelWidth * 4)
            let floor = bytes / speed
            let render = evaluate + draw
            let name = (path as NSString).deletingLastPathComponent.split(separator: "/").last.map(String.init) ?? path
            print(
                String(
                    format:
                        """
                        hash-floor %@: %d frames %dx%d, %d workers: render %.3f s (evaluate %.3f, draw %.3f), hash \
                        %.3f s; %d frames hashed, %d reused; rows hashed %.0f %% of all rows (%.0f MB) at SHA-256 \
                        %.2f GB/s = floor %.3f s; fingerprint %.3f s; (render + hash) / render %.2f, floor %.2f
                        """,
                    name, clip.frameCount, renderer.pixelWidth, renderer.pixelHeight, jobs, render, evaluate, draw,
                    hash, hashed, reused, 100 * Double(rowsHashed) / Double(clip.frameCount * renderer.pixelHeight),
                    bytes / 1e6, speed / 1e9, floor, fingerprint, (render + hash + fingerprint) / render,
                    (render + floor) / render))
        } catch {
            fail("\(error)")
        }
    }
}

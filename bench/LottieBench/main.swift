// `lottie-bench [--only reel|PEER] [--max-frames N] [--hashes] [--rlottie-version TEXT]
//   [--rlottie-lib PATH --rlottie-lib-version TEXT] [--thorvg PATH --thorvg-origin TEXT] FILE… [SIZE]`:
// render-only frames per second of Reel and of other Lottie players on the same files, every
// frame once (or N frames evenly spread over the clip), SIZE pixels wide (default 1080) at the
// file's aspect ratio, one thread each, as a Markdown table of CPU time. Reel is timed twice:
// each frame drawn whole, and as `reel render` draws them (`Clip.makeWorker`: only the rows
// that changed since the previous frame). The players: Debian's rlottie (linked), and, when
// their library files are given, another librlottie (`--rlottie-lib`, e.g. rlottie-python's)
// and ThorVG 1.x (`--thorvg`), opened with dlopen. Reel's time includes evaluating the
// timeline; nobody encodes. `--only reel` times Reel alone (e.g. under perf), `--only PEER` the
// peers whose name starts with PEER in lower case (`rlottie 0.1`, `rlottie`, `thorvg`).
// `--hashes` times nothing: it prints, for every drawn frame, a 64-bit FNV-1a hash of the bytes
// `reel render` draws, so that two builds (before and after a speed change) can be compared.
import Foundation
import Reel
import ReelLottie
import ReelRender

/// This thread's CPU time in seconds (CLOCK_THREAD_CPUTIME_ID: on a shared machine the wall
/// time also counts other processes' turns on the core).
func threadCPUTime() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// The CPU time `body` takes on this thread.
func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = threadCPUTime()
    try body()
    return threadCPUTime() - start
}

/// Removes `--name VALUE` from `arguments` and returns VALUE.
func option(_ name: String, in arguments: inout [String]) -> String? {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(i...(i + 1)) }
    return arguments[i + 1]
}

var arguments = Array(CommandLine.arguments.dropFirst())
let only = option("--only", in: &arguments)
// `--max-frames N`: at most N frames per file, evenly spread over the clip (every k-th frame),
// so that a run over many long files stays short; frames/s counts the frames drawn.
let maxFrames = option("--max-frames", in: &arguments).flatMap { Int($0) }.map { max($0, 1) } ?? Int.max
let printHashes = arguments.contains("--hashes")
arguments.removeAll { $0 == "--hashes" }
var peers: [any Peer] = [RLottie.system(version: option("--rlottie-version", in: &arguments) ?? "0.1")]
let libraryVersion = option("--rlottie-lib-version", in: &arguments) ?? "(rlottie-python)"
var unavailable: [String] = []
if let path = option("--rlottie-lib", in: &arguments) {
    do { peers.append(try RLottie.library(at: path, version: libraryVersion)) } catch { unavailable.append("\(error)") }
}
let thorvgOrigin = option("--thorvg-origin", in: &arguments)
if let path = option("--thorvg", in: &arguments) {
    do { peers.append(try ThorVG(libraryAt: path, origin: thorvgOrigin)) } catch { unavailable.append("\(error)") }
}
var size = 1080
if let last = arguments.last, let n = Int(last) {
    size = n
    arguments.removeLast()
}
for reason in unavailable { print("Peer left out: \(reason)\n") }

/// Times `peer` on `drawn` frames of `path`; checks afterwards that it draws something on the
/// middle frame.
func measure(_ peer: any Peer, path: String, width: Int, height: Int, drawn: [Int]) -> PeerResult {
    do {
        let animation = try peer.open(path: path, width: width, height: height)
        let time = try seconds {
            for i in drawn { try animation.draw(frame: i) }
        }
        let middle = drawn[drawn.count / 2]
        try animation.draw(frame: middle)
        return PeerResult(seconds: time, blankFrame: animation.coveredPixels == 0 ? middle : nil)
    } catch {
        return PeerResult(failure: "\(error)")
    }
}

/// Reel's two times on `drawn` frames of `clip`: whole frames (with the share spent
/// evaluating the timeline), then as `reel render` draws them.
func measureReel(_ clip: Clip, drawn: [Int]) throws -> (whole: Double, incremental: Double, evaluating: Double) {
    let renderer = try clip.makeRenderer()
    var evaluating = 0.0
    let whole = try seconds {
        for i in drawn {
            let start = threadCPUTime()
            let tree = clip.timeline.evaluate(at: clip.time(ofFrame: i))
            evaluating += threadCPUTime() - start
            _ = try renderer.render(tree)
        }
    }
    let worker = clip.makeWorker(renderer: try clip.makeRenderer())
    let incremental = try seconds {
        for i in drawn { _ = try worker(i) }
    }
    return (whole, incremental, evaluating)
}

/// Prints `name frame hash` for every frame of `drawn`, drawn as `reel render` draws them.
func printFrameHashes(_ clip: Clip, drawn: [Int], name: String) throws {
    let worker = clip.makeWorker(renderer: try clip.makeRenderer())
    for i in drawn {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in try worker(i).pixels { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        print(name, i, String(hash, radix: 16))
    }
}

var table = Table(peers: peers.map(\.name))
if !printHashes { table.printHeader() }
for path in arguments {
    let name = (path as NSString).lastPathComponent
    do {
        let lottie = try LottieAnimation(contentsOfFile: path)
        let clip = Clip(
            timeline: lottie.makeStage().run(), scale: Double(size) / lottie.size.width, backgroundColor: nil)
        let step = clip.frameCount > maxFrames ? (clip.frameCount + maxFrames - 1) / maxFrames : 1
        let drawn = Array(stride(from: 0, to: clip.frameCount, by: step))
        guard !drawn.isEmpty else {
            table.printFailure(name, "no frames")
            continue
        }
        if printHashes {
            try printFrameHashes(clip, drawn: drawn, name: name)
            continue
        }
        let reel =
            only == nil || only == "reel"
            ? try measureReel(clip, drawn: drawn) : (whole: 0, incremental: 0, evaluating: 0)
        let height = Int((Double(size) * lottie.size.height / lottie.size.width).rounded())
        let results = peers.map { peer in
            only == nil || peer.name.lowercased().hasPrefix(only ?? "")
                ? isolated { measure(peer, path: path, width: size, height: height, drawn: drawn) }
                : PeerResult(seconds: 0)
        }
        table.add(
            FileResult(
                name: name, frames: drawn.count, whole: reel.whole, incremental: reel.incremental,
                evaluating: reel.evaluating, peers: results))
    } catch {
        table.printFailure(name, "error: \(error)")
    }
}
if !printHashes { table.printTotals() }

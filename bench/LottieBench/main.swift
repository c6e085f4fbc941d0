// `lottie-bench [--only reel|rlottie] [--incremental] [--max-frames N] FILE… [SIZE]`:
// render-only frames per second of Reel and of rlottie on the same Lottie files, every frame
// once (or N frames evenly spread over the clip), SIZE pixels wide (default 1080) at the
// file's aspect ratio, one thread each, as a Markdown table of CPU time. Reel's time
// includes evaluating the timeline; neither encodes.
import CRLottie
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

var arguments = Array(CommandLine.arguments.dropFirst())
// `--only reel` / `--only rlottie`: time one renderer alone (the other column reads 0), so
// that two processes can be compared from outside (e.g. /usr/bin/time).
var only: String?
if let i = arguments.firstIndex(of: "--only"), i + 1 < arguments.count {
    only = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
}
// `--incremental`: Reel renders each frame as `reel render` does (`Clip.makeWorker`: only the
// rows that changed since the previous frame, drawn in its storage once it is dropped, as
// rlottie draws every frame into its one buffer); otherwise each frame is a whole render.
var incremental = false
if let i = arguments.firstIndex(of: "--incremental") {
    incremental = true
    arguments.remove(at: i)
}
// `--max-frames N`: at most N frames per file, evenly spread over the clip (every k-th frame),
// so that a run over many long files stays short; frames/s counts the frames drawn.
var maxFrames = Int.max
if let i = arguments.firstIndex(of: "--max-frames"), i + 1 < arguments.count, let n = Int(arguments[i + 1]), n > 0 {
    maxFrames = n
    arguments.removeSubrange(i...(i + 1))
}
var size = 1080
if let last = arguments.last, let n = Int(last) {
    size = n
    arguments.removeLast()
}
print("| file | frames | Reel frames/s | rlottie frames/s | Reel ÷ rlottie | Reel evaluating |")
print("|---|---:|---:|---:|---:|---:|")
var reelTotal = 0.0
var rlottieTotal = 0.0
var frameTotal = 0
for path in arguments {
    do {
        let lottie = try LottieAnimation(contentsOfFile: path)
        let clip = Clip(
            timeline: lottie.makeStage().run(), scale: Double(size) / lottie.size.width, backgroundColor: nil)
        let renderer = try clip.makeRenderer()
        let step = clip.frameCount > maxFrames ? (clip.frameCount + maxFrames - 1) / maxFrames : 1
        let drawn = Array(stride(from: 0, to: clip.frameCount, by: step))
        let frames = drawn.count
        let worker = clip.makeWorker(renderer: renderer)
        // The part of Reel's time spent evaluating the timeline (the rest draws the tree).
        var evaluating = 0.0
        let reel =
            only == "rlottie"
            ? 0
            : try seconds {
                for i in drawn {
                    if incremental {
                        _ = try worker(i)
                    } else {
                        let start = threadCPUTime()
                        let tree = clip.timeline.evaluate(at: clip.time(ofFrame: i))
                        evaluating += threadCPUTime() - start
                        _ = try renderer.render(tree)
                    }
                }
            }

        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard let animation = lottie_animation_from_data(text, path, (path as NSString).deletingLastPathComponent)
        else {
            print("| \(path) | rlottie cannot load it | | | | |")
            continue
        }
        defer { lottie_animation_destroy(animation) }
        let height = Int((Double(size) * lottie.size.height / lottie.size.width).rounded())
        var buffer = [UInt32](repeating: 0, count: size * height)
        let rl =
            only == "reel"
            ? 0
            : seconds {
                buffer.withUnsafeMutableBufferPointer { b in
                    for i in drawn { lottie_animation_render(animation, i, b.baseAddress, size, height, size * 4) }
                }
            }
        reelTotal += reel
        rlottieTotal += rl
        frameTotal += frames
        let name = (path as NSString).lastPathComponent
        print(
            "| \(name) | \(frames) | \(String(format: "%.1f", Double(frames) / reel)) | "
                + "\(String(format: "%.1f", Double(frames) / rl)) | \(String(format: "%.2f", rl / reel)) | "
                + (incremental || reel == 0 ? "– |" : "\(String(format: "%.0f", 100 * evaluating / reel)) % |"))
    } catch {
        print("| \(path) | error: \(error) | | | | |")
    }
}
if frameTotal > 0 {
    print(
        "| all | \(frameTotal) | \(String(format: "%.1f", Double(frameTotal) / reelTotal)) | "
            + """
            \(String(format: "%.1f", Double(frameTotal) / rlottieTotal)) | \
            \(String(format: "%.2f", rlottieTotal / reelTotal)) | |
            """
    )
}

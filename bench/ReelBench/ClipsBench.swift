// The three sample clips (fly-to-cart, qq-arc, floating-burger) through the real engine:
//
//   reel-bench clip-render <clip> <scale> [jobs]
//       render-only: every frame of the clip evaluated from its timeline and rendered on
//       `jobs` workers (default: the cores) through RenderPipeline into a writer that drops
//       the frames
//   reel-bench clip-encode <clip> <scale> <mp4|gif|mp4+gif> <count>
//       encode-only: `count` frames from the middle of the clip rendered first and held in
//       memory, then fed through RenderPipeline (the render step only looks the frame up) to
//       the writers, timed from the first frame to the end of `finish`
//   reel-bench clip-end-to-end <clip> <scale> <mp4|gif|mp4+gif> <count> [preset] [gif speed]
//       (count 0: the whole clip; clip-encode takes the same optional settings)
//       end-to-end: the same frames through `Clip.render(to:)` (render + encode, parallel),
//       with this process's peak RSS
//   reel-bench clip-settings <clip> <scale> <count>
//       x264 presets and libimagequant speeds on `count` frames held in memory: encode time,
//       size and PSNR against the lossless frames (for choosing the demo's settings)
//
// At scale 2.88 (1080 / 375) the 375 × 667 pt clips are 1080 × 1921 pixels (667 × 2.88 =
// 1920.96); MP4 pads the odd height to 1922. At scale 2 they are the demo's 750 × 1334.
import Dispatch
import FloatingBurger
import FlyToCart
import Foundation
import QQArc
import Reel
import ReelCore
import ReelEncode
import ReelRender
import Shaders

enum ClipsBench {
    static func clip(_ name: String, scale: Double) -> Clip {
        let stage: Stage
        switch name {
        case "fly-to-cart": stage = FlyToCartClip.makeStage()
        case "qq-arc": stage = QQArcClip.makeStage()
        case "floating-burger": stage = FloatingBurgerClip.makeStage()
        default: fail("unknown clip '\(name)' (fly-to-cart, qq-arc, floating-burger)")
        }
        return Clip(timeline: stage.run(), scale: scale, backgroundColor: .white)
    }

    /// `count` frames around the middle of the clip (where all three clips move).
    static func window(_ clip: Clip, count: Int) -> ClosedRange<Int> {
        let n = clip.frameCount
        let count = min(max(count, 1), n)
        let first = max(0, n / 2 - count / 2)
        return first...(first + count - 1)
    }

    static func formats(_ arg: String) -> [OutputFormat] {
        let list = arg.split(separator: "+").compactMap { OutputFormat(rawValue: String($0)) }
        guard !list.isEmpty else { fail("formats: mp4, gif or mp4+gif") }
        return list
    }

    static func sizes(_ paths: [String]) -> String {
        paths.map { "\(($0 as NSString).pathExtension) \(fileSize($0)) bytes" }.joined(separator: ", ")
    }

    static func run(_ mode: String, _ args: [String]) {
        guard args.count >= 2, let scale = Double(args[1]) else {
            fail("usage: reel-bench \(mode) <clip> <scale> …")
        }
        let name = args[0]
        let clip = clip(name, scale: scale)
        let renderer: FrameRenderer
        do { renderer = try clip.makeRenderer() } catch { fail("\(error)") }
        let size = "\(renderer.pixelWidth)x\(renderer.pixelHeight)"
        var options = RenderPipeline.Options()
        options.progress = .quiet
        options.handlesSignals = false

        switch mode {
        case "clip-render":
            if args.count > 2, let jobs = Int(args[2]) { options.jobs = jobs }
            let sink = DiscardWriter()
            do {
                let summary = try RenderPipeline(frameCount: clip.frameCount, options: options) { i in
                    try clip.frame(i, renderer: renderer)
                }.run(writers: [sink])
                print(
                    String(
                        format: "render-only %@ %@: %d frames, %d jobs, in %.2f s = %.1f frames/s", name, size,
                        summary.frames, options.jobs, summary.seconds, summary.framesPerSecond))
            } catch { fail("\(error)") }

        case "clip-encode", "clip-end-to-end":
            guard args.count >= 4, let count = Int(args[3]) else {
                fail("usage: reel-bench \(mode) <clip> <scale> <mp4|gif|mp4+gif> <count> [preset] [gif speed]")
            }
            let formats = formats(args[2])
            // count 0: the whole clip; optional x264 preset and libimagequant speed after it
            let range = count > 0 ? window(clip, count: count) : 0...(clip.frameCount - 1)
            options.frames = range
            var custom: EncodeSettings
            do { custom = try clip.encodeSettings() } catch { fail("\(error)") }
            if args.count > 4 { custom.h264.preset = args[4] }
            if args.count > 5, let speed = Int(args[5]) { custom.gif.speed = speed }
            let paths = formats.map { scratchPath("bench-\(mode).\($0.rawValue)") }
            let summary: RenderPipeline.Summary
            do {
                if mode == "clip-encode" {
                    let frames = prerender(clip, renderer: renderer, range: range)
                    let settings = custom
                    let writers = try zip(formats, paths).map { try $0.makeWriter(destination: $1, settings: settings) }
                    summary = try RenderPipeline(frameCount: clip.frameCount, options: options) { i in
                        frames[i - range.lowerBound]
                    }.run(writers: writers)
                } else {
                    summary = try clip.render(to: paths, settings: custom, options: options).summary
                }
            } catch { fail("\(error)") }
            if mode == "clip-end-to-end" {
                print(
                    String(
                        format:
                            """
                            end-to-end %@ %@ %@ (preset %@, gif speed %@): frames %d-%d, %d jobs, in %.2f s = %.1f \
                            frames/s, %@, peak RSS %.0f MiB
                            """,
                        name, args[2], size, custom.h264.preset, custom.gif.speed.map(String.init) ?? "auto",
                        range.lowerBound, range.upperBound,
                        options.jobs, summary.seconds,
                        summary.framesPerSecond, sizes(paths), peakRSSMiB()))
            } else {
                print(
                    String(
                        format: "encode-only %@ %@ %@: frames %d-%d held in memory, in %.2f s = %.1f frames/s, %@",
                        name, args[2], size, range.lowerBound, range.upperBound, summary.seconds,
                        summary.framesPerSecond, sizes(paths)))
            }
            for p in paths { try? FileManager.default.removeItem(atPath: p) }

        case "clip-settings":
            // Encoder speed settings for the demo: time, size and quality (PSNR against the
            // lossless frames, decoded back with libavcodec) on `count` frames held in memory.
            guard args.count >= 3, let count = Int(args[2]) else {
                fail("usage: reel-bench clip-settings <clip> <scale> <count>")
            }
            let range = window(clip, count: count)
            let frames = prerender(clip, renderer: renderer, range: range)
            let base: EncodeSettings
            do { base = try clip.encodeSettings() } catch { fail("\(error)") }
            print(
                """
                | clip | format | setting | encode time (s) | frames/s | size (bytes) | RGB PSNR (dB) | luma PSNR (dB) |
                """
            )
            print("|---|---|---|---:|---:|---:|---:|---:|")
            let variants: [(OutputFormat, String, (inout EncodeSettings) -> Void)] = [
                (.mp4, "preset medium (default)", { _ in }),
                (.mp4, "preset faster", { $0.h264.preset = "faster" }),
                (.mp4, "preset veryfast", { $0.h264.preset = "veryfast" }),
                (.gif, "speed 4 (default)", { _ in }),
                (.gif, "speed 7", { $0.gif.speed = 7 }),
                (.gif, "speed 10", { $0.gif.speed = 10 }),
            ]
            for (format, label, change) in variants {
                var settings = base
                change(&settings)
                let path = scratchPath("bench-settings.\(format.rawValue)")
                do {
                    let start = now()
                    let writer = try format.makeWriter(destination: path, settings: settings)
                    for f in frames { try writer.append(f) }
                    try writer.finish()
                    let seconds = now() - start
                    let decoded = try VideoReader.read(path).map(\.frame)
                    // GIF above 50 fps keeps every step-th frame (the first, then every step-th).
                    let step = max(1, frames.count / max(decoded.count, 1))
                    let source = stride(from: 0, to: frames.count, by: step).map { frames[$0] }
                    guard source.count == decoded.count else {
                        fail("\(label): decoded \(decoded.count) frames for \(frames.count)")
                    }
                    // Crop the decoded frames to the source size (MP4 pads odd sizes).
                    let cropped = decoded.map { crop($0, to: frames[0].width, frames[0].height) }
                    let q = psnr(source, cropped, background: base.background)
                    print(
                        String(
                            format: "| %@ %@ | %@ | %@ | %.2f | %.1f | %d | %.2f | %.2f |", name, size,
                            format.rawValue, label, seconds, Double(frames.count) / seconds, fileSize(path), q.rgb,
                            q.luma))
                } catch { fail("\(error)") }
                try? FileManager.default.removeItem(atPath: path)
            }

        default:
            fail("unknown mode '\(mode)'")
        }
    }

    /// The top-left `width` × `height` pixels of `frame`.
    static func crop(_ frame: Frame, to width: Int, _ height: Int) -> Frame {
        guard frame.width != width || frame.height != height else { return frame }
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            let row = y * frame.width * 4
            pixels.append(contentsOf: frame.pixels[row..<(row + width * 4)])
        }
        return Frame(width: width, height: height, pixels: pixels)
    }

    /// The frames of `range`, rendered in parallel, in order.
    static func prerender(_ clip: Clip, renderer: FrameRenderer, range: ClosedRange<Int>) -> [Frame] {
        var frames = [Frame?](repeating: nil, count: range.count)
        frames.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let slots = buffer  // each iteration writes its own slot
            DispatchQueue.concurrentPerform(iterations: range.count) { k in
                slots[k] = try? clip.frame(range.lowerBound + k, renderer: renderer)
            }
        }
        return frames.map { $0 ?? { fail("a frame failed to render") }() }
    }
}

/// A writer that drops every frame: render-only runs through the real pipeline.
final class DiscardWriter: VideoWriter {
    let destination = "/dev/null"
    let format = OutputFormat.png
    let notes: [String] = []
    private(set) var count = 0
    func append(_ frame: Frame) throws(EncodeError) { count += 1 }
    func finish() throws(EncodeError) {}
    func cancel() {}
}

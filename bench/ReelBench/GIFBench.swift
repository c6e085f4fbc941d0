// Reel's GIF against FFmpeg's best two-pass, driven by scripts/bench-gif.sh:
//
//   reel-bench gif-frames <source> <scale> <out.rgb>
//       the lossless frames the GIF shows (the clip's frames at the GIF's rate: a 60 fps clip
//       keeps every second frame), as raw rgb24, rows packed; prints `W H FPS COUNT`
//   reel-bench gif-reel <source> <scale> <out.gif> [palette=auto|shared|per-frame]
//           [dither=0…1] [speed=1…10] [bound=0…255] [mse=0…] [ssim=0…1] [jobs=N]
//       Reel end to end: the clip rendered and written to a GIF by the real pipeline
//       (RenderPipeline into a GIFWriter, as `Clip.render(to:)` does; for the bare workloads over
//       their layer trees); prints the wall seconds, the bytes and the writer's notes and log
//
// Sources: the sample clips `fly-to-cart`, `qq-arc`, `floating-burger` (at <scale>, 60 fps);
// `photos` (PhotoClip.swift: procedural photos sliding and zooming under text, 30 fps); the
// bare workloads `cart`, `arc`, `burger` of bench/raw_cairo.c drawn through Reel's layer trees
// (RenderBench.swift) at 1080 × 1920, 60 fps, 120 frames (<scale> is ignored; their images
// come from `raw_cairo images $REEL_BENCH_OUT/images`).
import Dispatch
import Foundation
import Reel
import ReelCore
import ReelEncode
import ReelRender
import Shaders

enum GIFBench {
    /// What is rendered: a clip, or a bare workload's per-frame layer tree.
    struct Source {
        var settings: EncodeSettings
        var frameCount: Int
        var clip: Clip?
        var render: @Sendable (Int) throws -> Frame
    }

    static let workloadFrames = 120

    static func source(_ name: String, scale: Double) -> Source {
        switch name {
        case "cart", "arc", "burger":
            let images = scratchPath("images")
            let renderer: FrameRenderer
            do {
                renderer = try FrameRenderer(
                    canvasSize: Size(width: 360, height: 640), scale: RenderBench.points, backgroundColor: .white)
            } catch { fail("\(error)") }
            var settings = EncodeSettings(width: renderer.pixelWidth, height: renderer.pixelHeight, framesPerSecond: 60)
            settings.background = .white
            return Source(settings: settings, frameCount: workloadFrames, clip: nil) { i in
                try renderer.render(RenderBench.scene(frame: i, clips: [name], images: images))
            }
        default:
            let clip: Clip
            if name == "photos" {
                let folder = scratchPath("photos")
                // gif-frames (run first) writes them; gif-reel reuses them, so its timing is the clip's.
                if !FileManager.default.fileExists(atPath: folder + "/photo0.png")
                    || CommandLine.arguments[1] == "gif-frames"
                {
                    do { try PhotoClip.writePhotos(to: folder) } catch { fail("cannot write the photos: \(error)") }
                }
                clip = Clip(timeline: PhotoClip.makeStage(photos: folder).run(), scale: scale, backgroundColor: .white)
            } else {
                clip = ClipsBench.clip(name, scale: scale)
            }
            let renderer: FrameRenderer
            let settings: EncodeSettings
            do {
                renderer = try clip.makeRenderer()
                settings = try clip.encodeSettings()
            } catch { fail("\(error)") }
            return Source(settings: settings, frameCount: clip.frameCount, clip: clip) { i in
                try clip.frame(i, renderer: renderer)
            }
        }
    }

    /// The GIF writer's frame step: the smallest that keeps the rate at or under 50 fps.
    static func step(_ rate: FrameRate) -> Int {
        max(1, (rate.numerator + 50 * rate.denominator - 1) / (50 * rate.denominator))
    }

    static func run(_ mode: String, _ args: [String]) {
        guard args.count >= 3, let scale = Double(args[1]) else {
            fail("usage: reel-bench \(mode) <source> <scale> <out> …")
        }
        let source = source(args[0], scale: scale)
        let settings = source.settings
        switch mode {
        case "gif-frames":
            let step = step(settings.frameRate)
            let kept = Array(stride(from: 0, to: source.frameCount, by: step))
            guard FileManager.default.createFile(atPath: args[2], contents: nil),
                let file = FileHandle(forWritingAtPath: args[2])
            else { fail("cannot create \(args[2])") }
            // Rendered in parallel chunks, written in order.
            let chunk = 16
            for start in stride(from: 0, to: kept.count, by: chunk) {
                let indices = Array(kept[start..<min(start + chunk, kept.count)])
                var rows = [[UInt8]?](repeating: nil, count: indices.count)
                rows.withUnsafeMutableBufferPointer { buffer in
                    nonisolated(unsafe) let slots = buffer  // each iteration writes its own slot
                    DispatchQueue.concurrentPerform(iterations: indices.count) { k in
                        slots[k] = (try? source.render(indices[k])).map { rgb24($0, over: settings.background) }
                    }
                }
                for r in rows {
                    guard let r else { fail("a frame failed to render") }
                    file.write(Data(r))
                }
            }
            try? file.close()
            let rate = settings.frameRate
            let gifRate =
                rate.denominator == 1 && rate.numerator % step == 0
                ? "\(rate.numerator / step)" : "\(rate.numerator)/\(rate.denominator * step)"
            print("\(settings.width) \(settings.height) \(gifRate) \(kept.count)")

        case "gif-reel":
            var custom = settings
            var options = RenderPipeline.Options()
            options.progress = .quiet
            options.handlesSignals = false
            for option in args.dropFirst(3) {
                let parts = option.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { fail("options are key=value: \(option)") }
                switch parts[0] {
                case "palette":
                    guard let p = GIFPalette(rawValue: parts[1]) else { fail("palette: auto, shared or per-frame") }
                    custom.gif.palette = p
                case "dither": custom.gif.dithering = Double(parts[1])
                case "speed": custom.gif.speed = Int(parts[1]) ?? custom.gif.speed
                case "bound": custom.gif.transparencyBound = Int(parts[1])
                case "ssim": custom.gif.paletteSimilarity = Double(parts[1]) ?? custom.gif.paletteSimilarity
                case "mse": custom.gif.paletteError = Double(parts[1]) ?? custom.gif.paletteError
                case "jobs": options.jobs = Int(parts[1]) ?? options.jobs
                default: fail("unknown option \(parts[0])")
                }
            }
            let path = args[2]
            let start = now()
            var notes: [String] = []
            do {
                // What Clip.render(to:) does (a clip's render closure is clip.frame(i, renderer:)),
                // keeping the writer to read its log.
                let writer = try GIFWriter(destination: path, settings: custom)
                let render = source.render
                _ = try RenderPipeline(frameCount: source.frameCount, options: options) { i in try render(i) }
                    .run(writers: [writer])
                notes = writer.notes + writer.log
            } catch { fail("\(error)") }
            let seconds = now() - start
            print(
                String(
                    format: "reel-gif %@ %dx%d: %d frames, %d jobs, %.3f s, %d bytes", args[0], settings.width,
                    settings.height, source.frameCount, options.jobs, seconds, fileSize(path)))
            for n in notes { print("note: \(n)") }

        default:
            fail("unknown mode '\(mode)'")
        }
    }

    /// Premultiplied BGRA over `background` → straight RGB, 3 bytes a pixel.
    static func rgb24(_ frame: Frame, over background: RGBA8) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: frame.width * frame.height * 3)
        let bg = [Int(background.blue), Int(background.green), Int(background.red)]
        frame.pixels.withUnsafeBufferPointer { p in
            out.withUnsafeMutableBufferPointer { o in
                for i in 0..<(frame.width * frame.height) {
                    let k = 255 - Int(p[4 * i + 3])
                    for c in 0..<3 { o[3 * i + 2 - c] = UInt8(min(255, Int(p[4 * i + c]) + (bg[c] * k + 127) / 255)) }
                }
            }
        }
        return out
    }
}

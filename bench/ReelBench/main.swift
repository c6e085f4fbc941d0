// reel-bench: measurements behind docs/benchmarks.md (run through `make bench`).
//
//   reel-bench encode <mp4|gif> <frames.bgra> <width> <height> <fps> <count> [preset | gif speed [per-frame|shared]]
//       encode-only frames/s from frames already in memory (the raw BGRA file is loaded
//       first and cycled to reach <count> frames)
//   reel-bench pipeline <mp4|gif> <seconds> <width> <height> <fps> [jobs]
//       end-to-end through RenderPipeline with TestPattern as the renderer; frames/s and
//       peak RSS (to show memory stays flat for long clips)
//   reel-bench gif-palettes <width> <height> <frames>
//       per-frame vs shared palette (and dithering) on a flat and a colour-rich clip
//   reel-bench gif-ffmpeg <width> <height> <frames>
//       the same clips through FFmpeg's palettegen/paletteuse, for comparison
//   reel-bench mp4-quality <width> <height> <frames>
//       PSNR and size at the default CRF, and across CRF/preset/tune
//   reel-bench emitter [frames]
//       2,000 live emitter particles at 750 x 1334 on one thread: frames/s
//   reel-bench gif-frames | gif-reel …
//       Reel's GIF against FFmpeg's best two-pass (GIFBench.swift, scripts/bench-gif.sh)
//   reel-bench hash-overhead <scene.json> [frames]
//       render time vs frame-hash time per frame over the first [frames] frames (one
//       thread): what `reel hash` and `reel verify` add to rendering
//   reel-bench hash-floor <scene.json> [jobs]
//       reel hash's stages on one thread (HashFloorBench.swift): render and hash CPU, rows
//       hashed, and the least SHA-256 must read (the floor of hash / render)
import Foundation
import Reel
import ReelEncode
import ReelRegression
import Shaders

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("reel-bench: \(message)\n".utf8))
    exit(1)
}

func peakRSSMiB() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024
}

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func scratchPath(_ name: String) -> String {
    let dir = ProcessInfo.processInfo.environment["REEL_BENCH_OUT"] ?? NSTemporaryDirectory()
    return dir + "/" + name
}

func fileSize(_ path: String) -> Int {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
}

/// Premultiplied BGRA → straight RGB over a background, then PSNR over R, G, B; and luma PSNR.
/// Encodes `frames` with the writer `make` builds, then decodes the file and compares:
/// the seconds from the first append to the end of `finish`, and the PSNR against `frames`.
func encodeAndMeasure(
    _ frames: [Frame], path: String, settings: EncodeSettings,
    _ make: (String, EncodeSettings) throws -> any VideoWriter
) throws -> (seconds: Double, quality: (rgb: Double, luma: Double)) {
    let start = now()
    let writer = try make(path, settings)
    for f in frames { try writer.append(f) }
    try writer.finish()
    let seconds = now() - start
    let decoded = try VideoReader.read(path).map(\.frame)
    return (seconds, psnr(frames, decoded, background: settings.background))
}

func psnr(_ a: [Frame], _ b: [Frame], background: RGBA8) -> (rgb: Double, luma: Double) {
    var sum = 0.0
    var lumaSum = 0.0
    var n = 0.0
    let bg = [Int(background.blue), Int(background.green), Int(background.red)]
    for (x, y) in zip(a, b) {
        x.pixels.withUnsafeBufferPointer { p in
            y.pixels.withUnsafeBufferPointer { q in
                for i in stride(from: 0, to: p.count, by: 4) {
                    let ka = 255 - Int(p[i + 3])
                    let kb = 255 - Int(q[i + 3])
                    var ya = 0.0
                    var yb = 0.0
                    for c in 0..<3 {
                        let va = Double(Int(p[i + c]) + (bg[c] * ka + 127) / 255)
                        let vb = Double(Int(q[i + c]) + (bg[c] * kb + 127) / 255)
                        sum += (va - vb) * (va - vb)
                        let w = [0.0722, 0.7152, 0.2126][c]
                        ya += w * va
                        yb += w * vb
                    }
                    lumaSum += (ya - yb) * (ya - yb)
                    n += 1
                }
            }
        }
    }
    func db(_ mse: Double) -> Double { mse == 0 ? .infinity : 10 * log10(255 * 255 / mse) }
    return (db(sum / (3 * n)), db(lumaSum / n))
}

func patternFrames(_ count: Int, _ w: Int, _ h: Int, _ fps: Int, rich: Bool, background: RGBA8) -> [Frame] {
    var frames = [Frame?](repeating: nil, count: count)
    frames.withUnsafeMutableBufferPointer { buffer in
        nonisolated(unsafe) let slots = buffer  // each iteration writes its own slot
        DispatchQueue.concurrentPerform(iterations: count) { i in
            slots[i] = TestPattern.frame(
                index: i, framesPerSecond: fps, width: w, height: h, background: background, richColour: rich)
        }
    }
    return frames.map { $0! }
}

// As the `reel` command does (Sources/reel/main.swift).
LargeAllocations.keepInTheHeap()
let args = Array(CommandLine.arguments.dropFirst())
guard let mode = args.first else { fail("usage: reel-bench encode|pipeline|gif-palettes|mp4-quality …") }
let background = RGBA8(red: 245, green: 242, blue: 235)

switch mode {
case "encode":
    guard args.count >= 7, let format = OutputFormat(rawValue: args[1]), let w = Int(args[3]), let h = Int(args[4]),
        let fps = Int(args[5]), let count = Int(args[6])
    else { fail("usage: reel-bench encode <mp4|gif> <frames.bgra> <w> <h> <fps> <count> [preset]") }
    guard let file = FileHandle(forReadingAtPath: args[2]) else { fail("cannot read \(args[2])") }
    let frameBytes = w * h * 4
    var frames: [Frame] = []
    while let chunk = try? file.read(upToCount: frameBytes), chunk.count == frameBytes {
        frames.append(Frame(width: w, height: h, pixels: [UInt8](chunk)))
    }
    let distinct = frames.count
    guard distinct > 0 else { fail("\(args[2]) holds no \(w)x\(h) frame") }
    var settings = EncodeSettings(width: w, height: h, framesPerSecond: fps)
    settings.background = .white
    if args.count > 7 {
        if format == .gif {
            settings.gif.speed = Int(args[7]) ?? settings.gif.speed
        } else {
            settings.h264.preset = args[7]
        }
    }
    if args.count > 8, format == .gif {
        guard let palette = GIFPalette(rawValue: args[8]) else { fail("palette must be per-frame or shared") }
        settings.gif.palette = palette
    }
    let path = scratchPath("bench-encode." + format.rawValue)
    let start = now()
    do {
        let writer = try format.makeWriter(destination: path, settings: settings)
        for i in 0..<count { try writer.append(frames[i % distinct]) }
        try writer.finish()
    } catch { fail("\(error)") }
    let seconds = now() - start
    print(
        String(
            format: "encode-only %@ %dx%d %d fps: %d frames (%d distinct) in %.2f s = %.1f frames/s, %d bytes%@",
            format.rawValue, w, h, fps, count, distinct, seconds, Double(count) / seconds, fileSize(path),
            format == .mp4
                ? ", preset " + settings.h264.preset
                : ", libimagequant speed \(settings.gif.speed.map(String.init) ?? "auto"), "
                    + "\(settings.gif.palette.rawValue) palette"
        ))
    try? FileManager.default.removeItem(atPath: path)

case "pipeline":
    guard args.count >= 6, let format = OutputFormat(rawValue: args[1]), let secs = Double(args[2]),
        let w = Int(args[3]),
        let h = Int(args[4]), let fps = Int(args[5])
    else { fail("usage: reel-bench pipeline <mp4|gif> <seconds> <w> <h> <fps> [jobs]") }
    let count = Int((secs * Double(fps)).rounded())
    var options = RenderPipeline.Options()
    if args.count > 6, let j = Int(args[6]) { options.jobs = j }
    options.progress = .quiet
    let settings = EncodeSettings(width: w, height: h, framesPerSecond: fps)
    let path = scratchPath("bench-pipeline." + format.rawValue)
    let rssBefore = peakRSSMiB()
    do {
        let writer = try format.makeWriter(destination: path, settings: settings)
        let summary = try RenderPipeline(frameCount: count, options: options) { i in
            TestPattern.frame(index: i, framesPerSecond: fps, width: w, height: h, background: background)
        }.run(writers: [writer])
        print(
            String(
                format:
                    """
                    pipeline %@ %dx%d %d fps, %.0f s (%d frames), %d jobs: %.2f s = %.1f frames/s, peak RSS %.1f MiB \
                    (%.1f MiB at start)
                    """,
                format.rawValue, w, h, fps, secs, count, options.jobs, summary.seconds, summary.framesPerSecond,
                peakRSSMiB(), rssBefore))
    } catch { fail("\(error)") }
    try? FileManager.default.removeItem(atPath: path)

case "gif-palettes":
    guard args.count >= 4, let w = Int(args[1]), let h = Int(args[2]), let n = Int(args[3]) else {
        fail("usage: reel-bench gif-palettes <w> <h> <frames>")
    }
    print("| clip | palette | dithering | size (bytes) | RGB PSNR (dB) | luma PSNR (dB) | time (s) |")
    print("|---|---|---|---:|---:|---:|---:|")
    for rich in [false, true] {
        let frames = patternFrames(n, w, h, 30, rich: rich, background: background)
        for palette in GIFPalette.allCases {
            for dithering in [1.0, 0.0] {
                var settings = EncodeSettings(width: w, height: h, framesPerSecond: 30)
                settings.background = background
                settings.gif.palette = palette
                settings.gif.dithering = dithering
                let path = scratchPath("bench-palette.gif")
                do {
                    let (seconds, q) = try encodeAndMeasure(frames, path: path, settings: settings) {
                        try GIFWriter(destination: $0, settings: $1)
                    }
                    print(
                        String(
                            format: "| %@ %dx%d, %d frames | %@ | %.0f | %d | %.2f | %.2f | %.2f |",
                            rich ? "colour-rich" : "flat UI", w, h, n,
                            palette.rawValue, dithering, fileSize(path), q.rgb, q.luma, seconds))
                } catch { fail("\(error)") }
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }

case "gif-ffmpeg":
    // The same clips through FFmpeg's palettegen/paletteuse (the CLI), for comparison.
    guard args.count >= 4, let w = Int(args[1]), let h = Int(args[2]), let n = Int(args[3]) else {
        fail("usage: reel-bench gif-ffmpeg <w> <h> <frames>")
    }
    print("| clip | FFmpeg filters | size (bytes) | RGB PSNR (dB) | luma PSNR (dB) | time (s) |")
    print("|---|---|---:|---:|---:|---:|")
    for rich in [false, true] {
        let frames = patternFrames(n, w, h, 30, rich: rich, background: background)
        let folder = scratchPath("bench-seq")
        do {
            let writer = try PNGSequenceWriter(
                destination: folder, settings: EncodeSettings(width: w, height: h, framesPerSecond: 30))
            for f in frames { try writer.append(f) }
            try writer.finish()
        } catch { fail("\(error)") }
        let graphs = [
            (
                "palettegen=stats_mode=full, paletteuse=dither=sierra2_4a:diff_mode=rectangle",
                "split[a][b];[a]palettegen=stats_mode=full[p];[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle"
            ),
            (
                "palettegen=stats_mode=single, paletteuse=new=1",
                "split[a][b];[a]palettegen=stats_mode=single[p];[b][p]paletteuse=new=1"
            ),
        ]
        for (name, graph) in graphs {
            let path = scratchPath("bench-ffmpeg.gif")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
            process.arguments = [
                "-v", "error", "-y", "-framerate", "30", "-i", folder + "/frame_%05d.png", "-lavfi", graph, path,
            ]
            let start = now()
            do { try process.run() } catch { fail("cannot run ffmpeg: \(error)") }
            process.waitUntilExit()
            let seconds = now() - start
            do {
                let decoded = try VideoReader.read(path).map(\.frame)
                guard decoded.count == frames.count else { fail("ffmpeg wrote \(decoded.count) frames") }
                let q = psnr(frames, decoded, background: background)
                print(
                    String(
                        format: "| %@ %dx%d, %d frames | %@ | %d | %.2f | %.2f | %.2f |",
                        rich ? "colour-rich" : "flat UI", w, h, n,
                        name, fileSize(path), q.rgb, q.luma, seconds))
            } catch { fail("\(error)") }
            try? FileManager.default.removeItem(atPath: path)
        }
        try? FileManager.default.removeItem(atPath: folder)
    }

case "mp4-quality":
    guard args.count >= 4, let w = Int(args[1]), let h = Int(args[2]), let n = Int(args[3]) else {
        fail("usage: reel-bench mp4-quality <w> <h> <frames>")
    }
    let frames = patternFrames(n, w, h, 30, rich: false, background: background)
    print("| crf | preset | tune | size (bytes) | luma PSNR (dB) | RGB PSNR (dB) | time (s) |")
    print("|---:|---|---|---:|---:|---:|---:|")
    for (crf, preset, tune) in [
        (18, "medium", nil), (18, "fast", nil), (18, "medium", "animation"), (0, "medium", nil), (23, "medium", nil),
    ] as [(Int, String, String?)] {
        var settings = EncodeSettings(width: w, height: h, framesPerSecond: 30)
        settings.background = background
        settings.video.crf = crf
        settings.h264.preset = preset
        settings.h264.tune = tune
        let path = scratchPath("bench-quality.mp4")
        do {
            let (seconds, q) = try encodeAndMeasure(frames, path: path, settings: settings) {
                try MovieWriter(destination: $0, settings: $1)
            }
            print(
                String(
                    format: "| %d | %@ | %@ | %d | %.2f | %.2f | %.2f |", crf, preset, tune ?? "-", fileSize(path),
                    q.luma, q.rgb, seconds))
        } catch { fail("\(error)") }
        try? FileManager.default.removeItem(atPath: path)
    }

case "hash-overhead":
    guard args.count >= 2 else { fail("usage: reel-bench hash-overhead <scene.json> [frames]") }
    do {
        let clip = try Clip(scenePath: args[1])
        let renderer = try clip.makeRenderer()
        let count = min(clip.frameCount, args.count > 2 ? Int(args[2]) ?? 120 : 120)
        // Frames 0..<count in order, as `reel hash` sees them: every frame hashed (the worst
        // case), and through the cache that lets repeated frames reuse their hash.
        var renderSeconds = 0.0
        var hashSeconds = 0.0
        var cachedSeconds = 0.0
        let cache = FrameHashCache()
        for i in 0..<count {
            let t0 = now()
            let frame = try clip.frame(i, renderer: renderer)
            let t1 = now()
            let plain = try FrameHash(of: frame)
            let t2 = now()
            let cached = try cache.hash(of: frame)
            cachedSeconds += now() - t2
            hashSeconds += t2 - t1
            renderSeconds += t1 - t0
            if plain != cached { fail("cached hash differs at frame \(i)") }
        }
        let name =
            (args[1] as NSString).deletingLastPathComponent.split(separator: "/").last.map(String.init) ?? args[1]
        let ms = { (s: Double) in s / Double(count) * 1000 }
        print(
            String(
                format:
                    """
                    hash-overhead %@: %d frames %dx%d, render %.2f ms/frame; every frame hashed %.2f ms/frame (+%.0f \
                    %%); with repeats reused (%d of %d) %.2f ms/frame (+%.0f %%)
                    """,
                name, count, renderer.pixelWidth, renderer.pixelHeight, ms(renderSeconds), ms(hashSeconds),
                hashSeconds / renderSeconds * 100, cache.hits, count, ms(cachedSeconds),
                cachedSeconds / renderSeconds * 100))
    } catch {
        fail("\(error)")
    }

case "gif-frames", "gif-reel": GIFBench.run(mode, Array(args.dropFirst()))  // GIFBench.swift
case "hash-floor": HashFloorBench.run(Array(args.dropFirst()))  // HashFloorBench.swift
case "render-cairo": RenderBench.run(Array(args.dropFirst()))  // RenderBench.swift
case "emitter": EmitterBench.run(Array(args.dropFirst()))  // EmitterBench.swift
// ClipsBench.swift
case "clip-render", "clip-encode", "clip-end-to-end", "clip-settings": ClipsBench.run(mode, Array(args.dropFirst()))

default:
    fail("unknown mode '\(mode)'")
}

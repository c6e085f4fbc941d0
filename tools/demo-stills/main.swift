// demo-stills: renders still frames of static layer trees to PNG files, so `make demo` shows
// real output before the animated clips exist.
//
//   demo-stills [output-folder]          (default: out)
//   demo-stills --bench [frames]         (times the arc screen at 750 × 1334 on one thread; the
//                                         images go to $TMPDIR/reel-demo-bench)
import Dispatch
import Foundation
import ReelCore
import ReelRender

let arguments = Array(CommandLine.arguments.dropFirst())

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
    exit(1)
}

do {
    if arguments.first == "--bench" {
        let count = arguments.count > 1 ? Int(arguments[1]) ?? 200 : 200
        let folder = NSTemporaryDirectory() + "reel-demo-bench"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let avatars = try (0..<4).map { try Assets.avatar($0, in: folder) }
        let scene = Scenes.avatarsOnArc(avatars: avatars)
        func removeShadows(_ layer: Layer) {
            layer.shadowOpacity = 0
            layer.sublayers.forEach(removeShadows)
        }
        let plain = Scenes.avatarsOnArc(avatars: avatars)
        removeShadows(plain)
        let renderer = try FrameRenderer(canvasSize: Scenes.screen, scale: 2, backgroundColor: .white)
        let primitives = Scenes.arcPrimitives(avatars: avatars).modelSnapshot()
        for (name, snapshot) in [
            ("with shadows", scene.modelSnapshot()), ("without shadows", plain.modelSnapshot()),
            ("primitives only", primitives),
        ] {
            _ = try renderer.render(snapshot)  // decode the images once
            func cpuSeconds() -> Double {
                var t = timespec()
                clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
                return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
            }
            let start = DispatchTime.now().uptimeNanoseconds
            let cpuStart = cpuSeconds()
            for _ in 0..<count { _ = try renderer.render(snapshot) }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            let cpu = cpuSeconds() - cpuStart
            func f(_ v: Double) -> String { String(format: "%.1f", v) }
            print(
                """
                arc screen 750 × 1334 \(name), one thread: \(count) frames, \(f(Double(count) / seconds)) frames/s \
                wall, \(f(Double(count) / cpu)) frames/s of CPU time
                """
            )
        }
        // The same frames spread over every core, as the pipeline renders them.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        for (name, snapshot) in [("with shadows", scene.modelSnapshot()), ("primitives only", primitives)] {
            let start = DispatchTime.now().uptimeNanoseconds
            DispatchQueue.concurrentPerform(iterations: count) { _ in _ = try? renderer.render(snapshot) }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            print(
                """
                arc screen 750 × 1334 \(name), \(cores) threads: \(count) frames, \
                \(String(format: "%.1f", Double(count) / seconds)) frames/s wall
                """
            )
        }
        exit(0)
    }
    let output = arguments.first ?? "out"
    let assetsFolder = output + "/assets"
    try FileManager.default.createDirectory(atPath: assetsFolder, withIntermediateDirectories: true)
    let avatars = try (0..<4).map { try Assets.avatar($0, in: assetsFolder) }
    let dishes = try (0..<5).map { try Assets.dish($0, in: assetsFolder) }
    let badge = try Assets.badge(in: assetsFolder)
    let scenes: [(String, Layer)] = [
        ("still-avatars-on-arc.png", Scenes.avatarsOnArc(avatars: avatars)),
        ("still-fly-to-cart.png", Scenes.foodList(dishes: dishes, badge: badge)),
        ("still-floating-burger.png", Scenes.burgerHeaders()),
        ("still-layers-and-text.png", Scenes.compositing()),
    ]
    let renderer = try FrameRenderer(canvasSize: Scenes.screen, scale: 2, backgroundColor: .white)
    for (name, root) in scenes {
        let frame = try renderer.render(root.modelSnapshot())
        let path = output + "/" + name
        try writePNG(frame, to: path)
        print(path)
    }
} catch let error as RenderError {
    fail(error.description)
} catch {
    fail("\(error)")
}

import Foundation
import ReelCore
import ReelRender
import ReelScene

/// The command line shared by the sample clips' executables:
/// `<clip> [OUTPUT …]` (or `--stills 0,30,60 DIR`, `--scene PATH`, `--trace`) runs the stage and renders the outputs (default `out/<clip>.mp4` and `out/<clip>.gif`).
public enum SampleRunner {
    public static func main(name: String, scale: Double, background: Color = .white, makeStage: () -> Stage) {
        var outputs: [String] = []
        var stills: [Int] = []
        var args = CommandLine.arguments.dropFirst()
        while let arg = args.popFirst() {
            if arg == "--scene", let path = args.popFirst() {
                // `--scene PATH`: the recorded timeline as a scene document.
                let stage = makeStage()
                do {
                    try stage.exportScene(to: path, scale: scale)
                    print("wrote \(path)")
                } catch {
                    FileHandle.standardError.write(Data("Error: cannot write '\(path)': \(error)\n".utf8))
                    exit(73)
                }
                return
            } else if arg == "--trace" {
                // `--trace`: the JSON Lines trace of every frame on stdout.
                for line in Trace.lines(makeStage().run()) { print(line) }
                return
            } else if arg == "--stills", let list = args.popFirst() {
                stills = list.split(separator: ",").compactMap { Int($0) }
            } else {
                outputs.append(arg)
            }
        }
        if outputs.isEmpty { outputs = ["out/\(name).mp4", "out/\(name).gif"] }
        let stage = makeStage()
        let timeline = stage.run()
        do {
            for dir in Set(outputs.map { ($0 as NSString).deletingLastPathComponent }) where !dir.isEmpty {
                try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            }
            let clip = Clip(timeline: timeline, scale: scale, backgroundColor: background)
            if !stills.isEmpty {
                // `--stills 0,30,60 DIR`: those frames as DIR/<clip>_<frame>.png, for looking at.
                let dir = outputs.first ?? "out"
                try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                let renderer = try clip.makeRenderer()
                for i in stills {
                    let path = "\(dir)/\(name)_\(i).png"
                    try writePNG(try clip.frame(i, renderer: renderer), to: path)
                    print("wrote \(path)")
                }
                return
            }
            // The demo's encoder settings: x264's `veryfast` preset and libimagequant speed 7
            // render the three clips ~15 % faster than the defaults at 44–48 dB luma PSNR and
            // the same GIF quality (docs/benchmarks.md, "make demo").
            var settings = try clip.encodeSettings()
            settings.preset = "veryfast"
            settings.gifSpeed = 7
            let result = try clip.render(to: outputs, settings: settings)
            print(result.summary.line(destinations: outputs))
            for note in result.notes { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            exit(1)
        }
    }
}

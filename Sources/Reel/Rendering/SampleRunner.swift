import Foundation
import ReelCore

/// The command line shared by the sample clips' executables:
/// `<clip> [OUTPUT …]` runs the stage and renders the outputs (default `out/<clip>.mp4` and `out/<clip>.gif`).
public enum SampleRunner {
    public static func main(name: String, scale: Double, background: Color = .white, makeStage: () -> Stage) {
        var outputs: [String] = []
        outputs = Array(CommandLine.arguments.dropFirst())
        if outputs.isEmpty { outputs = ["out/\(name).mp4", "out/\(name).gif"] }
        let stage = makeStage()
        let timeline = stage.run()
        do {
            for dir in Set(outputs.map { ($0 as NSString).deletingLastPathComponent }) where !dir.isEmpty {
                try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            }
            guard !outputs.isEmpty else { return }
            let clip = Clip(timeline: timeline, scale: scale, backgroundColor: background)
            let result = try clip.render(to: outputs)
            for note in result.notes { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
        } catch {
            FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
            exit(1)
        }
    }
}

import Foundation
import ReelArguments
import ReelCore
import ReelRender
import ReelScene

/// The command line shared by the sample clips' executables:
/// `<clip> [OUTPUT …]` (or `--stills 0,30,60 DIR`, `--scene PATH`, `--trace`) runs the stage and
/// renders the outputs (default `out/<clip>.mp4` and `out/<clip>.gif`).
///
/// ``run(name:scale:background:arguments:makeStage:)`` throws a ``Failure`` and never ends the
/// process itself: the executable prints it and chooses the exit code (as `reel` does: 64 for
/// ``Failure/usage(_:)``, 73 for ``Failure/cannotWrite(_:)``, 1 for ``Failure/renderFailed(_:)``).
public enum SampleRunner {
    /// What the arguments ask for.
    public enum Request: Equatable, Sendable {
        /// Render the clip to these outputs (format from each extension).
        case render(outputs: [String])
        /// These frames as `directory/<clip>_<frame>.png`.
        case stills(frames: [Int], directory: String)
        /// The recorded timeline as a scene document at `path`.
        case scene(path: String)
        /// The JSON Lines trace of every frame on standard output.
        case trace
    }

    /// Why a sample's run failed; the description is the message to print after `Error: `.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The arguments cannot be read, or ask for a frame the clip does not have.
        case usage(String)
        /// An output (a scene document) could not be written.
        case cannotWrite(String)
        /// Rendering or encoding failed.
        case renderFailed(String)

        /// Whether the arguments were at fault.
        public var isUsage: Bool { if case .usage = self { true } else { false } }
        /// Whether an output could not be written.
        public var isCannotWrite: Bool { if case .cannotWrite = self { true } else { false } }

        public var description: String {
            switch self {
            case .usage(let message), .cannotWrite(let message), .renderFailed(let message): message
            }
        }
    }

    /// `--scene PATH`: write the recorded timeline as a scene document.
    static let scene = Option.text(
        "scene", valueName: "<path>", help: "Write the recorded timeline as a scene document.")
    /// `--trace`: print the JSON Lines trace of every frame.
    static let trace = Option.flag("trace", help: "Print the JSON Lines trace of every frame.")
    /// `--stills 0,30,60`: these frames as PNG files in the folder given (default `out`).
    static let stills = Option<[Int]?>(
        OptionSpec(long: "stills", valueName: "<frames>", help: "Write these frames as PNG files."), default: nil
    ) { arguments throws(ArgumentError) in
        try arguments.last("stills").map { list throws(ArgumentError) in try frameNumbers(list) }
    }

    /// Frame numbers from 0 separated by commas.
    static func frameNumbers(_ list: String) throws(ArgumentError) -> [Int] {
        var frames: [Int] = []
        for item in list.split(separator: ",", omittingEmptySubsequences: false) {
            guard let n = Int(item), n >= 0 else {
                throw ArgumentError(
                    "invalid frame '\(item)' in '--stills \(list)'; "
                        + "expected frame numbers from 0 separated by commas, such as 0,30,60")
            }
            frames.append(n)
        }
        return frames
    }

    /// Reads the arguments (without the program name) of the clip `name`.
    /// - Throws: ``ArgumentError`` naming the option and the bad value: a `--stills` entry that
    ///   is not a whole number from 0, an option without its value, or an unknown option.
    public static func parse(_ arguments: [String], name: String) throws(ArgumentError) -> Request {
        let p = try ArgumentParser.parse(arguments, options: [scene.spec, trace.spec, stills.spec])
        if let path = try p.value(scene) { return .scene(path: path) }
        if try p.value(trace) { return .trace }
        if let frames = try p.value(stills) { return .stills(frames: frames, directory: p.positionals.first ?? "out") }
        return .render(outputs: p.positionals.isEmpty ? ["out/\(name).mp4", "out/\(name).gif"] : p.positionals)
    }

    /// Runs the sample command line.
    /// - Parameter arguments: the arguments without the program name; nil for the process's.
    /// - Throws: ``Failure``, for the executable to print and map to its exit code.
    public static func run(
        name: String, scale: Double, background: Color = .white, arguments: [String]? = nil, makeStage: () -> Stage
    ) throws(Failure) {
        let request: Request
        do throws(ArgumentError) {
            request = try parse(arguments ?? Array(CommandLine.arguments.dropFirst()), name: name)
        } catch {
            throw .usage(error.message)
        }
        switch request {
        case .scene(let path):
            do {
                let stage = makeStage()
                let timeline = try (stage.recordedTimeline ?? stage.run())
                    .writingDrawnImages(into: Timeline.drawnImagesFolder(forScene: path))
                try timeline.exportScene(to: path, scale: scale)
            } catch {
                throw .cannotWrite("cannot write '\(path)': \(error)")
            }
            print("wrote \(path)")
        case .trace:
            for line in Trace.lines(makeStage().run()) { print(line) }
        case .stills(let frames, let dir):
            let clip = Clip(timeline: makeStage().run(), scale: scale, backgroundColor: background)
            try writeStills(clip, frames: frames, directory: dir, name: name)
        case .render(let outputs):
            let clip = Clip(timeline: makeStage().run(), scale: scale, backgroundColor: background)
            try render(clip, to: outputs)
        }
    }

    /// `--stills`: each frame as `dir/<name>_<frame>.png`.
    static func writeStills(_ clip: Clip, frames: [Int], directory dir: String, name: String) throws(Failure) {
        if let bad = frames.first(where: { $0 >= clip.frameCount }) {
            throw .usage("there is no frame \(bad) in --stills; \(name) has frames 0-\(clip.frameCount - 1)")
        }
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            let renderer = try clip.makeRenderer()
            for i in frames {
                let path = "\(dir)/\(name)_\(i).png"
                try writePNG(try clip.frame(i, renderer: renderer), atomicallyTo: path)
                print("wrote \(path)")
            }
        } catch {
            throw .renderFailed("\(error)")
        }
    }

    /// The clip to every output, with the samples' encoder settings; prints the summary line.
    static func render(_ clip: Clip, to outputs: [String]) throws(Failure) {
        do {
            for dir in Set(outputs.map { PathText.folder(of: $0) }) where !dir.isEmpty {
                try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            }
            // The demo's encoder settings: x264's `veryfast` preset and libimagequant speed 7,
            // faster than the defaults at the same GIF quality (docs/benchmarks.md, "make demo").
            var settings = try clip.encodeSettings()
            settings.h264.preset = "veryfast"
            settings.gif.speed = 7
            var options = RenderPipeline.Options()
            options.progress = ProgressReporter.standardErrorIfTerminal()
            let result = try clip.render(to: outputs, settings: settings, options: options)
            print(result.summary.line(destinations: outputs))
            for note in result.notes { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
        } catch {
            throw .renderFailed("\(error)")
        }
    }
}

import Foundation
import ReelCore
import ReelRender
import ReelScene

/// The command line shared by the sample clips' executables:
/// `<clip> [OUTPUT …]` (or `--stills 0,30,60 DIR`, `--scene PATH`, `--trace`) runs the stage and
/// renders the outputs (default `out/<clip>.mp4` and `out/<clip>.gif`).
///
/// ``main(name:scale:background:arguments:makeStage:)`` returns the exit code and never ends
/// the process itself; the executable passes it to `exit`. Exit codes as `reel`'s: 0 success,
/// 1 a render failed, 64 bad arguments, 73 an output could not be written.
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

    /// A bad sample command line: the message to print after `Error: `.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public var message: String
        public init(message: String) { self.message = message }
        public var description: String { message }
    }

    /// Reads the arguments (without the program name) of the clip `name`.
    /// - Throws: ``UsageError`` naming the option and the bad value: a `--stills` entry that is
    ///   not a whole number from 0, an option without its value, or an unknown option.
    public static func parse(_ arguments: [String], name: String) throws(UsageError) -> Request {
        var outputs: [String] = []
        var stills: [Int]?
        var args = arguments[...]
        func value(_ option: String) throws(UsageError) -> String {
            guard let v = args.popFirst() else { throw UsageError(message: "\(option) needs a value") }
            return v
        }
        while let arg = args.popFirst() {
            switch arg {
            case "--scene": return .scene(path: try value(arg))
            case "--trace": return .trace
            case "--stills":
                let list = try value(arg)
                var frames: [Int] = []
                for item in list.split(separator: ",", omittingEmptySubsequences: false) {
                    guard let n = Int(item), n >= 0 else {
                        throw UsageError(
                            message: "invalid frame '\(item)' in '--stills \(list)'; "
                                + "expected frame numbers from 0 separated by commas, such as 0,30,60")
                    }
                    frames.append(n)
                }
                stills = frames
            default:
                if arg.hasPrefix("-") && arg.count > 1 {
                    throw UsageError(
                        message: "unknown option '\(arg)'; "
                            + "expected OUTPUT …, --stills 0,30,60 DIR, --scene PATH or --trace")
                }
                outputs.append(arg)
            }
        }
        if let stills { return .stills(frames: stills, directory: outputs.first ?? "out") }
        return .render(outputs: outputs.isEmpty ? ["out/\(name).mp4", "out/\(name).gif"] : outputs)
    }

    /// Runs the sample command line and returns the exit code.
    /// - Parameter arguments: the arguments without the program name; nil for the process's.
    public static func main(
        name: String, scale: Double, background: Color = .white, arguments: [String]? = nil, makeStage: () -> Stage
    ) -> Int32 {
        func fail(_ message: String, _ code: Int32) -> Int32 {
            FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
            return code
        }
        let request: Request
        do {
            request = try parse(arguments ?? Array(CommandLine.arguments.dropFirst()), name: name)
        } catch {
            return fail(error.message, 64)
        }
        switch request {
        case .scene(let path):
            do {
                try makeStage().exportScene(to: path, scale: scale)
                print("wrote \(path)")
                return 0
            } catch {
                return fail("cannot write '\(path)': \(error)", 73)
            }
        case .trace:
            for line in Trace.lines(makeStage().run()) { print(line) }
            return 0
        case .stills(let frames, let dir):
            let clip = Clip(timeline: makeStage().run(), scale: scale, backgroundColor: background)
            if let bad = frames.first(where: { $0 >= clip.frameCount }) {
                return fail(
                    "there is no frame \(bad) in --stills; \(name) has frames 0-\(clip.frameCount - 1)", 64)
            }
            do {
                try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                let renderer = try clip.makeRenderer()
                for i in frames {
                    let path = "\(dir)/\(name)_\(i).png"
                    try writePNG(try clip.frame(i, renderer: renderer), atomicallyTo: path)
                    print("wrote \(path)")
                }
                return 0
            } catch {
                return fail("\(error)", 1)
            }
        case .render(let outputs):
            let clip = Clip(timeline: makeStage().run(), scale: scale, backgroundColor: background)
            do {
                for dir in Set(outputs.map { ($0 as NSString).deletingLastPathComponent }) where !dir.isEmpty {
                    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                }
                // The demo's encoder settings: x264's `veryfast` preset and libimagequant speed 7
                // render the three clips ~15 % faster than the defaults at 44–48 dB luma PSNR and
                // the same GIF quality (docs/benchmarks.md, "make demo").
                var settings = try clip.encodeSettings()
                settings.h264.preset = "veryfast"
                settings.gif.speed = 7
                var options = RenderPipeline.Options()
                options.progress = ProgressReporter.standardErrorIfTerminal()
                let result = try clip.render(to: outputs, settings: settings, options: options)
                print(result.summary.line(destinations: outputs))
                for note in result.notes { FileHandle.standardError.write(Data("note: \(note)\n".utf8)) }
                return 0
            } catch {
                return fail("\(error)", 1)
            }
        }
    }
}

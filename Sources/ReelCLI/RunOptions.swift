import Foundation
import ReelArguments
import ReelCore
import ReelScene

/// `reel run File.swift [More.swift …] -o clip.gif …`, parsed and checked.
public struct RunOptions: Hashable, Sendable {
    /// The Swift files, as given.
    public var files: [String]
    /// The outputs, as `reel render` takes them.
    public var outputs: [String]
    /// The window in points.
    public var width = Double(RunOptions.size.defaultValue.width)
    public var height = Double(RunOptions.size.defaultValue.height)
    public var scale = RunOptions.scale.defaultValue
    public var fps = RunOptions.fps.defaultValue
    public var duration = RunOptions.duration.defaultValue

    static let spec = CommandSpec(
        name: "run",
        abstract: "Compile iOS animation code (UIKit, QuartzCore) and record it to video, GIF or PNG.",
        discussion: """
            The files are compiled unchanged against Reel's UIKit, QuartzCore and CoreGraphics (Swift 5 mode) \
            with an entry of Reel's that makes a RecordingHost (a window of --size points at --scale) and calls \
            the function `record(in host: RecordingHost)` that one of the files must define: it builds the \
            views, starts the animations and may script calls with `host.at(seconds) { … }`. The recording is \
            rendered as `reel render` renders a scene. Compiler errors are printed as the compiler prints them \
            (exit 65). The build is kept in $XDG_CACHE_HOME/reel/run (~/.cache/reel/run), one folder per set \
            of files, so a second run of the same files only recompiles what changed. Needs the Swift \
            toolchain and the Reel sources this reel was built from (or REEL_SOURCE).
            """,
        usage: "reel run <file.swift> … -o <output> … [--size <w>x<h>] [--scale <s>] [--fps <n>] [--duration <s>]",
        arguments: [("<file.swift>", "The Swift files to compile (one defines `record(in:)`).")],
        options: [output, size, scale, fps, duration])

    static let output = Option.texts(
        "output", short: "o", valueName: "<output>",
        help: "A file to write (.mp4, .gif, .webp, .png, a folder for PNG frames); repeatable.")
    static let size = CommonOptions.size.defaulting(to: PixelSize(width: 375, height: 667)) {
        "The window in points (default \($0.width)x\($0.height))."
    }
    static let scale = CommonOptions.positiveNumber("scale", valueName: "<s>", max: SceneLimits.maxScale, help: "")
        .defaulting(to: 2) { "Pixels per point (default \(JSONWriter.format($0)))." }
    static let fps = CommonOptions.positiveNumber("fps", valueName: "<n>", max: 240, help: "")
        .defaulting(to: 60) { "Frames per second (default \(JSONWriter.format($0)))." }
    static let duration = CommonOptions.positiveNumber(
        "duration", valueName: "<s>", max: SceneLimits.maxDuration, help: ""
    ).defaulting(to: 3) { "Seconds recorded (default \(JSONWriter.format($0)))." }

    public init(arguments: [String]) throws(CommandLineError) {
        try self.init(try Self.spec.parse(arguments))
    }

    init(_ p: ParsedArguments) throws(CommandLineError) {
        files = p.positionals
        guard !files.isEmpty else { throw .usage("missing <file.swift>: give the Swift files to record") }
        for file in files where !file.hasSuffix(".swift") {
            throw .usage("'\(file)' is not a .swift file; reel run compiles Swift files")
        }
        let names = files.map { ($0 as NSString).lastPathComponent }
        if let twice = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw .usage("two files are named '\(twice)'; give files with different names")
        }
        outputs = try p.read(Self.output)
        guard !outputs.isEmpty else { throw .usage("missing -o <output>") }
        let size = try p.read(Self.size)
        width = Double(size.width)
        height = Double(size.height)
        scale = try p.read(Self.scale)
        fps = try p.read(Self.fps)
        duration = try p.read(Self.duration)
    }
}

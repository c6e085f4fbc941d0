import Foundation
import ReelScene

/// `reel run File.swift [More.swift …] -o clip.gif …`, parsed and checked.
public struct RunOptions: Hashable, Sendable {
    /// The Swift files, as given.
    public var files: [String]
    /// The outputs, as `reel render` takes them.
    public var outputs: [String]
    /// The window in points.
    public var width = 375.0
    public var height = 667.0
    public var scale = 2.0
    public var fps = 60.0
    public var duration = 3.0

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
        options: [
            OptionSpec(
                long: "output", short: "o", valueName: "<output>",
                help: "A file to write (.mp4, .gif, .webp, .png, a folder for PNG frames); repeatable."),
            OptionSpec(long: "size", valueName: "<w>x<h>", help: "The window in points (default 375x667)."),
            OptionSpec(long: "scale", valueName: "<s>", help: "Pixels per point (default 2)."),
            OptionSpec(long: "fps", valueName: "<n>", help: "Frames per second (default 60)."),
            OptionSpec(long: "duration", valueName: "<s>", help: "Seconds recorded (default 3)."),
        ])

    public init(arguments: [String]) throws(CommandLineError) {
        try self.init(try ArgumentParser.parse(arguments, options: Self.spec.options))
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
        outputs = p.all("output")
        guard !outputs.isEmpty else { throw .usage("missing -o <output>") }
        if let size = try OptionValue.size(p.last("size")) {
            width = Double(size.width)
            height = Double(size.height)
        }
        scale = try OptionValue.positiveDouble(p.last("scale"), "scale", max: SceneLimits.maxScale) ?? scale
        fps = try OptionValue.positiveDouble(p.last("fps"), "fps", max: 240) ?? fps
        duration =
            try OptionValue.positiveDouble(p.last("duration"), "duration", max: SceneLimits.maxDuration) ?? duration
    }
}

import Foundation
import Reel
import ReelArguments
import ReelCore
import ReelScene

/// `reel run File.swift [More.swift …] -o clip.gif …`, parsed and checked.
public struct RunOptions: CommandOptions, Hashable, Sendable {
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
    /// "light" or "dark": the window's `userInterfaceStyle`.
    public var appearance = RunOptions.appearance.defaultValue
    /// The options passed on to `reel render` as given (`--codec hevc`, `--crf 18`, `-q`), each
    /// checked here first.
    public var renderArguments: [String] = []

    /// `reel render`'s options that `reel run` passes on.
    static let forwarded: [any OptionDeclaration] = [
        CommonOptions.codec, CommonOptions.crf, RenderOptions.quality, RenderOptions.loop, RenderOptions.background,
        RenderOptions.maxBytes, CommonOptions.quiet,
    ]
    /// The device whose screen the window is (`--device`, RunCommand+Options.swift), nil: none.
    public var device: String?
    /// "portrait" or "landscape": how the device is held.
    public var orientation = RunOptions.orientation.defaultValue
    /// Whether the device's status bar and home indicator are drawn over the recording.
    public var chrome = false
    /// `--prepare`: build Reel's modules into the cache now, with no files and no outputs
    /// (`make install` runs it, so that a user's first `reel run` compiles only their files).
    public var prepare = false

    static let output = Option.texts(
        "output", short: "o", valueName: "<output>",
        help: "A file to write (.mp4, .gif, .webp, .png, a folder for PNG frames); repeatable.")
    static let size = CommonOptions.size.defaulting(to: PixelSize(width: 375, height: 667)) {
        "The window in points (default \($0.width)x\($0.height))."
    }
    static let scale = CommonOptions.scale.defaulting(to: 2) { "Pixels per point (default \(JSONWriter.format($0)))." }
    static let fps = CommonOptions.fps.defaulting(to: 60) { "Frames per second (default \(JSONWriter.format($0)))." }
    static let duration = CommonOptions.positiveNumber(
        "duration", valueName: "<s>", max: SceneLimits.maxDuration, help: ""
    ).defaulting(to: 3) { "Seconds recorded (default \(JSONWriter.format($0)))." }

    static let appearance = Option.single(
        "appearance", valueName: "light|dark", expected: "light or dark",
        parse: { ["light", "dark"].contains($0) ? $0 : nil }
    ).defaulting(to: "light") {
        "Light or dark: what dynamic colours (.systemBackground, .label) resolve to (default \($0))."
    }

    public init(arguments: [String]) throws(CommandLineError) {
        try self.init(try RunCommand.spec.parse(arguments))
    }

    init(_ p: ParsedArguments) throws(CommandLineError) {
        files = p.positionals
        outputs = []
        prepare = try p.read(Self.prepareFlag)
        if prepare {
            guard files.isEmpty, p.all("output").isEmpty else {
                throw .usage("'--prepare' builds Reel's modules only: give it no files and no -o")
            }
            return
        }
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
        appearance = try p.read(Self.appearance)
        if files.contains(where: { ($0 as NSString).lastPathComponent == "main.swift" }) {
            throw .usage("a file is named 'main.swift', which is reel run's entry; rename it")
        }
        _ = try p.read(CommonOptions.codec)
        _ = try p.read(CommonOptions.crf)
        _ = try p.read(RenderOptions.quality)
        _ = try p.read(RenderOptions.loop)
        _ = try p.read(RenderOptions.background)
        _ = try p.read(RenderOptions.maxBytes)
        for spec in Self.forwarded.map(\.spec) {
            if spec.takesValue {
                renderArguments += p.all(spec.long).flatMap { ["--" + spec.long, $0] }
            } else if p.has(spec.long) {
                renderArguments.append("--" + spec.long)
            }
        }
        try readDevice(p)
    }
}

/// `reel run`: compiles the user's Swift files in a cached package against Reel's UIKit,
/// QuartzCore and CoreGraphics, records them with an entry of Reel's (`entrySource`), and
/// renders the recorded scene as `reel render` does.
enum RunCommand: ReelCommand {
    static let spec = CommandSpec(
        name: "run",
        abstract: "Compile iOS animation code (UIKit, QuartzCore) and record it to video, GIF or PNG.",
        discussion: """
            The files are compiled unchanged against Reel's UIKit, QuartzCore and CoreGraphics (Swift 5 mode) \
            with an entry of Reel's that makes a RecordingHost (a window of --size points at --scale, or the \
            screen of a --device: its size, scale, safe area and traits, held in --orientation) and calls \
            the function `record(in host: RecordingHost)` that one of the files must define: it builds the \
            views (in the light or dark --appearance), starts the animations and may script calls with \
            `host.at(seconds) { … }`. The recording is rendered as `reel render` renders a scene, with the \
            render options below passed on. Only the compiler's diagnostics against your files are printed, \
            after one progress line (exit 65 when they do not compile). The build is kept in \
            $XDG_CACHE_HOME/reel/run (~/.cache/reel/run), one package for every set of files: Reel's modules \
            are built on the first run only (or by `reel run --prepare`, which `make install` runs), and a rerun \
            of unchanged files compiles nothing. Needs the Swift \
            toolchain and Reel's UIKit sources: those `make install` put beside this reel (PREFIX/share/reel), \
            else the checkout it was built from, or REEL_SOURCE.
            """,
        usage:
            "reel run <file.swift> … -o <output> … "
            + "[--size <w>x<h> | --device <name> [--orientation <o>] [--chrome]] [--scale <s>] [--fps <n>] "
            + "[--duration <s>] [--appearance light|dark] [--codec <codec>] [--crf <n>] … | reel run --prepare",
        arguments: [("<file.swift>", "The Swift files to compile (one defines `record(in:)`).")],
        options: [
            RunOptions.output, RunOptions.size, RunOptions.scale, RunOptions.fps, RunOptions.duration,
            RunOptions.appearance, RunOptions.device, RunOptions.orientation, RunOptions.chrome,
        ] + RunOptions.forwarded + [RunOptions.prepareFlag],
        writesFiles: true)

    /// The executable the package builds.
    static let product = "reel-run-entry"

    static func run(_ options: RunOptions, io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode {
        do {
            let source = try sourceRoot()
            if options.prepare { return try prepare(source: source, io: io) }
            let files = options.files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            for file in files where !FileManager.default.fileExists(atPath: file) {
                throw CommandLineError("no such file '\(file)'", exitCode: .noInput)
            }
            let recording = FileManager.default.temporaryDirectory.appendingPathComponent(
                "reel-run-\(UUID().uuidString)"
            ).path
            try FileManager.default.createDirectory(atPath: recording, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: recording) }
            let scene = recording + "/recording.json"
            let folder = cacheFolder(source: source)
            try holdingLock(on: folder) {
                try discardStaleBuild(in: folder, source: source)
                try writePackage(at: folder, files: files, source: source)
                guard try build(folder, files: files, io: io) else {
                    throw CommandLineError(
                        "the Swift files did not compile (the compiler's messages are above)", exitCode: .dataError)
                }
                let recorded = try execute(
                    folder + "/.build/debug/" + product,
                    [scene]
                        + [options.width, options.height, options.scale, options.fps, options.duration].map { "\($0)" }
                        + [options.appearance, options.device ?? "-", options.orientation]
                        + [options.chrome ? "chrome" : "-"])
                guard recorded == 0 else {
                    throw CommandLineError(
                        "recording failed (exit \(recorded); its messages are above)", exitCode: .failure)
                }
            }
            let render = try RenderOptions(
                arguments: [scene] + options.outputs.flatMap { ["-o", $0] } + options.renderArguments)
            return RenderCommand.run(render, io: io, interruption: interruption)
        } catch let error as CommandLineError {
            io.error("Error: \(error.message)\n")
            return error.exitCode
        } catch {
            io.error("Error: \(error)\n")
            return .failure
        }
    }

    /// The Reel sources the package depends on: `REEL_SOURCE`; else those `make install` put
    /// beside this executable (`PREFIX/share/reel/reel-uikit` for `PREFIX/bin/reel`); else the
    /// checkout this reel was built from.
    static func sourceRoot() throws(CommandLineError) -> String {
        let environment = ProcessInfo.processInfo.environment
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/reel/reel-uikit").path
        // This file is Sources/ReelCLI/Commands/RunCommand.swift: four folders below the root.
        let built = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let candidates = environment["REEL_SOURCE"].map { [$0] } ?? [installed, built]
        if let root = candidates.first(where: { FileManager.default.fileExists(atPath: $0 + "/Sources/UIKit") }) {
            return root
        }
        throw CommandLineError(
            """
            reel run needs Reel's UIKit sources: \(candidates.map { "'\($0)'" }.joined(separator: " and ")) \
            \(candidates.count == 1 ? "has" : "have") no Sources/UIKit; install reel with 'make install' (it puts \
            them beside it) or set REEL_SOURCE to a Reel checkout
            """, exitCode: .noInput)
    }

    /// The entry: a host of the given window, the user's `record(in:)` run in the host's
    /// recording (what it reaches globally is the host's), the scene document.
    static let entrySource = """
        // Written by `reel run`: records the function `record(in host: RecordingHost)` of your files.
        import Foundation
        import UIKit

        // Arguments: scene, width, height, scale, fps, duration, appearance, device (or -),
        // orientation, chrome (or -).
        let arguments = CommandLine.arguments
        let numbers = arguments[2...6].compactMap { Double($0) }
        let appearance: UIUserInterfaceStyle = arguments[7] == "dark" ? .dark : .light
        let host: RecordingHost
        if let device = DevicePreset(name: arguments[8]) {
            host = RecordingHost(
                device: device, orientation: arguments[9] == "landscape" ? .landscape : .portrait,
                scale: CGFloat(numbers[2]), fps: numbers[3], duration: numbers[4], appearance: appearance)
        } else {
            host = RecordingHost(
                size: CGSize(width: numbers[0], height: numbers[1]), scale: CGFloat(numbers[2]), fps: numbers[3],
                duration: numbers[4], appearance: appearance)
        }
        host.run { record(in: host) }
        if arguments[10] == "chrome" { host.addDeviceChrome() }
        do {
            try host.exportScene(to: arguments[1])
        } catch {
            FileHandle.standardError.write(Data("\\(error)\\n".utf8))
            exit(1)
        }

        """

    /// Runs a program with this process's output and error; returns its exit status.
    static func execute(_ program: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

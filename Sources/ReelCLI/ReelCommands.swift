import Foundation
import Reel
import ReelCore
import ReelEncode
import ReelRender
import ReelScene
import Shaders

/// The commands that render: each loads and checks its scenes first (so a bad document fails
/// with 65/66 and writes nothing), then renders through `Clip` and the render pipeline.
enum ReelCommands {
    // MARK: - render

    static func render(_ options: RenderOptions, io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode
    {
        let targets = options.targets()
        do {
            try checkDistinct(targets, scenes: options.scenes)
        } catch {
            return report(error, io: io)
        }
        for note in inapplicableOptionNotes(options, targets: targets.flatMap { $0 }) { io.error("note: \(note)\n") }
        var code = ReelCommandLine.ExitCode.success
        for (scene, sceneTargets) in zip(options.scenes, targets) {
            do {
                try renderScene(
                    scene, to: sceneTargets.map(\.path), options: options, io: io, interruption: interruption)
            } catch {
                let failure = report(error, io: io)
                if failure.signal != nil { return failure }
                code = SceneCommand.combine(code, failure)
            }
        }
        return code
    }

    /// Renders one scene of `reel render` to its outputs and prints its notes and report.
    static func renderScene(
        _ scene: String, to outputs: [String], options: RenderOptions, io: CommandIO, interruption: Interruption
    ) throws {
        let (document, base, videoFPS) = try loadForRender(scene, options: options, io: io)
        let clip = try makeClip(
            document, base: base, fps: options.fps ?? videoFPS, size: options.size, scale: options.scale,
            scene: scene)
        // --loop N repeats N times, as GIF's loop count.
        var settings = try clip.encodeSettings(
            crf: options.crf, loop: options.loop.map { $0 == 0 ? .forever : .plays($0 + 1) })
        if let segment = options.segment { settings.segmentFrames = segment }
        settings.video.codec = options.codec
        settings.prores.profile = options.quality
        var pipeline = pipelineOptions(
            jobs: options.jobs, quiet: options.quiet, io: io, interruption: interruption)
        if let frames = options.frames { pipeline.frames = try frames.resolve(frameCount: clip.frameCount) }
        if let shard = options.shard {
            pipeline.frames = try shard.frames(
                frameCount: clip.frameCount, segmentFrames: settings.segmentFrames)
        }
        // A shard is always a part (even 0/1), for reel join; --frames only when it leaves some out.
        if let frames = pipeline.frames, options.shard != nil || frames != 0...(clip.frameCount - 1) {
            settings.part = MP4PartTag(
                frames: frames, clipFrameCount: clip.frameCount, segmentFrames: settings.segmentFrames,
                source: try partSource(scene: scene, document: document, options: options))
        }
        try prepareFolders(for: outputs, options: options)
        let clock = options.makeClock()
        // Of a sharded render, the part with frame 0 carries the whole clip's sound, which
        // reel join copies once; the other parts carry none.
        let sound: Clip.SoundSelection =
            options.shard == nil ? .framesRendered : pipeline.frames?.lowerBound == 0 ? .wholeClip : .none
        let result = try clip.render(
            to: outputs, format: options.format, settings: settings, options: pipeline, sound: sound,
            clock: clock)
        for note in result.notes { io.error("note: \(note)\n") }
        if let report = renderReport(options, clock: clock, summary: result.summary, outputs: outputs) {
            io.output(report)
        }
    }

    /// Creates `--out-dir`; refuses an output whose folder does not exist (73).
    static func prepareFolders(for outputs: [String], options: RenderOptions) throws {
        if let dir = options.outputDirectory { try createFolder(dir) }
        for path in outputs {
            let dir = (path as NSString).deletingLastPathComponent
            if !dir.isEmpty && !FileManager.default.fileExists(atPath: dir) {
                throw CommandLineError(
                    "cannot create '\(path)': the folder '\(dir)' does not exist; create it first",
                    exitCode: .cannotCreate)
            }
        }
    }

    /// Refuses two outputs that are one file, however they are written (`./a.gif` and `a.gif`,
    /// `sub/../a.gif`, a symbolic link to the folder, `frames/` and `frames`, two scenes of one
    /// name into one `--out-dir`): the second would overwrite the first, or both would write
    /// one temporary file. An output that is one of the scene documents is refused too.
    /// - Throws: a usage error (64) naming both.
    static func checkDistinct(_ targets: [[OutputTarget]], scenes: [String]) throws(CommandLineError) {
        var seen: [String: (path: String, scene: Int)] = [:]
        let documents = Dictionary(scenes.map { (canonicalPath($0), $0) }, uniquingKeysWith: { first, _ in first })
        for (scene, list) in targets.enumerated() {
            for target in list {
                let key = canonicalPath(target.path)
                if let document = documents[key] {
                    throw .usage(
                        "'\(target.path)' is the scene document \(document); writing it would replace the scene")
                }
                if let first = seen[key] {
                    if first.scene != scene {
                        throw .usage(
                            "\(scenes[first.scene]) and \(scenes[scene]) would both be written to '\(target.path)'; "
                                + "render them into different folders or rename one"
                        )
                    }
                    let pair = [first.path, target.path].sorted()
                    throw .usage(
                        "'\(pair[0])' and '\(pair[1])' are the same file; give each output its own path")
                }
                seen[key] = (target.path, scene)
            }
        }
    }

    /// `path` as one absolute spelling: the folders that exist resolved through symbolic links
    /// (as the system will resolve them when writing), `.` and `..` of the rest removed, no
    /// trailing `/`. The last component is kept as written: renaming onto a link replaces it.
    static func canonicalPath(_ path: String) -> String {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let absolute =
            trimmed.hasPrefix("/") ? trimmed : FileManager.default.currentDirectoryPath + "/" + trimmed
        let last = (absolute as NSString).lastPathComponent
        return join(resolvedFolder((absolute as NSString).deletingLastPathComponent), last)
    }

    /// An absolute folder path with symbolic links resolved as far as the folders exist.
    private static func resolvedFolder(_ path: String) -> String {
        if path == "/" || path.isEmpty { return "/" }
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let last = (path as NSString).lastPathComponent
        return join(resolvedFolder((path as NSString).deletingLastPathComponent), last)
    }

    /// `folder/name`, with `.` and `..` taken lexically (the folder does not exist yet).
    private static func join(_ folder: String, _ name: String) -> String {
        switch name {
        case ".": folder
        case "..": (folder as NSString).deletingLastPathComponent
        default: (folder == "/" ? "" : folder) + "/" + name
        }
    }

    /// One note for each option that applies to none of the outputs: `--crf` (MP4 only) and
    /// `--loop` (GIF, WebP and APNG).
    static func inapplicableOptionNotes(_ options: RenderOptions, targets: [OutputTarget]) -> [String] {
        var notes: [String] = []
        let names = targets.map(\.path).joined(separator: ", ")
        if options.crf != nil, !targets.contains(where: { $0.format.isMovie }) {
            notes.append("--crf sets video quality (MP4, QuickTime, WebM); it has no effect on \(names)")
        }
        if options.codec != nil, !targets.contains(where: { $0.format.isMovie }) {
            notes.append("--codec picks the codec of MP4, QuickTime and WebM; it has no effect on \(names)")
        }
        if options.quality != nil, !targets.contains(where: { $0.format == .mov }) {
            notes.append("--quality picks a ProRes profile (.mov); it has no effect on \(names)")
        }
        if options.loop != nil, !targets.contains(where: { [.gif, .webp, .apng].contains($0.format) }) {
            notes.append("--loop sets how often a GIF, WebP or APNG repeats; it has no effect on \(names)")
        }
        // With --shard it also says which frames the shard renders, so it always has an effect there.
        if options.segment != nil, options.shard == nil, !targets.contains(where: { $0.format.isMovie }) {
            notes.append(
                "--segment sets the frames per MP4 segment (and so each --shard's frames); it has no effect on \(names)"
            )
        }
        return notes
    }

    /// What an MP4 part records as its clip's source (``MP4PartTag/source``), so that `reel join`
    /// refuses parts of different clips: the SHA-256 of the scene file, the parameters in
    /// effect, the options that change the frames, and Reel's version.
    static func partSource(scene: String, document: SceneDocument, options: RenderOptions) throws -> String {
        var inputs = ["reel \(ReelVersion.current)"]
        let bytes = [UInt8](FileManager.default.contents(atPath: scene) ?? Data())
        inputs.append("scene \(try SHA256Hasher.hex(of: bytes))")
        inputs += document.params.map { "param \($0.name)=\($0.text)" }
        if let audio = document.audio {
            let path = SceneDocument.resolve(audio.path, relativeTo: (scene as NSString).deletingLastPathComponent)
            let sound = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            inputs.append("audio \(audio) \(try SHA256Hasher.hex(of: sound))")
        }
        inputs.append("fps \(options.fps.map { JSONWriter.format($0) } ?? "-")")
        inputs.append(
            "size \(options.size.map { "\($0)" } ?? "-") scale \(options.scale.map { JSONWriter.format($0) } ?? "-")")
        return String(try SHA256Hasher.hex(of: [UInt8](inputs.joined(separator: "\n").utf8)).prefix(16))
    }

    /// Creates `--out-dir` (and the folders above it) when a scene is about to render into it.
    static func createFolder(_ dir: String) throws(CommandLineError) {
        do {
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        } catch {
            throw CommandLineError(
                "cannot create the folder '\(dir)': \((error as NSError).localizedDescription); check the path and "
                    + "permissions",
                exitCode: .cannotCreate)
        }
    }

    /// The scene `render` draws: loaded as every command loads it, or over `--over`'s video
    /// (with the video's frame rate when the document gives none).
    static func loadForRender(_ scene: String, options: RenderOptions, io: CommandIO) throws(CommandLineError) -> (
        document: SceneDocument, baseDirectory: String, fps: Double?
    ) {
        guard let over = options.over else {
            let (document, base) = try SceneCommand.load(
                scene, overrides: options.overrides, strict: options.strict, lottie: options.lottie, io: io)
            return (document, base, nil)
        }
        return try VideoOverlay.load(
            scene, over: try VideoOverlay.probe(over), overrides: options.overrides, strict: options.strict,
            lottie: options.lottie, io: io)
    }

    // MARK: - frame

    static func frame(_ options: FrameOptions, io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode {
        do {
            let (document, base) = try SceneCommand.load(
                options.scene, overrides: options.overrides, lottie: options.lottie)
            let clip = try makeClip(
                document, base: base, fps: nil, size: options.size, scale: options.scale, scene: options.scene)
            let frame: Frame
            switch options.moment {
            case .frame(let n):
                guard n < clip.frameCount else {
                    throw CommandLineError(
                        "\(options.scene): there is no frame \(n); the clip has frames 0-\(clip.frameCount - 1) "
                            + "(\(plural(clip.frameCount, "frame")) at \(JSONWriter.format(clip.timeline.fps)) fps)",
                        exitCode: .usage, showsUsage: true)
                }
                frame = try clip.frame(n, renderer: clip.makeRenderer())
            case .time(let time):
                guard time >= 0, time <= clip.timeline.duration else {
                    throw CommandLineError(
                        "\(options.scene): the time \(JSONWriter.format(time)) s is outside the clip (0 to "
                            + "\(JSONWriter.format(clip.timeline.duration)) s)",
                        exitCode: .usage, showsUsage: true)
                }
                frame = try clip.frame(atTime: time, renderer: clip.makeRenderer())
            case .progress(let p):
                frame = try clip.frame(atProgress: p, renderer: clip.makeRenderer())
            }
            try writeAtomically(to: options.output, interruption: interruption) { try writePNG(frame, to: $0) }
            return .success
        } catch {
            return report(error, io: io)
        }
    }

    // MARK: - trace

    static func trace(_ options: TraceOptions, io: CommandIO) -> ReelCommandLine.ExitCode {
        do {
            let (document, base) = try SceneCommand.load(
                options.scene, overrides: options.overrides, lottie: options.lottie)
            let paths = document.allLayers().map(\.path)
            var selected: Set<String>? = nil
            if !options.layers.isEmpty {
                var set = Set<String>()
                for name in options.layers {
                    let matches = paths.filter { $0 == name || $0.hasSuffix("/" + name) }
                    guard !matches.isEmpty else {
                        var message = "no layer named '\(name)' in \(options.scene)"
                        let names = Set(paths.compactMap { $0.split(separator: "/").last.map(String.init) })
                        if let near = Suggestion.nearest(to: name, in: names.sorted()) {
                            message += "; did you mean '\(near)'?"
                        }
                        throw CommandLineError(message, exitCode: .dataError)
                    }
                    set.formUnion(matches)
                }
                selected = set
            }
            let clip = try makeClip(document, base: base, fps: options.fps, size: nil, scale: nil, scene: options.scene)
            for line in Trace.lines(clip.timeline, layers: selected) { io.output(line + "\n") }
            return .success
        } catch {
            return report(error, io: io)
        }
    }

    // MARK: - Shared

    /// The clip a document describes, with the command line's overrides.
    static func makeClip(
        _ document: SceneDocument, base: String, fps: Double?, size: PixelSize?, scale: Double?, scene: String? = nil
    ) throws -> Clip {
        var clip: Clip
        do {
            let rate = fps.map { FrameRate(framesPerSecond: $0) ?? FrameRate(30) }
            clip = try Clip(document: document, baseDirectory: base, frameRate: rate, pixelSize: size, scale: scale)
        } catch {
            throw CommandLineError(error.description, exitCode: .usage, showsUsage: true)
        }
        clip.fonts = try Clip.fontLibrary(for: document, baseDirectory: base, file: scene)
        clip.soundTrack = try Clip.soundTrack(for: document, baseDirectory: base, file: scene)
        return clip
    }

    /// The render pipeline's options for a command: `jobs` workers (nil: one per core), progress
    /// unless `quiet`, and the command line's own signal handling (`interruption`).
    /// The pipeline's options for a command: live progress on the command's error stream when it
    /// is a terminal and the command is not quiet.
    static func pipelineOptions(jobs: Int?, quiet: Bool, io: CommandIO?, interruption: Interruption)
        -> RenderPipeline.Options
    {
        var pipeline = RenderPipeline.Options()
        if let jobs { pipeline.jobs = jobs }
        if !quiet, let io, io.errorIsTerminal {
            let stream = ProgressStream(io.error)
            pipeline.progress = .live { stream.write($0) }
        }
        pipeline.handlesSignals = false
        pipeline.interruption = interruption
        return pipeline
    }

    /// Writes through a `TemporaryOutput` beside `path`, renamed onto it only on success (and
    /// only when `interruption` has not been set: then the temporary is removed instead).
    static func writeAtomically(to path: String, interruption: Interruption? = nil, _ write: (String) throws -> Void)
        throws
    {
        do {
            try TemporaryOutput.write(to: path) { temp in
                try write(temp)
                if let signal = interruption?.signal { throw PipelineError.interrupted(signal: signal) }
            }
        } catch {
            if let e = error as? RenderError, case .cannotWrite = e {
                throw CommandLineError("cannot create '\(path)': \(e)", exitCode: .cannotCreate)
            }
            throw error
        }
    }

    /// Prints `error` and returns its exit code.
    @discardableResult
    static func report(_ error: any Error, io: CommandIO) -> ReelCommandLine.ExitCode {
        let e = commandLineError(error)
        SceneCommand.report(e, io: io)
        return e.exitCode
    }

    /// Maps any error of the pipeline to a message and a sysexits code.
    static func commandLineError(_ error: any Error) -> CommandLineError {
        switch error {
        case let e as CommandLineError: return e
        case let e as EncodeError:
            // 73 when the output cannot be created, 64 for settings that do not fit the format.
            let code: ReelCommandLine.ExitCode =
                switch e.kind {
                case .cannotCreateOutput: .cannotCreate
                case .invalidInput: .usage
                case .ffmpeg, .quantization, .cancelled: .failure
                }
            return CommandLineError(e.description, exitCode: code)
        case let e as PipelineError:
            if case .interrupted(let signal) = e {
                return CommandLineError(e.description, exitCode: ReelCommandLine.ExitCode(signal: signal))
            }
            if case .badFrameRange = e { return CommandLineError(e.description, exitCode: .usage) }
            return CommandLineError(e.description, exitCode: .failure)
        case let e as RenderError:
            switch e {
            case .imageNotFound: return CommandLineError(e.description, exitCode: .noInput)
            case .imageUnreadable, .fontUnreadable: return CommandLineError(e.description, exitCode: .dataError)
            case .fontNotFound: return CommandLineError(e.description, exitCode: .noInput)
            default: return CommandLineError(e.description, exitCode: .failure)
            }
        case let e as ReelError: return CommandLineError(e.description, exitCode: .usage)
        case let e as SceneValidationError:
            return CommandLineError(e.description, exitCode: e.isOnlyMissingFiles ? .noInput : .dataError)
        default: return CommandLineError("\(error)", exitCode: .failure)
        }
    }
}

/// A command's error stream as the pipeline's progress sink. @unchecked Sendable: the pipeline
/// writes progress only on the thread that runs it, the command's.
private final class ProgressStream: @unchecked Sendable {
    let write: (String) -> Void
    init(_ write: @escaping (String) -> Void) { self.write = write }
}

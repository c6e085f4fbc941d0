import Foundation
import Reel
import ReelCore
import ReelEncode
import ReelRender
import ReelScene
import Shaders

/// `reel render`: loads and checks each scene first (so a bad document fails with 65/66 and
/// writes nothing), then renders it through `Clip` and the render pipeline to its outputs.
/// Its options (``RenderOptions``) are in RenderCommand+Options.swift, `--over` in
/// Render/VideoOverlay.swift.
enum RenderCommand: ReelCommand {
    static let spec = CommandSpec(
        name: "render",
        abstract: "Render scene documents to video, GIF, WebP, APNG or PNG frames.",
        discussion: """
            The format comes from each output's extension (.mp4 or .m4v, .mov, .webm, .gif, .webp, .apng
            or .png for APNG, a folder for PNG frames); --format names it for a path that names none, and must agree
            with one that does. Several scenes render one after another into --out-dir, which is created;
            a failure in one is reported and the others still render. The summary goes to stdout.
            """,
        usage: "reel render <scene> ... (-o <output> ... | --out-dir <folder>) [<options>]",
        arguments: [("<scene>", "Scene documents (JSON) to render.")],
        options: RenderOptions.declarations, writesFiles: true)

    static func run(_ options: RenderOptions, io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode {
        let targets = options.targets()
        do {
            try checkDistinct(targets, scenes: options.scenes)
        } catch {
            return io.report(error)
        }
        for note in inapplicableOptionNotes(options, targets: targets.flatMap { $0 }) { io.error("note: \(note)\n") }
        var code = ReelCommandLine.ExitCode.success
        for (scene, sceneTargets) in zip(options.scenes, targets) {
            do {
                try renderScene(
                    scene, to: sceneTargets.map(\.path), options: options, io: io, interruption: interruption)
            } catch {
                let failure = io.report(error)
                if failure.signal != nil { return failure }
                code = code.combined(with: failure)
            }
        }
        return code
    }

    /// Renders one scene of `reel render` to its outputs and prints its notes and report.
    static func renderScene(
        _ scene: String, to outputs: [String], options: RenderOptions, io: CommandIO, interruption: Interruption
    ) throws {
        let loaded = try loadForRender(scene, options: options, io: io)
        if let budget = options.maxBytes {
            try GIFBudget.render(
                scene, loaded: loaded, to: outputs, budget: budget, options: options, io: io,
                interruption: interruption)
            return
        }
        let job = try prepare(scene, loaded: loaded, options: options, io: io, interruption: interruption)
        try prepareFolders(for: outputs, options: options)
        let clock = options.makeClock()
        let result = try job.clip.render(
            to: outputs, format: options.format, settings: job.settings, options: job.pipeline, sound: job.sound,
            clock: clock)
        for note in result.notes { io.error("note: \(note)\n") }
        if let report = renderReport(options, clock: clock, summary: result.summary, outputs: outputs) {
            io.output(report)
        }
    }

    /// What one render of a scene needs: its clip, encoder settings, pipeline options and sound.
    struct Job {
        var clip: Clip
        var settings: EncodeSettings
        var pipeline: RenderPipeline.Options
        var sound: Clip.SoundSelection
    }

    /// The clip and settings `options` ask for; `fps` and `scaleFactor` (for `--max-bytes`'s
    /// smaller tries) replace the frame rate and shrink the frames.
    static func prepare(
        _ scene: String, loaded: (document: SceneDocument, baseDirectory: String, fps: Double?),
        options: RenderOptions, io: CommandIO, interruption: Interruption, fps: Double? = nil, scaleFactor: Double = 1
    ) throws -> Job {
        let (document, base, videoFPS) = loaded
        var clip = try SceneInput.makeClip(
            document, base: base, fps: fps ?? options.fps ?? videoFPS, size: options.fit == nil ? options.size : nil,
            scale: options.scale, scene: scene)
        if let fit = options.fit, let size = options.size {
            clip = clip.fitted(into: size, mode: fit, background: options.background)
        }
        if scaleFactor != 1 { clip.scale *= scaleFactor }
        // --loop N repeats N times, as GIF's loop count.
        var settings = try clip.encodeSettings(
            crf: options.crf, loop: options.loop.map { $0 == 0 ? .forever : .plays($0 + 1) })
        if let segment = options.segment { settings.segmentFrames = segment }
        settings.video.codec = options.codec
        settings.prores.profile = options.quality
        if let background = options.background { settings.matte = RGBA8(background) }
        var pipeline = RenderPipeline.Options.command(
            jobs: options.jobs, quiet: options.quiet, io: io, interruption: interruption)
        if let frames = options.frames { pipeline.frames = try frames.resolve(in: clip) }
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
        // Of a sharded render, the part with frame 0 carries the whole clip's sound, which
        // reel join copies once; the other parts carry none.
        let sound: Clip.SoundSelection =
            options.shard == nil ? .framesRendered : pipeline.frames?.lowerBound == 0 ? .wholeClip : .none
        return Job(clip: clip, settings: settings, pipeline: pipeline, sound: sound)
    }

    /// What `reel render` prints on stdout after a scene: the stats JSON with `--stats`, else
    /// the summary line (nothing with `--quiet`).
    static func renderReport(
        _ options: RenderOptions, clock: StageClock?, summary: RenderPipeline.Summary, outputs: [String]
    ) -> String? {
        if let clock { return clock.stats(frames: summary.frames, wallSeconds: summary.seconds).json + "\n" }
        if options.quiet { return nil }
        return summary.line(destinations: outputs.isEmpty ? ["(discarded)"] : outputs) + "\n"
    }

    /// Creates `--out-dir`; refuses an output whose folder does not exist (73).
    static func prepareFolders(for outputs: [String], options: RenderOptions) throws {
        if let dir = options.outputDirectory { try OutputFiles.createFolder(dir) }
        for path in outputs {
            let dir = PathText.folder(of: path)
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
        let documents = Dictionary(
            scenes.map { (OutputFiles.canonicalPath($0), $0) }, uniquingKeysWith: { first, _ in first })
        for (scene, list) in targets.enumerated() {
            for target in list {
                let key = OutputFiles.canonicalPath(target.path)
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
            let path = SceneDocument.resolve(audio.path, relativeTo: PathText.folder(of: scene))
            let sound = [UInt8](FileManager.default.contents(atPath: path) ?? Data())
            inputs.append("audio \(audio) \(try SHA256Hasher.hex(of: sound))")
        }
        inputs.append("fps \(options.fps.map { JSONWriter.format($0) } ?? "-")")
        inputs.append(
            "size \(options.size.map { "\($0)" } ?? "-") scale \(options.scale.map { JSONWriter.format($0) } ?? "-")")
        return String(try SHA256Hasher.hex(of: [UInt8](inputs.joined(separator: "\n").utf8)).prefix(16))
    }

    /// The scene `render` draws: loaded as every command loads it, or over `--over`'s video
    /// (with the video's frame rate when the document gives none).
    static func loadForRender(_ scene: String, options: RenderOptions, io: CommandIO) throws(CommandLineError) -> (
        document: SceneDocument, baseDirectory: String, fps: Double?
    ) {
        guard let over = options.over else {
            let (document, base) = try SceneInput.load(
                scene, overrides: options.overrides, strict: options.strict, lottie: options.lottie, io: io)
            return (document, base, nil)
        }
        return try VideoOverlay.load(
            scene, over: try VideoOverlay.probe(over), overrides: options.overrides, strict: options.strict,
            lottie: options.lottie, io: io)
    }
}

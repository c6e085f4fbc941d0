import Foundation
import Reel
import ReelCore
import ReelEncode
import ReelLottie
import ReelScene

/// `reel render SCENE… -o OUT [-o OUT2 …] [options]`, parsed and checked.
public struct RenderOptions: Hashable, Sendable {
    /// The scene documents, rendered one after another.
    public var scenes: [String]
    /// For one scene: every `-o` output (each a format); with `--out-dir`, one output per
    /// scene named after it (`gifs/intro.gif`).
    public var outputs: [String]
    /// Where outputs go for several scenes (`--out-dir`).
    public var outputDirectory: String?
    /// Overrides the format the extension names, or names it for `--out-dir`.
    public var format: OutputFormat?
    /// Overrides the scene's frame rate.
    public var fps: Double?
    /// The output size in pixels; the scene is scaled to it (exclusive with `scale`).
    public var size: PixelSize?
    /// Overrides the scene's pixels per point.
    public var scale: Double?
    /// Renders only these frames.
    public var frames: FrameSelection?
    /// Renders only this shard's frames (`--shard I/N`, see ``FrameShard``).
    public var shard: FrameShard?
    /// Frames per independently encoded MP4 segment (`--segment`; nil: 250).
    public var segment: Int?
    /// Rendering threads; nil means one per core.
    public var jobs: Int?
    /// Video quality on x264's scale, for every codec (0 best … 51 worst).
    public var crf: Int?
    /// The video codec of MP4, QuickTime and WebM outputs (`--codec`; nil: each container's own).
    public var codec: VideoCodec?
    /// The ProRes profile (`--quality`; nil: 4444 for a transparent scene, else HQ).
    public var quality: ProResProfile?
    /// GIF/WebP/APNG loop count (0 = forever).
    public var loop: Int?
    /// Parameter overrides, in order.
    public var overrides: [SceneOverride]
    /// `--animation` / `--theme`: the animation and theme of a dotLottie file.
    public var lottie = LottieSelection()
    /// `--over <video>`: the scene drawn over this video (`VideoOverlay`).
    public var over: String?
    /// No progress line.
    public var quiet: Bool
    /// A Lottie file that uses features Reel does not draw is an error (65), not a warning.
    public var strict = false
    /// Render every frame and write nothing (`--discard`).
    public var discard: Bool = false
    /// Print one JSON object of timings instead of the summary line (`--stats`).
    public var stats: Bool = false

    public init(
        scenes: [String], outputs: [String] = [], outputDirectory: String? = nil, format: OutputFormat? = nil,
        fps: Double? = nil, size: PixelSize? = nil, scale: Double? = nil, frames: FrameSelection? = nil,
        jobs: Int? = nil, crf: Int? = nil, loop: Int? = nil, overrides: [SceneOverride] = [], quiet: Bool = false
    ) {
        self.scenes = scenes
        self.outputs = outputs
        self.outputDirectory = outputDirectory
        self.format = format
        self.fps = fps
        self.size = size
        self.scale = scale
        self.frames = frames
        self.jobs = jobs
        self.crf = crf
        self.loop = loop
        self.overrides = overrides
        self.quiet = quiet
    }

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
        options: [
            OptionSpec(
                long: "output", short: "o", valueName: "<output>",
                help: "An output file, or a folder for PNG frames (repeat for several formats).", repeatable: true),
            OptionSpec(
                long: "out-dir", valueName: "<folder>", help: "Write each scene to <folder>/<scene name>.<format>."),
            OptionSpec(
                long: "format", valueName: "<format>",
                help: "mp4, mov, webm, gif, webp, apng or png (default: from the output's extension)."),
            OptionSpec(long: "fps", valueName: "<n>", help: "Frames per second (default: the scene's)."),
            OptionSpec(
                long: "size", valueName: "<w>x<h>",
                help: "Output size in pixels, exactly; refused when no uniform scale of the scene gives it."),
            OptionSpec(long: "scale", valueName: "<s>", help: "Pixels per point (default: the scene's)."),
            OptionSpec(
                long: "frames", valueName: "<a>-<b>",
                help: "Render only frames a through b (from 0; 'a-' to the end)."),
            OptionSpec(
                long: "shard", valueName: "<i>/<n>",
                help:
                    """
                    Render only shard i (from 0) of n: a contiguous run of whole segments, as a part for 'reel join' \
                    (MP4) or PNG frames.
                    """
            ),
            OptionSpec(
                long: "segment", valueName: "<n>",
                help: "Frames per independently encoded MP4 segment, which shards are made of (default 250)."),
            OptionSpec(long: "jobs", short: "j", valueName: "<n>", help: "Rendering threads (default: one per core)."),
            OptionSpec(
                long: "crf", valueName: "<n>",
                help: "Video quality on x264's scale for every codec, 0 (best) to 51 (default 18)."),
            OptionSpec(
                long: "codec", valueName: "<codec>",
                help:
                    """
                    h264, hevc, av1 or vp9 in .mp4; prores, h264 or hevc in .mov; vp9, vp8 or av1 in .webm (default: \
                    the first of each).
                    """
            ),
            OptionSpec(
                long: "quality", valueName: "<profile>",
                help: "ProRes profile: proxy, lt, standard, hq, 4444 or 4444xq (default: 4444 if transparent, else hq)."
            ),
            OptionSpec(
                long: "loop", valueName: "<n>",
                help: "Times an animated GIF, WebP or APNG repeats; 0 loops forever (default)."),
            OptionSpec.set,
            OptionSpec.animation,
            OptionSpec.theme,
            OptionSpec(
                long: "over", valueName: "<video>",
                help: "Draw the scene over this video; its size, rate, length and sound unless the scene sets them."),
            OptionSpec(long: "quiet", short: "q", help: "Show no progress."),
            OptionSpec.strict,
        ] + RenderOptions.measuringOptions)

    /// Parses and checks `reel render`'s arguments (after the subcommand name).
    /// - Throws: a usage error (exit 64) naming the problem.
    public init(arguments: [String]) throws(CommandLineError) {
        let p = try ArgumentParser.parse(arguments, options: Self.spec.options)
        try self.init(p)
    }

    init(_ p: ParsedArguments) throws(CommandLineError) {
        guard !p.positionals.isEmpty else { throw .usage("missing <scene>; name at least one scene document") }
        self.init(scenes: p.positionals)
        outputs = p.all("output")
        outputDirectory = p.last("out-dir")
        format = try OptionValue.format(p.last("format"))
        fps = try OptionValue.frameRate(p.last("fps"), "fps", max: SceneLimits.maxFPS)
        size = try OptionValue.size(p.last("size"))
        scale = try OptionValue.positiveDouble(p.last("scale"), "scale", max: SceneLimits.maxScale)
        if size != nil && scale != nil { throw .usage("'--size' and '--scale' cannot be used together") }
        if let f = p.last("frames") {
            guard let r = FrameSelection(parsing: f) else {
                throw .usage(
                    "invalid value '\(f)' for '--frames'; expected <first>-<last> frame numbers from 0, such as 0-24")
            }
            frames = r
        }
        if let s = p.last("shard") {
            guard let shard = FrameShard(parsing: s) else {
                throw .usage("invalid value '\(s)' for '--shard'; expected <i>/<n> with 0 ≤ i < n, such as 0/4")
            }
            guard frames == nil else { throw .usage("'--shard' and '--frames' cannot be used together") }
            self.shard = shard
        }
        segment = try OptionValue.integer(p.last("segment"), "segment", range: 1...1_000_000)
        jobs = try OptionValue.integer(p.last("jobs"), "jobs", range: 1...256)
        crf = try OptionValue.integer(p.last("crf"), "crf", range: 0...51)
        codec = try OptionValue.codec(p.last("codec"))
        quality = try OptionValue.proresProfile(p.last("quality"))
        loop = try OptionValue.integer(p.last("loop"), "loop", range: 0...65_535)
        overrides = try OptionValue.overrides(p.all("set"))
        lottie = p.lottieSelection
        over = p.last("over")
        quiet = p.has("quiet")
        strict = p.has("strict")

        discard = p.has("discard")
        stats = p.has("stats")
        if discard {
            guard outputs.isEmpty && outputDirectory == nil else {
                throw .usage("'--discard' writes nothing; drop '-o' and '--out-dir', or drop '--discard'")
            }
            return
        }
        if outputs.isEmpty && outputDirectory == nil {
            throw .usage("missing output; give -o <output> or --out-dir <folder>")
        }
        if !outputs.isEmpty && outputDirectory != nil {
            throw .usage("'-o' and '--out-dir' cannot be used together")
        }
        if scenes.count > 1 && outputDirectory == nil {
            throw .usage("several scenes need --out-dir <folder> (and --format)")
        }
        if outputDirectory != nil && format == nil {
            throw .usage("'--out-dir' needs '--format' to name the files")
        }
        if let format {
            for o in outputs {
                if let named = Self.formatsNamed(by: o), !named.contains(format) {
                    throw .usage(
                        """
                        '\(o)' names \(Self.kind(named[0])) but --format is \(format.rawValue); drop --format or \
                        rename the output
                        """
                    )
                }
            }
        } else {
            for o in outputs where OutputFormat(path: o) == nil {
                throw .usage(
                    """
                    cannot tell the format of '\(o)'; use an extension .mp4 .mov .webm .gif .webp .apng (or .png), a \
                    folder, or --format
                    """
                )
            }
        }
        try checkCodec()
        if Set(outputs).count != outputs.count { throw .usage("the same output is given twice") }
        if shard != nil {
            for target in targets().flatMap({ $0 }) where !target.format.isMovie && target.format != .png {
                throw .usage(
                    """
                    '--shard' writes video parts (MP4, QuickTime, WebM) for 'reel join' or PNG frames; \
                    '\(target.path)' is \(Self.kind(target.format)), which cannot be joined
                    """
                )
            }
        }
    }

    /// The formats an output path names by itself: its extension (`.png` names APNG or a PNG
    /// sequence folder), or a PNG sequence for a path ending in `/`; nil when it names none
    /// (no extension, or one Reel does not know), which agrees with any `--format`.
    static func formatsNamed(by path: String) -> [OutputFormat]? {
        if path.hasSuffix("/") { return [.png] }
        switch (path as NSString).pathExtension.lowercased() {
        case "mp4", "m4v": return [.mp4]
        case "mov": return [.mov]
        case "webm": return [.webm]
        case "gif": return [.gif]
        case "webp": return [.webp]
        case "apng": return [.apng]
        case "png": return [.apng, .png]
        default: return nil
        }
    }

    /// `an MP4 file`, `a GIF`, … for messages.
    static func kind(_ format: OutputFormat) -> String {
        switch format {
        case .mp4: "an MP4 file"
        case .mov: "a QuickTime movie"
        case .webm: "a WebM file"
        case .gif: "a GIF"
        case .webp: "a WebP"
        case .apng: "an APNG"
        case .png: "a folder of PNG frames"
        }
    }

    /// Refuses a `--codec` that a video output's container cannot hold, listing the ones it can.
    private func checkCodec() throws(CommandLineError) {
        guard let codec else { return }
        for target in targets().flatMap({ $0 }) where target.format.isMovie {
            guard !target.format.videoCodecs.contains(codec) else { continue }
            throw .usage(
                """
                '\(target.path)' is \(Self.kind(target.format)), which cannot hold \(codec.label); use --codec \
                \(target.format.videoCodecs.map(\.rawValue).joined(separator: ", ")) (or another container)
                """
            )
        }
    }

    /// Where each scene's output goes, in scene order: every `-o` for a single scene, or
    /// `<out-dir>/<scene file name without extension>.<format>` per scene.
    public func targets() -> [[OutputTarget]] {
        if discard { return scenes.map { _ in [] } }
        if let dir = outputDirectory, let format {
            return scenes.map { scene in
                let file = scene.split(separator: "/").last.map(String.init) ?? scene
                let stem = file.hasSuffix(".json") ? String(file.dropLast(5)) : file
                let folder = dir.hasSuffix("/") ? dir : dir + "/"
                return [
                    OutputTarget(path: folder + stem + (format == .png ? "/" : "." + format.rawValue), format: format)
                ]
            }
        }
        return [outputs.map { OutputTarget(path: $0, format: format ?? OutputFormat(path: $0) ?? .png) }]
    }
}

import Foundation
import Reel
import ReelArguments
import ReelCore
import ReelEncode
import ReelLottie
import ReelScene

/// `reel render SCENE… -o OUT [-o OUT2 …] [options]`, parsed and checked (``RenderCommand``).
public struct RenderOptions: CommandOptions, Hashable, Sendable {
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
    /// `--background`: the opaque colour under a transparent scene where an output drops alpha
    /// (`EncodeSettings.matte`; nil: black).
    public var background: Color?
    /// `--fit contain|cover` with `--size`: the clip put into frames of another aspect ratio
    /// (``Clip/fitted(into:mode:background:)``), the space around it `--background`.
    public var fit: FitMode?
    /// `--max-bytes 2MB`: the largest GIF allowed (``GIFBudget``).
    public var maxBytes: Int?
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

    /// Parses and checks `reel render`'s arguments (after the subcommand name).
    /// - Throws: a usage error (exit 64) naming the problem.
    public init(arguments: [String]) throws(CommandLineError) {
        try self.init(try RenderCommand.spec.parse(arguments))
    }

    init(_ p: ParsedArguments) throws(CommandLineError) {
        guard !p.positionals.isEmpty else { throw .usage("missing <scene>; name at least one scene document") }
        self.init(scenes: p.positionals)
        try readValues(p)
        if discard {
            guard outputs.isEmpty && outputDirectory == nil else {
                throw .usage("'--discard' writes nothing; drop '-o' and '--out-dir', or drop '--discard'")
            }
            return
        }
        try checkOutputs()
        try checkFormat()
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

    /// Reads every option's value, refusing the pairs that exclude each other.
    private mutating func readValues(_ p: ParsedArguments) throws(CommandLineError) {
        outputs = try p.read(Self.output)
        outputDirectory = try p.read(Self.outDir)
        format = try p.read(Self.format)
        try readRenderOptions(
            p, fps: &fps, size: &size, scale: &scale, jobs: &jobs, overrides: &overrides, quiet: &quiet)
        frames = try p.read(CommonOptions.frames)
        shard = try p.read(Self.shard)
        if shard != nil && frames != nil { throw .usage("'--shard' and '--frames' cannot be used together") }
        segment = try p.read(Self.segment)
        crf = try p.read(CommonOptions.crf)
        codec = try p.read(CommonOptions.codec)
        quality = try p.read(Self.quality)
        loop = try p.read(Self.loop)
        background = try p.read(Self.background)
        fit = try p.read(Self.fit)
        maxBytes = try p.read(Self.maxBytes)
        if fit != nil && size == nil { throw .usage("'--fit' needs '--size <w>x<h>', the frames to fit into") }
        lottie = p.lottieSelection
        over = try p.read(Self.over)
        strict = try p.read(CommonOptions.strict)
        discard = try p.read(Self.discard)
        stats = try p.read(Self.stats)
    }

    /// Refuses a missing output, `-o` with `--out-dir`, and several scenes without `--out-dir`.
    private func checkOutputs() throws(CommandLineError) {
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
    }

    /// Refuses an output whose extension disagrees with `--format`, or, without `--format`,
    /// one whose extension names no format.
    private func checkFormat() throws(CommandLineError) {
        guard let format else {
            for o in outputs where OutputFormat(path: o) == nil {
                throw .usage(
                    """
                    cannot tell the format of '\(o)'; use an extension .mp4 .mov .webm .gif .webp .apng (or .png), a \
                    folder, or --format
                    """
                )
            }
            return
        }
        for o in outputs {
            if let named = OutputFormat.formats(namedBy: o), !named.contains(format) {
                throw .usage(
                    """
                    '\(o)' names \(Self.kind(named[0])) but --format is \(format.rawValue); drop --format or \
                    rename the output
                    """
                )
            }
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

/// `reel render`'s own options, each declared once; the ones it shares are in CommonOptions.
extension RenderOptions {
    /// Every option of `reel render`, in the order its help lists them.
    static let declarations: [any OptionDeclaration] =
        [
            output, outDir, format, CommonOptions.fps, CommonOptions.size, CommonOptions.scale,
            CommonOptions.frames, shard, segment, CommonOptions.jobs, CommonOptions.crf, CommonOptions.codec, quality,
            loop, background, fit, maxBytes, CommonOptions.set,
        ] + CommonOptions.lottie + [over, CommonOptions.quiet, CommonOptions.strict, discard, stats]

    static let output = Option.texts(
        "output", short: "o", valueName: "<output>",
        help: "An output file, or a folder for PNG frames (repeat for several formats).")
    static let outDir = Option.text(
        "out-dir", valueName: "<folder>", help: "Write each scene to <folder>/<scene name>.<format>.")
    static let format = CommonOptions.choice(
        "format", valueName: "<format>",
        help: "mp4, mov, webm, gif, webp, apng or png (default: from the output's extension)."
    ) { OutputFormat(rawValue: $0.lowercased()) }
    static let shard = Option.single(
        "shard", valueName: "<i>/<n>",
        help: """
            Render only shard i (from 0) of n: a contiguous run of whole segments, as a part for 'reel join' \
            (MP4) or PNG frames.
            """,
        expected: "<i>/<n> with 0 ≤ i < n, such as 0/4", parse: FrameShard.init(parsing:))
    static let segment = Option.integer(
        "segment", in: 1...1_000_000,
        help: """
            Frames per independently encoded MP4 segment, which shards are made of (default \
            \(defaultSegmentFrames)).
            """)
    static let quality = Option.single(
        "quality", valueName: "<profile>",
        help: "ProRes profile: proxy, lt, standard, hq, 4444 or 4444xq (default: 4444 if transparent, else hq).",
        expected: "a ProRes profile: \(ProResProfile.allCases.map(\.rawValue).joined(separator: ", "))"
    ) { ProResProfile(rawValue: $0.lowercased()) }
    static let loop = Option.integer(
        "loop", in: 0...65_535, help: "Times an animated GIF, WebP or APNG repeats; 0 loops forever (default).")
    static let background = Option.single(
        "background", valueName: "<colour>",
        help: """
            The colour under a transparent scene where an output drops alpha (H.264, HEVC, AV1, ProRes 422, \
            VP9 in MP4), as #rrggbb (default black); with --fit, also the frame's colour around and under the canvas.
            """,
        expected: "an opaque colour such as #ffffff"
    ) { text -> Color? in Color(hex: text).flatMap { $0.alpha == 1 ? $0 : nil } }
    static let fit = CommonOptions.choice(
        "fit", valueName: "contain|cover",
        help: """
            With --size of another aspect ratio: 'contain' shows the whole canvas with --background around it, \
            'cover' fills the frame and cuts off the rest.
            """
    ) { FitMode(rawValue: $0.lowercased()) }
    static let maxBytes = Option.single(
        "max-bytes", valueName: "<size>",
        help: """
            A GIF no larger than this (2MB, 500kB, 1.5MiB): lower palette, frame rate and size step by step until \
            it fits, and say what was chosen.
            """,
        expected: "a file size such as 2MB, 500kB or 1.5MiB (at least 1 kB)", parse: GIFBudget.parseBytes)
    static let over = Option.text(
        "over", valueName: "<video>",
        help: "Draw the scene over this video; its size, rate, length and sound unless the scene sets them.")
    /// `--discard` and `--stats`: rendering measured, for profiling and benchmarks.
    static let discard = Option.flag(
        "discard", help: "Render every frame and write nothing (no -o needed); for timing with --stats.")
    static let stats = Option.flag(
        "stats",
        help: """
            Print one JSON object per scene on stdout instead of the summary line: frames, wall seconds, CPU \
            seconds per stage (evaluate, draw, hash, each writer), peak RSS.
            """)

    /// The encoder's segment length when `--segment` is not given (the same for every size).
    static var defaultSegmentFrames: Int { EncodeSettings(width: 2, height: 2, framesPerSecond: 30).segmentFrames }

    /// A clock for the run when `--stats` asks for one.
    func makeClock() -> StageClock? { stats ? StageClock() : nil }
}

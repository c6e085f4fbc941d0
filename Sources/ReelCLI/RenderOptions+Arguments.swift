import Reel
import ReelArguments
import ReelEncode
import ReelScene

/// `reel render`'s options, each declared once, and its help.
extension RenderOptions {
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
    static let crf = Option.integer(
        "crf", in: 0...51,
        help: "Video quality on x264's scale for every codec, 0 (best) to 51 (default \(VideoOptions().crf)).")
    static let codec = CommonOptions.choice(
        "codec", valueName: "<codec>",
        help: """
            h264, hevc, av1 or vp9 in .mp4; prores, h264 or hevc in .mov; vp9, vp8 or av1 in .webm (default: \
            the first of each).
            """, parse: VideoCodec.init(name:))
    static let quality = Option.single(
        "quality", valueName: "<profile>",
        help: "ProRes profile: proxy, lt, standard, hq, 4444 or 4444xq (default: 4444 if transparent, else hq).",
        expected: "a ProRes profile: \(ProResProfile.allCases.map(\.rawValue).joined(separator: ", "))"
    ) { ProResProfile(rawValue: $0.lowercased()) }
    static let loop = Option.integer(
        "loop", in: 0...65_535, help: "Times an animated GIF, WebP or APNG repeats; 0 loops forever (default).")
    static let over = Option.text(
        "over", valueName: "<video>",
        help: "Draw the scene over this video; its size, rate, length and sound unless the scene sets them.")

    /// The encoder's segment length when `--segment` is not given (the same for every size).
    static var defaultSegmentFrames: Int { EncodeSettings(width: 2, height: 2, framesPerSecond: 30).segmentFrames }

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
            output, outDir, format, CommonOptions.fps, CommonOptions.size, CommonOptions.scale,
            CommonOptions.frames, shard, segment, CommonOptions.jobs, crf, codec, quality, loop, CommonOptions.set,
        ] + CommonOptions.lottie + [over, CommonOptions.quiet, CommonOptions.strict] + measuringOptions)
}

import Reel
import ReelArguments
import ReelCore
import ReelEncode
import ReelScene

/// The options several commands share, each declared once: name, help, default and reader.
/// A command that words one differently takes it with ``Option/help(_:)``, or gives it a
/// default with ``Option/defaulting(to:help:)`` (`reel run`'s `--size`, `--scale`, `--fps`);
/// it lists them in its `CommandSpec` and reads them with `ParsedArguments.read(_:)`.
enum CommonOptions {
    /// `--set <name>=<value>`, for every command that reads scenes.
    static let set = Option.repeated(
        "set", valueName: "<name>=<value>", help: "Set a scene parameter (repeatable).", expected: "name=value",
        parse: SceneOverride.init(parsing:))

    /// `--animation <id>`, for commands that read Lottie files: one animation of a dotLottie file.
    static let animation = Option.text(
        "animation", valueName: "<id>", help: "The animation of a .lottie file to read (reel info lists them).")

    /// `--theme <id>`, for commands that read Lottie files: a dotLottie theme's slot values.
    static let theme = Option.text(
        "theme", valueName: "<id>", help: "The theme of a .lottie file to apply (reel info lists them).")

    /// `--strict`, for commands that read Lottie files.
    static let strict = Option.flag(
        "strict", help: "Refuse a Lottie file that uses features Reel does not draw (exit 65).")

    /// `--fps`: a number (`30`, `29.97`) or a fraction (`30000/1001`), as frames per second.
    static let fps = Option.single(
        "fps", valueName: "<n>", help: "Frames per second (default: the scene's).",
        expected: "\(positive(max: SceneLimits.maxFPS)), or a fraction such as 30000/1001"
    ) { text in FrameRate(parsing: text).map(\.framesPerSecond).flatMap { $0 <= SceneLimits.maxFPS ? $0 : nil } }

    /// `--size WxH` in pixels: both sides from 1 to the scene pixel limit.
    static let size = Option.single(
        "size", valueName: "<w>x<h>",
        help: "Output size in pixels, exactly; refused when no uniform scale of the scene gives it.",
        expected: "<width>x<height> in pixels, such as 750x1334, at most \(SceneLimits.maxPixelSide) a side"
    ) { PixelSize(parsing: $0, maxSide: SceneLimits.maxPixelSide, maxPixelCount: SceneLimits.maxPixelCount) }

    /// `--scale`: pixels per point.
    static let scale = positiveNumber(
        "scale", valueName: "<s>", max: SceneLimits.maxScale, help: "Pixels per point (default: the scene's).")

    /// `--crf`: video quality on x264's scale, for every codec.
    static let crf = Option.integer(
        "crf", in: 0...51,
        help: "Video quality on x264's scale for every codec, 0 (best) to 51 (default \(VideoOptions().crf)).")

    /// `--codec`: the video codec of MP4, QuickTime and WebM outputs.
    static let codec = choice(
        "codec", valueName: "<codec>",
        help: """
            h264, hevc, av1 or vp9 in .mp4; prores, h264 or hevc in .mov; vp9, vp8 or av1 in .webm (default: \
            the first of each).
            """, parse: VideoCodec.init(name:))

    /// `-j, --jobs`: rendering threads; nil means one per core.
    static let jobs = Option.integer(
        "jobs", short: "j", in: 1...256, help: "Rendering threads (default: one per core).")

    /// `-q, --quiet`.
    static let quiet = Option.flag("quiet", short: "q", help: "Show no progress.")

    /// `--frames a-b`: a run of frames from 0, or a marker's (`intro`, `intro..outro`).
    static let frames = Option.single(
        "frames", valueName: "<a>-<b>|<marker>",
        help: """
            Render only frames a through b (from 0; 'a-' to the end), or a marker's frames ('intro'; 'intro..outro' \
            from one marker to the next named).
            """,
        expected: "<first>-<last> frame numbers from 0, such as 0-24, or a marker name",
        parse: FrameSelection.init(parsing:))

    /// `--animation` and `--theme`, which every command reading Lottie files takes together.
    static let lottie: [any OptionDeclaration] = [animation, theme]

    /// The options of a command that renders one scene's frames as the scene gives them
    /// (`hash`, `verify`), read by ``readRenderOptions(_:fps:size:scale:jobs:overrides:quiet:)``
    /// and ``ParsedArguments/lottieSelection``.
    static let rendering: [any OptionDeclaration] = [fps, size, scale, jobs, set] + lottie + [quiet]

    /// One of an enumeration's cases, named by its raw value (`parse` may accept other
    /// spellings), nil when absent; a bad value's error lists the names.
    static func choice<T: CaseIterable & RawRepresentable & Sendable>(
        _ long: String, valueName: String, help: String, parse: @escaping @Sendable (String) -> T?
    ) -> Option<T?> where T.RawValue == String {
        let names = T.allCases.map(\.rawValue).joined(separator: ", ")
        return Option.single(long, valueName: valueName, help: help, expected: "one of \(names)", parse: parse)
    }

    /// A number > 0 and ≤ `max`, nil when absent.
    static func positiveNumber(_ long: String, valueName: String, max: Double, help: String) -> Option<Double?> {
        Option.single(long, valueName: valueName, help: help, expected: positive(max: max)) { text in
            Double(text).flatMap { $0.isFinite && $0 > 0 && $0 <= max ? $0 : nil }
        }
    }

    /// `a number > 0 and ≤ 240`, for errors.
    static func positive(max: Double) -> String { "a number > 0 and ≤ \(JSONWriter.format(max))" }
}

/// Reads `--fps`, `--size`, `--scale` (refusing both of the last two), `--jobs`, `--set` and
/// `--quiet`, which `render`, `hash` and `verify` read alike.
func readRenderOptions(
    _ p: ParsedArguments, fps: inout Double?, size: inout PixelSize?, scale: inout Double?,
    jobs: inout Int?, overrides: inout [SceneOverride], quiet: inout Bool
) throws(CommandLineError) {
    fps = try p.read(CommonOptions.fps)
    size = try p.read(CommonOptions.size)
    scale = try p.read(CommonOptions.scale)
    if size != nil && scale != nil { throw .usage("'--size' and '--scale' cannot be used together") }
    jobs = try p.read(CommonOptions.jobs)
    overrides = try p.read(CommonOptions.set)
    quiet = try p.read(CommonOptions.quiet)
}

import Foundation
import Reel
import ReelArguments
import ReelCore
import ReelLottie
import ReelRender
import ReelScene
import Shaders

/// `reel frame SCENE (--time T | --frame N | --progress P) -o frame.png`, parsed and checked.
public struct FrameOptions: CommandOptions, Hashable, Sendable {
    /// Which moment to render.
    public enum Moment: Hashable, Sendable {
        /// A time in seconds from the start.
        case time(Double)
        /// A frame index from 0 at the scene's frame rate.
        case frame(Int)
        /// A fraction of the clip, 0 … 1, as Lottie players address a moment: the time
        /// `P × duration`, between frames where it falls there; 1 is the end, the last pose.
        case progress(Double)
    }

    public var scene: String
    public var moment: Moment
    /// The PNG file to write.
    public var output: String
    public var size: PixelSize?
    public var scale: Double?
    public var overrides: [SceneOverride]
    /// `--animation` / `--theme`: the animation and theme of a dotLottie file.
    public var lottie = LottieSelection()

    public init(
        scene: String, moment: Moment, output: String, size: PixelSize? = nil, scale: Double? = nil,
        overrides: [SceneOverride] = []
    ) {
        self.scene = scene
        self.moment = moment
        self.output = output
        self.size = size
        self.scale = scale
        self.overrides = overrides
    }

    static let time = Option.number(
        "time", short: "t", valueName: "<seconds>", in: 0...SceneLimits.maxDuration, expected: "seconds ≥ 0",
        help: "The time to render, in seconds from the start: the nearest frame, or the end within half a frame.")
    static let frame = Option.integer(
        "frame", short: "f", in: 0...Int(Int32.max),
        help: "The frame to render: 0 to the frame count − 1, as render numbers them.")
    static let progress = Option.number(
        "progress", valueName: "<p>", in: 0...1, expected: "0 to 1",
        help: "The moment to render as a fraction of the clip, 0 to 1 (1: the end, the last pose).")
    static let output = Option.text("output", short: "o", valueName: "<file.png>", help: "The PNG file to write.")

    /// Parses and checks `reel frame`'s arguments.
    /// - Throws: a usage error (exit 64) naming the problem.
    public init(arguments: [String]) throws(CommandLineError) {
        try self.init(try FrameCommand.spec.parse(arguments))
    }

    init(_ p: ParsedArguments) throws(CommandLineError) {
        let scene = try p.singleScene(because: "reel frame renders one scene")
        let time = try p.read(Self.time)
        let frame = try p.read(Self.frame)
        let progress = try p.read(Self.progress)
        let moments = [time.map(Moment.time), frame.map(Moment.frame), progress.map(Moment.progress)].compactMap { $0 }
        guard let moment = moments.first else {
            throw .usage("missing --time <seconds>, --frame <n> or --progress <p>")
        }
        guard moments.count == 1 else { throw .usage("use one of '--time', '--frame' and '--progress'") }
        guard let output = try p.read(Self.output) else { throw .usage("missing -o <file.png>") }
        guard output.lowercased().hasSuffix(".png") else {
            throw .usage("'\(output)' is not a .png file; reel frame writes PNG")
        }
        self.init(scene: scene, moment: moment, output: output)
        size = try p.read(CommonOptions.size)
        scale = try p.read(CommonOptions.scale)
        if size != nil && scale != nil { throw .usage("'--size' and '--scale' cannot be used together") }
        overrides = try p.read(CommonOptions.set)
        lottie = p.lottieSelection
    }

    /// The time in seconds this frame shows, at `fps` in a clip `duration` seconds long: a
    /// `--time` goes to the nearest frame, or to the end when the end is as near
    /// (``FrameRate/shownTime(forTime:duration:)``).
    public func time(fps: Double, duration: Double) -> Double {
        switch moment {
        case .time(let t):
            return FrameRate(framesPerSecond: fps)?.shownTime(forTime: t, duration: duration) ?? t
        case .frame(let n): return Double(n) / fps
        case .progress(let p): return p * duration
        }
    }
}

/// `reel frame`: one frame of a scene, rendered alone, written to a PNG file.
enum FrameCommand: ReelCommand {
    static let spec = CommandSpec(
        name: "frame",
        abstract: "Render one frame of a scene to a PNG file.",
        discussion: "A frame depends only on its time, so it renders alone, without the frames before it.",
        usage: "reel frame <scene> (--time <seconds> | --frame <n> | --progress <p>) -o <file.png> [<options>]",
        arguments: [("<scene>", "The scene document (JSON).")],
        options: [
            FrameOptions.time, FrameOptions.frame, FrameOptions.progress, FrameOptions.output,
            CommonOptions.size, CommonOptions.scale, CommonOptions.set,
        ]
            + CommonOptions.lottie, writesFiles: true)

    static func run(_ options: FrameOptions, io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode {
        do {
            let clip = try SceneInput.clip(
                options.scene, overrides: options.overrides, lottie: options.lottie, size: options.size,
                scale: options.scale)
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
                guard let shown = clip.shownTime(forTime: time) else {
                    throw CommandLineError(
                        "\(options.scene): the time \(JSONWriter.format(time)) s is outside the clip (0 to "
                            + "\(JSONWriter.format(clip.timeline.duration)) s)",
                        exitCode: .usage, showsUsage: true)
                }
                frame = try clip.frame(atTime: shown, renderer: clip.makeRenderer())
            case .progress(let p):
                frame = try clip.frame(atProgress: p, renderer: clip.makeRenderer())
            }
            try OutputFiles.writeAtomically(to: options.output, interruption: interruption) {
                try writePNG(frame, to: $0)
            }
            return .success
        } catch {
            return io.report(error)
        }
    }
}

import Foundation
import Reel
import ReelArguments
import ReelCore
import ReelLottie
import ReelRegression
import ReelScene

/// `reel hash SCENE [render options]`, parsed and checked.
public struct HashOptions: CommandOptions, SceneRenderingOptions, Hashable, Sendable {
    public var scene: String
    /// Overrides the scene's frame rate.
    public var fps: Double?
    /// The output size in pixels (exclusive with `scale`).
    public var size: PixelSize?
    /// Overrides the scene's pixels per point.
    public var scale: Double?
    /// Hashes only these frames.
    public var frames: FrameSelection?
    /// Rendering threads; nil means one per core.
    public var jobs: Int?
    public var overrides: [SceneOverride]
    /// `--animation` / `--theme`: the animation and theme of a dotLottie file.
    public var lottie = LottieSelection()
    /// No progress line.
    public var quiet: Bool

    public init(
        scene: String, fps: Double? = nil, size: PixelSize? = nil, scale: Double? = nil,
        frames: FrameSelection? = nil, jobs: Int? = nil, overrides: [SceneOverride] = [], quiet: Bool = false
    ) {
        self.scene = scene
        self.fps = fps
        self.size = size
        self.scale = scale
        self.frames = frames
        self.jobs = jobs
        self.overrides = overrides
        self.quiet = quiet
    }

    static let frames = CommonOptions.frames.help("Hash only frames a through b (from 0; 'a-' to the end).")

    /// Parses and checks `reel hash`'s arguments.
    /// - Throws: a usage error (exit 64) naming the problem.
    public init(arguments: [String]) throws(CommandLineError) {
        try self.init(try HashCommand.spec.parse(arguments))
    }

    init(_ p: ParsedArguments) throws(CommandLineError) {
        let scene = try p.singleScene(because: "reel hash hashes one scene")
        self.init(scene: scene)
        try readRenderOptions(
            p, fps: &fps, size: &size, scale: &scale, jobs: &jobs, overrides: &overrides, quiet: &quiet)
        lottie = p.lottieSelection
        frames = try p.read(Self.frames)
    }
}

/// `reel hash`: the SHA-256 of every frame of a scene, as a hash list (`reel verify`'s golden).
enum HashCommand: ReelCommand {
    static let spec = CommandSpec(
        name: "hash",
        abstract: "Print the SHA-256 of every frame of a scene, with the environment it was rendered in.",
        discussion: """
            Each line is 'index  time  sha256': SHA-256 over the frame's straight-alpha BGRA bytes, rows
            top to bottom, no padding (see docs/frame-hash.md). The header names the size, the frame rate,
            the library versions and the font files used. 'reel hash SCENE > golden.txt' records a golden
            for 'reel verify'.
            """,
        usage: "reel hash <scene> [--frames <a>-<b>] [<options>]",
        arguments: [("<scene>", "The scene document (JSON).")],
        options: [HashOptions.frames] + CommonOptions.rendering, writesFiles: true)

    static func run(_ options: HashOptions, io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode {
        do {
            let clip = try options.clip()
            var pipeline = options.pipeline(io: io, interruption: interruption)
            if let frames = options.frames { pipeline.frames = try frames.resolve(in: clip) }
            let pixels = try clip.pixelSize()
            let header = HashList(
                width: pixels.width, height: pixels.height, fps: clip.timeline.fps,
                environment: try clip.environmentFingerprint())
            io.output(header.header)
            var written = 0
            do {
                try clip.hashFrames(options: pipeline) { index, _, hash in
                    io.output(
                        HashList.line(for: HashList.Entry(index: index, time: clip.time(ofFrame: index), hash: hash))
                            + "\n"
                    )
                    written += 1
                }
            } catch PipelineError.interrupted(let signal) {
                // The header and some lines already went to stdout: say the list is cut short
                // rather than the pipeline's "no output was written".
                let expected = pipeline.frames?.count ?? clip.frameCount
                let name = signal == SIGINT ? "SIGINT" : signal == SIGTERM ? "SIGTERM" : "signal \(signal)"
                io.error(
                    "Error: interrupted by \(name) after \(plural(written, "frame hash")) of \(expected); "
                        + "the hash list on stdout is incomplete: do not use it as a golden\n")
                return ReelCommandLine.ExitCode(signal: signal)
            }
            return .success
        } catch {
            return io.report(error)
        }
    }
}

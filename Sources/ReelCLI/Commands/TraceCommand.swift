import Foundation
import Reel
import ReelArguments
import ReelLottie
import ReelScene

/// `reel trace SCENE [--fps N] [--layers a,b]`, parsed and checked.
public struct TraceOptions: CommandOptions, Hashable, Sendable {
    public var scene: String
    /// Overrides the scene's frame rate.
    public var fps: Double?
    /// Only these layers (names or paths such as `card/avatar`); empty means all.
    public var layers: [String]
    public var overrides: [SceneOverride]
    /// `--animation` / `--theme`: the animation and theme of a dotLottie file.
    public var lottie = LottieSelection()

    public init(scene: String, fps: Double? = nil, layers: [String] = [], overrides: [SceneOverride] = []) {
        self.scene = scene
        self.fps = fps
        self.layers = layers
        self.overrides = overrides
    }

    static let layers = Option.single(
        "layers", valueName: "<name>,...", help: "Trace only these layers (names or paths such as card/avatar).",
        expected: "layer names separated by commas"
    ) { text -> [String]? in
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
            String($0).trimmingCharacters(in: .whitespaces)
        }
        return names.isEmpty || names.contains("") ? nil : names
    }

    /// Parses and checks `reel trace`'s arguments.
    /// - Throws: a usage error (exit 64) naming the problem.
    public init(arguments: [String]) throws(CommandLineError) {
        try self.init(try TraceCommand.spec.parse(arguments))
    }

    init(_ p: ParsedArguments) throws(CommandLineError) {
        let scene = try p.singleScene(because: "reel trace traces one scene")
        self.init(scene: scene)
        fps = try p.read(CommonOptions.fps)
        layers = try p.read(Self.layers) ?? []
        overrides = try p.read(CommonOptions.set)
        lottie = p.lottieSelection
    }
}

/// `reel trace`: the presentation values of a scene's layers at every frame, as JSON Lines.
enum TraceCommand: ReelCommand {
    static let spec = CommandSpec(
        name: "trace",
        abstract: "Print the presentation values of a scene's layers at every frame, as JSON Lines.",
        discussion: nil,
        usage: "reel trace <scene> [--fps <n>] [--layers <name>,...] [<options>]",
        arguments: [("<scene>", "The scene document (JSON).")],
        options: [CommonOptions.fps, TraceOptions.layers, CommonOptions.set] + CommonOptions.lottie,
        writesFiles: false)

    static func run(_ options: TraceOptions, io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode {
        do {
            let (document, base) = try SceneInput.load(
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
            let clip = try SceneInput.makeClip(
                document, base: base, fps: options.fps, size: nil, scale: nil, scene: options.scene)
            for line in Trace.lines(clip.timeline, layers: selected) { io.output(line + "\n") }
            return .success
        } catch {
            return io.report(error)
        }
    }
}

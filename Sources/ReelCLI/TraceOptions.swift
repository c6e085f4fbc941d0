import Foundation
import Reel
import ReelArguments
import ReelLottie
import ReelScene

/// `reel trace SCENE [--fps N] [--layers a,b]`, parsed and checked.
public struct TraceOptions: Hashable, Sendable {
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

    static let spec = CommandSpec(
        name: "trace",
        abstract: "Print the presentation values of a scene's layers at every frame, as JSON Lines.",
        discussion: nil,
        usage: "reel trace <scene> [--fps <n>] [--layers <name>,...] [<options>]",
        arguments: [("<scene>", "The scene document (JSON).")],
        options: [CommonOptions.fps, layers, CommonOptions.set] + CommonOptions.lottie)

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
        try self.init(try Self.spec.parse(arguments))
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

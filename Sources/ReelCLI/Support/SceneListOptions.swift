import Foundation
import Reel
import ReelArguments
import ReelCore
import ReelLottie
import ReelRender
import ReelScene

/// The options of `reel info` and `reel validate` (``InfoCommand``, ``ValidateCommand``), which
/// read scenes and report on each.
public struct SceneListOptions: CommandOptions, Hashable, Sendable {
    public var scenes: [String]
    public var overrides: [SceneOverride]
    /// `--animation` / `--theme`: the animation and theme of a dotLottie file.
    public var lottie = LottieSelection()

    public init(scenes: [String], overrides: [SceneOverride] = []) {
        self.scenes = scenes
        self.overrides = overrides
    }

    /// The options of both commands: `--set`, `--animation`, `--theme`.
    static let declarations: [any OptionDeclaration] = [CommonOptions.set] + CommonOptions.lottie

    /// Parses `reel info` / `reel validate` arguments.
    /// - Throws: a usage error (exit 64).
    public init(arguments: [String]) throws(CommandLineError) {
        try self.init(try InfoCommand.spec.parse(arguments))
    }

    init(_ p: ParsedArguments) throws(CommandLineError) {
        guard !p.positionals.isEmpty else { throw .usage("missing <scene>; name at least one scene document") }
        self.init(scenes: p.positionals, overrides: try p.read(CommonOptions.set))
        lottie = p.lottieSelection
    }
}

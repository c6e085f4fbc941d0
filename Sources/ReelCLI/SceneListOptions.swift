import Foundation
import Reel
import ReelArguments
import ReelCore
import ReelLottie
import ReelRender
import ReelScene

/// `reel info` and `reel validate`: options shared by commands that read scenes and report.
public struct SceneListOptions: Hashable, Sendable {
    public var scenes: [String]
    public var overrides: [SceneOverride]
    /// `--animation` / `--theme`: the animation and theme of a dotLottie file.
    public var lottie = LottieSelection()

    public init(scenes: [String], overrides: [SceneOverride] = []) {
        self.scenes = scenes
        self.overrides = overrides
    }

    static let options: [any OptionDeclaration] = [CommonOptions.set] + CommonOptions.lottie

    static let infoSpec = CommandSpec(
        name: "info",
        abstract: "Describe scenes: size, frame rate, duration, frames, layers, assets and parameters.",
        discussion: nil,
        usage: "reel info <scene> ... [--set <name>=<value> ...]",
        arguments: [("<scene>", "Scene documents (JSON).")],
        options: options)

    static let validateSpec = CommandSpec(
        name: "validate",
        abstract: "Check scene documents and report every problem with its line and column.",
        discussion: "Exits with 0 when every scene is valid, 65 when one is not, 66 when a file is missing.",
        usage: "reel validate <scene> ... [--set <name>=<value> ...]",
        arguments: [("<scene>", "Scene documents (JSON).")],
        options: options)

    /// Parses `reel info` / `reel validate` arguments.
    /// - Throws: a usage error (exit 64).
    public init(arguments: [String]) throws(CommandLineError) {
        try self.init(try Self.infoSpec.parse(arguments))
    }

    init(_ p: ParsedArguments) throws(CommandLineError) {
        guard !p.positionals.isEmpty else { throw .usage("missing <scene>; name at least one scene document") }
        self.init(scenes: p.positionals, overrides: try p.read(CommonOptions.set))
        lottie = p.lottieSelection
    }
}

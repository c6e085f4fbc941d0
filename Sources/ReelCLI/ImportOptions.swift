import Foundation
import ReelArguments
import ReelLottie
import ReelScene

/// `reel import anim.json -o scene.json`, parsed and checked.
public struct ImportOptions: Hashable, Sendable {
    /// The Lottie file.
    public var input: String
    /// The scene document to write.
    public var output: String
    /// Refuse files with features Reel does not draw.
    public var strict: Bool
    /// `--animation` / `--theme`: the animation and theme of a dotLottie file.
    public var lottie = LottieSelection()

    public init(input: String, output: String, strict: Bool = false) {
        self.input = input
        self.output = output
        self.strict = strict
    }

    static let spec = CommandSpec(
        name: "import",
        abstract: "Convert a Lottie (Bodymovin JSON) file to a Reel scene document.",
        discussion: """
            The document has the file's size, frame rate and length, its layers as Reel layers, and
            its texts and static colours as params (by layer name or slot id) for --set. Embedded
            images are written to <scene name>-images/ beside the document. Features Reel does not
            draw are printed as warnings (--strict: an error, exit 65). reel render, frame, hash and
            the other commands also read Lottie files directly.
            """,
        usage: "reel import <scene> -o <scene.json> [--strict] [--animation <id>] [--theme <id>]",
        arguments: [("<scene>", "The Lottie file to convert: Bodymovin JSON, .lottie or .tgs.")],
        options: [output, CommonOptions.strict] + CommonOptions.lottie)

    static let output = Option.text(
        "output", short: "o", valueName: "<scene.json>", help: "The scene document to write.")

    init(_ p: ParsedArguments) throws(CommandLineError) {
        let input = try p.singleScene(because: "reel import converts one file")
        guard let output = try p.read(Self.output) else { throw .usage("missing -o <scene.json>") }
        self.init(input: input, output: output, strict: try p.read(CommonOptions.strict))
        lottie = p.lottieSelection
    }
}

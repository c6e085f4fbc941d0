import Foundation
import Reel
import ReelArguments
import ReelCore
import ReelLottie
import ReelScene

/// `reel import anim.json -o scene.json`, parsed and checked.
public struct ImportOptions: CommandOptions, Hashable, Sendable {
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

    static let output = Option.text(
        "output", short: "o", valueName: "<scene.json>", help: "The scene document to write.")

    init(_ p: ParsedArguments) throws(CommandLineError) {
        let input = try p.singleScene(because: "reel import converts one file")
        guard let output = try p.read(Self.output) else { throw .usage("missing -o <scene.json>") }
        self.init(input: input, output: output, strict: try p.read(CommonOptions.strict))
        lottie = p.lottieSelection
    }
}

/// `reel import`: a Lottie file converted to a scene document (and its embedded images).
enum ImportCommand: ReelCommand {
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
        options: [ImportOptions.output, CommonOptions.strict] + CommonOptions.lottie, writesFiles: false)

    /// Converts, checks the document decodes, writes images and then the document (each through
    /// a temporary file).
    static func run(_ options: ImportOptions, io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode {
        do throws(CommandLineError) {
            let value: JSONValue
            let themeWarnings: [LottieWarning]
            do {
                (value, _, themeWarnings) = try LottieImport.read(
                    contentsOfFile: options.input, selection: options.lottie)
            } catch {
                throw SceneInput.lottieError(error)
            }
            let stem = ((options.output as NSString).lastPathComponent as NSString).deletingPathExtension
            var result = LottieImport.convert(value, imageFolder: stem + "-images")
            result.warnings = themeWarnings + result.warnings
            if options.strict && !result.warnings.isEmpty {
                throw SceneInput.lottieError(.unsupported(path: options.input, warnings: result.warnings))
            }
            for w in result.warnings { io.error("warning: \(options.input): \(w)\n") }
            let folder = PathText.folder(of: options.output)
            let base = folder.isEmpty ? "." : folder
            if !FileManager.default.fileExists(atPath: base) {
                throw CommandLineError(
                    "cannot create '\(options.output)': the folder '\(base)' does not exist; create it first",
                    exitCode: .cannotCreate)
            }
            for image in result.images {
                let target = (base as NSString).appendingPathComponent(image.path)
                do {
                    try FileManager.default.createDirectory(
                        atPath: PathText.folder(of: target), withIntermediateDirectories: true)
                    try image.data.write(to: URL(fileURLWithPath: target), options: .atomic)
                } catch {
                    throw SceneInput.lottieError(.cannotWriteImage(path: target, reason: error.localizedDescription))
                }
            }
            // The document must pass the scene checks before it is written, as `load` checks it.
            do {
                _ = try result.document.validated(baseDirectory: base)
            } catch {
                var e = error
                e.file = options.output
                throw SceneInput.lottieError(.invalid(e))
            }
            do {
                try Data(JSONWriter().write(result.scene).utf8).write(
                    to: URL(fileURLWithPath: options.output), options: .atomic)
            } catch {
                throw CommandLineError(
                    "cannot write '\(options.output)': \(error.localizedDescription)", exitCode: .cannotCreate)
            }
            return .success
        } catch {
            return io.report(error)
        }
    }
}

import Foundation
import Reel
import ReelArguments
import ReelEncode

/// `reel join PART… -o OUT.mp4`: MP4 parts of one clip joined without re-encoding.
public struct JoinOptions: CommandOptions, Hashable, Sendable {
    /// The parts, in any order.
    public var parts: [String]
    /// The joined MP4.
    public var output: String
    /// No summary line.
    public var quiet = false

    public init(parts: [String], output: String) {
        self.parts = parts
        self.output = output
    }

    static let output = Option.text("output", short: "o", valueName: "<output.mp4>", help: "The joined MP4.")
    static let quiet = CommonOptions.quiet.help("Print no summary.")

    init(_ p: ParsedArguments) throws(CommandLineError) {
        guard !p.positionals.isEmpty else { throw .usage("missing <part>; name the MP4 parts to join") }
        guard let output = try p.read(Self.output) else { throw .usage("missing output; give -o <output.mp4>") }
        guard OutputFormat(path: output)?.isMovie == true else {
            throw .usage(
                "reel join writes the parts' container; name the output .mp4 (or .m4v), .mov or .webm, not '\(output)'")
        }
        self.init(parts: p.positionals, output: output)
        quiet = try p.read(Self.quiet)
        let target = OutputFiles.canonicalPath(output)
        if let part = parts.first(where: { OutputFiles.canonicalPath($0) == target }) {
            throw .usage("'\(output)' is one of the parts ('\(part)'); write the joined file elsewhere")
        }
    }
}

/// `reel join`: MP4 parts of one clip (`reel render --shard`) joined by `MP4Joiner` without
/// re-encoding.
enum JoinCommand: ReelCommand {
    static let spec = CommandSpec(
        name: "join",
        abstract: "Join MP4 parts of one clip (reel render --shard) into one MP4 without re-encoding.",
        discussion: """
            The parts may be given in any order: each records which of the clip's frames it holds. They must \
            come from one scene rendered with the same settings, and together hold every frame once; \
            otherwise nothing is written and the error names the part and the field (exit 65; 66 for a \
            missing part). The sound track, carried by the part that starts at frame 0, is copied once.
            """,
        usage: "reel join <part> ... -o <output.mp4>",
        arguments: [("<part>", "MP4 parts written by reel render --shard I/N (or --frames A-B).")],
        options: [JoinOptions.output, JoinOptions.quiet], writesFiles: true)

    static func run(_ options: JoinOptions, io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode {
        let start = Date()
        do {
            let summary = try MP4Joiner.join(options.parts, to: options.output)
            if !options.quiet {
                let seconds = Date().timeIntervalSince(start)
                io.output(
                    """
                    \(plural(summary.parts, "part")), \
                    \(plural(summary.frames, "frame"))\(summary.hasAudio ? " and sound" : "") joined in \
                    \(String(format: "%.1f", seconds)) s → \(options.output)\n
                    """
                )
            }
            return .success
        } catch {
            let code: ReelCommandLine.ExitCode =
                switch error.kind {
                case .missingPart: .noInput
                case .badPart, .mismatch: .dataError
                case .cannotCreateOutput: .cannotCreate
                case .failed: .failure
                }
            return io.report(CommandLineError(error.message, exitCode: code))
        }
    }
}

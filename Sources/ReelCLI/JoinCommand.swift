import Foundation
import Reel
import ReelEncode

enum JoinCommand {
    static func run(_ options: JoinOptions, io: CommandIO) -> ReelCommandLine.ExitCode {
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
            return ReelCommands.report(CommandLineError(error.message, exitCode: code), io: io)
        }
    }
}

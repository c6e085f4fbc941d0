/// A command-line failure: what to print after `Error: ` and the exit code.
public struct CommandLineError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var exitCode: ReelCommandLine.ExitCode
    /// Whether the command's usage line follows the message (for usage errors).
    public var showsUsage: Bool

    public init(_ message: String, exitCode: ReelCommandLine.ExitCode, showsUsage: Bool = false) {
        self.message = message
        self.exitCode = exitCode
        self.showsUsage = showsUsage
    }

    /// A usage error (exit 64) followed by the usage line.
    public static func usage(_ message: String) -> CommandLineError {
        CommandLineError(message, exitCode: .usage, showsUsage: true)
    }

    public var description: String { message }
}

import Foundation

/// Where a command writes: results to `output`, errors and progress to `error`.
///
/// The process uses standard output and standard error; tests capture both in memory.
public struct CommandIO {
    /// Writes text to standard output (results).
    public var output: (String) -> Void
    /// Writes text to standard error (errors, progress).
    public var error: (String) -> Void
    /// Whether standard error is a terminal (progress is shown only then).
    public var errorIsTerminal: Bool

    public init(output: @escaping (String) -> Void, error: @escaping (String) -> Void, errorIsTerminal: Bool = false) {
        self.output = output
        self.error = error
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's standard output and standard error.
    public static func standard() -> CommandIO {
        CommandIO(
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            error: { FileHandle.standardError.write(Data($0.utf8)) },
            errorIsTerminal: isatty(2) != 0)
    }
}

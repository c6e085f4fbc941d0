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

/// `1 frame`, `2 frames`, `2 frame hashes`: a count with its noun, for messages that read well.
func plural(_ count: Int, _ noun: String) -> String {
    if count == 1 { return "1 \(noun)" }
    return "\(count) \(noun)" + (noun.hasSuffix("sh") || noun.hasSuffix("s") ? "es" : "s")
}

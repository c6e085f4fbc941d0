/// Animations whose values Reel could not convert, met by a strict `RecordingHost`.
public struct RecordingError: Error, CustomStringConvertible {
    public var problems: [CAValueConversionProblem]

    public var description: String {
        "\(problems.count) animation(s) could not be converted:\n"
            + problems.map { "  \($0)" }.joined(separator: "\n")
    }
}

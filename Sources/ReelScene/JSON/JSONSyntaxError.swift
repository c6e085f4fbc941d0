/// Why a text is not valid JSON, and where.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem was found.
    public var location: SourceLocation
    /// What was found and what was expected there, e.g. `unexpected end of input; expected "," or "}"`.
    public var message: String

    public init(location: SourceLocation, message: String) {
        self.location = location
        self.message = message
    }

    /// `line L, column C: message`.
    public var description: String { "\(location): \(message)" }
}

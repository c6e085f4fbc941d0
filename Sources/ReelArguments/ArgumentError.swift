/// A command line that cannot be read: an unknown option, a missing value, a value that is not
/// what the option takes. The message names the option and what it expects; the program that
/// parsed the arguments decides how to report it and how to end.
public struct ArgumentError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

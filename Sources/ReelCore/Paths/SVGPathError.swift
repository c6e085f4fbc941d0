import Foundation

/// Why SVG path data could not be parsed, and where.
///
/// `description` (and `LocalizedError.errorDescription`) reads like
/// `invalid SVG path data at offset 12 in command 'C': expected a number, found 'x'; …`,
/// naming the UTF-8 byte offset into the data and the command being read.
public struct SVGPathError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
    /// What kind of mistake was found.
    public enum Code: String, Hashable, Sendable {
        /// The data does not start with `M` or `m`.
        case missingMoveTo
        /// Something other than a command letter where a command must start.
        case expectedCommand
        /// A coordinate, length or angle is missing or malformed.
        case expectedNumber
        /// An arc's large-arc or sweep flag is not `0` or `1`.
        case expectedFlag
        /// A number too large for a `Double` (it would be infinite).
        case numberOutOfRange
    }

    /// What kind of mistake was found.
    public let code: Code
    /// The UTF-8 byte offset in the path data where the problem was found (the data's byte
    /// count when it ended too early).
    public let offset: Int
    /// The command letter being read, as written (`"C"`, `"c"`, …); `nil` before the first.
    public let command: Character?
    /// What was found at `offset`, for the message (`"end of data"` at the end).
    public let found: String

    public init(code: Code, offset: Int, command: Character?, found: String) {
        self.code = code
        self.offset = offset
        self.command = command
        self.found = found
    }

    /// The full message: where, what went wrong, and what to do.
    public var message: String {
        var location = "invalid SVG path data at offset \(offset)"
        if let command { location += " in command '\(command)'" }
        let problem: String
        switch code {
        case .missingMoveTo:
            problem = "path data must begin with a moveto ('M' or 'm'), found \(found); start the data with 'M x y'"
        case .expectedCommand:
            problem =
                """
                expected a command letter (M L H V C S Q T A Z or lower case), found \(found); remove the stray \
                character or add the missing command
                """
        case .expectedNumber:
            let count = command.map { Self.argumentCount($0) } ?? 0
            problem =
                "expected a number, found \(found)"
                + (count > 0
                    ? "; '\(command!)' takes \(count) numbers per segment — check for a missing or malformed value"
                    : "")
        case .expectedFlag:
            problem = "expected an arc flag '0' or '1', found \(found); the large-arc and sweep flags are single digits"
        case .numberOutOfRange:
            problem = "the number \(found) is too large for a double; scale the path data down"
        }
        return location + ": " + problem
    }

    public var description: String { message }
    public var errorDescription: String? { message }

    /// How many numbers one repetition of a command takes.
    static func argumentCount(_ command: Character) -> Int {
        switch command.uppercased() {
        case "M", "L", "T": return 2
        case "H", "V": return 1
        case "C": return 6
        case "S", "Q": return 4
        case "A": return 7
        default: return 0
        }
    }
}

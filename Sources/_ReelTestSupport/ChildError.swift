import Foundation

/// A failure of a child process or of a test's own setup, with what to print.
public struct ChildError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

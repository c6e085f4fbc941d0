/// Where something starts in a JSON text: 1-based line and column, and 0-based byte offset.
///
/// Columns count Unicode scalars (not bytes), as editors do, so a column points at the same
/// character whatever the text's script.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The line, from 1.
    public var line: Int
    /// The column on that line, from 1, counted in Unicode scalars.
    public var column: Int
    /// The byte offset into the UTF-8 text, from 0.
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The start of a text.
    public static let start = SourceLocation(line: 1, column: 1, offset: 0)

    /// `line L, column C`.
    public var description: String { "line \(line), column \(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.offset < rhs.offset }
}

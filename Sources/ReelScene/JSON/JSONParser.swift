/// A strict RFC 8259 JSON parser that records where every value starts.
///
/// Foundation's `JSONSerialization` gives no positions, and scene documents are edited by
/// hand, so errors must point at a line and column. This parser:
/// - accepts exactly RFC 8259 (no comments, trailing commas, single quotes, `NaN` or
///   `Infinity`; a byte order mark is skipped);
/// - rejects numbers too large for a `Double` (`1e400`), control characters in strings,
///   invalid UTF-8 and unpaired `\u` surrogates;
/// - limits nesting (`maxDepth`, 512 by default) so that hostile input cannot overflow the
///   stack;
/// - keeps duplicate keys (in order) for the decoder to report.
///
/// - Complexity: O(n) in the length of the text.
public struct JSONParser: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    public var maxDepth: Int

    public init(maxDepth: Int = 512) {
        self.maxDepth = maxDepth
    }

    /// Parses a complete JSON text.
    /// - Throws: `JSONSyntaxError` naming the line, column and what was expected.
    public func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    /// Parses a complete JSON text given as UTF-8 bytes.
    /// - Throws: `JSONSyntaxError` naming the line, column and what was expected.
    public func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { (buffer) throws(JSONSyntaxError) -> JSONValue in
            try parse(bytes: buffer)
        }
    }

    /// Parses a complete JSON text from a buffer of UTF-8 bytes.
    public func parse(bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        var scanner = JSONScanner(bytes: bytes, maxDepth: maxDepth)
        return try scanner.parseDocument()
    }
}

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
        var scanner = Scanner(bytes: bytes, maxDepth: maxDepth)
        return try scanner.parseDocument()
    }
}

// MARK: - Scanner

private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    var index = 0
    var depth = 0
    // Location bookkeeping: `line` and the offset where it starts, plus the last column
    // computed on it, so that columns are found in amortized O(1).
    var line = 1
    var lineStart = 0
    var columnCacheOffset = 0
    var columnCache = 1

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    mutating func location(at offset: Int) -> SourceLocation {
        if columnCacheOffset < lineStart || columnCacheOffset > offset {
            columnCacheOffset = lineStart
            columnCache = 1
        }
        var i = columnCacheOffset
        var column = columnCache
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        // A continuation byte at `offset` itself belongs to the scalar already counted.
        columnCacheOffset = offset
        columnCache = column
        return SourceLocation(line: line, column: column, offset: offset)
    }

    mutating func here() -> SourceLocation { location(at: index) }

    func fail(_ location: SourceLocation, _ message: String) -> JSONSyntaxError {
        JSONSyntaxError(location: location, message: message)
    }

    /// A description of the byte at `index` for "found …" messages.
    func found() -> String {
        guard index < bytes.count else { return "end of input" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        switch b {
        case 0x20: return "a space"
        case 0x0A: return "a line break"
        case 0x09: return "a tab"
        case 0x0D: return "a carriage return"
        default: return b < 0x20 ? "control character 0x\(String(b, radix: 16))" : "a non-ASCII character"
        }
    }

    mutating func unexpected(expected: String) -> JSONSyntaxError {
        let what = index < bytes.count ? "unexpected \(found())" : "unexpected end of input"
        return fail(here(), "\(what); expected \(expected)")
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        // Skip a UTF-8 byte order mark.
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            index = 3
            lineStart = 3
            columnCacheOffset = 3
        }
        skipWhitespace()
        if index >= bytes.count {
            throw fail(here(), "the document is empty; expected a JSON value such as {\"reel\": 1, …}")
        }
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw fail(here(), "unexpected \(found()) after the end of the JSON value; expected end of input")
        }
        return value
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw unexpected(expected: "a value") }
        let start = here()
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(start)
        case UInt8(ascii: "["): return try parseArray(start)
        case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), at: start)
        case UInt8(ascii: "t"):
            try literal("true")
            return JSONValue(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try literal("false")
            return JSONValue(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try literal("null")
            return JSONValue(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let (number, text) = try parseNumber(start)
            return JSONValue(number: number, text: text, at: start)
        case UInt8(ascii: "N"), UInt8(ascii: "I"):
            throw fail(start, "NaN and Infinity are not JSON numbers; write a finite number")
        case UInt8(ascii: "'"):
            throw fail(start, "unexpected '''; JSON strings use double quotes (\")")
        default:
            throw unexpected(expected: "a value (object, array, string, number, true, false or null)")
        }
    }

    mutating func literal(_ word: StaticString) throws(JSONSyntaxError) {
        let n = word.utf8CodeUnitCount
        let p = word.utf8Start
        for k in 0..<n {
            guard index < bytes.count, bytes[index] == p[k] else {
                throw unexpected(expected: "'\(word)'")
            }
            index += 1
        }
        // `truex`, `nullable`: a literal must end there.
        if index < bytes.count, isIdentifierByte(bytes[index]) {
            throw unexpected(expected: "',', ']' or '}' after '\(word)'")
        }
    }

    func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
    }

    mutating func enter(_ start: SourceLocation) throws(JSONSyntaxError) {
        depth += 1
        if depth > maxDepth {
            throw fail(start, "nesting is deeper than \(maxDepth) levels; flatten the document")
        }
    }

    mutating func parseObject(_ start: SourceLocation) throws(JSONSyntaxError) -> JSONValue {
        try enter(start)
        index += 1  // {
        var members: [JSONValue.Member] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return JSONValue(.object(members), at: start)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                if index < bytes.count && bytes[index] == UInt8(ascii: "}") && !members.isEmpty {
                    throw fail(here(), "trailing comma before '}'; remove the last ','")
                }
                throw unexpected(expected: "a key in double quotes")
            }
            let keyLocation = here()
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw unexpected(expected: "':' after the key \(JSONWriter.quote(key))")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONValue.Member(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw unexpected(expected: "',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                depth -= 1
                return JSONValue(.object(members), at: start)
            }
            throw unexpected(expected: "',' or '}'")
        }
    }

    mutating func parseArray(_ start: SourceLocation) throws(JSONSyntaxError) -> JSONValue {
        try enter(start)
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return JSONValue(.array(elements), at: start)
        }
        while true {
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "]") && !elements.isEmpty {
                throw fail(here(), "trailing comma before ']'; remove the last ','")
            }
            elements.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw unexpected(expected: "',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                depth -= 1
                return JSONValue(.array(elements), at: start)
            }
            throw unexpected(expected: "',' or ']'")
        }
    }

    // MARK: Numbers

    /// A number and its text as written.
    mutating func parseNumber(_ start: SourceLocation) throws(JSONSyntaxError) -> (Double, String) {
        let begin = index
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "I") || bytes[index] == UInt8(ascii: "N")) {
                throw fail(start, "NaN and Infinity are not JSON numbers; write a finite number")
            }
        }
        guard index < bytes.count, isDigit(bytes[index]) else { throw unexpected(expected: "a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count && isDigit(bytes[index]) {
                throw fail(start, "numbers must not have leading zeros")
            }
        } else {
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw unexpected(expected: "a digit after the decimal point")
            }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw unexpected(expected: "a digit in the exponent")
            }
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[begin..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw fail(start, "the number \(text) is too large; numbers must fit in a 64-bit float")
        }
        return (value, text)
    }

    // MARK: Strings

    /// Parses a string starting at the opening quote; leaves `index` after the closing quote.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let quote = index
        index += 1
        var chunkStart = index
        var out: [UInt8] = []
        var escaped = false
        while true {
            guard index < bytes.count else {
                throw fail(location(at: quote), "unterminated string; expected a closing '\"'")
            }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") { break }
            if b < 0x20 {
                let what = b == 0x0A ? "a line break" : "control character 0x\(String(b, radix: 16))"
                throw fail(here(), "\(what) inside a string; write it escaped (\\n, \\t, \\u00XX)")
            }
            if b == UInt8(ascii: "\\") {
                if !escaped { escaped = true }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[chunkStart..<index]))
                try parseEscape(into: &out)
                chunkStart = index
                continue
            }
            index += 1
        }
        let string: String?
        if escaped {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[chunkStart..<index]))
            string = String(validating: out, as: UTF8.self)
        } else {
            string = String(validating: UnsafeBufferPointer(rebasing: bytes[chunkStart..<index]), as: UTF8.self)
        }
        guard let string else {
            throw fail(location(at: quote), "the string is not valid UTF-8; save the file as UTF-8")
        }
        index += 1  // closing quote
        return string
    }

    mutating func parseEscape(into out: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = index
        index += 1  // backslash
        guard index < bytes.count else {
            throw fail(location(at: escapeStart), "unterminated escape; expected a character after '\\'")
        }
        let c = bytes[index]
        index += 1
        switch c {
        case UInt8(ascii: "\""): out.append(0x22)
        case UInt8(ascii: "\\"): out.append(0x5C)
        case UInt8(ascii: "/"): out.append(0x2F)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4(escapeStart)
            if scalar >= 0xD800 && scalar < 0xDC00 {
                // A high surrogate must be followed by an escaped low surrogate.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw fail(
                        location(at: escapeStart),
                        """
                        unpaired UTF-16 surrogate \\u\(String(scalar, radix: 16, uppercase: true)); expected a low \
                        surrogate \\uDC00–\\uDFFF after it
                        """
                    )
                }
                index += 2
                let low = try hex4(escapeStart)
                guard low >= 0xDC00 && low < 0xE000 else {
                    throw fail(
                        location(at: escapeStart),
                        """
                        unpaired UTF-16 surrogate \\u\(String(scalar, radix: 16, uppercase: true)); expected a low \
                        surrogate \\uDC00–\\uDFFF after it
                        """
                    )
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if scalar >= 0xDC00 && scalar < 0xE000 {
                throw fail(
                    location(at: escapeStart),
                    "unpaired UTF-16 surrogate \\u\(String(scalar, radix: 16, uppercase: true))")
            }
            // Valid by construction: not a surrogate, at most 0x10FFFF.
            let s = Unicode.Scalar(scalar) ?? "\u{FFFD}"
            out.append(contentsOf: String(s).utf8)
        default:
            index -= 1
            throw fail(
                location(at: escapeStart),
                """
                invalid escape '\\\(found().trimmingQuotes)'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX
                """
            )
        }
    }

    mutating func hex4(_ escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else {
                throw fail(location(at: escapeStart), "unterminated \\u escape; expected four hex digits")
            }
            let b = bytes[index]
            let d: UInt32
            switch b {
            case 0x30...0x39: d = UInt32(b - 0x30)
            case 0x41...0x46: d = UInt32(b - 0x41 + 10)
            case 0x61...0x66: d = UInt32(b - 0x61 + 10)
            default: throw fail(location(at: escapeStart), "invalid \\u escape; expected four hex digits")
            }
            v = v * 16 + d
            index += 1
        }
        return v
    }
}

extension String {
    fileprivate var trimmingQuotes: Substring {
        hasPrefix("'") && hasSuffix("'") && count >= 2 ? dropFirst().dropLast() : Substring(self)
    }
}

/// The cursor of `JSONParser`: reads values from UTF-8 bytes, keeping the line and column of
/// each, and throws `JSONSyntaxError` at the first byte that breaks RFC 8259.
struct JSONScanner {
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
        var members: [JSONValue.Member] = []
        if try opensEmpty(start, closing: UInt8(ascii: "}")) { return JSONValue(.object(members), at: start) }
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
            if try endsContainer(closing: UInt8(ascii: "}")) { return JSONValue(.object(members), at: start) }
        }
    }

    mutating func parseArray(_ start: SourceLocation) throws(JSONSyntaxError) -> JSONValue {
        var elements: [JSONValue] = []
        if try opensEmpty(start, closing: UInt8(ascii: "]")) { return JSONValue(.array(elements), at: start) }
        while true {
            skipWhitespace()
            if index < bytes.count && bytes[index] == UInt8(ascii: "]") && !elements.isEmpty {
                throw fail(here(), "trailing comma before ']'; remove the last ','")
            }
            elements.append(try parseValue())
            if try endsContainer(closing: UInt8(ascii: "]")) { return JSONValue(.array(elements), at: start) }
        }
    }

    /// Enters the object or array whose opening byte is at `index`; true when it is empty
    /// (`close` follows at once: read, and one level up again).
    mutating func opensEmpty(_ start: SourceLocation, closing close: UInt8) throws(JSONSyntaxError) -> Bool {
        try enter(start)
        index += 1
        skipWhitespace()
        guard index < bytes.count && bytes[index] == close else { return false }
        index += 1
        depth -= 1
        return true
    }

    /// After a member or an element: skips the whitespace, then a `,` (false: another one
    /// follows) or `close` (true: the object or array ends, one level up).
    mutating func endsContainer(closing close: UInt8) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") || bytes[index] == close else {
            throw unexpected(expected: close == UInt8(ascii: "}") ? "',' or '}'" : "',' or ']'")
        }
        index += 1
        guard bytes[index - 1] == close else { return false }
        depth -= 1
        return true
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

}

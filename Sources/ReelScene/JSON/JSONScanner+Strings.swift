/// Strings: the bytes between quotes, with escapes decoded and the result checked as UTF-8.
extension JSONScanner {
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

    /// Decodes the escape at the backslash at `index` into `out`; leaves `index` after it.
    mutating func parseEscape(into out: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeStart = index
        index += 1  // backslash
        guard index < bytes.count else {
            throw fail(location(at: escapeStart), "unterminated escape; expected a character after '\\'")
        }
        let c = bytes[index]
        index += 1
        if c == UInt8(ascii: "u") { return try parseUnicodeEscape(escapeStart, into: &out) }
        guard let byte = Self.escapedByte(c) else {
            index -= 1
            throw fail(
                location(at: escapeStart),
                """
                invalid escape '\\\(found().trimmingQuotes)'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX
                """
            )
        }
        out.append(byte)
    }

    /// The byte a one-character escape (`\n`, `\"`, …) stands for, or nil when `c` names none.
    static func escapedByte(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "\""): 0x22
        case UInt8(ascii: "\\"): 0x5C
        case UInt8(ascii: "/"): 0x2F
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }

    /// Decodes a `\uXXXX` escape whose `u` was just read (a high surrogate with the low one
    /// escaped after it) into `out` as UTF-8.
    mutating func parseUnicodeEscape(_ escapeStart: Int, into out: inout [UInt8]) throws(JSONSyntaxError) {
        var scalar = try hex4(escapeStart)
        if scalar >= 0xD800 && scalar < 0xDC00 {
            // A high surrogate must be followed by an escaped low surrogate.
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { throw unpairedHighSurrogate(scalar, escapeStart) }
            index += 2
            let low = try hex4(escapeStart)
            guard low >= 0xDC00 && low < 0xE000 else { throw unpairedHighSurrogate(scalar, escapeStart) }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if scalar >= 0xDC00 && scalar < 0xE000 {
            throw fail(
                location(at: escapeStart),
                "unpaired UTF-16 surrogate \\u\(String(scalar, radix: 16, uppercase: true))")
        }
        // Valid by construction: not a surrogate, at most 0x10FFFF.
        let s = Unicode.Scalar(scalar) ?? "\u{FFFD}"
        out.append(contentsOf: String(s).utf8)
    }

    /// The error for high surrogate `scalar` without a low one after it.
    mutating func unpairedHighSurrogate(_ scalar: UInt32, _ escapeStart: Int) -> JSONSyntaxError {
        fail(
            location(at: escapeStart),
            """
            unpaired UTF-16 surrogate \\u\(String(scalar, radix: 16, uppercase: true)); expected a low \
            surrogate \\uDC00–\\uDFFF after it
            """
        )
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

import Foundation
import Testing

@testable import ReelScene

@Suite struct JSONParserTests {
    let parser = JSONParser()

    @Test(arguments: [
        ("null", JSONValue.null),
        ("true", .bool(true)),
        ("false", .bool(false)),
        ("0", .number(0)),
        ("-0.5", .number(-0.5)),
        ("1e3", .number(1000)),
        ("1E-2", .number(0.01)),
        ("9007199254740993", .number(9_007_199_254_740_992)),  // nearest Double
        ("\"\"", .string("")),
        ("\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\"", .string("a\"b\\c/d\u{8}\u{c}\n\r\t")),
        ("\"\\u00e9\\u4e2d\"", .string("é中")),
        ("\"\\ud83d\\ude00\"", .string("😀")),
        ("\"héllo 中文\"", .string("héllo 中文")),
        ("[]", .array([])),
        ("{}", .object([])),
        (" [1, [2, {\"a\": null}]] ", .array([.number(1), .array([.number(2), .object([("a", .null)])])])),
    ])
    func parsesValidJSON(text: String, expected: JSONValue) throws {
        let value = try parser.parse(text)
        #expect(value.withoutLocations == expected)
    }

    @Test func recordsLineColumnAndOffsetOfEveryValue() throws {
        let text = "{\n  \"a\": [1,\n    true],\n  \"é\": \"x\"\n}"
        let v = try parser.parse(text)
        #expect(v.location == SourceLocation(line: 1, column: 1, offset: 0))
        let a = try #require(v["a"])
        #expect(a.location == SourceLocation(line: 2, column: 8, offset: 9))
        #expect(a[0]?.location == SourceLocation(line: 2, column: 9, offset: 10))
        #expect(a[1]?.location == SourceLocation(line: 3, column: 5, offset: 17))
        let members = try #require(v.objectMembers)
        #expect(members[1].keyLocation == SourceLocation(line: 4, column: 3, offset: 26))
        // Columns count characters, not bytes: "é" is two bytes but one column.
        #expect(members[1].value.location.line == 4)
        #expect(members[1].value.location.column == 8)
        #expect(members[1].value.location.offset == 32)
    }

    @Test func columnsCountScalarsOnLongMinifiedLines() throws {
        let items = (0..<2000).map { _ in "\"中\"" }.joined(separator: ",")
        let v = try parser.parse("[" + items + "]")
        let last = try #require(v.arrayValue?.last)
        // Each item is 4 columns ("中" plus quotes and a comma), the first starts at column 2.
        #expect(last.location.column == 2 + 1999 * 4)
        #expect(last.location.line == 1)
    }

    @Test(arguments: [
        ("", 1, 1, "the document is empty; expected a JSON value such as {\"reel\": 1, …}"),
        ("{", 1, 2, "unexpected end of input; expected a key in double quotes"),
        ("{\"a\" 1}", 1, 6, "unexpected '1'; expected ':' after the key \"a\""),
        ("{\"a\": 1,}", 1, 9, "trailing comma before '}'; remove the last ','"),
        ("[1, 2,]", 1, 7, "trailing comma before ']'; remove the last ','"),
        ("[1 2]", 1, 4, "unexpected '2'; expected ',' or ']'"),
        ("[1,\n 2", 2, 3, "unexpected end of input; expected ',' or ']'"),
        ("{'a': 1}", 1, 2, "unexpected '''; expected a key in double quotes"),
        ("'a'", 1, 1, "unexpected '''; JSON strings use double quotes (\")"),
        ("NaN", 1, 1, "NaN and Infinity are not JSON numbers; write a finite number"),
        ("-Infinity", 1, 1, "NaN and Infinity are not JSON numbers; write a finite number"),
        ("01", 1, 1, "numbers must not have leading zeros"),
        ("1.", 1, 3, "unexpected end of input; expected a digit after the decimal point"),
        ("1e", 1, 3, "unexpected end of input; expected a digit in the exponent"),
        ("-", 1, 2, "unexpected end of input; expected a digit"),
        ("1e400", 1, 1, "the number 1e400 is too large; numbers must fit in a 64-bit float"),
        ("tru", 1, 4, "unexpected end of input; expected 'true'"),
        ("nulll", 1, 5, "unexpected 'l'; expected ',', ']' or '}' after 'null'"),
        ("\"abc", 1, 1, "unterminated string; expected a closing '\"'"),
        ("\"a\nb\"", 1, 3, "a line break inside a string; write it escaped (\\n, \\t, \\u00XX)"),
        ("\"\\x\"", 1, 2, "invalid escape '\\x'; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"),
        ("\"\\u12\"", 1, 2, "invalid \\u escape; expected four hex digits"),
        ("\"\\ud800\"", 1, 2, "unpaired UTF-16 surrogate \\uD800; expected a low surrogate \\uDC00–\\uDFFF after it"),
        ("\"\\udc00\"", 1, 2, "unpaired UTF-16 surrogate \\uDC00"),
        ("{} x", 1, 4, "unexpected 'x' after the end of the JSON value; expected end of input"),
        ("/* c */ {}", 1, 1, "unexpected '/'; expected a value (object, array, string, number, true, false or null)"),
    ])
    func rejectsMalformedJSONWithPosition(text: String, line: Int, column: Int, message: String) {
        #expect {
            _ = try parser.parse(text)
        } throws: { error in
            guard let e = error as? JSONSyntaxError else { return false }
            #expect(e.location.line == line && e.location.column == column, "at \(e.location)")
            #expect(e.message == message)
            return true
        }
    }

    @Test func rejectsInvalidUTF8InStrings() {
        let bytes: [UInt8] = [0x22, 0x61, 0xFF, 0x22]
        #expect(
            throws: JSONSyntaxError(location: .start, message: "the string is not valid UTF-8; save the file as UTF-8")
        ) {
            try parser.parse(bytes)
        }
    }

    @Test func skipsByteOrderMark() throws {
        let v = try parser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        #expect(v.withoutLocations == .array([.number(1)]))
        #expect(v.location == SourceLocation(line: 1, column: 1, offset: 3))
    }

    @Test func limitsNestingDepth() throws {
        let ok = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        _ = try parser.parse(ok)
        let deep = String(repeating: "[", count: 100_000)
        #expect(
            throws: JSONSyntaxError(
                location: SourceLocation(line: 1, column: 513, offset: 512),
                message: "nesting is deeper than 512 levels; flatten the document")
        ) {
            try parser.parse(deep)
        }
        let objects = String(repeating: "{\"a\":", count: 600)
        #expect(throws: JSONSyntaxError.self) { try JSONParser(maxDepth: 10).parse(objects) }
    }

    @Test func keepsDuplicateKeysInOrder() throws {
        let v = try parser.parse("{\"a\": 1, \"a\": 2}")
        #expect(v.objectMembers?.map(\.key) == ["a", "a"])
        #expect(v["a"]?.numberValue == 1)
    }
}

@Suite struct JSONWriterTests {
    static let numbers: [(Double, String)] = [
        (0.0, "0"), (-0.0, "-0"), (12, "12"), (-3, "-3"), (0.1, "0.1"), (1.0 / 3, "0.3333333333333333"),
        (1e-7, "1e-07"), (1e20, "1e+20"), (187.5, "187.5"), (123_456_789_012_345, "123456789012345"),
        (Double.leastNonzeroMagnitude, "5e-324"), (1.7976931348623157e308, "1.7976931348623157e+308"),
    ]

    @Test(arguments: numbers)
    func formatsShortestRoundTripNumbers(value: Double, text: String) throws {
        #expect(JSONWriter.format(value) == text)
        #expect(try JSONParser().parse(text).numberValue == value)
    }

    @Test func prettyPrintsWithTwoSpacesAndInlineScalarArrays() {
        let v = JSONValue.object([
            ("b", .array([.number(1), .number(2)])),
            ("a", .object([("x", .string("q\"\n\u{1}é"))])),
            ("c", .array([.object([])])),
            ("d", .array([])),
        ])
        #expect(
            JSONWriter().write(v) == """
                {
                  "b": [1, 2],
                  "a": {
                    "x": "q\\"\\n\\u0001é"
                  },
                  "c": [
                    {}
                  ],
                  "d": []
                }

                """)
    }

    @Test func writtenTextParsesBackToTheSameValue() throws {
        let text = try String(contentsOfFile: Fixtures.path("card.json"), encoding: .utf8)
        let v = try JSONParser().parse(text)
        let written = JSONWriter().write(v)
        #expect(try JSONParser().parse(written).withoutLocations == v.withoutLocations)
        // Stable: writing again gives the same bytes.
        #expect(JSONWriter().write(try JSONParser().parse(written)) == written)
    }
}

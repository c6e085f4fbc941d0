import Foundation
import Testing
import _ReelTestSupport

/// The size limits that keep the sources easy to change: no Swift file in Sources over 400
/// lines, and no function, initialiser, subscript or computed property over 60 lines unless the
/// comment above it says why it must be long (a line containing `Longer than 60 lines:`).
@Suite struct SourceSizeTests {
    static let fileLimit = 400
    static let functionLimit = 60
    static let justification = "Longer than 60 lines:"

    @Test func noSourceFileIsOverTheLimit() {
        let long = ArchitectureTests.swiftFiles(under: ["Sources"]).compactMap { file -> String? in
            let count = Self.lines(of: file.text).count
            return count > Self.fileLimit ? "\(file.path): \(count) lines" : nil
        }
        #expect(long.isEmpty, "over \(Self.fileLimit) lines: \(long)")
    }

    @Test func noFunctionIsOverTheLimitWithoutAReason() {
        var long: [String] = []
        for file in ArchitectureTests.swiftFiles(under: ["Sources"]) {
            for body in Self.bodies(in: Self.lines(of: file.text)) where body.lineCount > Self.functionLimit {
                if !body.isJustified { long.append("\(file.path):\(body.line): \(body.lineCount) lines") }
            }
        }
        #expect(long.isEmpty, "over \(Self.functionLimit) lines with no reason given: \(long)")
    }

    /// The scanner itself: it counts from the declaration to its closing brace, ignores braces in
    /// strings and comments, and sees a reason given in the comment above.
    @Test func theScannerMeasuresBodiesFromDeclarationToClosingBrace() {
        func function(_ name: String, bodyLines: Int, comment: String? = nil) -> [String] {
            (comment.map { ["/// \($0)"] } ?? []) + ["func \(name)() {"]
                + Array(repeating: "    let s = \"}{\" // {", count: bodyLines) + ["}"]
        }
        let text =
            function("a", bodyLines: 59) + function("b", bodyLines: 60)
            + function("c", bodyLines: 70, comment: "\(Self.justification) one hot loop.")
        let found = Self.bodies(in: text)
        #expect(found.map(\.lineCount) == [61, 62, 72])
        #expect(found.map(\.isJustified) == [false, false, true])
    }

    static func lines(of text: String) -> [String] {
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    struct Body {
        var line: Int
        var lineCount: Int
        var isJustified: Bool
    }

    /// Declarations that own a body: functions, initialisers, deinitialisers, subscripts and
    /// computed properties (`var x: T {` on one line).
    static let declaration = try! NSRegularExpression(
        pattern: #"^\s*(@\w+(\([^)]*\))?\s+)*((public|private|fileprivate|internal|package|static|class|override|"#
            + #"final|mutating|nonmutating|nonisolated|convenience|required)\s+)*"#
            + #"(func\s|init[?!]?\s*[(<]|deinit\b|subscript\s*[(<]|var\s+\w+\s*:[^=]*\{\s*$)"#)

    /// Each declaration's body, from its first line to the line of its closing brace, counting
    /// braces outside string literals and `//` comments.
    static func bodies(in lines: [String]) -> [Body] {
        var found: [Body] = []
        for (index, line) in lines.enumerated() {
            let range = NSRange(line.startIndex..., in: line)
            guard declaration.firstMatch(in: line, range: range) != nil,
                let end = closingLine(from: index, in: lines)
            else { continue }
            found.append(
                Body(line: index + 1, lineCount: end - index + 1, isJustified: commentAbove(index, in: lines)))
        }
        return found
    }

    static func closingLine(from start: Int, in lines: [String]) -> Int? {
        var depth = 0
        var opened = false
        for index in start..<lines.count {
            for character in code(of: lines[index]) {
                if character == "{" {
                    depth += 1
                    opened = true
                } else if character == "}" {
                    depth -= 1
                }
            }
            if opened && depth <= 0 { return index }
            if !opened && index > start + 15 { return nil }
        }
        return nil
    }

    /// The line without its string literals and its `//` comment.
    static func code(of line: String) -> String {
        var out = ""
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "/" && previous == "/" {
                out.removeLast()
                break
            } else {
                out.append(character)
            }
            previous = character
        }
        return out
    }

    static func commentAbove(_ index: Int, in lines: [String]) -> Bool {
        var line = index - 1
        while line >= 0 {
            let text = lines[line].trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("//") || text.hasPrefix("@") else { return false }
            if text.contains(justification) { return true }
            line -= 1
        }
        return false
    }
}

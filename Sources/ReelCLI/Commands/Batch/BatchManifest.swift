import Foundation
import ReelScene

/// A batch manifest: one row of values per variant, from a CSV file with a header row or a
/// JSON Lines file (one object per line; strings, numbers and booleans).
///
/// Every column is a scene parameter (`--set column=value`) except `output`, which holds the
/// row's outputs (several separated by `;`); either may use `{column}` templates.
struct BatchManifest {
    struct Row {
        /// 1-based data row number (the header is not counted).
        var number: Int
        /// The file's line where the row starts.
        var line: Int
        /// Values by column, in column order.
        var values: [(column: String, value: String)]

        func value(_ column: String) -> String? { values.first { $0.column == column }?.value }
    }

    var rows: [Row]

    /// Reads `path` (`.csv`, or `.jsonl` / `.ndjson`).
    /// - Throws: 66 when it cannot be read, 65 when it is not a manifest (naming the line).
    init(path: String) throws(CommandLineError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandLineError("cannot read the manifest '\(path)'; check the path", exitCode: .noInput)
        }
        let text = String(decoding: data, as: UTF8.self)
        let ext = (path as NSString).pathExtension.lowercased()
        switch ext {
        case "csv": rows = try Self.csv(text, path: path)
        case "jsonl", "ndjson": rows = try Self.jsonLines(text, path: path)
        default:
            throw CommandLineError(
                "cannot tell the format of the manifest '\(path)'; name it .csv (with a header row) or .jsonl",
                exitCode: .usage)
        }
    }

    /// RFC 4180 CSV: fields separated by commas, optionally in double quotes (`""` is a quote
    /// inside), records ending in LF or CRLF; the first record names the columns.
    static func csv(_ text: String, path: String) throws(CommandLineError) -> [Row] {
        let records = try csvRecords(text, path: path)
        guard let header = records.first else {
            throw CommandLineError(
                "\(path): the manifest is empty; give a header row and one row per variant", exitCode: .dataError)
        }
        let columns = header.fields.map { $0.trimmingCharacters(in: .whitespaces) }
        if let bad = columns.firstIndex(where: \.isEmpty) {
            throw CommandLineError("\(path):1: column \(bad + 1) of the header has no name", exitCode: .dataError)
        }
        if let dup = columns.first(where: { c in columns.filter { $0 == c }.count > 1 }) {
            throw CommandLineError("\(path):1: the header names the column '\(dup)' twice", exitCode: .dataError)
        }
        var rows: [Row] = []
        for (n, record) in records.dropFirst().enumerated() {
            guard record.fields.count == columns.count else {
                throw CommandLineError(
                    """
                    \(path):\(record.line): row \(n + 1) has \(record.fields.count) fields; the header has \
                    \(columns.count)
                    """,
                    exitCode: .dataError)
            }
            rows.append(Row(number: n + 1, line: record.line, values: Array(zip(columns, record.fields))))
        }
        return rows
    }

    /// The CSV text's non-empty records with the line each starts on (a leading BOM dropped).
    /// - Throws: a data error for a quoted field that is not closed.
    static func csvRecords(_ text: String, path: String) throws(CommandLineError) -> [(line: Int, fields: [String])] {
        var records: [(line: Int, fields: [String])] = []
        var field = ""
        var fields: [String] = []
        var inQuotes = false
        var line = 1
        var recordLine = 1
        var atFieldStart = true
        var chars = Array(text.unicodeScalars)
        if chars.first == "\u{FEFF}" { chars.removeFirst() }
        var i = 0
        func endRecord() {
            fields.append(field)
            if !(fields.count == 1 && fields[0].isEmpty) { records.append((recordLine, fields)) }
            fields = []
            field = ""
        }
        while i < chars.count {
            let c = chars[i]
            if inQuotes {
                if c == "\"" {
                    if i + 1 < chars.count, chars[i + 1] == "\"" {
                        field.unicodeScalars.append("\"")
                        i += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    if c == "\n" { line += 1 }
                    field.unicodeScalars.append(c)
                }
            } else if c == "\"" && atFieldStart {
                inQuotes = true
            } else if c == "," {
                fields.append(field)
                field = ""
                atFieldStart = true
                i += 1
                continue
            } else if c == "\n" || c == "\r" {
                if c == "\r", i + 1 < chars.count, chars[i + 1] == "\n" { i += 1 }
                endRecord()
                line += 1
                recordLine = line
                atFieldStart = true
                i += 1
                continue
            } else {
                field.unicodeScalars.append(c)
            }
            atFieldStart = false
            i += 1
        }
        if inQuotes {
            throw CommandLineError(
                "\(path):\(recordLine): a quoted field is not closed; end it with \"", exitCode: .dataError)
        }
        if !field.isEmpty || !fields.isEmpty { endRecord() }
        return records
    }

    /// One JSON object per non-empty line; values are strings, numbers (as written) or booleans.
    static func jsonLines(_ text: String, path: String) throws(CommandLineError) -> [Row] {
        var rows: [Row] = []
        for (i, lineText) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = lineText.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            let value: JSONValue
            do {
                value = try JSONParser().parse(trimmed)
            } catch {
                throw CommandLineError("\(path):\(i + 1): \(error)", exitCode: .dataError)
            }
            guard case .object(let members) = value.kind else {
                throw CommandLineError(
                    "\(path):\(i + 1): expected one JSON object per line, such as {\"sku\": \"A1\"}",
                    exitCode: .dataError)
            }
            var values: [(String, String)] = []
            for member in members {
                let (key, v) = (member.key, member.value)
                switch v.kind {
                case .string(let s): values.append((key, s))
                case .bool(let b): values.append((key, b ? "true" : "false"))
                case .number(let n): values.append((key, v.numberText ?? JSONWriter.format(n)))
                default:
                    throw CommandLineError(
                        "\(path):\(i + 1): field '\(key)' is \(v.briefDescription); use a string, number or boolean",
                        exitCode: .dataError)
                }
            }
            rows.append(Row(number: rows.count + 1, line: i + 1, values: values))
        }
        return rows
    }
}

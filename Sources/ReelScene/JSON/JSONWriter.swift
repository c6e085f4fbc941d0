import ReelCore

/// Writes `JSONValue`s as stable, pretty-printed JSON text.
///
/// Objects keep their members' order (so a document's declared key order survives), indents
/// are two spaces, arrays whose elements are all scalars stay on one line (`[10, 20]`), and
/// numbers use the shortest text that reads back as the same `Double`, without a fraction when
/// they are whole (`12`, `0.1`, `1e-07`). The same value always gives the same bytes.
public struct JSONWriter: Sendable {
    /// Spaces per indentation level.
    public var indent: Int

    public init(indent: Int = 2) {
        self.indent = indent
    }

    /// The text of `value`, ending with a line break.
    /// - Precondition: every number is finite (JSON has no NaN or infinity).
    public func write(_ value: JSONValue) -> String {
        var out = ""
        write(value, level: 0, into: &out)
        out += "\n"
        return out
    }

    private func write(_ value: JSONValue, level: Int, into out: inout String) {
        switch value.kind {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): out += JSONWriter.format(n)
        case .string(let s): out += JSONWriter.quote(s)
        case .array(let elements):
            if elements.isEmpty {
                out += "[]"
            } else if elements.allSatisfy(\.isScalar) {
                out += "["
                for (i, e) in elements.enumerated() {
                    if i > 0 { out += ", " }
                    write(e, level: level + 1, into: &out)
                }
                out += "]"
            } else {
                out += "[\n"
                for (i, e) in elements.enumerated() {
                    out += String(repeating: " ", count: (level + 1) * indent)
                    write(e, level: level + 1, into: &out)
                    out += i == elements.count - 1 ? "\n" : ",\n"
                }
                out += String(repeating: " ", count: level * indent) + "]"
            }
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{\n"
            for (i, m) in members.enumerated() {
                out += String(repeating: " ", count: (level + 1) * indent)
                out += JSONWriter.quote(m.key) + ": "
                write(m.value, level: level + 1, into: &out)
                out += i == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: level * indent) + "}"
        }
    }

    /// The shortest JSON text that reads back as `n`: whole numbers without a fraction.
    /// - Precondition: `n` is finite.
    public static func format(_ n: Double) -> String {
        precondition(n.isFinite, "JSON has no NaN or infinity")
        return JSONText.number(n, keepsNegativeZero: true)
    }

    /// `s` in double quotes with `"`, `\` and control characters escaped; other characters as
    /// they are (UTF-8).
    public static func quote(_ s: String) -> String { JSONText.quote(s) }
}

extension JSONValue {
    /// Whether this is neither an array nor an object.
    var isScalar: Bool {
        switch kind {
        case .array, .object: false
        default: true
        }
    }
}

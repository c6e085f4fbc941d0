import ReelCore

/// A template parameter: a name, its default, and the value in effect after `--set`.
public struct SceneParameter: Hashable, Sendable {
    /// The value kinds a parameter can have.
    public enum Value: Hashable, Sendable, CustomStringConvertible {
        case string(String)
        case number(Double)
        case bool(Bool)

        public var json: JSONValue {
            switch self {
            case .string(let s): .string(s)
            case .number(let n): .number(n)
            case .bool(let b): .bool(b)
            }
        }

        /// The value as written on a command line (`9.99`, `true`, `Hello`).
        public var description: String {
            switch self {
            case .string(let s): s
            case .number(let n): JSONWriter.format(n)
            case .bool(let b): b ? "true" : "false"
            }
        }
    }

    public var name: String
    /// The value declared in the document.
    public var defaultValue: Value
    /// The value used: the default, or what `--set name=value` gave.
    public var value: Value
    /// The value's text, as `${name}` inserts it into a longer string: a number as it was
    /// written, in the document or after `--set` (`19.90` stays `19.90`, not `19.9`), a
    /// string as it is, `true` or `false`.
    public var text: String

    /// - Parameter text: The value as written; nil for `value`'s shortest form (`19.9`).
    public init(name: String, defaultValue: Value, value: Value? = nil, text: String? = nil) {
        self.name = name
        self.defaultValue = defaultValue
        self.value = value ?? defaultValue
        self.text = text ?? self.value.description
    }
}

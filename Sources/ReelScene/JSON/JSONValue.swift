/// A parsed JSON value with the place in the text where it starts.
///
/// Objects keep their members in document order, duplicates included, so that a decoder can
/// report a duplicate key with both locations and a writer can keep a declared key order.
public struct JSONValue: Hashable, Sendable {
    /// The value itself.
    public indirect enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        /// Every JSON number, as the nearest `Double` (always finite).
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([Member])
    }

    /// One `"key": value` pair of an object.
    public struct Member: Hashable, Sendable {
        public var key: String
        /// Where the key's opening quote is.
        public var keyLocation: SourceLocation
        public var value: JSONValue

        public init(key: String, keyLocation: SourceLocation = .start, value: JSONValue) {
            self.key = key
            self.keyLocation = keyLocation
            self.value = value
        }
    }

    public var kind: Kind
    /// Where the value's first character is (`.start` for values built in code).
    public var location: SourceLocation
    /// For a number the parser read, the number as written (`19.90`); nil for values built in
    /// code. Not part of equality: `19.90` and `19.9` are the same value.
    public var numberText: String?

    public init(_ kind: Kind, at location: SourceLocation = .start) {
        self.kind = kind
        self.location = location
    }

    /// A number with the text it was written as.
    public init(number: Double, text: String, at location: SourceLocation) {
        self.init(.number(number), at: location)
        numberText = text
    }

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        a.kind == b.kind && a.location == b.location
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(location)
    }

    // MARK: - Building values in code

    public static let null = JSONValue(.null)
    public static func bool(_ b: Bool) -> JSONValue { JSONValue(.bool(b)) }
    public static func number(_ n: Double) -> JSONValue { JSONValue(.number(n)) }
    public static func string(_ s: String) -> JSONValue { JSONValue(.string(s)) }
    public static func array(_ a: [JSONValue]) -> JSONValue { JSONValue(.array(a)) }
    /// An object with members in the given order.
    public static func object(_ members: [(String, JSONValue)]) -> JSONValue {
        JSONValue(.object(members.map { Member(key: $0.0, value: $0.1) }))
    }

    // MARK: - Reading

    /// The first member named `key`, if this is an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The element at `index`, if this is an array and the index is in range.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = kind, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    public var stringValue: String? { if case .string(let s) = kind { s } else { nil } }
    public var numberValue: Double? { if case .number(let n) = kind { n } else { nil } }
    public var boolValue: Bool? { if case .bool(let b) = kind { b } else { nil } }
    public var arrayValue: [JSONValue]? { if case .array(let a) = kind { a } else { nil } }
    public var objectMembers: [Member]? { if case .object(let m) = kind { m } else { nil } }
    public var isNull: Bool { kind == .null }

    /// The same value with every location reset to `.start`, for comparing content.
    public var withoutLocations: JSONValue {
        switch kind {
        case .array(let a): JSONValue(.array(a.map(\.withoutLocations)))
        case .object(let m):
            JSONValue(.object(m.map { Member(key: $0.key, value: $0.value.withoutLocations) }))
        default: JSONValue(kind)
        }
    }

    /// A short phrase naming this value for error messages: `"fast"`, `12`, `true`, `null`,
    /// `an array`, `an object`. Long strings are shortened.
    public var briefDescription: String {
        switch kind {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return JSONWriter.format(n)
        case .string(let s):
            let short = s.count > 40 ? String(s.prefix(37)) + "…" : s
            return JSONWriter.quote(short)
        case .array(let a):
            if a.isEmpty { return "an empty array" }
            if a.count <= 6, a.allSatisfy(\.isScalar) {
                return "[" + a.map(\.briefDescription).joined(separator: ", ") + "]"
            }
            return "an array of \(a.count) values"
        case .object: return "an object"
        }
    }
}

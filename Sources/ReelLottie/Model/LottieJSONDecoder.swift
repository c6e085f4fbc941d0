import ReelScene

/// Decodes Lottie's typed models (`Decodable`, with coding keys) from a parsed JSON value,
/// leniently, as Lottie players read files:
///
/// - a value of the wrong type reads as absent: `decodeIfPresent` gives nil and an object's
///   fields read from anything else as all absent, so one malformed value never loses a file;
/// - a number may be written as a bool (1 or 0) or as an array whose first element is it, and a
///   list of numbers (`[Double]`) as one number;
/// - every model can ask where it is in the file (`Decoder.lottieSite`), for warnings that
///   name the JSON path, line and column.
///
/// Decoding never throws for a model whose fields are all optional; a required field of the
/// wrong type throws `DecodingError`, which `decodeIfPresent` turns into nil.
struct LottieJSONDecoder: Decoder {
    let value: JSONValue
    let site: LottieSite

    init(_ value: JSONValue, path: JSONPath = .root) {
        self.value = value
        site = LottieSite(path: path, location: value.location)
    }

    var codingPath: [any CodingKey] { site.path.components.map(LottieCodingKey.init) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes `type` from `value` at `path`.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, path: JSONPath = .root) throws -> T {
        try LottieJSONDecoder(value, path: path).decodeValue(type)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, members: value.objectMembers ?? []))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let elements = value.arrayValue else { throw mismatch([Any].self) }
        return UnkeyedContainer(decoder: self, elements: elements)
    }

    func singleValueContainer() -> any SingleValueDecodingContainer { SingleValueContainer(decoder: self) }

    /// The decoder of `value` at `component` below this one.
    func child(_ value: JSONValue, _ component: JSONPath.Component) -> LottieJSONDecoder {
        LottieJSONDecoder(value, path: JSONPath(site.path.components + [component]))
    }

    func mismatch(_ type: Any.Type) -> DecodingError {
        DecodingError.typeMismatch(
            type, DecodingError.Context(codingPath: codingPath, debugDescription: "found \(value.briefDescription)"))
    }

    /// `type` read with Lottie's leniency for numbers and lists of numbers.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == Double.self { return try Self.number(value).map { $0 as! T } ?? { throw mismatch(T.self) }() }
        if T.self == [Double].self {
            return try Self.numbers(value).map { $0 as! T } ?? { throw mismatch(T.self) }()
        }
        if T.self == Int.self { return try Self.int(value).map { $0 as! T } ?? { throw mismatch(T.self) }() }
        if T.self == Bool.self { return try Self.flag(value).map { $0 as! T } ?? { throw mismatch(T.self) }() }
        if T.self == String.self { return try value.stringValue.map { $0 as! T } ?? { throw mismatch(T.self) }() }
        // Other numbers are not in Lottie's models (and would come back here from their `init(from:)`).
        if T.self is any Numeric.Type { throw mismatch(T.self) }
        return try T(from: self)
    }

    /// A flag: `true`/`false`, or a number other than 0.
    static func flag(_ v: JSONValue) -> Bool? { v.boolValue ?? number(v).map { $0 != 0 } }

    /// A number, or a bool as 1 or 0, or the first element of an array when it is a number.
    static func number(_ v: JSONValue) -> Double? {
        if let n = v.numberValue { return n }
        if let b = v.boolValue { return b ? 1 : 0 }
        if let a = v.arrayValue, let n = a.first?.numberValue { return n }
        return nil
    }

    /// A list of numbers, or one number as a list of one.
    static func numbers(_ v: JSONValue) -> [Double]? {
        if let n = v.numberValue { return [n] }
        guard let a = v.arrayValue else { return nil }
        let ns = a.compactMap(\.numberValue)
        return ns.count == a.count ? ns : nil
    }

    /// A number truncated towards zero; nil beyond `Int`'s range.
    static func int(_ v: JSONValue) -> Int? {
        guard let n = number(v), n.magnitude < 0x1p63 else { return nil }
        return Int(n)
    }
}

/// Where a model or value is in the Lottie file.
struct LottieSite: Hashable, Sendable {
    var path: JSONPath
    var location: SourceLocation?

}

extension Decoder {
    /// Where the value being decoded is in the file (the root for other decoders).
    var lottieSite: LottieSite { (self as? LottieJSONDecoder)?.site ?? LottieSite(path: .root, location: nil) }

    /// The JSON value being decoded, for the models whose shape varies by value (`null` for
    /// other decoders).
    var lottieJSON: JSONValue { (self as? LottieJSONDecoder)?.value ?? .null }
}

struct LottieCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
    init(_ component: JSONPath.Component) {
        switch component {
        case .key(let k): self.init(stringValue: k)
        case .index(let i): self.init(intValue: i)
        }
    }
}

extension LottieJSONDecoder {
    /// An object's members; anything that is not an object reads as one with none. The first
    /// member of a name wins, as `JSONValue`'s subscript reads it.
    struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: LottieJSONDecoder
        let members: [JSONValue.Member]

        var codingPath: [any CodingKey] { decoder.codingPath }
        var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

        func contains(_ key: Key) -> Bool { members.contains { $0.key == key.stringValue } }

        private func child(_ key: Key) throws -> LottieJSONDecoder {
            guard let m = members.first(where: { $0.key == key.stringValue }) else {
                throw DecodingError.keyNotFound(
                    key, DecodingError.Context(codingPath: codingPath, debugDescription: "no member"))
            }
            return decoder.child(m.value, .key(key.stringValue))
        }

        func decodeNil(forKey key: Key) throws -> Bool { try child(key).value.isNull }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            try child(key).decodeValue(type)
        }

        /// nil when the member is absent or of the wrong type.
        func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try present(type, key) }

        private func present<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
            guard contains(key) else { return nil }
            return try? child(key).decodeValue(type)
        }

        // The standard library's defaults for these throw on a value of the wrong type.
        func decodeIfPresent(_ t: Bool.Type, forKey key: Key) throws -> Bool? { try present(t, key) }
        func decodeIfPresent(_ t: String.Type, forKey key: Key) throws -> String? { try present(t, key) }
        func decodeIfPresent(_ t: Double.Type, forKey key: Key) throws -> Double? { try present(t, key) }
        func decodeIfPresent(_ t: Float.Type, forKey key: Key) throws -> Float? { try present(t, key) }
        func decodeIfPresent(_ t: Int.Type, forKey key: Key) throws -> Int? { try present(t, key) }
        func decodeIfPresent(_ t: Int8.Type, forKey key: Key) throws -> Int8? { try present(t, key) }
        func decodeIfPresent(_ t: Int16.Type, forKey key: Key) throws -> Int16? { try present(t, key) }
        func decodeIfPresent(_ t: Int32.Type, forKey key: Key) throws -> Int32? { try present(t, key) }
        func decodeIfPresent(_ t: Int64.Type, forKey key: Key) throws -> Int64? { try present(t, key) }
        func decodeIfPresent(_ t: UInt.Type, forKey key: Key) throws -> UInt? { try present(t, key) }
        func decodeIfPresent(_ t: UInt8.Type, forKey key: Key) throws -> UInt8? { try present(t, key) }
        func decodeIfPresent(_ t: UInt16.Type, forKey key: Key) throws -> UInt16? { try present(t, key) }
        func decodeIfPresent(_ t: UInt32.Type, forKey key: Key) throws -> UInt32? { try present(t, key) }
        func decodeIfPresent(_ t: UInt64.Type, forKey key: Key) throws -> UInt64? { try present(t, key) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try child(key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try child(key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { decoder }
        func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
    }

    struct UnkeyedContainer: UnkeyedDecodingContainer {
        let decoder: LottieJSONDecoder
        let elements: [JSONValue]
        var currentIndex = 0

        init(decoder: LottieJSONDecoder, elements: [JSONValue]) {
            self.decoder = decoder
            self.elements = elements
        }

        var codingPath: [any CodingKey] { decoder.codingPath }
        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private mutating func next() throws -> LottieJSONDecoder {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    Any.self, DecodingError.Context(codingPath: codingPath, debugDescription: "past the end"))
            }
            defer { currentIndex += 1 }
            return decoder.child(elements[currentIndex], .index(currentIndex))
        }

        mutating func decodeNil() throws -> Bool {
            guard !isAtEnd, elements[currentIndex].isNull else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decodeValue(type) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try next().container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try next().unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder { try next() }
    }

    struct SingleValueContainer: SingleValueDecodingContainer {
        let decoder: LottieJSONDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool { decoder.value.isNull }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type) }
    }
}

/// A value with where it is in the file, for warnings about it: `value` is nil when the
/// member is there but of the wrong type.
struct Located<Value: Decodable & Sendable>: Decodable, Sendable {
    var value: Value?
    var site: LottieSite

    init(from decoder: any Decoder) throws {
        site = decoder.lottieSite
        value = try? decoder.singleValueContainer().decode(Value.self)
    }
}

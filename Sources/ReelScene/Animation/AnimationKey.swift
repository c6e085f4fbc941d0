import ReelCore

/// One member of an animation object as a document spells it: its key, how it is read into the
/// animation and how it is written from it.
///
/// Each animation kind has one table of these (`AnimationTables`): decoding
/// (`SceneDecoder.decodeAnimation`) reads the members in table order, encoding
/// (`AnimationEncoder`) writes them in table order, and the lists of known keys are the tables'
/// keys, so a member added to a table is read, written and known alike (as `SceneLayerKey` is
/// for layers).
struct AnimationKey<A>: @unchecked Sendable {
    // @unchecked Sendable: immutable; the closures capture only key paths and constant values.
    /// The JSON key, as Core Animation names the property (`"additive"` for `isAdditive`).
    let key: String
    /// Reads the member's JSON value into the animation; nil for a member read before the table
    /// because the others depend on it (`keyPath` and `valueFunction` say how values read).
    let decode: ((AnimationReading, JSONValue, JSONPath, inout A) -> Void)?
    /// The member's JSON value, or nil when it is not written (a default, or a key only read).
    let encode: (A) -> JSONValue?

    init(
        _ key: String, decode: ((AnimationReading, JSONValue, JSONPath, inout A) -> Void)?,
        encode: @escaping (A) -> JSONValue?
    ) {
        self.key = key
        self.decode = decode
        self.encode = encode
    }

    /// A member stored at `keyPath`: read with `read` (nothing is set when it fails), written with
    /// `write` when it differs from `defaultValue`.
    static func field<V: Equatable>(
        _ key: String, _ keyPath: WritableKeyPath<A, V>, default defaultValue: V,
        read: @escaping (AnimationReading, JSONValue, JSONPath) -> V?, write: @escaping (V) -> JSONValue
    ) -> AnimationKey {
        nonisolated(unsafe) let kp = keyPath  // key paths are immutable values
        return AnimationKey(
            key, decode: { r, v, p, a in if let value = read(r, v, p) { a[keyPath: kp] = value } },
            encode: { a in a[keyPath: kp] != defaultValue ? write(a[keyPath: kp]) : nil })
    }

    /// An optional member stored at `keyPath`, written when set. `null` leaves it unset when
    /// `nullIsUnset`; otherwise the value read (nil when it fails) replaces it.
    static func optional<V>(
        _ key: String, _ keyPath: WritableKeyPath<A, V?>, nullIsUnset: Bool = false,
        read: @escaping (AnimationReading, JSONValue, JSONPath) -> V?, write: @escaping (V) -> JSONValue
    ) -> AnimationKey {
        nonisolated(unsafe) let kp = keyPath  // key paths are immutable values
        return AnimationKey(
            key,
            decode: { r, v, p, a in
                if nullIsUnset && v.isNull { return }
                a[keyPath: kp] = read(r, v, p)
            }, encode: { a in a[keyPath: kp].map(write) })
    }

    /// A Boolean member, written when it differs from `defaultValue`.
    static func flag(_ key: String, _ keyPath: WritableKeyPath<A, Bool>, default defaultValue: Bool) -> AnimationKey {
        field(key, keyPath, default: defaultValue, read: { r, v, p in r.context.readBool(v, p) }, write: JSONValue.bool)
    }

    /// A number member in `range`, written when it differs from `defaultValue`.
    static func number(
        _ key: String, _ keyPath: WritableKeyPath<A, Double>, _ range: DecodingContext.NumberRange,
        default defaultValue: Double
    ) -> AnimationKey {
        field(
            key, keyPath, default: defaultValue, read: { r, v, p in r.context.readNumber(v, p, range) },
            write: JSONValue.number)
    }

    /// An array of numbers (`keyTimes`, `tensionValues`, …), written when set.
    static func numbers(_ key: String, _ keyPath: WritableKeyPath<A, [Double]?>) -> AnimationKey {
        optional(
            key, keyPath, read: { r, v, p in r.decoder.readNumberArray(v, p) },
            write: { .array($0.map(JSONValue.number)) })
    }
}

extension AnimationKey where A: PropertyAnimation {
    /// `CAPropertyAnimation`'s members around a kind's own `members`: `keyPath` first, then the
    /// kind's, then `additive`, `cumulative` and `valueFunction`. `keyPath` and `valueFunction`
    /// are read before the table (the values depend on them).
    static func property(_ members: [AnimationKey]) -> [AnimationKey] {
        [AnimationKey("keyPath", decode: nil, encode: { .string($0.keyPath) })] + members + [
            flag("additive", \.isAdditive, default: false),
            flag("cumulative", \.isCumulative, default: false),
            AnimationKey("valueFunction", decode: nil, encode: { $0.valueFunction.map { .string($0.rawValue) } }),
        ]
    }
}

extension AnimationKey where A: FromToByAnimation {
    /// `fromValue`, `toValue` and `byValue`, values of the animated property.
    static var endpoints: [AnimationKey] {
        [value("fromValue", \.fromValue), value("toValue", \.toValue), value("byValue", \.byValue)]
    }

    /// A value of the animated property (or of the value function's input), written when set;
    /// not read when the key path is unknown.
    static func value(_ key: String, _ keyPath: WritableKeyPath<A, (any AnimatableValue)?>) -> AnimationKey {
        nonisolated(unsafe) let kp = keyPath  // key paths are immutable values
        return AnimationKey(
            key, decode: { r, v, p, a in if let value = r.value(v, p) { a[keyPath: kp] = value } },
            encode: { a in a[keyPath: kp].map(AnimatableValueCoding.encode) })
    }
}

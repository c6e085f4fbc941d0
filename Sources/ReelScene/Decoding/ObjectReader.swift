import ReelCore

/// Reads the keys of one JSON object, remembering which were read, so that the rest can be
/// reported as unknown with a suggestion.
struct ObjectReader {
    let context: DecodingContext
    let path: JSONPath
    let value: JSONValue
    private(set) var members: [JSONValue.Member]
    private var first: [String: JSONValue.Member] = [:]

    init(context: DecodingContext, path: JSONPath, value: JSONValue, members: [JSONValue.Member]) {
        self.context = context
        self.path = path
        self.value = value
        self.members = members
        for m in members {
            if let earlier = first[m.key] {
                context.report(
                    .duplicate, path.appending(m.key), m.keyLocation,
                    "duplicate key \(JSONWriter.quote(m.key)) (first at \(earlier.keyLocation)); remove one")
            } else {
                first[m.key] = m
            }
        }
    }

    /// Whether the object has `key`.
    func has(_ key: String) -> Bool { first[key] != nil }

    /// The value of `key` and its path, if present.
    func member(_ key: String) -> (value: JSONValue, path: JSONPath)? {
        guard let m = first[key] else { return nil }
        return (m.value, path.appending(key))
    }

    /// Reads `key` with `read` if present.
    func read<T>(_ key: String, _ read: (JSONValue, JSONPath) -> T?) -> T? {
        guard let (v, p) = member(key) else { return nil }
        return read(v, p)
    }

    /// Reports a missing required key.
    func require(_ key: String, example: String) {
        if !has(key) {
            context.report(
                .missingKey, path, value.location, "missing required key \(JSONWriter.quote(key)); add \(example)")
        }
    }

    /// Reports every key not in `known` as unknown, suggesting the nearest known key.
    /// `misplaced` maps keys that belong elsewhere to an explanation.
    func rejectUnknownKeys(known: [String], misplaced: [String: String] = [:]) {
        let knownSet = Set(known)
        var seen = Set<String>()
        for m in members where !knownSet.contains(m.key) && seen.insert(m.key).inserted {
            let keyPath = path.appending(m.key)
            if let why = misplaced[m.key] {
                context.report(.unknownKey, keyPath, m.keyLocation, "\(JSONWriter.quote(m.key)) \(why)")
            } else if let near = Suggestion.nearest(to: m.key, in: known) {
                context.report(
                    .unknownKey, keyPath, m.keyLocation,
                    "unknown key \(JSONWriter.quote(m.key)): did you mean \(JSONWriter.quote(near))?")
            } else {
                context.report(
                    .unknownKey, keyPath, m.keyLocation,
                    "unknown key \(JSONWriter.quote(m.key)); known keys here: \(known.joined(separator: ", "))")
            }
        }
    }
}

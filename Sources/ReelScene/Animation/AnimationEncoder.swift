import ReelCore

/// Writing animations: `"type"` (none for a basic animation) and `"key"`, then the kind's
/// members from its table (`AnimationTables`), then the timing every kind has.
enum AnimationEncoder {
    static func encode(_ a: SceneAnimation) -> JSONValue {
        encode(a.animation, key: a.key)
    }

    static func encode(_ animation: any Animation, key: String?) -> JSONValue {
        var m: [(String, JSONValue)] = []
        func head(_ kind: SceneDecoder.AnimationKind?) {
            if let kind { m.append(("type", .string(kind.rawValue))) }
            if let key { m.append(("key", .string(key))) }
        }
        func members<A>(_ a: A, _ table: [AnimationKey<A>]) {
            for entry in table { if let value = entry.encode(a) { m.append((entry.key, value)) } }
        }
        switch animation {
        case let b as BasicAnimation:
            head(nil)
            members(b, AnimationTables.basic)
        case let s as SpringAnimation:
            head(.spring)
            members(s, AnimationTables.spring)
        case let k as KeyframeAnimation:
            head(.keyframe)
            members(k, AnimationTables.keyframe)
        case let t as Transition:
            head(.transition)
            members(t, AnimationTables.transition)
        case let g as AnimationGroup:
            head(.group)
            members(g, AnimationTables.group)
        default:
            // Not one of the kinds: written so that reading it back names the problem.
            m.append(("type", .string(String(describing: type(of: animation)))))
        }
        members(animation.timing, AnimationTables.timing)
        return .object(m)
    }

    static func timingFunction(_ f: TimingFunction) -> JSONValue {
        if let name = f.name { return .string(name) }
        return .array([f.c1x, f.c1y, f.c2x, f.c2y].map(JSONValue.number))
    }
}

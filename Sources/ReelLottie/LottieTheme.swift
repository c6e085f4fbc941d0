import ReelCore
import ReelScene

/// A dotLottie theme (`t/ID.json`): rules that give slotted properties new values.
///
/// A rule `{"id": "brand", "type": "Color", "value": [0, 0.5, 1]}` (or `"keyframes"`: `frame`,
/// `value`, optional `inTangent`, `outTangent`, `hold`) becomes the animation's slot `brand`,
/// so every property with `"sid": "brand"` takes it. Rules with `"animations"` apply only to
/// those. Color, Scalar, Position and Vector rules are applied; others (Text, Image, Gradient)
/// are reported as warnings. A version 1 theme, a Lottie `slots` object, is merged as it is.
struct LottieTheme {
    let theme: JSONValue
    /// The theme's entry in the archive, for warnings.
    let entry: String

    init(_ theme: JSONValue, entry: String) {
        self.theme = theme
        self.entry = entry
    }

    /// The animation with the theme's slots, and a warning per rule not applied.
    func apply(to root: JSONValue, animation: String) -> (JSONValue, [LottieWarning]) {
        var slots = root["slots"]?.objectMembers ?? []
        var warnings: [LottieWarning] = []
        func set(_ id: String, _ property: JSONValue) {
            let slot = JSONValue.object([("p", property)])
            if let i = slots.firstIndex(where: { $0.key == id }) {
                slots[i] = JSONValue.Member(key: id, value: slot)
            } else {
                slots.append(JSONValue.Member(key: id, value: slot))
            }
        }
        if let rules = theme["rules"]?.arrayValue {
            for (n, rule) in rules.enumerated() {
                guard let id = rule["id"]?.stringValue else { continue }
                if let only = rule["animations"]?.arrayValue, !only.contains(where: { $0.stringValue == animation }) {
                    continue
                }
                if let property = Self.property(rule) {
                    set(id, property)
                } else {
                    let type = rule["type"]?.stringValue ?? "untyped"
                    warnings.append(
                        LottieWarning(
                            path: JSONPath.root.appending("rules").appending(n), location: rule.location,
                            message: "\(entry): theme rule '\(id)' (\(type)) is not applied; Reel applies Color, "
                                + "Scalar, Position and Vector rules"))
                }
            }
        } else if let members = theme.objectMembers {
            for m in members { set(m.key, m.value["p"] ?? m.value) }
        }
        return (root.replacingMember("slots", with: JSONValue(.object(slots))), warnings)
    }

    /// A rule's value as a Lottie animatable property, nil when Reel cannot apply it.
    static func property(_ rule: JSONValue) -> JSONValue? {
        guard let type = rule["type"]?.stringValue, ["Color", "Scalar", "Position", "Vector"].contains(type) else {
            return nil
        }
        if let keyframes = rule["keyframes"]?.arrayValue, !keyframes.isEmpty {
            var out: [JSONValue] = []
            for k in keyframes {
                guard let frame = k["frame"]?.numberValue, let value = numbers(k["value"]) else { return nil }
                var m: [(String, JSONValue)] = [("t", .number(frame)), ("s", value)]
                m.append(("o", k["outTangent"] ?? .object([("x", .number(0)), ("y", .number(0))])))
                m.append(("i", k["inTangent"] ?? .object([("x", .number(1)), ("y", .number(1))])))
                if k["hold"]?.boolValue == true { m.append(("h", .number(1))) }
                out.append(.object(m))
            }
            return .object([("a", .number(1)), ("k", .array(out))])
        }
        guard let value = numbers(rule["value"]) else { return nil }
        return .object([("a", .number(0)), ("k", value)])
    }

    /// A number or an array of numbers, as an array.
    private static func numbers(_ v: JSONValue?) -> JSONValue? {
        guard let v else { return nil }
        if let n = v.numberValue { return .array([.number(n)]) }
        if let a = v.arrayValue, !a.isEmpty, a.allSatisfy({ $0.numberValue != nil }) { return v }
        return nil
    }
}

import Foundation

@testable import ReelScene

/// A JSON Schema (draft 2020-12) validator for the keywords docs/scene.schema.json uses:
/// `$ref` (local), `type`, `const`, `enum`, `anyOf`, `allOf`, `not`, `if`/`then`/`else`,
/// `properties`, `additionalProperties`, `unevaluatedProperties: false`, `required`,
/// `propertyNames`, `items`, `prefixItems`, `minItems`, `maxItems`, `minimum`, `maximum`,
/// `exclusiveMinimum`, `minLength`, `pattern`. An unknown keyword is itself an error, so the
/// schema cannot silently use more than this checks.
struct SchemaValidator {
    let root: JSONValue

    static let annotations: Set<String> = ["$schema", "$id", "title", "description", "default", "$defs"]
    static let keywords: Set<String> = [
        "$ref", "type", "const", "enum", "anyOf", "allOf", "not", "if", "then", "else", "properties",
        "additionalProperties", "unevaluatedProperties", "required", "propertyNames", "items", "prefixItems",
        "minItems", "maxItems", "minimum", "maximum", "exclusiveMinimum", "minLength", "pattern",
    ]

    /// The problems with `value`, as `path: message` (empty when it validates).
    func validate(_ value: JSONValue) -> [String] {
        var errors: [String] = []
        _ = check(value, root, "$", &errors)
        return errors
    }

    /// Validates and returns the object keys this schema evaluated (for unevaluatedProperties).
    private func check(_ value: JSONValue, _ schema: JSONValue, _ path: String, _ errors: inout [String]) -> Set<String>
    {
        if let b = schema.boolValue {
            if !b { errors.append("\(path): not allowed") }
            return []
        }
        guard let members = schema.objectMembers else {
            errors.append("\(path): schema is not an object")
            return []
        }
        var evaluated = Set<String>()
        for m in members where !Self.keywords.contains(m.key) && !Self.annotations.contains(m.key) {
            errors.append("\(path): the validator does not know the keyword \(m.key)")
        }
        if let ref = schema["$ref"]?.stringValue {
            evaluated.formUnion(check(value, resolve(ref), path, &errors))
        }
        if let type = schema["type"] {
            let types = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue ?? ""]
            if !types.contains(where: { Self.hasType(value, $0) }) {
                errors.append("\(path): expected \(types.joined(separator: " or ")), got \(value.briefDescription)")
            }
        }
        if let c = schema["const"], c.withoutLocations != value.withoutLocations {
            errors.append("\(path): expected \(c.briefDescription)")
        }
        if let e = schema["enum"]?.arrayValue, !e.contains(where: { $0.withoutLocations == value.withoutLocations }) {
            errors.append("\(path): \(value.briefDescription) is not one of the allowed values")
        }
        if let all = schema["allOf"]?.arrayValue {
            for s in all { evaluated.formUnion(check(value, s, path, &errors)) }
        }
        if let any = schema["anyOf"]?.arrayValue {
            var matched = false
            for s in any {
                var e: [String] = []
                let keys = check(value, s, path, &e)
                if e.isEmpty {
                    matched = true
                    evaluated.formUnion(keys)
                }
            }
            if !matched { errors.append("\(path): \(value.briefDescription) matches none of anyOf") }
        }
        if let not = schema["not"] {
            var e: [String] = []
            _ = check(value, not, path, &e)
            if e.isEmpty { errors.append("\(path): must not match a 'not' schema") }
        }
        if let condition = schema["if"] {
            var e: [String] = []
            let keys = check(value, condition, path, &e)
            if e.isEmpty {
                evaluated.formUnion(keys)
                if let then = schema["then"] { evaluated.formUnion(check(value, then, path, &errors)) }
            } else if let otherwise = schema["else"] {
                evaluated.formUnion(check(value, otherwise, path, &errors))
            }
        }
        if let object = value.objectMembers {
            let properties = schema["properties"]?.objectMembers ?? []
            for m in object {
                if let p = properties.first(where: { $0.key == m.key }) {
                    evaluated.insert(m.key)
                    _ = check(m.value, p.value, path + "." + m.key, &errors)
                } else if let additional = schema["additionalProperties"] {
                    evaluated.insert(m.key)
                    _ = check(m.value, additional, path + "." + m.key, &errors)
                }
            }
            for r in schema["required"]?.arrayValue ?? [] {
                if let key = r.stringValue, !object.contains(where: { $0.key == key }) {
                    errors.append("\(path): missing required \(key)")
                }
            }
            if let names = schema["propertyNames"] {
                for m in object { _ = check(.string(m.key), names, path + "[key " + m.key + "]", &errors) }
            }
            if schema["unevaluatedProperties"]?.boolValue == false {
                for m in object where !evaluated.contains(m.key) {
                    errors.append("\(path): unevaluated property \(m.key)")
                }
            }
        }
        if let array = value.arrayValue {
            let prefix = schema["prefixItems"]?.arrayValue ?? []
            for (i, e) in array.enumerated() {
                if i < prefix.count {
                    _ = check(e, prefix[i], "\(path)[\(i)]", &errors)
                } else if let items = schema["items"] {
                    _ = check(e, items, "\(path)[\(i)]", &errors)
                }
            }
            if let n = schema["minItems"]?.numberValue, Double(array.count) < n {
                errors.append("\(path): too few items")
            }
            if let n = schema["maxItems"]?.numberValue, Double(array.count) > n {
                errors.append("\(path): too many items")
            }
        }
        if let n = value.numberValue {
            if let m = schema["minimum"]?.numberValue, n < m { errors.append("\(path): \(n) < \(m)") }
            if let m = schema["maximum"]?.numberValue, n > m { errors.append("\(path): \(n) > \(m)") }
            if let m = schema["exclusiveMinimum"]?.numberValue, n <= m { errors.append("\(path): \(n) ≤ \(m)") }
        }
        if let s = value.stringValue {
            if let m = schema["minLength"]?.numberValue, Double(s.unicodeScalars.count) < m {
                errors.append("\(path): too short")
            }
            if let p = schema["pattern"]?.stringValue {
                let regex = try! NSRegularExpression(pattern: p)
                if regex.firstMatch(in: s, range: NSRange(s.startIndex..., in: s)) == nil {
                    errors.append("\(path): \(JSONWriter.quote(s)) does not match \(p)")
                }
            }
        }
        return evaluated
    }

    private func resolve(_ ref: String) -> JSONValue {
        precondition(ref.hasPrefix("#/"), "only local references")
        var v = root
        for part in ref.dropFirst(2).split(separator: "/") { v = v[String(part)]! }
        return v
    }

    static func hasType(_ v: JSONValue, _ type: String) -> Bool {
        switch (type, v.kind) {
        case ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("null", .null),
            ("number", .number):
            return true
        case ("integer", .number(let n)): return n == n.rounded()
        default: return false
        }
    }
}

import ReelCore

/// `"params"`: a document's named values, their defaults and `--set` overrides.
extension SceneDecoder {
    func decodeParams(_ value: JSONValue, _ path: JSONPath) -> [SceneParameter] {
        guard let members = value.objectMembers else {
            context.expected("an object of parameter defaults {\"title\": \"Hello\", …}", got: value, at: path)
            return []
        }
        _ = ObjectReader(context: context, path: path, value: value, members: members)  // duplicates
        var seen = Set<String>()
        var params: [SceneParameter] = []
        for m in members where seen.insert(m.key).inserted {
            let p = path.appending(m.key)
            guard JSONPath.isIdentifier(m.key) else {
                context.report(
                    .type, p, m.keyLocation,
                    """
                    parameter names are letters, digits and _ (not starting with a digit), got \
                    \(JSONWriter.quote(m.key))
                    """
                )
                continue
            }
            let v: SceneParameter.Value
            switch m.value.kind {
            case .string(let s): v = .string(s)
            case .number(let n): v = .number(n)
            case .bool(let b): v = .bool(b)
            default:
                context.expected("a default value (string, number or true/false)", got: m.value, at: p)
                continue
            }
            params.append(SceneParameter(name: m.key, defaultValue: v, text: m.value.numberText))
        }
        return params
    }

    func applyOverrides(_ params: inout [SceneParameter]) {
        for o in options.overrides {
            let path = JSONPath.root.appending("params").appending(o.name)
            guard let i = params.firstIndex(where: { $0.name == o.name }) else {
                var message = "--set \(o.name)=…: the document has no parameter \(JSONWriter.quote(o.name))"
                if let near = Suggestion.nearest(to: o.name, in: params.map(\.name)) {
                    message += "; did you mean \(JSONWriter.quote(near))?"
                } else if params.isEmpty {
                    message += "; it declares no \"params\""
                } else {
                    message += "; it declares " + params.map(\.name).joined(separator: ", ")
                }
                context.report(.reference, path, nil, message)
                continue
            }
            switch params[i].defaultValue {
            case .string:
                params[i].value = .string(o.value)
                params[i].text = o.value
            case .number:
                if let n = Double(o.value), n.isFinite {
                    params[i].value = .number(n)
                    params[i].text = o.value  // as typed: `--set price=19.90` shows 19.90
                } else {
                    context.report(
                        .type, path, nil,
                        "--set \(o.name)=\(o.value): expected a number (the default is \(params[i].defaultValue))")
                }
            case .bool:
                if o.value == "true" || o.value == "false" {
                    params[i].value = .bool(o.value == "true")
                    params[i].text = o.value
                } else {
                    context.report(.type, path, nil, "--set \(o.name)=\(o.value): expected true or false")
                }
            }
        }
    }
}

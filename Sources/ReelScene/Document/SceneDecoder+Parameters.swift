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

/// Bound properties (`SceneLayer.parameterBindings`) of a document built in code, set from the
/// parameters the context declares as decoding sets `"key": "$name"`.
extension SceneDecoder {
    /// Sets every bound property of `layer`, its mask and its sublayers, `path` being where
    /// the layer is in the written document; a key the layer does not have is reported as
    /// decoding reports it, and a key that is no property (`"sublayers"`) as not bindable.
    func resolveBindings(_ layer: inout SceneLayer, _ path: JSONPath) {
        var unmatched = layer.parameterBindings
        for key in SceneLayerKey.all where key.applies(to: layer.state.kind) {
            guard let name = unmatched.removeValue(forKey: key.key) else { continue }
            let p = path.appending(key.key)
            guard JSONPath.isIdentifier(name) else {
                context.report(
                    .reference, p, nil,
                    """
                    \(JSONWriter.quote(name)) cannot be a parameter's name: parameter names are letters, digits \
                    and _ (not starting with a digit)
                    """
                )
                continue
            }
            key.decode(self, .parameterReference(name), p, &layer.state)
        }
        if !unmatched.isEmpty { rejectBindings(unmatched.keys.sorted(), of: layer.state.kind, path) }
        if var mask = layer.mask {
            resolveBindings(&mask, path.appending("mask"))
            layer.mask = mask
        }
        for i in layer.sublayers.indices {
            resolveBindings(&layer.sublayers[i], path.appending("sublayers").appending(i))
        }
    }

    /// The layers a change inserts or sets as a mask, resolved as ``resolveBindings(_:_:)``.
    func resolveBindings(_ change: inout SceneChange, _ path: JSONPath) {
        switch change.action {
        case .insertSublayer(var layer, let index):
            resolveBindings(&layer, path.appending("insertSublayer"))
            change.action = .insertSublayer(layer, index: index)
        case .setMask(.some(var layer)):
            resolveBindings(&layer, path.appending("setMask"))
            change.action = .setMask(layer)
        default:
            break
        }
    }

    /// Reports bound `keys` that a layer of `kind` has no property for.
    private func rejectBindings(_ keys: [String], of kind: LayerKind, _ path: JSONPath) {
        let layerKeys = Self.layerKeys(of: kind)
        let properties = SceneLayerKey.all.filter { $0.applies(to: kind) }.map(\.key)
        var misplaced = layerKeys.misplaced
        for key in layerKeys.known where !properties.contains(key) {
            misplaced[key] = "is not a property that a parameter can give"
        }
        let members = keys.map { JSONValue.Member(key: $0, value: .null) }
        ObjectReader(context: context, path: path, value: .null, members: members)
            .rejectUnknownKeys(known: properties, misplaced: misplaced)
    }
}

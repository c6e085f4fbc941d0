import ReelCore

/// Reading `"changes"`, and checking that every layer and animation they name exists at the
/// time of the change.
extension SceneDecoder {
    static let changeKeys = [
        "time", "layer", "set", "setState", "addAnimation", "removeAnimation", "insertSublayer", "index",
        "removeSublayer", "setMask",
    ]
    static let actionKeys = [
        "set", "setState", "addAnimation", "removeAnimation", "insertSublayer", "removeSublayer", "setMask",
    ]

    /// A decoded change with the places its references came from, for messages.
    struct LocatedChange {
        var change: SceneChange
        var path: JSONPath
        var layerLocation: SourceLocation?
        var actionPath: JSONPath
        var actionLocation: SourceLocation?
    }

    func decodeChanges(_ value: JSONValue, _ path: JSONPath, layers: [SceneLayer], duration: Double, count: inout Int)
        -> [SceneChange]
    {
        guard let elements = value.arrayValue else {
            context.expected("an array of timed changes", got: value, at: path)
            return []
        }
        var located: [LocatedChange] = []
        for (i, e) in elements.enumerated() {
            located += decodeChange(e, path.appending(i), count: &count)
        }
        // Stable by time, as a Timeline orders them.
        located = located.enumerated().sorted {
            ($0.element.change.time, $0.offset) < ($1.element.change.time, $1.offset)
        }
        .map(\.element)
        checkReferences(located, layers: layers)
        return located.map(\.change)
    }

    func decodeChange(_ value: JSONValue, _ path: JSONPath, count: inout Int) -> [LocatedChange] {
        guard let o = context.object(value, path, "a timed change {\"time\": …, \"layer\": …, \"set\": {…}}") else {
            return []
        }
        let c = context
        o.require("time", example: "\"time\": seconds from the start")
        o.require("layer", example: "\"layer\": \"name/of/layer\" (or \"/\" for the canvas)")
        let time = o.read("time") { v, p in
            c.readNumber(
                v, p,
                DecodingContext.NumberRange(lower: 0, upper: SceneLimits.maxDuration, phrase: "a number of seconds ≥ 0")
            )
        }
        let layer = o.read("layer") { v, p in
            c.readNonEmptyString(v, p, "a layer name path such as \"card/avatar\", \"/\" or \"#3\"")
        }
        let layerLocation = o.member("layer")?.value.location
        let actions = Self.actionKeys.filter { o.has($0) }
        if actions.count != 1 {
            let what = actions.isEmpty ? "no action" : "several actions (" + actions.joined(separator: ", ") + ")"
            c.report(
                .missingKey, path, value.location,
                "a change needs exactly one of \(Self.actionKeys.joined(separator: ", ")); it has \(what)")
        }
        if o.has("index") && !o.has("insertSublayer"), let (v, p) = o.member("index") {
            c.report(.unknownKey, p, v.location, "\"index\" belongs to \"insertSublayer\"")
        }
        var out: [LocatedChange] = []
        func add(_ action: SceneChange.Action, _ key: String) {
            guard let time, let layer, actions.count == 1, let (v, p) = o.member(key) else { return }
            out.append(
                LocatedChange(
                    change: SceneChange(time: time, layer: layer, action: action), path: path,
                    layerLocation: layerLocation, actionPath: p, actionLocation: v.location))
        }
        if let (v, p) = o.member("set") {
            if let members = v.objectMembers, !members.isEmpty {
                _ = ObjectReader(context: c, path: p, value: v, members: members)  // duplicate keys
                for m in members {
                    let mp = p.appending(m.key)
                    guard let property = LayerProperty.named(m.key) else {
                        var message = "unknown property \(JSONWriter.quote(m.key))"
                        let names = LayerProperty.all.map(\.name) + Self.subKeyPaths
                        if let near = Suggestion.nearest(to: m.key, in: names) {
                            message += ": did you mean \(JSONWriter.quote(near))?"
                        }
                        c.report(.unknownKey, mp, m.keyLocation, message)
                        continue
                    }
                    if let value = AnimatableValueCoding.decode(
                        m.value, mp, as: property.valueType, property: property.name, decoder: self)
                    {
                        if let x = value as? Double, property.name == "strokeStart" || property.name == "strokeEnd" {
                            c.warnStrokeFraction(property.name, x, mp, m.value.location)
                        }
                        add(.set(property: property.name, value: value), "set")
                    }
                }
            } else {
                c.expected("an object of properties to set, such as {\"opacity\": 0.5}", got: v, at: p)
            }
        }
        if let (v, p) = o.member("setState") {
            if let l = decodeLayer(v, p, count: &count) {
                for key in ["sublayers", "animations"] where v[key] != nil {
                    c.report(
                        .unknownKey, p.appending(key), v[key]!.location,
                        "\"setState\" sets model values only; \(key) cannot be set here")
                }
                add(.setState(l.state), "setState")
            }
        }
        if let (v, p) = o.member("addAnimation"), let a = decodeAnimation(v, p, nested: false) {
            add(.addAnimation(a), "addAnimation")
        }
        if let ref = o.read("removeAnimation", { v, p in c.readNonEmptyString(v, p, "an animation key or \"#n\"") }) {
            add(.removeAnimation(ref), "removeAnimation")
        }
        if let (v, p) = o.member("insertSublayer") {
            count += 1
            let index = o.read("index") { v, p in c.readInteger(v, p, in: 0...1_000_000) }
            if let l = decodeLayer(v, p, count: &count) { add(.insertSublayer(l, index: index), "insertSublayer") }
        }
        if let ref = o.read("removeSublayer", { v, p in c.readNonEmptyString(v, p, "a sublayer's name or \"#n\"") }) {
            add(.removeSublayer(ref), "removeSublayer")
        }
        if let (v, p) = o.member("setMask") {
            if v.isNull {
                add(.setMask(nil), "setMask")
            } else {
                count += 1
                if let l = decodeLayer(v, p, count: &count) { add(.setMask(l), "setMask") }
            }
        }
        o.rejectUnknownKeys(known: Self.changeKeys)
        return out
    }

    /// Walks the changes in time order and reports references to layers, sublayers and
    /// animations that do not exist at that time.
    func checkReferences(_ changes: [LocatedChange], layers: [SceneLayer]) {
        var directory = LayerDirectory(layers: layers)
        var removed: [String: Double] = [:]  // references of removed layers, and when
        for lc in changes {
            let change = lc.change
            let at = "at \(JSONWriter.format(change.time)) s"
            guard let n = directory.resolve(change.layer) else {
                var message = "no layer \(JSONWriter.quote(change.layer)) \(at)"
                if let when = removed[change.layer] {
                    message += ": it was removed at \(JSONWriter.format(when)) s"
                } else if let near = Suggestion.nearest(to: change.layer, in: directory.knownReferences()) {
                    message += ": did you mean \(JSONWriter.quote(near))?"
                } else {
                    message += "; name layers by their path of names from the canvas (\"card/avatar\"), \"/\" or \"#n\""
                }
                context.report(.reference, lc.path.appending("layer"), lc.layerLocation, message)
                continue
            }
            switch change.action {
            case .set, .setState:
                break
            case .addAnimation(let a):
                directory.addAnimation(key: a.key, to: n)
            case .removeAnimation(let ref):
                if let number = directory.animation(ref, on: n) {
                    directory.removeAnimation(number, from: n)
                } else {
                    context.report(
                        .reference, lc.actionPath, lc.actionLocation,
                        "layer \(JSONWriter.quote(change.layer)) has no animation \(JSONWriter.quote(ref)) \(at)")
                }
            case .insertSublayer(let layer, let index):
                _ = directory.add(layer, parent: n, index: index)
            case .setMask(let layer):
                if let layer { directory.addMask(layer, owner: n) }
            case .removeSublayer(let ref):
                if let child = directory.resolveChild(ref, of: n), directory.nodes[child].parent == n,
                    !directory.nodes[child].isMask
                {
                    var stack = [child]
                    while let l = stack.popLast() {
                        removed[directory.reference(to: l)] = change.time
                        stack += directory.nodes[l].children
                    }
                    directory.remove(child)
                } else {
                    var message =
                        "layer \(JSONWriter.quote(change.layer)) has no sublayer \(JSONWriter.quote(ref)) \(at)"
                    let names = directory.nodes[n].children.compactMap { directory.nodes[$0].name }
                    if let near = Suggestion.nearest(to: ref, in: names) {
                        message += ": did you mean \(JSONWriter.quote(near))?"
                    }
                    context.report(.reference, lc.actionPath, lc.actionLocation, message)
                }
            }
        }
    }
}

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

    /// One timed change: its time, layer and single action, with where each came from.
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
        let actionCount = checkActionKeys(o, path, value)
        let actions = decodeActions(o, count: &count)
        o.rejectUnknownKeys(known: Self.changeKeys)
        guard let time, let layer, actionCount == 1 else { return [] }
        return actions.compactMap { action, key in
            guard let (v, p) = o.member(key) else { return nil }
            return LocatedChange(
                change: SceneChange(time: time, layer: layer, action: action), path: path,
                layerLocation: layerLocation, actionPath: p, actionLocation: v.location)
        }
    }

    /// Reports a change without exactly one action, or with an `"index"` but no
    /// `"insertSublayer"`; returns how many actions it has.
    func checkActionKeys(_ o: ObjectReader, _ path: JSONPath, _ value: JSONValue) -> Int {
        let actions = Self.actionKeys.filter { o.has($0) }
        if actions.count != 1 {
            let what = actions.isEmpty ? "no action" : "several actions (" + actions.joined(separator: ", ") + ")"
            context.report(
                .missingKey, path, value.location,
                "a change needs exactly one of \(Self.actionKeys.joined(separator: ", ")); it has \(what)")
        }
        if o.has("index") && !o.has("insertSublayer"), let (v, p) = o.member("index") {
            context.report(.unknownKey, p, v.location, "\"index\" belongs to \"insertSublayer\"")
        }
        return actions.count
    }

    /// The actions a change object holds, each with its key, in the order of `actionKeys`
    /// (`"set"` gives one action per property).
    func decodeActions(_ o: ObjectReader, count: inout Int) -> [(SceneChange.Action, key: String)] {
        let c = context
        var out: [(SceneChange.Action, key: String)] = []
        if let (v, p) = o.member("set") { out += decodeSet(v, p).map { ($0, "set") } }
        if let (v, p) = o.member("setState"), let l = decodeSetState(v, p, count: &count) {
            out.append((.setState(l.state), "setState"))
        }
        if let (v, p) = o.member("addAnimation"), let a = decodeAnimation(v, p, nested: false) {
            out.append((.addAnimation(a), "addAnimation"))
        }
        if let ref = o.read("removeAnimation", { v, p in c.readNonEmptyString(v, p, "an animation key or \"#n\"") }) {
            out.append((.removeAnimation(ref), "removeAnimation"))
        }
        if let (v, p) = o.member("insertSublayer") {
            count += 1
            let index = o.read("index") { v, p in c.readInteger(v, p, in: 0...1_000_000) }
            if let l = decodeLayer(v, p, count: &count) {
                out.append((.insertSublayer(l, index: index), "insertSublayer"))
            }
        }
        if let ref = o.read("removeSublayer", { v, p in c.readNonEmptyString(v, p, "a sublayer's name or \"#n\"") }) {
            out.append((.removeSublayer(ref), "removeSublayer"))
        }
        if let (v, p) = o.member("setMask") {
            if v.isNull {
                out.append((.setMask(nil), "setMask"))
            } else {
                count += 1
                if let l = decodeLayer(v, p, count: &count) { out.append((.setMask(l), "setMask")) }
            }
        }
        return out
    }

    /// `"set": {"opacity": 0.5, …}`: one action per known property with a valid value.
    func decodeSet(_ v: JSONValue, _ p: JSONPath) -> [SceneChange.Action] {
        guard let members = v.objectMembers, !members.isEmpty else {
            context.expected("an object of properties to set, such as {\"opacity\": 0.5}", got: v, at: p)
            return []
        }
        _ = ObjectReader(context: context, path: p, value: v, members: members)  // duplicate keys
        var out: [SceneChange.Action] = []
        for m in members {
            let mp = p.appending(m.key)
            guard let property = LayerProperty.named(m.key) else {
                var message = "unknown property \(JSONWriter.quote(m.key))"
                let names = LayerProperty.all.map(\.name) + Self.subKeyPaths
                if let near = Suggestion.nearest(to: m.key, in: names) {
                    message += ": did you mean \(JSONWriter.quote(near))?"
                }
                context.report(.unknownKey, mp, m.keyLocation, message)
                continue
            }
            guard
                let value = AnimatableValueCoding.decode(
                    m.value, mp, as: property.valueType, property: property.name, decoder: self)
            else { continue }
            if let x = value as? Double, property.name == "strokeStart" || property.name == "strokeEnd" {
                context.warnStrokeFraction(property.name, x, mp, m.value.location)
            }
            out.append(.set(property: property.name, value: value))
        }
        return out
    }

    /// `"setState": {…}`: a layer object whose model values are set (no sublayers or
    /// animations: reported).
    func decodeSetState(_ v: JSONValue, _ p: JSONPath, count: inout Int) -> SceneLayer? {
        guard let l = decodeLayer(v, p, count: &count) else { return nil }
        for key in ["sublayers", "animations"] where v[key] != nil {
            context.report(
                .unknownKey, p.appending(key), v[key]!.location,
                "\"setState\" sets model values only; \(key) cannot be set here")
        }
        return l
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

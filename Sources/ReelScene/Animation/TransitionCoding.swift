import ReelCore

/// Reading and writing transitions (`"type": "transition"`), `CATransition` in a document:
/// ```
/// {"type": "transition", "key": "transition", "transition": "push", "subtype": "fromRight",
///  "startProgress": 0, "endProgress": 1, "duration": 0.5, "old": {…a layer object…}}
/// ```
/// `"old"` is the old rendering the transition starts from: the layer as it was shown before the
/// change, frozen — a layer object (its type, values, mask and sublayers, no animations) in the
/// layer's own coordinates.
extension SceneDecoder {
    static let transitionKeys =
        ["type", "key", "transition", "subtype", "startProgress", "endProgress", "old"] + timingKeys

    func decodeTransition(_ o: ObjectReader, _ path: JSONPath, _ value: JSONValue) -> Transition? {
        let c = context
        var t = Transition()
        if let type = o.read("transition", { v, p in c.readEnum(v, p, TransitionType.self) }) { t.type = type }
        if let (v, p) = o.member("subtype"), !v.isNull { t.subtype = c.readEnum(v, p, TransitionSubtype.self) }
        if let v = o.read("startProgress", { v, p in c.readNumber(v, p, .unit) }) { t.startProgress = v }
        if let v = o.read("endProgress", { v, p in c.readNumber(v, p, .unit) }) { t.endProgress = v }
        if t.endProgress < t.startProgress, let (v, p) = o.member("endProgress") {
            c.warn(
                .range, p, v.location,
                "\"endProgress\" is below \"startProgress\"; the transition holds at \"startProgress\" "
                    + "(Core Animation's legal values are startProgress…1)"
            )
        }
        t.timing = decodeTiming(o)
        if let (v, p) = o.member("old") {
            var count = 0
            if let layer = decodeLayer(v, p, count: &count) {
                if layer.hasAnimations {
                    c.report(
                        .range, p, v.location,
                        "the old rendering of a transition is frozen: remove \"animations\" from \"old\" "
                            + "and its sublayers"
                    )
                }
                t.old = layer.snapshot()
            }
        } else {
            o.require("old", example: "\"old\": {…} (the layer as it was before the change, a layer object)")
        }
        o.rejectUnknownKeys(known: Self.transitionKeys)
        return t
    }
}

extension SceneLayer {
    /// Whether this layer, its mask or a sublayer has animations.
    var hasAnimations: Bool {
        !animations.isEmpty || (mask?.hasAnimations ?? false) || sublayers.contains(where: \.hasAnimations)
    }
}

enum TransitionCoding {
    /// The members of a transition's object after `"type"` and `"key"`.
    static func members(_ t: Transition) -> [(String, JSONValue)] {
        var m: [(String, JSONValue)] = [("transition", .string(t.type.rawValue))]
        if let s = t.subtype { m.append(("subtype", .string(s.rawValue))) }
        if t.startProgress != 0 { m.append(("startProgress", .number(t.startProgress))) }
        if t.endProgress != 1 { m.append(("endProgress", .number(t.endProgress))) }
        if let old = t.old { m.append(("old", SceneLayer(snapshot: old).jsonValue())) }
        return m
    }

    /// `animation` with the image paths of a transition's old rendering mapped by `f` (other
    /// animations hold no paths).
    static func mappingPaths(_ animation: any Animation, _ f: (String) -> String) -> any Animation {
        guard var t = animation as? Transition, let old = t.old else { return animation }
        t.old = mapping(old, f)
        return t
    }

    private static func mapping(_ layer: LayerSnapshot, _ f: (String) -> String) -> LayerSnapshot {
        var copy = layer
        if let image = copy.state.contents { copy.state.contents = image.withPath(f(image.path)) }
        copy.state.emitterCells = EmitterCells(copy.state.emitterCells.cells.map { $0.mappingContents(f) })
        copy.sublayers = copy.sublayers.map { mapping($0, f) }
        copy.mask = copy.mask.map { mapping($0, f) }
        return copy
    }
}

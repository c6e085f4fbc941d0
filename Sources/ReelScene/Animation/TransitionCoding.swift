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
    static let transitionKeys = ["type", "key"] + AnimationTables.transition.map(\.key) + timingKeys

    func decodeTransition(_ o: ObjectReader, _ path: JSONPath, _ value: JSONValue) -> Transition? {
        var t = Transition()
        AnimationReading(decoder: self, object: o).read(AnimationTables.transition, into: &t)
        if t.endProgress < t.startProgress, let (v, p) = o.member("endProgress") {
            context.warn(
                .range, p, v.location,
                "\"endProgress\" is below \"startProgress\"; the transition holds at \"startProgress\" "
                    + "(Core Animation's legal values are startProgress…1)"
            )
        }
        t.timing = decodeTiming(o)
        o.require("old", example: "\"old\": {…} (the layer as it was before the change, a layer object)")
        o.rejectUnknownKeys(known: Self.transitionKeys)
        return t
    }

    /// `"old"`: the layer object of a transition's old rendering, frozen (no animations:
    /// reported); nil when it is wrong (reported).
    func readOldRendering(_ v: JSONValue, _ p: JSONPath) -> LayerSnapshot? {
        var count = 0
        guard let layer = decodeLayer(v, p, count: &count) else { return nil }
        if layer.hasAnimations {
            context.report(
                .range, p, v.location,
                "the old rendering of a transition is frozen: remove \"animations\" from \"old\" "
                    + "and its sublayers"
            )
        }
        return layer.snapshot()
    }
}

extension SceneLayer {
    /// Whether this layer, its mask or a sublayer has animations.
    var hasAnimations: Bool {
        !animations.isEmpty || (mask?.hasAnimations ?? false) || sublayers.contains(where: \.hasAnimations)
    }
}

/// Image paths in transitions: a transition's old rendering holds layers, and so paths.
enum TransitionCoding {
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

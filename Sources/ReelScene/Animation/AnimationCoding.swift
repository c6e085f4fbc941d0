import ReelCore

/// Reading animations (`"animations"`, `"addAnimation"`): the kind from `"type"`, then the
/// kind's members from its table (`AnimationTables`), then the timing every kind has.
extension SceneDecoder {
    /// The animation kinds a document names in `"type"`.
    enum AnimationKind: String, CaseIterable {
        case basic, keyframe, spring, group, transition
    }

    static let animationTypes = AnimationKind.allCases.map(\.rawValue)
    static let timingKeys = AnimationTables.timing.map(\.key)
    static let basicKeys = ["type", "key"] + AnimationTables.basic.map(\.key) + timingKeys
    static let keyframeKeys = ["type", "key"] + AnimationTables.keyframe.map(\.key) + timingKeys
    static let springKeys = basicKeys + AnimationTables.springParameters.map(\.key)
    static let groupKeys = ["type", "key"] + AnimationTables.group.map(\.key) + timingKeys

    /// The default animation duration, as `CATransaction`'s.
    static let defaultAnimationDuration = 0.25

    func decodeAnimations(_ value: JSONValue, _ path: JSONPath) -> [SceneAnimation] {
        guard let elements = value.arrayValue else {
            context.expected("an array of animations", got: value, at: path)
            return []
        }
        return elements.enumerated().compactMap { decodeAnimation($1, path.appending($0), nested: false) }
    }

    /// One animation object. `nested` animations (inside a group) may not have a key.
    func decodeAnimation(_ value: JSONValue, _ path: JSONPath, nested: Bool) -> SceneAnimation? {
        let c = context
        guard let o = c.object(value, path, "an animation object {\"keyPath\": …, …}") else { return nil }
        guard let kind = readAnimationKind(o) else { return nil }
        let key = o.read("key") { v, p in c.readNonEmptyString(v, p, "a non-empty animation key") }
        if nested, let (v, p) = o.member("key") {
            c.report(.unknownKey, p, v.location, "animations inside a group have no key; remove \"key\"")
        }
        let animation: (any Animation)?
        switch kind {
        case .transition:
            if nested {
                c.report(
                    .range, path, value.location,
                    "a transition cannot be inside a group (it animates a whole layer); add it to the layer itself")
            }
            animation = decodeTransition(o, path, value)
        case .group: animation = decodeGroup(o)
        case .keyframe: animation = decodeKeyframe(o, path, value)
        case .basic: animation = decodeBasic(o)
        case .spring: animation = decodeSpring(o)
        }
        guard let animation else { return nil }
        // A group's children keep a zero duration: the group gives them its own when it is
        // resolved (`AnimationGroup.resolvingDuration`), as in Swift.
        if nested { return SceneAnimation(key: nil, animation: animation) }
        return resolved(animation, key: key, path, value)
    }

    /// `"type"` (absent: `"basic"`), or nil when it is wrong (reported).
    func readAnimationKind(_ o: ObjectReader) -> AnimationKind? {
        guard let (v, p) = o.member("type") else { return .basic }
        guard let s = context.readString(v, p, "an animation type") else { return nil }
        if let kind = AnimationKind(rawValue: s) { return kind }
        var m =
            "expected one of " + Self.animationTypes.map(JSONWriter.quote).joined(separator: ", ") + ", got "
            + JSONWriter.quote(s)
        if let near = Suggestion.nearest(to: s, in: Self.animationTypes) { m += "; did you mean \"\(near)\"?" }
        context.report(.range, p, v.location, m)
        return nil
    }

    /// The reading of an animation object with its key path and value function read.
    func propertyReading(_ o: ObjectReader) -> AnimationReading {
        var r = AnimationReading(decoder: self, object: o)
        // An unknown key path hides nothing else: every other key is still checked (the
        // values, whose type the key path gives, cannot be).
        r.property = readKeyPath(o)
        r.valueFunction = readValueFunction(o, r.property)
        return r
    }

    func decodeGroup(_ o: ObjectReader) -> AnimationGroup {
        var group = AnimationGroup()
        AnimationReading(decoder: self, object: o).read(AnimationTables.group, into: &group)
        group.timing = decodeTiming(o)
        o.rejectUnknownKeys(known: Self.groupKeys)
        return group
    }

    func decodeKeyframe(_ o: ObjectReader, _ path: JSONPath, _ value: JSONValue) -> KeyframeAnimation? {
        let r = propertyReading(o)
        var k = KeyframeAnimation(keyPath: r.property?.name ?? "")
        k.valueFunction = r.valueFunction.function
        r.read(AnimationTables.keyframe, into: &k)
        // Reported only when neither is given: a wrong one has its own error.
        if !o.has("values") && (o.member("path")?.value.isNull ?? true) {
            context.report(.missingKey, path, value.location, "a keyframe animation needs \"values\" or \"path\"")
        }
        k.timing = decodeTiming(o)
        o.rejectUnknownKeys(known: Self.keyframeKeys)
        guard r.property != nil else { return nil }
        warnAboutKeyframeTiming(k, o)
        warnAboutIgnoredKeyframeFields(k, o)
        if let values = k.values, k.path == nil, let (v, p) = o.member("values") {
            warnAboutStrokeFractions(values, keyPath: k.keyPath, v, p)
        }
        return k
    }

    func decodeBasic(_ o: ObjectReader) -> BasicAnimation? {
        let r = propertyReading(o)
        var b = BasicAnimation(keyPath: r.property?.name ?? "")
        b.valueFunction = r.valueFunction.function
        r.read(AnimationTables.basic, into: &b)
        warnAboutEndpoints(b, o)
        b.timing = decodeTiming(o)
        o.rejectUnknownKeys(known: Self.basicKeys)
        return r.property == nil ? nil : b
    }

    /// A spring: its physical parameters, or its perceptual ones (`perceptualDuration`,
    /// `bounce`, as `CASpringAnimation(perceptualDuration:bounce:)`); the two forms exclude each
    /// other.
    func decodeSpring(_ o: ObjectReader) -> SpringAnimation? {
        let c = context
        let r = propertyReading(o)
        let keyPath = r.property?.name ?? ""
        let durations = AnimationTables.perceptualDurations
        let perceptualRange = DecodingContext.NumberRange.between(durations.shortest, durations.longest)
        let perceptual = o.read("perceptualDuration") { v, p in c.readNumber(v, p, perceptualRange) }
        let bounces = AnimationTables.bounces
        let bounceRange = DecodingContext.NumberRange(
            lower: bounces.above, lowerInclusive: false, upper: bounces.atMost,
            phrase: "a number greater than \(JSONWriter.format(bounces.above)), "
                + "at most \(JSONWriter.format(bounces.atMost))")
        let bounce = o.read("bounce") { v, p in c.readNumber(v, p, bounceRange) }
        var s =
            o.has("perceptualDuration") || o.has("bounce")
            ? SpringAnimation(keyPath: keyPath, perceptualDuration: perceptual ?? 0.5, bounce: bounce ?? 0)
            : SpringAnimation(keyPath: keyPath)
        s.valueFunction = r.valueFunction.function
        r.read(AnimationTables.spring, into: &s)
        warnAboutEndpoints(s, o)
        s.timing = decodeTiming(o)
        o.rejectUnknownKeys(known: Self.springKeys)
        return r.property == nil ? nil : s
    }

    /// The animation as added to a layer: its zero duration resolved, or nil when that is over
    /// the limit (reported).
    func resolved(_ animation: any Animation, key: String?, _ path: JSONPath, _ value: JSONValue) -> SceneAnimation? {
        let resolved = animation.resolvingDuration(Self.defaultAnimationDuration)
        // A spring without a duration lasts until it settles, which a heavy, soft spring can
        // put beyond any duration a document may give.
        if resolved.timing.duration > AnimationTables.maxDuration {
            context.report(
                .range, path, value.location,
                "the spring settles after \(JSONWriter.format(resolved.timing.duration)) s, over the limit of "
                    + "\(JSONWriter.format(AnimationTables.maxDuration)) s; "
                    + "give it a \"duration\" or a stiffer or lighter spring")
            return nil
        }
        return SceneAnimation(key: key, animation: resolved)
    }

    /// `"valueFunction"` (a `CAValueFunction` name), only for `"transform"`. `refused` is true
    /// when the key is there but unusable (already reported): the values are then not read.
    func readValueFunction(_ o: ObjectReader, _ property: LayerProperty?) -> (function: ValueFunction?, refused: Bool) {
        let c = context
        guard let (v, p) = o.member("valueFunction"), !v.isNull else { return (nil, false) }
        guard let name = c.readString(v, p, "a value function name such as \"rotateZ\"") else { return (nil, true) }
        let function: ValueFunction
        do {
            function = try ValueFunction(named: name)
        } catch {
            c.report(.range, p, v.location, "\"valueFunction\": " + error.description)
            return (nil, true)
        }
        guard let property else { return (function, false) }  // an unknown key path: reported
        guard ValueFunction.drives(property) else {
            c.warn(
                .range, p, v.location,
                "\"valueFunction\" is ignored for \"keyPath\": \(JSONWriter.quote(property.name)); it makes a "
                    + "transform, "
                    + "so use \"keyPath\": \"transform\"")
            return (nil, false)
        }
        return (function, false)
    }

    /// An animated value: the property's JSON form, or the value function's input (a number,
    /// or `[x, y, z]` / `[x, y]` for scale and translate).
    func decodeAnimatedValue(
        _ v: JSONValue, _ p: JSONPath, _ property: LayerProperty, _ choice: (function: ValueFunction?, refused: Bool)
    ) -> (any AnimatableValue)? {
        if choice.refused { return nil }
        guard let function = choice.function else {
            return AnimatableValueCoding.decode(v, p, as: property.valueType, property: property.name, decoder: self)
        }
        if function.inputCount == 1 { return context.readNumber(v, p, .any) }
        let form = "an [x, y, z] triple of numbers (or [x, y]) for \(function.rawValue)"
        if let elements = v.arrayValue, elements.count == 2 { return context.readNumbers(v, p, count: 2, form: form) }
        return context.readNumbers(v, p, count: 3, form: form)
    }

    func readKeyPath(_ o: ObjectReader) -> LayerProperty? {
        guard let (v, p) = o.member("keyPath") else {
            o.require("keyPath", example: "\"keyPath\": \"position\" (the property to animate)")
            return nil
        }
        guard let s = context.readString(v, p, "a key path such as \"position\" or \"transform.rotation.z\"") else {
            return nil
        }
        if let property = LayerProperty.named(s) { return property }
        var m = "unknown key path \(JSONWriter.quote(s))"
        let names = LayerProperty.all.map(\.name) + Self.subKeyPaths
        if let near = Suggestion.nearest(to: s, in: names) { m += ": did you mean \(JSONWriter.quote(near))?" }
        context.report(.range, p, v.location, m)
        return nil
    }

    static let subKeyPaths = [
        "position.x", "position.y", "bounds.origin", "bounds.size", "bounds.size.width", "bounds.size.height",
        "anchorPoint.x", "anchorPoint.y", "transform.rotation", "transform.rotation.x", "transform.rotation.y",
        "transform.rotation.z", "transform.scale", "transform.scale.x", "transform.scale.y", "transform.scale.z",
        "transform.translation", "transform.translation.x", "transform.translation.y", "transform.translation.z",
        "shadowOffset.width", "shadowOffset.height",
    ]

    /// The `CAMediaTiming` members of an animation object (`AnimationTables.timing`).
    func decodeTiming(_ o: ObjectReader) -> MediaTiming {
        var t = MediaTiming()
        AnimationReading(decoder: self, object: o).read(AnimationTables.timing, into: &t)
        return t
    }

    /// A timing function by name (`"easeInEaseOut"`) or control points `[c1x, c1y, c2x, c2y]`.
    func readTimingFunction(_ value: JSONValue, _ path: JSONPath) -> TimingFunction? {
        let phrase =
            "a timing function: \"linear\", \"easeIn\", \"easeOut\", \"easeInEaseOut\", \"default\" or [c1x, c1y, "
            + "c2x, c2y]"
        guard let value = context.resolve(value, path) else { return nil }
        if let name = value.stringValue {
            if let f = TimingFunction.named[name] { return f }
            var m = "expected \(phrase), got \(value.briefDescription)"
            // "easeInOut" (CSS's ease-in-out, SwiftUI's .easeInOut) means easeInEaseOut.
            let near =
                name.lowercased().contains("inout")
                ? "easeInEaseOut"
                : Suggestion.nearest(to: name, in: ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"])
            if let near {
                m += "; did you mean \"\(near)\"?"
            }
            context.report(.range, path, value.location, m)
            return nil
        }
        guard case .array(let e) = value.kind, e.count == 4 else {
            context.expected(phrase, got: value, at: path)
            return nil
        }
        let x1 = context.readNumber(e[0], path.appending(0), .unit)
        let y1 = context.readNumber(e[1], path.appending(1), .between(-100, 100))
        let x2 = context.readNumber(e[2], path.appending(2), .unit)
        let y2 = context.readNumber(e[3], path.appending(3), .between(-100, 100))
        guard let x1, let y1, let x2, let y2 else { return nil }
        return TimingFunction(controlPoints: x1, y1, x2, y2)
    }

    /// An array of numbers (any finite values; what they must satisfy is checked, and warned
    /// about, where they are used).
    func readNumberArray(_ value: JSONValue, _ path: JSONPath) -> [Double]? {
        guard let elements = context.resolve(value, path)?.arrayValue else {
            context.expected("an array of numbers", got: value, at: path)
            return nil
        }
        var out: [Double] = []
        for (i, e) in elements.enumerated() {
            guard let n = context.readNumber(e, path.appending(i), .any) else { return nil }
            out.append(n)
        }
        return out
    }
}

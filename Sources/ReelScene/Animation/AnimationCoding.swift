import ReelCore

/// Reading and writing animations (`"animations"`, `"addAnimation"`).
extension SceneDecoder {
    static let timingKeys = [
        "beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration", "autoreverses", "fillMode",
        "removedOnCompletion", "timingFunction",
    ]
    static let basicKeys =
        ["type", "key", "keyPath", "fromValue", "toValue", "byValue", "additive", "cumulative", "valueFunction"]
        + timingKeys
    static let keyframeKeys =
        [
            "type", "key", "keyPath", "values", "keyTimes", "path", "timingFunctions", "calculationMode",
            "rotationMode", "tensionValues", "continuityValues", "biasValues", "additive", "cumulative",
            "valueFunction",
        ] + timingKeys
    static let springKeys =
        basicKeys + [
            "mass", "stiffness", "damping", "initialVelocity", "allowsOverdamping", "perceptualDuration", "bounce",
        ]
    static let groupKeys = ["type", "key", "animations"] + timingKeys
    static let animationTypes = ["basic", "keyframe", "spring", "group"]

    /// The longest duration an animation may have, given or resolved (as `"duration"`'s range).
    static let maxAnimationDuration = 1e7

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
        guard let o = context.object(value, path, "an animation object {\"keyPath\": …, …}") else { return nil }
        let c = context
        let type =
            o.read("type") { v, p -> String? in
                guard let s = c.readString(v, p, "an animation type") else { return nil }
                guard Self.animationTypes.contains(s) else {
                    var m = "expected one of \"basic\", \"keyframe\", \"spring\", \"group\", got \(JSONWriter.quote(s))"
                    if let near = Suggestion.nearest(to: s, in: Self.animationTypes) {
                        m += "; did you mean \"\(near)\"?"
                    }
                    c.report(.range, p, v.location, m)
                    return nil
                }
                return s
            } ?? (o.has("type") ? nil : "basic")
        guard let type else { return nil }
        let key = o.read("key") { v, p in c.readNonEmptyString(v, p, "a non-empty animation key") }
        if nested, let (v, p) = o.member("key") {
            c.report(.unknownKey, p, v.location, "animations inside a group have no key; remove \"key\"")
        }

        var animation: (any Animation)?
        switch type {
        case "group":
            var group = AnimationGroup()
            if let (v, p) = o.member("animations") {
                if let elements = v.arrayValue {
                    group.animations = elements.enumerated().compactMap {
                        decodeAnimation($1, p.appending($0), nested: true)?.animation
                    }
                } else {
                    c.expected("an array of animations", got: v, at: p)
                }
            }
            group.timing = decodeTiming(o)
            animation = group
            o.rejectUnknownKeys(known: Self.groupKeys)
        case "keyframe":
            // An unknown key path hides nothing else: every other key is still checked (the
            // values, whose type the key path gives, cannot be).
            let property = readKeyPath(o)
            var k = KeyframeAnimation(keyPath: property?.name ?? "")
            let valueFunction = readValueFunction(o, property)
            k.valueFunction = valueFunction.function
            if let (v, p) = o.member("values") {
                if let elements = v.arrayValue {
                    if let property {
                        k.values = elements.enumerated().compactMap {
                            decodeAnimatedValue($1, p.appending($0), property, valueFunction)
                        }
                    }
                } else {
                    c.expected("an array of values", got: v, at: p)
                }
            }
            if let (v, p) = o.member("keyTimes") { k.keyTimes = readNumberArray(v, p) }
            if let (v, p) = o.member("path"), !v.isNull { k.path = readPath(v, p) }
            if let (v, p) = o.member("timingFunctions") {
                if let elements = v.arrayValue {
                    k.timingFunctions = elements.enumerated().compactMap { readTimingFunction($1, p.appending($0)) }
                } else {
                    c.expected("an array of timing functions", got: v, at: p)
                }
            }
            if let m = o.read("calculationMode", { v, p in c.readEnum(v, p, CalculationMode.self) }) {
                k.calculationMode = m
            }
            if let (v, p) = o.member("rotationMode"), !v.isNull { k.rotationMode = c.readEnum(v, p, RotationMode.self) }
            if let (v, p) = o.member("tensionValues") { k.tensionValues = readNumberArray(v, p) }
            if let (v, p) = o.member("continuityValues") { k.continuityValues = readNumberArray(v, p) }
            if let (v, p) = o.member("biasValues") { k.biasValues = readNumberArray(v, p) }
            if let b = o.read("additive", { v, p in c.readBool(v, p) }) { k.isAdditive = b }
            if let b = o.read("cumulative", { v, p in c.readBool(v, p) }) { k.isCumulative = b }
            // Reported only when neither is given: a wrong one has its own error.
            if !o.has("values") && (o.member("path")?.value.isNull ?? true) {
                c.report(.missingKey, path, value.location, "a keyframe animation needs \"values\" or \"path\"")
            }
            k.timing = decodeTiming(o)
            guard property != nil else {
                o.rejectUnknownKeys(known: Self.keyframeKeys)
                return nil
            }
            warnAboutKeyframeTiming(k, o)
            warnAboutIgnoredKeyframeFields(k, o)
            if let values = k.values, k.path == nil, let (v, p) = o.member("values") {
                warnAboutStrokeFractions(values, keyPath: k.keyPath, v, p)
            }
            animation = k
            o.rejectUnknownKeys(known: Self.keyframeKeys)
        default:  // basic, spring
            let known = type == "spring" ? Self.springKeys : Self.basicKeys
            // An unknown key path hides nothing else: every other key is still checked (the
            // values, whose type the key path gives, cannot be).
            let property = readKeyPath(o)
            let valueFunction = readValueFunction(o, property)
            func value(_ key: String) -> (any AnimatableValue)? {
                guard let property else { return nil }
                return o.read(key) { v, p in decodeAnimatedValue(v, p, property, valueFunction) }
            }
            let from = value("fromValue")
            let to = value("toValue")
            let by = value("byValue")
            if from != nil && to != nil && by != nil, let (v, p) = o.member("byValue") {
                c.warn(
                    .range, p, v.location,
                    "\"byValue\" is ignored when \"fromValue\" and \"toValue\" are both set (Core Animation: no more "
                        + "than two should be set)"
                )
            }
            for (name, v) in [("fromValue", from), ("toValue", to)] {
                if let v, let property, let (j, p) = o.member(name) {
                    warnAboutStrokeFractions([v], keyPath: property.name, j, p)
                }
            }
            let additive = o.read("additive") { v, p in c.readBool(v, p) } ?? false
            let cumulative = o.read("cumulative") { v, p in c.readBool(v, p) } ?? false
            if type == "spring" {
                var s = decodeSpringParameters(o, keyPath: property?.name ?? "")
                (s.fromValue, s.toValue, s.byValue, s.isAdditive, s.isCumulative) = (from, to, by, additive, cumulative)
                s.valueFunction = valueFunction.function
                s.timing = decodeTiming(o)
                animation = s
            } else {
                var b = BasicAnimation(keyPath: property?.name ?? "")
                (b.fromValue, b.toValue, b.byValue, b.isAdditive, b.isCumulative) = (from, to, by, additive, cumulative)
                b.valueFunction = valueFunction.function
                b.timing = decodeTiming(o)
                animation = b
            }
            if property == nil { animation = nil }
            o.rejectUnknownKeys(known: known)
        }
        guard let animation else { return nil }
        // A group's children keep a zero duration: the group gives them its own when it is
        // resolved (`AnimationGroup.resolvingDuration`), as in Swift.
        if nested { return SceneAnimation(key: nil, animation: animation) }
        let resolved = animation.resolvingDuration(Self.defaultAnimationDuration)
        // A spring without a duration lasts until it settles, which a heavy, soft spring can
        // put beyond any duration a document may give (found by fuzz/SceneFuzz.swift).
        if resolved.timing.duration > Self.maxAnimationDuration {
            c.report(
                .range, path, value.location,
                "the spring settles after \(JSONWriter.format(resolved.timing.duration)) s, over the limit of "
                    + "10000000 s; "
                    + "give it a \"duration\" or a stiffer or lighter spring")
            return nil
        }
        return SceneAnimation(key: key, animation: resolved)
    }

    /// A spring's physical parameters, or its perceptual ones (`perceptualDuration`, `bounce`,
    /// as `CASpringAnimation(perceptualDuration:bounce:)`); the two forms exclude each other.
    func decodeSpringParameters(_ o: ObjectReader, keyPath: String) -> SpringAnimation {
        let c = context
        var s = SpringAnimation(keyPath: keyPath)
        let perceptual = o.read("perceptualDuration") { v, p in c.readNumber(v, p, .between(1e-3, 3600)) }
        let bounceRange = DecodingContext.NumberRange(
            lower: -1, lowerInclusive: false, upper: 1, phrase: "a number greater than -1, at most 1")
        let bounce = o.read("bounce") { v, p in c.readNumber(v, p, bounceRange) }
        if o.has("perceptualDuration") || o.has("bounce") {
            for physical in ["mass", "stiffness", "damping"] {
                if let (v, p) = o.member(physical) {
                    c.report(
                        .duplicate, p, v.location,
                        "\"\(physical)\" and \"perceptualDuration\"/\"bounce\" both describe the spring; "
                            + "give one form (remove \"\(physical)\" or the perceptual keys)")
                }
            }
            s = SpringAnimation(keyPath: keyPath, perceptualDuration: perceptual ?? 0.5, bounce: bounce ?? 0)
        } else {
            if let v = o.read("mass", { v, p in c.readNumber(v, p, .positive) }) { s.mass = v }
            if let v = o.read("stiffness", { v, p in c.readNumber(v, p, .positive) }) { s.stiffness = v }
            if let v = o.read("damping", { v, p in c.readNumber(v, p, .nonNegative) }) { s.damping = v }
        }
        if let v = o.read("initialVelocity", { v, p in c.readNumber(v, p, .any) }) { s.initialVelocity = v }
        if let b = o.read("allowsOverdamping", { v, p in c.readBool(v, p) }) { s.allowsOverdamping = b }
        return s
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

    func decodeTiming(_ o: ObjectReader) -> MediaTiming {
        let c = context
        var t = MediaTiming()
        if let v = o.read("beginTime", { v, p in c.readNumber(v, p, .time) }) { t.beginTime = v }
        if let v = o.read(
            "duration",
            { v, p in
                c.readNumber(v, p, DecodingContext.NumberRange(lower: 0, upper: 1e7, phrase: "a number of seconds ≥ 0"))
            })
        {
            t.duration = v
        }
        if let v = o.read("speed", { v, p in c.readNumber(v, p, .between(-1000, 1000)) }) { t.speed = v }
        if let v = o.read("timeOffset", { v, p in c.readNumber(v, p, .time) }) { t.timeOffset = v }
        if let (v, p) = o.member("repeatCount") {
            if let s = c.resolve(v, p)?.stringValue, s == "infinity" {
                t.repeatCount = .infinity
            } else if let n = c.readNumber(
                v, p, DecodingContext.NumberRange(lower: 0, upper: 1e9, phrase: "a number ≥ 0 or \"infinity\""))
            {
                t.repeatCount = n
            }
        }
        if let v = o.read(
            "repeatDuration",
            { v, p in
                c.readNumber(v, p, DecodingContext.NumberRange(lower: 0, upper: 1e7, phrase: "a number of seconds ≥ 0"))
            })
        {
            t.repeatDuration = v
        }
        if let v = o.read("autoreverses", { v, p in c.readBool(v, p) }) { t.autoreverses = v }
        if let v = o.read("fillMode", { v, p in c.readEnum(v, p, FillMode.self) }) { t.fillMode = v }
        if let v = o.read("removedOnCompletion", { v, p in c.readBool(v, p) }) { t.isRemovedOnCompletion = v }
        if let (v, p) = o.member("timingFunction"), !v.isNull { t.timingFunction = readTimingFunction(v, p) }
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

    /// Warnings for key-frame timing Core Animation accepts but ignores: invalid `keyTimes`,
    /// `timingFunctions` that do not match the segments, Kochanek–Bartels arrays outside the
    /// cubic modes or longer than the key frames.
    func warnAboutKeyframeTiming(_ k: KeyframeAnimation, _ o: ObjectReader) {
        let c = context
        let n = k.keyframeCount
        guard n > 0 else { return }
        let cubic = k.calculationMode == .cubic || k.calculationMode == .cubicPaced
        let paced = k.calculationMode == .paced || k.calculationMode == .cubicPaced
        if let problem = k.keyTimesProblem, let (v, p) = o.member("keyTimes") {
            let message =
                paced
                ? problem
                : problem + "; ignored, as Core Animation ignores invalid key times: the key frames are spaced evenly"
            c.warn(.range, p, v.location, message)
        }
        if let functions = k.timingFunctions, let (v, p) = o.member("timingFunctions") {
            let segments = n - 1
            if paced || k.calculationMode == .discrete {
                c.warn(
                    .range, p, v.location, "the \(k.calculationMode.rawValue) calculation mode ignores timing functions"
                )
            } else if functions.count != segments {
                let have = functions.count == 1 ? "1 timing function" : "\(functions.count) timing functions"
                let rest = segments - functions.count
                let tail =
                    rest < 0
                    ? "the extra ones are ignored"
                    : (rest == 1 ? "the last segment is linear" : "the last \(rest) segments are linear")
                        + " (give one per segment)"
                c.warn(.range, p, v.location, "\(have) for \(segments) segment\(segments == 1 ? "" : "s"); \(tail)")
            }
        }
        for name in ["tensionValues", "continuityValues", "biasValues"] {
            guard let (v, p) = o.member(name) else { continue }
            let count =
                (name == "tensionValues"
                ? k.tensionValues : name == "continuityValues" ? k.continuityValues : k.biasValues)?
                .count ?? 0
            if !cubic {
                c.warn(.range, p, v.location, "only the cubic calculation modes use \"\(name)\"; ignored")
            } else if count > n {
                c.warn(.range, p, v.location, "\(count) entries for \(n) key frames; the extra ones are ignored")
            }
        }
    }

    /// Warnings for key-frame fields Core Animation ignores: `values` beside a `path`, a `path`
    /// on a property that is not a point, `rotationMode` without a `path`.
    func warnAboutIgnoredKeyframeFields(_ k: KeyframeAnimation, _ o: ObjectReader) {
        let c = context
        let isPoint = k.property.map {
            ObjectIdentifier($0.valueType) == ObjectIdentifier(Point.self)
        }
        if k.path != nil, let (v, p) = o.member("path") {
            if isPoint == false {
                c.warn(
                    .range, p, v.location,
                    "a path applies only to point properties such as \"position\"; \(JSONWriter.quote(k.keyPath)) "
                        + "ignores it"
                )
            } else if let (vv, vp) = o.member("values") {
                c.warn(.range, vp, vv.location, "\"values\" is ignored when \"path\" is set")
            }
        }
        if k.rotationMode != nil, k.path == nil, let (v, p) = o.member("rotationMode") {
            c.warn(.range, p, v.location, "\"rotationMode\" applies only to an animation along a \"path\"; ignored")
        }
    }

    /// Warns when a literal `strokeStart`/`strokeEnd` value is outside 0…1: Core Animation
    /// accepts it and draws it clamped, wherever it comes from (a layer, a change, an
    /// animation).
    func warnAboutStrokeFractions(
        _ values: [any AnimatableValue], keyPath: String, _ value: JSONValue, _ path: JSONPath
    ) {
        guard keyPath == "strokeStart" || keyPath == "strokeEnd" else { return }
        for (i, v) in values.enumerated() {
            guard let x = v as? Double else { continue }
            let at = values.count == 1 && value.arrayValue == nil ? path : path.appending(i)
            context.warnStrokeFraction(keyPath, x, at, value.location)
        }
    }
}

/// Writing animations.
enum AnimationEncoder {
    static func encode(_ a: SceneAnimation) -> JSONValue {
        encode(a.animation, key: a.key)
    }

    static func encode(_ animation: any Animation, key: String?) -> JSONValue {
        var m: [(String, JSONValue)] = []
        func values(_ keyPath: String, _ pairs: [(String, (any AnimatableValue)?)]) {
            m.append(("keyPath", .string(keyPath)))
            for (k, v) in pairs { if let v { m.append((k, AnimatableValueCoding.encode(v))) } }
        }
        switch animation {
        case let b as BasicAnimation:
            if let key { m.append(("key", .string(key))) }
            values(b.keyPath, [("fromValue", b.fromValue), ("toValue", b.toValue), ("byValue", b.byValue)])
            if b.isAdditive { m.append(("additive", .bool(true))) }
            if b.isCumulative { m.append(("cumulative", .bool(true))) }
            if let f = b.valueFunction { m.append(("valueFunction", .string(f.rawValue))) }
        case let s as SpringAnimation:
            m.append(("type", .string("spring")))
            if let key { m.append(("key", .string(key))) }
            values(s.keyPath, [("fromValue", s.fromValue), ("toValue", s.toValue), ("byValue", s.byValue)])
            if s.isAdditive { m.append(("additive", .bool(true))) }
            if s.isCumulative { m.append(("cumulative", .bool(true))) }
            if let f = s.valueFunction { m.append(("valueFunction", .string(f.rawValue))) }
            m.append(("mass", .number(s.mass)))
            m.append(("stiffness", .number(s.stiffness)))
            m.append(("damping", .number(s.damping)))
            if s.initialVelocity != 0 { m.append(("initialVelocity", .number(s.initialVelocity))) }
            if s.allowsOverdamping { m.append(("allowsOverdamping", .bool(true))) }
        case let k as KeyframeAnimation:
            m.append(("type", .string("keyframe")))
            if let key { m.append(("key", .string(key))) }
            m.append(("keyPath", .string(k.keyPath)))
            if let values = k.values { m.append(("values", .array(values.map(AnimatableValueCoding.encode)))) }
            if let times = k.keyTimes { m.append(("keyTimes", .array(times.map(JSONValue.number)))) }
            if let path = k.path { m.append(("path", .string(path.svgPathData))) }
            if let fs = k.timingFunctions { m.append(("timingFunctions", .array(fs.map(timingFunction)))) }
            if k.calculationMode != .linear { m.append(("calculationMode", .string(k.calculationMode.rawValue))) }
            if let r = k.rotationMode { m.append(("rotationMode", .string(r.rawValue))) }
            if let a = k.tensionValues { m.append(("tensionValues", .array(a.map(JSONValue.number)))) }
            if let a = k.continuityValues { m.append(("continuityValues", .array(a.map(JSONValue.number)))) }
            if let a = k.biasValues { m.append(("biasValues", .array(a.map(JSONValue.number)))) }
            if k.isAdditive { m.append(("additive", .bool(true))) }
            if k.isCumulative { m.append(("cumulative", .bool(true))) }
            if let f = k.valueFunction { m.append(("valueFunction", .string(f.rawValue))) }
        case let g as AnimationGroup:
            m.append(("type", .string("group")))
            if let key { m.append(("key", .string(key))) }
            m.append(("animations", .array(g.animations.map { encode($0, key: nil) })))
        default:
            // Not one of the four kinds: written so that reading it back names the problem.
            m.append(("type", .string(String(describing: type(of: animation)))))
        }
        let t = animation.timing
        let d = MediaTiming()
        if t.beginTime != d.beginTime { m.append(("beginTime", .number(t.beginTime))) }
        m.append(("duration", .number(t.duration)))
        if t.speed != d.speed { m.append(("speed", .number(t.speed))) }
        if t.timeOffset != d.timeOffset { m.append(("timeOffset", .number(t.timeOffset))) }
        if t.repeatCount != d.repeatCount {
            m.append(("repeatCount", t.repeatCount.isInfinite ? .string("infinity") : .number(t.repeatCount)))
        }
        if t.repeatDuration != d.repeatDuration { m.append(("repeatDuration", .number(t.repeatDuration))) }
        if t.autoreverses { m.append(("autoreverses", .bool(true))) }
        if t.fillMode != d.fillMode { m.append(("fillMode", .string(t.fillMode.rawValue))) }
        if !t.isRemovedOnCompletion { m.append(("removedOnCompletion", .bool(false))) }
        if let f = t.timingFunction { m.append(("timingFunction", timingFunction(f))) }
        return .object(m)
    }

    static func timingFunction(_ f: TimingFunction) -> JSONValue {
        if let name = f.name { return .string(name) }
        return .array([f.c1x, f.c1y, f.c2x, f.c2y].map(JSONValue.number))
    }
}

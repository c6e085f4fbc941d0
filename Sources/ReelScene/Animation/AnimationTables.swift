import ReelCore

/// The one table of members for each animation kind (see `AnimationKey`), in the order they
/// are read and written, and the limits their values keep to.
enum AnimationTables {
    /// The longest duration (and repeat duration) an animation may have, given or resolved, in
    /// seconds.
    static let maxDuration = 1e7
    /// The most repeat cycles an animation may ask for (besides `"infinity"`).
    static let maxRepeatCount = 1e9
    /// The fastest an animation's time may run against its parent's, either way.
    static let maxSpeed = 1000.0
    /// The shortest and longest perceptual duration of a spring, in seconds.
    static let perceptualDurations = (shortest: 1e-3, longest: 3600.0)
    /// The range of a spring's bounce: above −1 (over-damped), at most 1 (undamped).
    static let bounces = (above: -1.0, atMost: 1.0)

    /// The `CAMediaTiming` members every kind has, after the kind's own.
    static let timing: [AnimationKey<MediaTiming>] = {
        let defaults = MediaTiming()
        let seconds = DecodingContext.NumberRange(lower: 0, upper: maxDuration, phrase: "a number of seconds ≥ 0")
        let repeats = DecodingContext.NumberRange(
            lower: 0, upper: maxRepeatCount, phrase: "a number ≥ 0 or \"infinity\"")
        return [
            .number("beginTime", \.beginTime, .time, default: defaults.beginTime),
            AnimationKey(
                "duration", decode: { r, v, p, t in if let d = r.context.readNumber(v, p, seconds) { t.duration = d } },
                encode: { .number($0.duration) }),
            .number("speed", \.speed, .between(-maxSpeed, maxSpeed), default: defaults.speed),
            .number("timeOffset", \.timeOffset, .time, default: defaults.timeOffset),
            .field(
                "repeatCount", \.repeatCount, default: defaults.repeatCount,
                read: { r, v, p in
                    if let s = r.context.resolve(v, p)?.stringValue, s == "infinity" { return .infinity }
                    return r.context.readNumber(v, p, repeats)
                }, write: { $0.isInfinite ? .string("infinity") : .number($0) }),
            .number("repeatDuration", \.repeatDuration, seconds, default: defaults.repeatDuration),
            .flag("autoreverses", \.autoreverses, default: defaults.autoreverses),
            .field(
                "fillMode", \.fillMode, default: defaults.fillMode,
                read: { r, v, p in r.context.readEnum(v, p, FillMode.self) }, write: { .string($0.rawValue) }),
            .flag("removedOnCompletion", \.isRemovedOnCompletion, default: defaults.isRemovedOnCompletion),
            .optional(
                "timingFunction", \.timingFunction, nullIsUnset: true,
                read: { r, v, p in r.decoder.readTimingFunction(v, p) }, write: AnimationEncoder.timingFunction),
        ]
    }()

    /// `BasicAnimation` (`"type": "basic"`, the default).
    static let basic = AnimationKey<BasicAnimation>.property(AnimationKey.endpoints)

    /// `KeyframeAnimation` (`"type": "keyframe"`).
    static let keyframe = AnimationKey<KeyframeAnimation>.property([
        AnimationKey(
            "values",
            decode: { r, v, p, k in
                guard let elements = v.arrayValue else {
                    return r.context.expected("an array of values", got: v, at: p)
                }
                guard r.property != nil else { return }
                k.values = elements.enumerated().compactMap { r.value($1, p.appending($0)) }
            }, encode: { $0.values.map { .array($0.map(AnimatableValueCoding.encode)) } }),
        .numbers("keyTimes", \.keyTimes),
        .optional(
            "path", \.path, nullIsUnset: true, read: { r, v, p in r.decoder.readPath(v, p) },
            write: { .string($0.svgPathData) }),
        AnimationKey(
            "timingFunctions",
            decode: { r, v, p, k in
                guard let elements = v.arrayValue else {
                    return r.context.expected("an array of timing functions", got: v, at: p)
                }
                k.timingFunctions = elements.enumerated().compactMap {
                    r.decoder.readTimingFunction($1, p.appending($0))
                }
            }, encode: { $0.timingFunctions.map { .array($0.map(AnimationEncoder.timingFunction)) } }),
        .field(
            "calculationMode", \.calculationMode, default: KeyframeAnimation(keyPath: "").calculationMode,
            read: { r, v, p in r.context.readEnum(v, p, CalculationMode.self) }, write: { .string($0.rawValue) }),
        .optional(
            "rotationMode", \.rotationMode, nullIsUnset: true,
            read: { r, v, p in r.context.readEnum(v, p, RotationMode.self) }, write: { .string($0.rawValue) }),
        .numbers("tensionValues", \.tensionValues),
        .numbers("continuityValues", \.continuityValues),
        .numbers("biasValues", \.biasValues),
    ])

    /// `SpringAnimation` (`"type": "spring"`): a basic animation's members, then the spring's.
    static let spring = AnimationKey<SpringAnimation>.property(AnimationKey.endpoints) + springParameters

    /// The spring's own members: its physical parameters, or its perceptual ones (read before
    /// the table, as `CASpringAnimation(perceptualDuration:bounce:)` sets the physical ones; never
    /// written: a document holds the physical parameters they give).
    static let springParameters: [AnimationKey<SpringAnimation>] = {
        let defaults = SpringAnimation(keyPath: "")
        return [
            physical("mass", \.mass, .positive), physical("stiffness", \.stiffness, .positive),
            physical("damping", \.damping, .nonNegative),
            .number("initialVelocity", \.initialVelocity, .any, default: defaults.initialVelocity),
            .flag("allowsOverdamping", \.allowsOverdamping, default: defaults.allowsOverdamping),
            AnimationKey("perceptualDuration", decode: nil, encode: { _ in nil }),
            AnimationKey("bounce", decode: nil, encode: { _ in nil }),
        ]
    }()

    /// A physical spring parameter, always written; reading it beside the perceptual form is a
    /// conflict.
    static func physical(
        _ key: String, _ keyPath: WritableKeyPath<SpringAnimation, Double>, _ range: DecodingContext.NumberRange
    ) -> AnimationKey<SpringAnimation> {
        nonisolated(unsafe) let kp = keyPath  // key paths are immutable values
        return AnimationKey(
            key,
            decode: { r, v, p, s in
                guard !r.object.has("perceptualDuration") && !r.object.has("bounce") else {
                    return r.context.report(
                        .duplicate, p, v.location,
                        "\"\(key)\" and \"perceptualDuration\"/\"bounce\" both describe the spring; "
                            + "give one form (remove \"\(key)\" or the perceptual keys)")
                }
                if let x = r.context.readNumber(v, p, range) { s[keyPath: kp] = x }
            }, encode: { .number($0[keyPath: kp]) })
    }

    /// `AnimationGroup` (`"type": "group"`).
    static let group: [AnimationKey<AnimationGroup>] = [
        AnimationKey(
            "animations",
            decode: { r, v, p, g in
                guard let elements = v.arrayValue else {
                    return r.context.expected("an array of animations", got: v, at: p)
                }
                g.animations = elements.enumerated().compactMap {
                    r.decoder.decodeAnimation($1, p.appending($0), nested: true)?.animation
                }
            }, encode: { .array($0.animations.map { AnimationEncoder.encode($0, key: nil) }) })
    ]

    /// `Transition` (`"type": "transition"`). `"old"`, the old rendering the transition starts
    /// from, is a layer object without animations, frozen.
    static let transition: [AnimationKey<Transition>] = {
        let defaults = Transition()
        return [
            AnimationKey(
                "transition",
                decode: { r, v, p, t in if let type = r.context.readEnum(v, p, TransitionType.self) { t.type = type } },
                encode: { .string($0.type.rawValue) }),
            .optional(
                "subtype", \.subtype, nullIsUnset: true,
                read: { r, v, p in r.context.readEnum(v, p, TransitionSubtype.self) }, write: { .string($0.rawValue) }),
            .number("startProgress", \.startProgress, .unit, default: defaults.startProgress),
            .number("endProgress", \.endProgress, .unit, default: defaults.endProgress),
            AnimationKey(
                "old", decode: { r, v, p, t in if let old = r.decoder.readOldRendering(v, p) { t.old = old } },
                encode: { $0.old.map { SceneLayer(snapshot: $0).jsonValue() } }),
        ]
    }()
}

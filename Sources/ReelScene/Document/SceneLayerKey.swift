import ReelCore

/// One layer property as a document spells it: its key, the layer kinds that have it, and how
/// it is read from JSON, written to JSON and set on a `Layer`.
///
/// ``SceneLayerKey/all`` is the one list of layer properties: decoding (`SceneDecoder.decodeLayer`),
/// encoding (`SceneLayer.properties(of:)`), the lists of known keys and `Layer.apply(_:)` all
/// walk it, so a property added here is read, written and applied alike, and a test checks
/// that it names every `LayerProperty`.
struct SceneLayerKey: @unchecked Sendable {
    // @unchecked Sendable: immutable; the closures capture only key paths (immutable values).
    /// Which layers have the property.
    enum Scope { case common, shape, text, gradient, replicator, emitter, depth }

    /// The JSON key, as Core Animation names the property (`"hidden"` for `isHidden`).
    let key: String
    private(set) var scope = Scope.common
    /// Reads the JSON value into the state; reports problems through the decoder's context.
    let decode: (SceneDecoder, JSONValue, JSONPath, inout LayerState) -> Void
    /// The JSON value when the state's differs from `defaults`, else nil.
    let encode: (LayerState, _ defaults: LayerState) -> JSONValue?
    /// Sets the state's value through the layer's public property (so that a stage records it).
    let apply: (Layer, LayerState) -> Void

    init<V: Equatable>(
        _ key: String, _ keyPath: WritableKeyPath<LayerState, V>,
        read: @escaping (SceneDecoder, JSONValue, JSONPath) -> V?, write: @escaping (V) -> JSONValue,
        apply: @escaping (Layer, V) -> Void
    ) {
        nonisolated(unsafe) let kp = keyPath  // key paths are immutable values
        self.key = key
        decode = { d, v, p, s in if let value = read(d, v, p) { s[keyPath: kp] = value } }
        encode = { s, defaults in s[keyPath: kp] != defaults[keyPath: kp] ? write(s[keyPath: kp]) : nil }
        self.apply = { layer, s in apply(layer, s[keyPath: kp]) }
    }

    /// Whether a layer of `kind` has the property.
    func applies(to kind: LayerKind) -> Bool {
        switch scope {
        case .common: true
        case .shape: kind == .shape
        case .text: kind == .text
        case .gradient: kind == .gradient
        case .replicator: kind == .replicator
        case .emitter: kind == .emitter
        case .depth: kind == .replicator || kind == .emitter
        }
    }

    /// Every layer property in the documented order (the order they are written in).
    static let all: [SceneLayerKey] = common + shape + text + gradient + replicator + emitter

    static let common: [SceneLayerKey] = [
        SceneLayerKey(
            "name", \.name, read: { d, v, p in d.context.readNonEmptyString(v, p, "a non-empty name") },
            write: { $0.map(JSONValue.string) ?? .null }, apply: { $0.name = $1 }),
        SceneLayerKey(
            "position", \.position, read: { d, v, p in d.context.readPoint(v, p) }, write: { numbers($0.x, $0.y) },
            apply: { $0.position = $1 }),
        SceneLayerKey(
            "bounds", \.bounds, read: { d, v, p in d.context.readRect(v, p) },
            write: { numbers($0.origin.x, $0.origin.y, $0.width, $0.height) }, apply: { $0.bounds = $1 }),
        SceneLayerKey(
            "anchorPoint", \.anchorPoint, read: { d, v, p in d.context.readPoint(v, p) },
            write: { numbers($0.x, $0.y) }, apply: { $0.anchorPoint = $1 }),
        SceneLayerKey(
            "transform", \.transform, read: { d, v, p in d.context.readTransform(v, p) },
            write: { AnimatableValueCoding.transform($0) }, apply: { $0.transform = $1 }),
        number("zPosition", \.zPosition, .coordinate, apply: { $0.zPosition = $1 }),
        SceneLayerKey(
            "sublayerTransform", \.sublayerTransform, read: { d, v, p in d.context.readTransform(v, p) },
            write: { AnimatableValueCoding.transform($0) }, apply: { $0.sublayerTransform = $1 }),
        bool("doubleSided", \.isDoubleSided, apply: { $0.isDoubleSided = $1 }),
        number("speed", \.speed, .between(-1000, 1000), apply: { $0.speed = $1 }),
        number("timeOffset", \.timeOffset, .time, apply: { $0.timeOffset = $1 }),
        number("beginTime", \.beginTime, .time, apply: { $0.beginTime = $1 }),
        number("opacity", \.opacity, .unit, apply: { $0.opacity = $1 }),
        bool("hidden", \.isHidden, apply: { $0.isHidden = $1 }),
        optionalColor("backgroundColor", \.backgroundColor, apply: { $0.backgroundColor = $1 }),
        number("cornerRadius", \.cornerRadius, .length, apply: { $0.cornerRadius = $1 }),
        enumeration("cornerCurve", \.cornerCurve, apply: { $0.cornerCurve = $1 }),
        SceneLayerKey(
            "maskedCorners", \.maskedCorners, read: { d, v, p in d.context.readCornerMask(v, p) },
            write: AnimatableValueCoding.cornerNames, apply: { $0.maskedCorners = $1 }),
        number("borderWidth", \.borderWidth, .length, apply: { $0.borderWidth = $1 }),
        color("borderColor", \.borderColor, apply: { $0.borderColor = $1 }),
        bool("masksToBounds", \.masksToBounds, apply: { $0.masksToBounds = $1 }),
        enumeration("maskMode", \.maskMode, apply: { $0.maskMode = $1 }),
        bool("geometryFlipped", \.isGeometryFlipped, apply: { $0.isGeometryFlipped = $1 }),
        SceneLayerKey(
            "contents", \.contents,
            read: { d, v, p -> Image?? in
                if v.isNull { return .some(nil) }
                if v.objectMembers != nil { return d.readVideoContents(v, p).map { .some($0) } }
                return d.readAssetPath(v, p, extensions: SceneDecoder.imageExtensions, what: "image").map {
                    .some(Image(path: $0))
                }
            }, write: { $0.map(SceneDecoder.contentsValue) ?? .null }, apply: { $0.contents = $1 }),
        enumeration("contentsGravity", \.contentsGravity, apply: { $0.contentsGravity = $1 }),
        unitRect("contentsRect", \.contentsRect, apply: { $0.contentsRect = $1 }),
        unitRect("contentsCenter", \.contentsCenter, apply: { $0.contentsCenter = $1 }),
        enumeration("minificationFilter", \.minificationFilter, apply: { $0.minificationFilter = $1 }),
        enumeration("magnificationFilter", \.magnificationFilter, apply: { $0.magnificationFilter = $1 }),
        color("shadowColor", \.shadowColor, apply: { $0.shadowColor = $1 }),
        number("shadowOpacity", \.shadowOpacity, .unit, apply: { $0.shadowOpacity = $1 }),
        SceneLayerKey(
            "shadowOffset", \.shadowOffset, read: { d, v, p in d.context.readSize(v, p, .coordinate) },
            write: { numbers($0.width, $0.height) }, apply: { $0.shadowOffset = $1 }),
        number("shadowRadius", \.shadowRadius, .length, apply: { $0.shadowRadius = $1 }),
        SceneLayerKey(
            "shadowPath", \.shadowPath,
            read: { d, v, p -> BezierPath?? in v.isNull ? .some(nil) : d.readPath(v, p).map { .some($0) } },
            write: { $0.map { .string($0.svgPathData) } ?? .null }, apply: { $0.shadowPath = $1 }),
    ]

    /// The same property, for layers of `scope` only.
    func only(_ scope: Scope) -> SceneLayerKey {
        var key = self
        key.scope = scope
        return key
    }

    static let shape: [SceneLayerKey] = [
        SceneLayerKey(
            "path", \.path,
            read: { d, v, p -> BezierPath?? in v.isNull ? .some(nil) : d.readPath(v, p).map { .some($0) } },
            write: { $0.map { .string($0.svgPathData) } ?? .null }, apply: { ($0 as? ShapeLayer)?.path = $1 }),
        optionalColor("fillColor", \.fillColor, apply: { ($0 as? ShapeLayer)?.fillColor = $1 }),
        enumeration("fillRule", \.fillRule, apply: { ($0 as? ShapeLayer)?.fillRule = $1 }),
        optionalColor("strokeColor", \.strokeColor, apply: { ($0 as? ShapeLayer)?.strokeColor = $1 }),
        number("lineWidth", \.lineWidth, .length, apply: { ($0 as? ShapeLayer)?.lineWidth = $1 }),
        enumeration("lineCap", \.lineCap, apply: { ($0 as? ShapeLayer)?.lineCap = $1 }),
        enumeration("lineJoin", \.lineJoin, apply: { ($0 as? ShapeLayer)?.lineJoin = $1 }),
        number("miterLimit", \.miterLimit, .length, apply: { ($0 as? ShapeLayer)?.miterLimit = $1 }),
        SceneLayerKey(
            "lineDashPattern", \.lineDashPattern,
            read: { d, v, p -> [Double]?? in v.isNull ? .some(nil) : d.readDashes(v, p).map { .some($0) } },
            write: { $0.map { .array($0.map(JSONValue.number)) } ?? .null },
            apply: { ($0 as? ShapeLayer)?.lineDashPattern = $1 }),
        number(
            "lineDashPhase", \.lineDashPhase, .coordinate, apply: { ($0 as? ShapeLayer)?.lineDashPhase = $1 }),
        strokeFraction("strokeStart", \.strokeStart, apply: { ($0 as? ShapeLayer)?.strokeStart = $1 }),
        strokeFraction("strokeEnd", \.strokeEnd, apply: { ($0 as? ShapeLayer)?.strokeEnd = $1 }),
    ].map { $0.only(.shape) }

    static let text: [SceneLayerKey] = [
        SceneLayerKey(
            "string", \.string, read: { d, v, p in d.context.readString(v, p) }, write: JSONValue.string,
            apply: { ($0 as? TextLayer)?.string = $1 }),
        SceneLayerKey(
            "fontFamily", \.fontFamily,
            read: { d, v, p in d.context.readNonEmptyString(v, p, "a font family name") }, write: JSONValue.string,
            apply: { ($0 as? TextLayer)?.fontFamily = $1 }),
        number(
            "fontSize", \.fontSize,
            .positive(atMost: 10_000),
            apply: { ($0 as? TextLayer)?.fontSize = $1 }),
        bool("bold", \.isBold, apply: { ($0 as? TextLayer)?.isBold = $1 }),
        SceneLayerKey(
            "fontWeight", \.fontWeight, read: { d, v, p in FontWeightName.read(v, p, d.context) },
            write: { $0.map { .number(Double($0)) } ?? .null }, apply: { ($0 as? TextLayer)?.fontWeight = $1 }),
        color("foregroundColor", \.foregroundColor, apply: { ($0 as? TextLayer)?.foregroundColor = $1 }),
        enumeration("alignmentMode", \.alignmentMode, apply: { ($0 as? TextLayer)?.alignmentMode = $1 }),
        bool("wrapped", \.isWrapped, apply: { ($0 as? TextLayer)?.isWrapped = $1 }),
        enumeration("truncationMode", \.truncationMode, apply: { ($0 as? TextLayer)?.truncationMode = $1 }),
    ].map { $0.only(.text) }

    /// `CAGradientLayer`'s properties; `type` is written `gradientType`, since a layer's
    /// `type` is its kind.
    static let gradient: [SceneLayerKey] = [
        enumeration("gradientType", \.gradientType, apply: { ($0 as? GradientLayer)?.type = $1 }),
        SceneLayerKey(
            "colors", \.colors,
            read: { d, v, p -> [Color]?? in v.isNull ? .some(nil) : d.readColors(v, p).map { .some($0) } },
            write: { $0.map { .array($0.map { ReelScene.color($0) }) } ?? .null },
            apply: { ($0 as? GradientLayer)?.colors = $1 }),
        SceneLayerKey(
            "locations", \.locations,
            read: { d, v, p -> [Double]?? in v.isNull ? .some(nil) : d.readNumberArray(v, p).map { .some($0) } },
            write: { $0.map { .array($0.map(JSONValue.number)) } ?? .null },
            apply: { ($0 as? GradientLayer)?.locations = $1 }),
        SceneLayerKey(
            "startPoint", \.startPoint, read: { d, v, p in d.context.readPoint(v, p) }, write: { numbers($0.x, $0.y) },
            apply: { ($0 as? GradientLayer)?.startPoint = $1 }),
        SceneLayerKey(
            "endPoint", \.endPoint, read: { d, v, p in d.context.readPoint(v, p) }, write: { numbers($0.x, $0.y) },
            apply: { ($0 as? GradientLayer)?.endPoint = $1 }),
    ].map { $0.only(.gradient) }
    static let replicator: [SceneLayerKey] =
        [
            integer("instanceCount", \.instanceCount, 0...ReplicatorLayer.maximumInstanceCount) {
                ($0 as? ReplicatorLayer)?.instanceCount = $1
            },
            SceneLayerKey(
                "instanceTransform", \.instanceTransform, read: { d, v, p in d.context.readTransform(v, p) },
                write: { AnimatableValueCoding.transform($0) },
                apply: { ($0 as? ReplicatorLayer)?.instanceTransform = $1 }),
            number("instanceDelay", \.instanceDelay, .time, apply: { ($0 as? ReplicatorLayer)?.instanceDelay = $1 }),
            color("instanceColor", \.instanceColor, apply: { ($0 as? ReplicatorLayer)?.instanceColor = $1 }),
            number(
                "instanceRedOffset", \.instanceRedOffset, .between(-1, 1),
                apply: { ($0 as? ReplicatorLayer)?.instanceRedOffset = $1 }),
            number(
                "instanceGreenOffset", \.instanceGreenOffset, .between(-1, 1),
                apply: { ($0 as? ReplicatorLayer)?.instanceGreenOffset = $1 }),
            number(
                "instanceBlueOffset", \.instanceBlueOffset, .between(-1, 1),
                apply: { ($0 as? ReplicatorLayer)?.instanceBlueOffset = $1 }),
            number(
                "instanceAlphaOffset", \.instanceAlphaOffset, .between(-1, 1),
                apply: { ($0 as? ReplicatorLayer)?.instanceAlphaOffset = $1 }),
        ].map { $0.only(.replicator) } + [
            bool("preservesDepth", \.preservesDepth) { layer, v in
                (layer as? ReplicatorLayer)?.preservesDepth = v
                (layer as? EmitterLayer)?.preservesDepth = v
            }.only(.depth)
        ]

    static let emitter: [SceneLayerKey] = [
        SceneLayerKey(
            "emitterCells", \.emitterCells, read: { d, v, p in EmitterCellCoding.decodeCells(v, p, decoder: d) },
            write: EmitterCellCoding.encode, apply: { ($0 as? EmitterLayer)?.emitterCells = $1.cells }),
        SceneLayerKey(
            "emitterPosition", \.emitterPosition, read: { d, v, p in d.context.readPoint(v, p) },
            write: { numbers($0.x, $0.y) }, apply: { ($0 as? EmitterLayer)?.emitterPosition = $1 }),
        number(
            "emitterZPosition", \.emitterZPosition, .coordinate,
            apply: { ($0 as? EmitterLayer)?.emitterZPosition = $1 }),
        SceneLayerKey(
            "emitterSize", \.emitterSize, read: { d, v, p in d.context.readSize(v, p) },
            write: { numbers($0.width, $0.height) }, apply: { ($0 as? EmitterLayer)?.emitterSize = $1 }),
        number("emitterDepth", \.emitterDepth, .length, apply: { ($0 as? EmitterLayer)?.emitterDepth = $1 }),
        enumeration("emitterShape", \.emitterShape, apply: { ($0 as? EmitterLayer)?.emitterShape = $1 }),
        enumeration("emitterMode", \.emitterMode, apply: { ($0 as? EmitterLayer)?.emitterMode = $1 }),
        enumeration("renderMode", \.renderMode, apply: { ($0 as? EmitterLayer)?.renderMode = $1 }),
        number("birthRate", \.birthRate, .between(0, 1000), apply: { ($0 as? EmitterLayer)?.birthRate = $1 }),
        number("lifetime", \.lifetime, .between(0, 1000), apply: { ($0 as? EmitterLayer)?.lifetime = $1 }),
        number("velocity", \.velocity, .between(-1000, 1000), apply: { ($0 as? EmitterLayer)?.velocity = $1 }),
        number("scale", \.scale, .between(0, 1000), apply: { ($0 as? EmitterLayer)?.scale = $1 }),
        number("spin", \.spin, .between(-1000, 1000), apply: { ($0 as? EmitterLayer)?.spin = $1 }),
        integer("seed", \.seed, 0...Int(UInt32.max)) { ($0 as? EmitterLayer)?.seed = $1 },
    ].map { $0.only(.emitter) }

    // MARK: - Kinds of value

    /// A whole number in `range`.
    static func integer(
        _ key: String, _ keyPath: WritableKeyPath<LayerState, Int>, _ range: ClosedRange<Int>,
        apply: @escaping (Layer, Int) -> Void
    ) -> SceneLayerKey {
        SceneLayerKey(
            key, keyPath,
            read: { d, v, p in
                let phrase = "a whole number from \(range.lowerBound) to \(range.upperBound)"
                guard let x = d.context.readNumber(v, p, .between(Double(range.lowerBound), Double(range.upperBound)))
                else { return nil }
                guard x == x.rounded() else {
                    d.context.report(.range, p, v.location, "expected \(phrase), got \(JSONWriter.format(x))")
                    return nil
                }
                return Int(x)
            }, write: { .number(Double($0)) }, apply: apply)
    }

    static func number(
        _ key: String, _ keyPath: WritableKeyPath<LayerState, Double>,
        _ range: DecodingContext.NumberRange, apply: @escaping (Layer, Double) -> Void
    ) -> SceneLayerKey {
        SceneLayerKey(
            key, keyPath, read: { d, v, p in d.context.readNumber(v, p, range) }, write: JSONValue.number,
            apply: apply)
    }

    /// `strokeStart`/`strokeEnd`: outside 0…1 is accepted and drawn clamped, as Core Animation
    /// does, with a warning (the same for a layer field, a timed change and an animated value).
    static func strokeFraction(
        _ key: String, _ keyPath: WritableKeyPath<LayerState, Double>, apply: @escaping (Layer, Double) -> Void
    ) -> SceneLayerKey {
        SceneLayerKey(
            key, keyPath,
            read: { d, v, p in
                guard let x = d.context.readNumber(v, p, .any) else { return nil }
                d.context.warnStrokeFraction(key, x, p, v.location)
                return x
            }, write: JSONValue.number, apply: apply)
    }

    /// A rectangle in unit coordinates (`contentsRect`, `contentsCenter`): `[x, y, width, height]`.
    static func unitRect(
        _ key: String, _ keyPath: WritableKeyPath<LayerState, Rect>, apply: @escaping (Layer, Rect) -> Void
    ) -> SceneLayerKey {
        SceneLayerKey(
            key, keyPath, read: { d, v, p in d.context.readRect(v, p) },
            write: { numbers($0.origin.x, $0.origin.y, $0.width, $0.height) }, apply: apply)
    }

    static func bool(
        _ key: String, _ keyPath: WritableKeyPath<LayerState, Bool>,
        apply: @escaping (Layer, Bool) -> Void
    ) -> SceneLayerKey {
        SceneLayerKey(
            key, keyPath, read: { d, v, p in d.context.readBool(v, p) }, write: JSONValue.bool, apply: apply)
    }

    static func color(
        _ key: String, _ keyPath: WritableKeyPath<LayerState, Color>,
        apply: @escaping (Layer, Color) -> Void
    ) -> SceneLayerKey {
        SceneLayerKey(
            key, keyPath, read: { d, v, p in d.context.readColor(v, p) }, write: { ReelScene.color($0) },
            apply: apply)
    }

    static func optionalColor(
        _ key: String, _ keyPath: WritableKeyPath<LayerState, Color?>,
        apply: @escaping (Layer, Color?) -> Void
    ) -> SceneLayerKey {
        SceneLayerKey(
            key, keyPath, read: { d, v, p in d.context.readOptionalColor(v, p) },
            write: { ReelScene.color($0) }, apply: apply)
    }

    static func enumeration<E: RawRepresentable & CaseIterable & Equatable>(
        _ key: String, _ keyPath: WritableKeyPath<LayerState, E>,
        apply: @escaping (Layer, E) -> Void
    ) -> SceneLayerKey where E.RawValue == String {
        SceneLayerKey(
            key, keyPath, read: { d, v, p in d.context.readEnum(v, p, E.self) },
            write: { .string($0.rawValue) }, apply: apply)
    }
}

func numbers(_ values: Double...) -> JSONValue {
    .array(values.map(JSONValue.number))
}

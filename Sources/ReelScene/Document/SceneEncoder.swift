import ReelCore

extension SceneDocument {
    /// The document as JSON, keys in the documented order, layer properties only where they
    /// differ from the defaults. Decoding the result gives back an equal document: values are
    /// written resolved, and every string outside `params` is written as a template literal
    /// (`ParameterTemplate.literal`), so that no `$` in it is substituted when it is read.
    /// The exception is a bound property (`SceneLayer.parameterBindings`), written as its
    /// whole-value reference `"$name"`, so that decoding reads it from the parameter.
    public func jsonValue() -> JSONValue {
        let value = unescapedJSONValue()
        guard case .object(let members) = value.kind else { return value }
        return JSONValue(
            .object(
                members.map { m in
                    m.key == "params" ? m : JSONValue.Member(key: m.key, value: m.value.templateLiterals)
                }))
    }

    /// The document as JSON with strings as they are in the model.
    func unescapedJSONValue() -> JSONValue {
        var m: [(String, JSONValue)] = [("reel", .number(Double(version)))]
        if let summary { m.append(("description", .string(summary))) }
        m.append(("size", numbers(size.width, size.height)))
        if scale != 1 { m.append(("scale", .number(scale))) }
        m.append(("fps", frameRateJSON))
        m.append(("duration", .number(duration)))
        if let background { m.append(("background", color(background))) }
        if !assets.isEmpty {
            var a: [(String, JSONValue)] = []
            if !assets.images.isEmpty { a.append(("images", .array(assets.images.map(JSONValue.string)))) }
            if !assets.fonts.isEmpty { a.append(("fonts", .array(assets.fonts.map(JSONValue.string)))) }
            m.append(("assets", .object(a)))
        }
        if let audio {
            var a: [(String, JSONValue)] = [("path", .string(audio.path))]
            if audio.offset != 0 { a.append(("offset", .number(audio.offset))) }
            if audio.volume != 1 { a.append(("volume", .number(audio.volume))) }
            if audio.fadeIn != 0 { a.append(("fadeIn", .number(audio.fadeIn))) }
            if audio.fadeOut != 0 { a.append(("fadeOut", .number(audio.fadeOut))) }
            m.append(("audio", .object(a)))
        }
        if !params.isEmpty {
            m.append(("params", .object(params.map { ($0.name, $0.defaultValue.json) })))
        }
        m.append(("layers", .array(layers.map { $0.jsonValue() })))
        if !changes.isEmpty { m.append(("changes", .array(changes.map { $0.jsonValue() }))) }
        if !markers.isEmpty {
            m.append(
                (
                    "markers",
                    .array(
                        markers.map { marker in
                            var o: [(String, JSONValue)] = [
                                ("name", .string(marker.name)), ("time", .number(marker.time)),
                            ]
                            if marker.duration != 0 { o.append(("duration", .number(marker.duration))) }
                            return .object(o)
                        })
                ))
        }
        return .object(m)
    }

    /// `"fps"`: a number, or the fraction string (`"30000/1001"`) when the rate is a fraction
    /// with no finite decimal form, so that it is written exactly as it reads.
    private var frameRateJSON: JSONValue {
        guard let rate = FrameRate(framesPerSecond: fps), rate.framesPerSecond == fps else { return .number(fps) }
        var d = rate.denominator
        while d % 2 == 0 { d /= 2 }
        while d % 5 == 0 { d /= 5 }
        return d == 1 ? .number(fps) : .string(rate.description)
    }

    /// The document as pretty-printed JSON text (two-space indents, stable key order).
    public func jsonText() -> String {
        JSONWriter().write(jsonValue())
    }
}

extension SceneLayer {
    /// The layer as JSON: `type` and `name` first, then every property that differs from its
    /// default or is bound to a parameter (as `"$name"`), in the documented order.
    public func jsonValue() -> JSONValue {
        var m = SceneLayer.properties(of: state, bindings: parameterBindings)
        if !animations.isEmpty { m.append(("animations", .array(animations.map(AnimationEncoder.encode)))) }
        if let mask { m.append(("mask", mask.jsonValue())) }
        if !sublayers.isEmpty { m.append(("sublayers", .array(sublayers.map { $0.jsonValue() }))) }
        return .object(m)
    }

    /// The keys of `s` that differ from a new layer's of its kind, and the keys bound to a
    /// parameter in `bindings` (whatever their value), in the documented order.
    static func properties(of s: LayerState, bindings: [String: String] = [:]) -> [(String, JSONValue)] {
        let defaults = LayerState(kind: s.kind)
        var m: [(String, JSONValue)] = []
        if s.kind != .plain { m.append(("type", .string(s.kind.rawValue))) }
        for key in SceneLayerKey.all where key.applies(to: s.kind) {
            if let name = bindings[key.key] {
                m.append((key.key, .parameterReference(name)))
            } else if let v = key.encode(s, defaults) {
                m.append((key.key, v))
            }
        }
        return m
    }
}

extension SceneChange {
    /// The change as JSON: `time`, `layer`, then the action's keys.
    public func jsonValue() -> JSONValue {
        var m: [(String, JSONValue)] = [("time", .number(time)), ("layer", .string(layer))]
        switch action {
        case .set(let property, let value):
            m.append(("set", .object([(property, AnimatableValueCoding.encode(value))])))
        case .setState(let state):
            m.append(("setState", .object(SceneLayer.properties(of: state))))
        case .addAnimation(let a):
            m.append(("addAnimation", AnimationEncoder.encode(a)))
        case .removeAnimation(let ref):
            m.append(("removeAnimation", .string(ref)))
        case .insertSublayer(let layer, let index):
            m.append(("insertSublayer", layer.jsonValue()))
            if let index { m.append(("index", .number(Double(index)))) }
        case .removeSublayer(let ref):
            m.append(("removeSublayer", .string(ref)))
        case .setMask(let layer):
            m.append(("setMask", layer?.jsonValue() ?? .null))
        }
        return .object(m)
    }
}

extension SourceLocation {
    /// Where a bound property's reference is, for the encoder: no parsed value starts at a
    /// negative offset, so the mark tells the reference apart from a string that reads `$name`.
    static let parameterReference = SourceLocation(line: 0, column: 0, offset: -1)
}

extension JSONValue {
    /// A bound property's whole-value reference `"$name"`, marked (at
    /// `SourceLocation.parameterReference`) so that `templateLiterals` leaves it a reference.
    static func parameterReference(_ name: String) -> JSONValue {
        JSONValue(.string("$" + name), at: .parameterReference)
    }

    /// The value with every string (not object keys) written as a template literal, except
    /// parameter references.
    fileprivate var templateLiterals: JSONValue {
        switch kind {
        case .string where location == .parameterReference: self
        case .string(let s): JSONValue(.string(ParameterTemplate.literal(s)), at: location)
        case .array(let a): JSONValue(.array(a.map(\.templateLiterals)), at: location)
        case .object(let m):
            JSONValue(
                .object(m.map { Member(key: $0.key, keyLocation: $0.keyLocation, value: $0.value.templateLiterals) }),
                at: location)
        default: self
        }
    }
}

/// `#rrggbb(aa)` when 8 bits per channel hold the colour exactly, else `[r, g, b, a]`, so that
/// colours made in code survive a round trip bit for bit.
func color(_ c: Color?) -> JSONValue {
    guard let c else { return .null }
    if Color(hex: c.hex) == c { return .string(c.hex) }
    return numbers(c.red, c.green, c.blue, c.alpha)
}

import ReelCore

extension SceneDocument {
    /// The document as JSON, keys in the documented order, layer properties only where they
    /// differ from the defaults. Decoding the result gives back an equal document: values are
    /// written resolved, and every string outside `params` is written as a template literal
    /// (`ParameterTemplate.literal`), so that no `$` in it is substituted when it is read.
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
        m.append(("fps", .number(fps)))
        m.append(("duration", .number(duration)))
        if let background { m.append(("background", color(background))) }
        if !assets.isEmpty {
            var a: [(String, JSONValue)] = []
            if !assets.images.isEmpty { a.append(("images", .array(assets.images.map(JSONValue.string)))) }
            if !assets.fonts.isEmpty { a.append(("fonts", .array(assets.fonts.map(JSONValue.string)))) }
            m.append(("assets", .object(a)))
        }
        if !params.isEmpty {
            m.append(("params", .object(params.map { ($0.name, $0.defaultValue.json) })))
        }
        m.append(("layers", .array(layers.map { $0.jsonValue() })))
        if !changes.isEmpty { m.append(("changes", .array(changes.map { $0.jsonValue() }))) }
        return .object(m)
    }

    /// The document as pretty-printed JSON text (two-space indents, stable key order).
    public func jsonText() -> String {
        JSONWriter().write(jsonValue())
    }
}

extension SceneLayer {
    /// The layer as JSON: `type` and `name` first, then every property that differs from its
    /// default, in the documented order.
    public func jsonValue() -> JSONValue {
        var m = SceneLayer.properties(of: state)
        if !animations.isEmpty { m.append(("animations", .array(animations.map(AnimationEncoder.encode)))) }
        if !sublayers.isEmpty { m.append(("sublayers", .array(sublayers.map { $0.jsonValue() }))) }
        return .object(m)
    }

    /// The keys of `s` that differ from a new layer's of its kind, in the documented order.
    static func properties(of s: LayerState) -> [(String, JSONValue)] {
        let d = LayerState(kind: s.kind)
        var m: [(String, JSONValue)] = []
        if s.kind != .plain { m.append(("type", .string(s.kind.rawValue))) }
        if let name = s.name { m.append(("name", .string(name))) }
        if s.position != d.position { m.append(("position", numbers(s.position.x, s.position.y))) }
        if s.bounds != d.bounds {
            m.append(("bounds", numbers(s.bounds.origin.x, s.bounds.origin.y, s.bounds.width, s.bounds.height)))
        }
        if s.anchorPoint != d.anchorPoint { m.append(("anchorPoint", numbers(s.anchorPoint.x, s.anchorPoint.y))) }
        if s.transform != d.transform { m.append(("transform", AnimatableValueCoding.transform(s.transform))) }
        if s.zPosition != d.zPosition { m.append(("zPosition", .number(s.zPosition))) }
        if s.sublayerTransform != d.sublayerTransform {
            m.append(("sublayerTransform", AnimatableValueCoding.transform(s.sublayerTransform)))
        }
        if s.isDoubleSided != d.isDoubleSided { m.append(("doubleSided", .bool(s.isDoubleSided))) }
        if s.speed != d.speed { m.append(("speed", .number(s.speed))) }
        if s.timeOffset != d.timeOffset { m.append(("timeOffset", .number(s.timeOffset))) }
        if s.beginTime != d.beginTime { m.append(("beginTime", .number(s.beginTime))) }
        if s.opacity != d.opacity { m.append(("opacity", .number(s.opacity))) }
        if s.isHidden != d.isHidden { m.append(("hidden", .bool(s.isHidden))) }
        if s.backgroundColor != d.backgroundColor { m.append(("backgroundColor", color(s.backgroundColor))) }
        if s.cornerRadius != d.cornerRadius { m.append(("cornerRadius", .number(s.cornerRadius))) }
        if s.borderWidth != d.borderWidth { m.append(("borderWidth", .number(s.borderWidth))) }
        if s.borderColor != d.borderColor { m.append(("borderColor", color(s.borderColor))) }
        if s.masksToBounds != d.masksToBounds { m.append(("masksToBounds", .bool(s.masksToBounds))) }
        if let contents = s.contents { m.append(("contents", .string(contents.path))) }
        if s.contentsGravity != d.contentsGravity { m.append(("contentsGravity", .string(s.contentsGravity.rawValue))) }
        if s.shadowColor != d.shadowColor { m.append(("shadowColor", color(s.shadowColor))) }
        if s.shadowOpacity != d.shadowOpacity { m.append(("shadowOpacity", .number(s.shadowOpacity))) }
        if s.shadowOffset != d.shadowOffset {
            m.append(("shadowOffset", numbers(s.shadowOffset.width, s.shadowOffset.height)))
        }
        if s.shadowRadius != d.shadowRadius { m.append(("shadowRadius", .number(s.shadowRadius))) }
        if s.kind == .shape {
            if let path = s.path { m.append(("path", .string(path.svgPathData))) }
            if s.fillColor != d.fillColor { m.append(("fillColor", color(s.fillColor))) }
            if s.fillRule != d.fillRule { m.append(("fillRule", .string(s.fillRule.rawValue))) }
            if s.strokeColor != d.strokeColor { m.append(("strokeColor", color(s.strokeColor))) }
            if s.lineWidth != d.lineWidth { m.append(("lineWidth", .number(s.lineWidth))) }
            if s.lineCap != d.lineCap { m.append(("lineCap", .string(s.lineCap.rawValue))) }
            if s.lineJoin != d.lineJoin { m.append(("lineJoin", .string(s.lineJoin.rawValue))) }
            if s.miterLimit != d.miterLimit { m.append(("miterLimit", .number(s.miterLimit))) }
            if let dashes = s.lineDashPattern { m.append(("lineDashPattern", .array(dashes.map(JSONValue.number)))) }
            if s.lineDashPhase != d.lineDashPhase { m.append(("lineDashPhase", .number(s.lineDashPhase))) }
            if s.strokeStart != d.strokeStart { m.append(("strokeStart", .number(s.strokeStart))) }
            if s.strokeEnd != d.strokeEnd { m.append(("strokeEnd", .number(s.strokeEnd))) }
        }
        if s.kind == .text {
            if s.string != d.string { m.append(("string", .string(s.string))) }
            if s.fontFamily != d.fontFamily { m.append(("fontFamily", .string(s.fontFamily))) }
            if s.fontSize != d.fontSize { m.append(("fontSize", .number(s.fontSize))) }
            if s.isBold != d.isBold { m.append(("bold", .bool(s.isBold))) }
            if s.foregroundColor != d.foregroundColor { m.append(("foregroundColor", color(s.foregroundColor))) }
            if s.alignmentMode != d.alignmentMode { m.append(("alignmentMode", .string(s.alignmentMode.rawValue))) }
            if s.isWrapped != d.isWrapped { m.append(("wrapped", .bool(s.isWrapped))) }
            if s.truncationMode != d.truncationMode {
                m.append(("truncationMode", .string(s.truncationMode.rawValue)))
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
        }
        return .object(m)
    }
}

extension JSONValue {
    /// The value with every string (not object keys) written as a template literal.
    fileprivate var templateLiterals: JSONValue {
        switch kind {
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

private func numbers(_ values: Double...) -> JSONValue {
    .array(values.map(JSONValue.number))
}

/// `#rrggbb(aa)` when 8 bits per channel hold the colour exactly, else `[r, g, b, a]`, so that
/// colours made in code survive a round trip bit for bit.
func color(_ c: Color?) -> JSONValue {
    guard let c else { return .null }
    if Color(hex: c.hex) == c { return .string(c.hex) }
    return numbers(c.red, c.green, c.blue, c.alpha)
}

import ReelCore

/// JSON forms of animatable values, chosen by the property's value type.
enum AnimatableValueCoding {
    static func same(_ a: any Any.Type, _ b: any Any.Type) -> Bool { ObjectIdentifier(a) == ObjectIdentifier(b) }

    /// The value as JSON: numbers, `[x, y]`, `[x, y, w, h]`, `[a, b, c, d, tx, ty]`, colours,
    /// SVG path data, image paths, enum names, or `null` for an absent optional.
    static func encode(_ value: any AnimatableValue) -> JSONValue {
        switch value {
        case let v as Double: return .number(v)
        case let v as Int: return .number(Double(v))
        case let v as Int?: return v.map { .number(Double($0)) } ?? .null
        case let v as Point: return .array([.number(v.x), .number(v.y)])
        case let v as Size: return .array([.number(v.width), .number(v.height)])
        case let v as Rect:
            return .array([.number(v.origin.x), .number(v.origin.y), .number(v.width), .number(v.height)])
        case let v as AffineTransform: return .array([v.a, v.b, v.c, v.d, v.tx, v.ty].map(JSONValue.number))
        case let v as Transform3D: return transform(v)
        case let v as Color: return color(v)
        case let v as Bool: return .bool(v)
        case let v as String: return .string(v)
        case let v as Image: return .string(v.path)
        case let v as [Double]: return .array(v.map(JSONValue.number))
        case let v as BezierPath: return .string(v.svgPathData)
        case let v as LayerKind: return .string(v.rawValue)
        case let v as ContentsGravity: return .string(v.rawValue)
        case let v as LineCap: return .string(v.rawValue)
        case let v as LineJoin: return .string(v.rawValue)
        case let v as FillRule: return .string(v.rawValue)
        case let v as TextAlignment: return .string(v.rawValue)
        case let v as TextTruncation: return .string(v.rawValue)
        case let v as GradientType: return .string(v.rawValue)
        case let v as [Color]?: return v.map { .array($0.map(color)) } ?? .null
        case let v as CornerCurve: return .string(v.rawValue)
        case let v as ContentsFilter: return .string(v.rawValue)
        case let v as CornerMask: return cornerNames(v)
        case let v as Color?: return v.map(color) ?? .null
        case let v as BezierPath?: return v.map { .string($0.svgPathData) } ?? .null
        case let v as [Double]?: return v.map { .array($0.map(JSONValue.number)) } ?? .null
        case let v as Image?: return v.map { .string($0.path) } ?? .null
        case let v as String?: return v.map(JSONValue.string) ?? .null
        default: return .null
        }
    }

    /// A transform as 6 numbers when it is affine, else its 16 fields (row-major).
    static func transform(_ t: Transform3D) -> JSONValue {
        if t.isAffine {
            let a = t.affine
            return .array([a.a, a.b, a.c, a.d, a.tx, a.ty].map(JSONValue.number))
        }
        return .array(t.values.map(JSONValue.number))
    }

    /// Reads a value of `type`, reporting a typed error when the JSON has the wrong form.
    /// `property` (a `LayerProperty` name) picks the checks for types several properties share:
    /// `locations` are any numbers, `lineDashPattern` lengths ≥ 0.
    static func decode(
        _ value: JSONValue, _ path: JSONPath, as type: any AnimatableValue.Type, property: String? = nil,
        decoder: SceneDecoder
    ) -> (any AnimatableValue)? {
        if let read = valueReader(for: type) { return read(decoder.context, value, path) }
        if let read = optionalReader(for: type, property: property) { return read(decoder, value, path) }
        if let read = integerReader(for: type, property: property) { return read(decoder, value, path) }
        decoder.context.report(.type, path, value.location, "values of this property cannot be written in a document")
        return nil
    }

    /// The reader of a type that is not optional, or nil when `type` is not one of them. A
    /// reader gives nil when the value is wrong (reported).
    static func valueReader(
        for type: any AnimatableValue.Type
    ) -> ((DecodingContext, JSONValue, JSONPath) -> (any AnimatableValue)?)? {
        if same(type, Double.self) { return { c, v, p in c.readNumber(v, p, .any) } }
        if same(type, Point.self) { return { c, v, p in c.readPoint(v, p, .any) } }
        if same(type, Size.self) { return { c, v, p in c.readSize(v, p, .any) } }
        if same(type, Rect.self) { return { c, v, p in c.readRect(v, p) } }
        if same(type, AffineTransform.self) { return { c, v, p in c.readTransform(v, p)?.affine } }
        if same(type, Transform3D.self) { return { c, v, p in c.readTransform(v, p) } }
        if same(type, Color.self) { return { c, v, p in c.readColor(v, p) } }
        if same(type, Bool.self) { return { c, v, p in c.readBool(v, p) } }
        if same(type, String.self) { return { c, v, p in c.readString(v, p) } }
        if same(type, ContentsGravity.self) { return { c, v, p in c.readEnum(v, p, ContentsGravity.self) } }
        if same(type, LineCap.self) { return { c, v, p in c.readEnum(v, p, LineCap.self) } }
        if same(type, LineJoin.self) { return { c, v, p in c.readEnum(v, p, LineJoin.self) } }
        if same(type, FillRule.self) { return { c, v, p in c.readEnum(v, p, FillRule.self) } }
        if same(type, TextAlignment.self) { return { c, v, p in c.readEnum(v, p, TextAlignment.self) } }
        if same(type, TextTruncation.self) { return { c, v, p in c.readEnum(v, p, TextTruncation.self) } }
        if same(type, LayerKind.self) { return { c, v, p in c.readEnum(v, p, LayerKind.self) } }
        if same(type, GradientType.self) { return { c, v, p in c.readEnum(v, p, GradientType.self) } }
        if same(type, CornerCurve.self) { return { c, v, p in c.readEnum(v, p, CornerCurve.self) } }
        if same(type, ContentsFilter.self) { return { c, v, p in c.readEnum(v, p, ContentsFilter.self) } }
        if same(type, CornerMask.self) { return { c, v, p in c.readCornerMask(v, p) } }
        return nil
    }

    /// `value` as a reader's result: an optional stays one value (its `none` is "set to none"),
    /// where converting it to `(any AnimatableValue)?` directly would turn `none` into the
    /// reader's nil ("bad value", skipped): a change setting `backgroundColor` to null was lost.
    static func erased<T: AnimatableValue>(_ value: T) -> (any AnimatableValue)? { value }

    /// The reader of a whole-number property (`maximumLines`, `fontWeight`), or nil when `type`
    /// is not `Int` or `Int?`: the one a layer's key in a document has (`SceneValueCoding`), so a
    /// recorded change reads what a layer definition reads.
    static func integerReader(
        for type: any AnimatableValue.Type, property name: String?
    ) -> ((SceneDecoder, JSONValue, JSONPath) -> (any AnimatableValue)?)? {
        guard let property = name.flatMap(LayerProperty.named) else { return nil }
        if same(type, Int.self) {
            let coding = SceneValueCoding<Int>(for: property)
            return { d, v, p in coding.read(d, v, p) }
        }
        if same(type, Int?.self) {
            let coding = SceneValueCoding<Int?>(for: property)
            return { d, v, p in
                guard let value = coding.read(d, v, p) else { return nil }
                return erased(value)
            }
        }
        return nil
    }

    /// The reader of an optional type (`null` is none), or nil when `type` is not one of them.
    static func optionalReader(
        for type: any AnimatableValue.Type, property: String?
    ) -> ((SceneDecoder, JSONValue, JSONPath) -> (any AnimatableValue)?)? {
        if same(type, Color?.self) {
            return { d, v, p in
                guard let color = d.context.readOptionalColor(v, p) else { return nil }
                return erased(color)
            }
        }
        if same(type, BezierPath?.self) {
            return { d, v, p in
                if v.isNull { return erased(BezierPath?.none) }
                guard let path = d.readPath(v, p) else { return nil }
                return erased(BezierPath?.some(path))
            }
        }
        if same(type, [Color]?.self) {
            return { d, v, p in
                if v.isNull { return erased([Color]?.none) }
                guard let colors = d.readColors(v, p) else { return nil }
                return erased([Color]?.some(colors))
            }
        }
        if same(type, [Double]?.self), property == "locations" {
            return { d, v, p in
                if v.isNull { return erased([Double]?.none) }
                guard let numbers = d.readNumberArray(v, p) else { return nil }
                return erased([Double]?.some(numbers))
            }
        }
        if same(type, [Double]?.self) {
            return { d, v, p in
                if v.isNull { return erased([Double]?.none) }
                guard let dashes = d.readDashes(v, p) else { return nil }
                return erased([Double]?.some(dashes))
            }
        }
        if same(type, Image?.self) {
            return { d, v, p in
                if v.isNull { return erased(Image?.none) }
                guard let file = d.readAssetPath(v, p, extensions: SceneDecoder.imageExtensions, what: "image")
                else { return nil }
                return erased(Image?.some(Image(path: file)))
            }
        }
        if same(type, String?.self) {
            return { d, v, p in
                if v.isNull { return erased(String?.none) }
                guard let s = d.context.readString(v, p) else { return nil }
                return erased(String?.some(s))
            }
        }
        return nil
    }

    /// `maskedCorners` as JSON: the names of its corners, in `rawValue` order.
    static func cornerNames(_ mask: CornerMask) -> JSONValue {
        .array(mask.corners.compactMap(\.cornerName).map(JSONValue.string))
    }

    /// Whether two values are the same (same type and equal).
    static func equal(_ a: any AnimatableValue, _ b: any AnimatableValue) -> Bool {
        func open<V: AnimatableValue>(_ x: V) -> Bool { (b as? V) == x }
        return open(a)
    }
}

import ReelCore

/// How a scene document reads and writes a layer property's value: chosen once per property
/// from the value's type and the property's `LayerProperty.Domain`, so each kind of value has
/// one reader and one writer, whichever property holds it.
struct SceneValueCoding<V> {
    typealias Reader<T> = (SceneDecoder, JSONValue, JSONPath) -> T?
    /// Reads the JSON value (reporting problems through the decoder's context), nil when bad.
    let read: Reader<V>
    /// The JSON value.
    let write: (V) -> JSONValue

    init(read: @escaping Reader<V>, write: @escaping (V) -> JSONValue) {
        self.read = read
        self.write = write
    }

    /// The coding of `property`'s value type (`V`) and domain.
    /// Longer than 60 lines: one case per type of value, the one table of what each is in JSON.
    init(for property: LayerProperty) {
        let domain = property.domain
        switch V.self {
        case is Double.Type:
            self = .typed(Self.number(property.name, domain), write: JSONValue.number)
        case is Int.Type:
            guard case .wholeNumber(let range) = domain else { preconditionFailure("\(property): a range") }
            self = .typed(Self.integer(range), write: { (x: Int) in .number(Double(x)) })
        case is Int?.Type:
            self = .typed(
                { d, v, p in FontWeightName.read(v, p, d.context) },
                write: { (x: Int?) in
                    x.map { .number(Double($0)) } ?? .null
                })
        case is Bool.Type:
            self = .typed({ d, v, p in d.context.readBool(v, p) }, write: JSONValue.bool)
        case is String.Type:
            self = .typed(
                { d, v, p -> String? in
                    if case .nonEmptyText(let phrase) = domain { return d.context.readNonEmptyString(v, p, phrase) }
                    return d.context.readString(v, p)
                }, write: JSONValue.string)
        case is String?.Type:
            let phrase = if case .nonEmptyText(let phrase) = domain { phrase } else { "a string" }
            self = .typed(
                { d, v, p in d.context.readNonEmptyString(v, p, phrase) },
                write: { (s: String?) in
                    s.map(JSONValue.string) ?? .null
                })
        case is Point.Type:
            self = .typed({ d, v, p in d.context.readPoint(v, p) }, write: { (x: Point) in numbers(x.x, x.y) })
        case is Size.Type:
            let range: DecodingContext.NumberRange = domain == .coordinate ? .coordinate : .length
            self = .typed(
                { d, v, p in d.context.readSize(v, p, range) },
                write: { (x: Size) in
                    numbers(x.width, x.height)
                })
        case is Rect.Type:
            self = .typed(
                { d, v, p in d.context.readRect(v, p) },
                write: { (r: Rect) in
                    numbers(r.origin.x, r.origin.y, r.width, r.height)
                })
        case is Transform3D.Type:
            self = .typed({ d, v, p in d.context.readTransform(v, p) }, write: AnimatableValueCoding.transform)
        case is Color.Type:
            self = .typed({ d, v, p in d.context.readColor(v, p) }, write: { (c: Color) in ReelScene.color(c) })
        case is Color?.Type:
            self = .typed(
                { d, v, p in d.context.readOptionalColor(v, p) }, write: { (c: Color?) in ReelScene.color(c) })
        case is [Color]?.Type:
            self = .typed(
                { d, v, p -> [Color]?? in v.isNull ? .some(nil) : d.readColors(v, p).map { .some($0) } },
                write: { (x: [Color]?) in x.map { .array($0.map { ReelScene.color($0) }) } ?? .null })
        case is [Double]?.Type:
            self = .typed(
                { d, v, p -> [Double]?? in
                    if v.isNull { return .some(nil) }
                    let numbers = domain == .dashes ? d.readDashes(v, p) : d.readNumberArray(v, p)
                    return numbers.map { .some($0) }
                }, write: { (x: [Double]?) in x.map { .array($0.map(JSONValue.number)) } ?? .null })
        case is BezierPath?.Type:
            self = .typed(
                { d, v, p -> BezierPath?? in v.isNull ? .some(nil) : d.readPath(v, p).map { .some($0) } },
                write: { (x: BezierPath?) in x.map { .string($0.svgPathData) } ?? .null })
        case is Image?.Type:
            self = .typed(
                { d, v, p -> Image?? in
                    if v.isNull { return .some(nil) }
                    if v.objectMembers != nil { return d.readVideoContents(v, p).map { .some($0) } }
                    return d.readAssetPath(v, p, extensions: SceneDecoder.imageExtensions, what: "image").map {
                        .some(Image(path: $0))
                    }
                }, write: { (x: Image?) in x.map(SceneDecoder.contentsValue) ?? .null })
        case is CornerMask.Type:
            self = .typed({ d, v, p in d.context.readCornerMask(v, p) }, write: AnimatableValueCoding.cornerNames)
        case is EmitterCells.Type:
            self = .typed(
                { d, v, p in EmitterCellCoding.decodeCells(v, p, decoder: d) }, write: EmitterCellCoding.encode)
        case let type as any (RawRepresentable<String> & CaseIterable).Type:
            self = Self.enumeration(type)
        default:
            preconditionFailure("a scene document has no coding for \(property)'s values (\(V.self))")
        }
    }

    /// The coding of a `T` property, where `T` is `V` (checked by the caller's switch).
    private static func typed<T>(_ read: @escaping Reader<T>, write: @escaping (T) -> JSONValue) -> Self {
        Self(read: { d, v, p in read(d, v, p).map { $0 as! V } }, write: { write($0 as! T) })
    }

    /// An enumeration written as its raw value (`"round"`).
    private static func enumeration<E: RawRepresentable<String> & CaseIterable>(_: E.Type) -> Self {
        typed({ d, v, p in d.context.readEnum(v, p, E.self) }, write: { (e: E) in .string(e.rawValue) })
    }

    /// A number in the domain; `strokeStart`/`strokeEnd` accept any number and are drawn clamped
    /// to 0…1, as Core Animation does, with a warning (the same for a layer field, a timed change
    /// and an animated value).
    private static func number(_ key: String, _ domain: LayerProperty.Domain) -> Reader<Double> {
        if domain == .strokeFraction {
            return { d, v, p in
                guard let x = d.context.readNumber(v, p, .any) else { return nil }
                d.context.warnStrokeFraction(key, x, p, v.location)
                return x
            }
        }
        let range: DecodingContext.NumberRange =
            switch domain {
            case .coordinate: .coordinate
            case .length: .length
            case .unit: .unit
            case .time: .time
            case .between(let a, let b): .between(a, b)
            case .positive(let upper): .positive(atMost: upper)
            default: .any
            }
        return { d, v, p in d.context.readNumber(v, p, range) }
    }

    /// A whole number in `range`.
    private static func integer(_ range: ClosedRange<Int>) -> Reader<Int> {
        { d, v, p in
            let phrase = "a whole number from \(range.lowerBound) to \(range.upperBound)"
            guard let x = d.context.readNumber(v, p, .between(Double(range.lowerBound), Double(range.upperBound)))
            else { return nil }
            guard x == x.rounded() else {
                d.context.report(.range, p, v.location, "expected \(phrase), got \(JSONWriter.format(x))")
                return nil
            }
            return Int(x)
        }
    }
}

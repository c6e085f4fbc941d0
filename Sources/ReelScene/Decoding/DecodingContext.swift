import ReelCore

/// Collects every problem while a document is decoded, so that all of them are reported at
/// once instead of stopping at the first.
///
/// Each `read…` function returns nil after recording a diagnostic when the value is wrong;
/// callers fall back to a default and carry on.
final class DecodingContext {
    private(set) var diagnostics: [SceneDiagnostic] = []
    /// Problems that do not stop the document: what Core Animation accepts and ignores or
    /// clamps (invalid key times, strokeEnd 1.2, …). `reel validate` prints them.
    private(set) var warnings: [SceneDiagnostic] = []

    /// Records a warning: the document stays valid and renders as Core Animation would.
    func warn(_ kind: SceneDiagnostic.Kind, _ path: JSONPath, _ location: SourceLocation?, _ message: String) {
        warnings.append(SceneDiagnostic(kind, path: path, location: location, message: message))
    }

    /// Warns about a `strokeStart`/`strokeEnd` of `x` outside 0…1 (drawn clamped, as Core
    /// Animation draws it).
    func warnStrokeFraction(_ name: String, _ x: Double, _ path: JSONPath, _ location: SourceLocation?) {
        guard x < 0 || x > 1 else { return }
        let clamped = JSONWriter.format(min(max(x, 0), 1))
        warn(
            .range, path, location,
            "\(name) \(JSONWriter.format(x)) is outside 0…1; it is drawn as \(clamped), as Core Animation clamps it")
    }

    func report(_ kind: SceneDiagnostic.Kind, _ path: JSONPath, _ location: SourceLocation?, _ message: String) {
        diagnostics.append(SceneDiagnostic(kind, path: path, location: location, message: message))
    }

    /// Reports `expected <what>, got <value>` as a type error.
    func expected(_ what: String, got value: JSONValue, at path: JSONPath, kind: SceneDiagnostic.Kind = .type) {
        var message = "expected \(what), got \(value.briefDescription)"
        if let name = substituted[value.location.offset] { message += " (the value of $\(name))" }
        report(kind, path, value.location, message)
    }

    /// The image files named so far, for `SceneDocument.imageReferences`.
    var imageReferences: [SceneAssetReference] = []
    /// Where `assets.fonts` names each font file, in order.
    var fontReferences: [SceneAssetReference] = []
    /// Where `audio.path` names the sound file.
    var audioReference: SceneAssetReference?

    // MARK: - Parameters

    /// The parameters in effect, by name, and their names in declaration order.
    var parameters: [String: SceneParameter] = [:]
    var parameterNames: [String] = []
    /// Offsets of values that came from a parameter, for messages.
    private var substituted: [Int: String] = [:]

    /// Makes `params` known, so that the values read after can refer to them.
    func declare(_ params: [SceneParameter]) {
        for p in params {
            parameters[p.name] = p
            parameterNames.append(p.name)
        }
    }

    /// Replaces a string that is exactly `$name` by the parameter's value (keeping the
    /// reference's location), and `${name}` inside strings by the value's text as written
    /// (`SceneParameter.text`); `$$` is a literal `$` (see `ParameterTemplate`). Reports unknown
    /// names and returns nil for them.
    func resolve(_ value: JSONValue, _ path: JSONPath) -> JSONValue? {
        guard case .string(let s) = value.kind, s.contains("$") else { return value }
        if let name = ParameterTemplate.reference(in: s) {
            guard let v = parameter(name, value, path) else { return nil }
            substituted[value.location.offset] = name
            return JSONValue(v.value.json.kind, at: value.location)
        }
        guard let out = ParameterTemplate.interpolate(s, { parameter($0, value, path)?.text }) else {
            return nil
        }
        return JSONValue(.string(out), at: value.location)
    }

    private func parameter(_ name: String, _ value: JSONValue, _ path: JSONPath) -> SceneParameter? {
        if let v = parameters[name] { return v }
        var message = "unknown parameter \(JSONWriter.quote("$" + name))"
        if let near = Suggestion.nearest(to: name, in: parameterNames) {
            message += ": did you mean \(JSONWriter.quote("$" + near))?"
        } else if parameterNames.isEmpty {
            message += "; declare it in \"params\" (or write $$ for a literal $)"
        } else {
            message += "; declared parameters: " + parameterNames.map { "$" + $0 }.joined(separator: ", ")
        }
        report(.reference, path, value.location, message)
        return nil
    }

    // MARK: - Scalars

    /// Allowed values of a number, with the phrase that names them in messages.
    struct NumberRange {
        var lower: Double?
        var lowerInclusive = true
        var upper: Double?
        var phrase: String

        static let any = NumberRange(phrase: "a number")
        static let nonNegative = NumberRange(lower: 0, phrase: "a number ≥ 0")
        static let positive = NumberRange(lower: 0, lowerInclusive: false, phrase: "a number > 0")
        static let unit = NumberRange(lower: 0, upper: 1, phrase: "a number from 0 to 1")

        /// Magnitudes beyond which coordinates are rejected (Cairo's 24.8 fixed point tops out
        /// near 8.4 million).
        static let coordinateLimit = 1_000_000.0
        static let coordinate = between(-coordinateLimit, coordinateLimit)
        /// The magnitude beyond which times (begin times, offsets) are rejected, in seconds.
        static let timeLimit = 1e7
        static let time = between(-timeLimit, timeLimit, "a number of seconds")
        static let length = between(0, coordinateLimit)

        static func atLeast(_ x: Double) -> NumberRange {
            NumberRange(lower: x, phrase: "a number ≥ \(JSONWriter.format(x))")
        }
        static func between(_ a: Double, _ b: Double, _ noun: String = "a number") -> NumberRange {
            NumberRange(lower: a, upper: b, phrase: "\(noun) from \(JSONWriter.format(a)) to \(JSONWriter.format(b))")
        }
        /// Above 0 and at most `upper`.
        static func positive(atMost upper: Double, _ noun: String = "a number") -> NumberRange {
            NumberRange(
                lower: 0, lowerInclusive: false, upper: upper, phrase: "\(noun) > 0 and ≤ \(JSONWriter.format(upper))")
        }

        func contains(_ x: Double) -> Bool {
            if let lower {
                if lowerInclusive ? x < lower : x <= lower { return false }
            }
            if let upper, x > upper { return false }
            return true
        }
    }

    func readNumber(_ value: JSONValue, _ path: JSONPath, _ range: NumberRange = .any) -> Double? {
        guard let value = resolve(value, path) else { return nil }
        guard case .number(let n) = value.kind else {
            expected(range.phrase, got: value, at: path)
            return nil
        }
        guard range.contains(n) else {
            expected(range.phrase, got: value, at: path, kind: .range)
            return nil
        }
        return n
    }

    func readInteger(_ value: JSONValue, _ path: JSONPath, in range: ClosedRange<Int>) -> Int? {
        guard let value = resolve(value, path) else { return nil }
        let phrase = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard case .number(let n) = value.kind else {
            expected(phrase, got: value, at: path)
            return nil
        }
        guard n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            expected(phrase, got: value, at: path, kind: .range)
            return nil
        }
        return Int(n)
    }

    func readBool(_ value: JSONValue, _ path: JSONPath) -> Bool? {
        guard let value = resolve(value, path) else { return nil }
        guard case .bool(let b) = value.kind else {
            expected("true or false", got: value, at: path)
            return nil
        }
        return b
    }

    func readString(_ value: JSONValue, _ path: JSONPath, _ phrase: String = "a string") -> String? {
        guard let value = resolve(value, path) else { return nil }
        guard case .string(let s) = value.kind else {
            expected(phrase, got: value, at: path)
            return nil
        }
        return s
    }

    /// A non-empty string (names, paths).
    func readNonEmptyString(_ value: JSONValue, _ path: JSONPath, _ phrase: String) -> String? {
        guard let s = readString(value, path, phrase) else { return nil }
        guard !s.isEmpty else {
            expected(phrase, got: value, at: path, kind: .range)
            return nil
        }
        return s
    }

    static let colorPhrase = "a colour such as \"#ff8800\", \"#ff880080\" or [r, g, b, a] from 0 to 1"

    /// A colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, or `[r, g, b]` / `[r, g, b, a]`
    /// with components from 0 to 1 (for colours that 8 bits per channel cannot hold exactly).
    func readColor(_ value: JSONValue, _ path: JSONPath) -> Color? {
        guard let value = resolve(value, path) else { return nil }
        switch value.kind {
        case .string(let s):
            if s.hasPrefix("#"), let color = Color(hex: s) { return color }
        case .array(let elements) where elements.count == 3 || elements.count == 4:
            var c: [Double] = []
            for (i, e) in elements.enumerated() {
                guard let n = readNumber(e, path.appending(i), .unit) else { return nil }
                c.append(n)
            }
            return Color(red: c[0], green: c[1], blue: c[2], alpha: c.count == 4 ? c[3] : 1)
        default:
            break
        }
        expected(Self.colorPhrase, got: value, at: path)
        return nil
    }

    /// A colour, or `null` for none. Returns `.some(nil)` for `null`, nil when invalid.
    func readOptionalColor(_ value: JSONValue, _ path: JSONPath) -> Color?? {
        guard let value = resolve(value, path) else { return nil }
        if value.isNull { return .some(nil) }
        guard let color = readColor(value, path) else { return nil }
        return .some(color)
    }

    /// One of `allowed` (raw values of an enum), with a suggestion when misspelt.
    func readEnum<E: RawRepresentable & CaseIterable>(_ value: JSONValue, _ path: JSONPath, _: E.Type) -> E?
    where E.RawValue == String {
        guard let value = resolve(value, path) else { return nil }
        let names = E.allCases.map(\.rawValue)
        let phrase = "one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        guard case .string(let s) = value.kind else {
            expected(phrase, got: value, at: path)
            return nil
        }
        if let e = E(rawValue: s) { return e }
        var message = "expected \(phrase), got \(value.briefDescription)"
        if let near = Suggestion.nearest(to: s, in: names) { message += "; did you mean \"\(near)\"?" }
        report(.range, path, value.location, message)
        return nil
    }

    // MARK: - Arrays of numbers

    /// Exactly `count` numbers, each in `range`.
    func readNumbers(_ value: JSONValue, _ path: JSONPath, count: Int, form: String, _ range: NumberRange = .any)
        -> [Double]?
    {
        guard let value = resolve(value, path) else { return nil }
        guard case .array(let elements) = value.kind, elements.count == count else {
            expected(form, got: value, at: path)
            return nil
        }
        var out: [Double] = []
        for (i, e) in elements.enumerated() {
            guard let n = readNumber(e, path.appending(i), range) else { return nil }
            out.append(n)
        }
        return out
    }

    func readPoint(_ value: JSONValue, _ path: JSONPath, _ range: NumberRange = .coordinate) -> Point? {
        guard let n = readNumbers(value, path, count: 2, form: "a point [x, y]", range) else { return nil }
        return Point(x: n[0], y: n[1])
    }

    func readSize(_ value: JSONValue, _ path: JSONPath, _ range: NumberRange = .length) -> Size? {
        guard let n = readNumbers(value, path, count: 2, form: "a size [width, height]", range) else { return nil }
        return Size(width: n[0], height: n[1])
    }

    func readRect(_ value: JSONValue, _ path: JSONPath) -> Rect? {
        guard let value = resolve(value, path) else { return nil }
        guard case .array(let e) = value.kind, e.count == 4 else {
            expected("a rectangle [x, y, width, height]", got: value, at: path)
            return nil
        }
        let x = readNumber(e[0], path.appending(0), .coordinate)
        let y = readNumber(e[1], path.appending(1), .coordinate)
        let w = readNumber(e[2], path.appending(2), .length)
        let h = readNumber(e[3], path.appending(3), .length)
        guard let x, let y, let w, let h else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }

    /// A transform: `[a, b, c, d, tx, ty]` (affine, as `CGAffineTransform`) or the 16 fields
    /// of a `CATransform3D`, row-major (`[m11, m12, m13, m14, m21, …, m44]`).
    func readTransform(_ value: JSONValue, _ path: JSONPath) -> Transform3D? {
        let form = "a transform: [a, b, c, d, tx, ty] or 16 numbers [m11, m12, …, m44]"
        guard let resolved = resolve(value, path) else { return nil }
        if case .array(let e) = resolved.kind, e.count == 16 {
            guard let n = readNumbers(resolved, path, count: 16, form: form, .coordinate) else { return nil }
            return Transform3D(values: n)
        }
        guard let n = readNumbers(resolved, path, count: 6, form: form, .coordinate) else { return nil }
        return Transform3D(AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]))
    }

    // MARK: - Objects

    /// Opens an object for reading keys; reports and returns nil when `value` is not one.
    func object(_ value: JSONValue, _ path: JSONPath, _ phrase: String = "an object") -> ObjectReader? {
        guard case .object(let members) = value.kind else {
            expected(phrase, got: value, at: path)
            return nil
        }
        return ObjectReader(context: self, path: path, value: value, members: members)
    }
}

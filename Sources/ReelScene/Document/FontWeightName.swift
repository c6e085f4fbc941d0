import ReelCore

/// `fontWeight` in a document: a whole number from 100 to 1000 on the OpenType/CSS scale, a
/// name of one of its steps (`"semibold"`), or null (the default: `bold` decides).
enum FontWeightName {
    /// The names, as CSS and OpenType's `usWeightClass` name the steps.
    static let weights: [(name: String, weight: Int)] = [
        ("thin", 100), ("extralight", 200), ("light", 300), ("regular", 400), ("medium", 500),
        ("semibold", 600), ("bold", 700), ("extrabold", 800), ("black", 900),
    ]

    static func read(_ value: JSONValue, _ path: JSONPath, _ context: DecodingContext) -> Int?? {
        guard let value = context.resolve(value, path) else { return nil }
        if value.isNull { return .some(nil) }
        let phrase =
            "a whole number from 100 to 1000 or one of "
            + weights.map { "\"\($0.name)\"" }.joined(separator: ", ")
        switch value.kind {
        case .number(let n):
            guard n == n.rounded(), n >= 100, n <= 1000 else {
                context.expected(phrase, got: value, at: path, kind: .range)
                return nil
            }
            return .some(Int(n))
        case .string(let s):
            if let w = weights.first(where: { $0.name == s.lowercased() }) { return .some(w.weight) }
            var message = "expected \(phrase), got \(value.briefDescription)"
            if let near = Suggestion.nearest(to: s.lowercased(), in: weights.map(\.name)) {
                message += "; did you mean \"\(near)\"?"
            }
            context.report(.range, path, value.location, message)
            return nil
        default:
            context.expected(phrase, got: value, at: path)
            return nil
        }
    }
}

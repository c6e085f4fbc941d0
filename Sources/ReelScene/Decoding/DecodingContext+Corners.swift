import ReelCore

extension DecodingContext {
    /// `maskedCorners`: an array of Core Animation's corner names (`"layerMinXMinYCorner"`,
    /// `"layerMaxXMinYCorner"`, `"layerMinXMaxYCorner"`, `"layerMaxXMaxYCorner"`), each at most once.
    func readCornerMask(_ value: JSONValue, _ path: JSONPath) -> CornerMask? {
        guard let value = resolve(value, path) else { return nil }
        let names = CornerMask.allCases.compactMap(\.cornerName)
        let phrase = "an array of corner names (" + names.map { "\"\($0)\"" }.joined(separator: ", ") + ")"
        guard case .array(let items) = value.kind else {
            expected(phrase, got: value, at: path)
            return nil
        }
        var mask: CornerMask = []
        var ok = true
        for (i, item) in items.enumerated() {
            let itemPath = path.appending(i)
            guard let item = resolve(item, itemPath) else {
                ok = false
                continue
            }
            guard case .string(let name) = item.kind else {
                expected("a corner name", got: item, at: itemPath)
                ok = false
                continue
            }
            guard let corner = CornerMask(cornerName: name) else {
                var message = "expected one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
                message += ", got \(item.briefDescription)"
                if let near = Suggestion.nearest(to: name, in: names) { message += "; did you mean \"\(near)\"?" }
                report(.range, itemPath, item.location, message)
                ok = false
                continue
            }
            if mask.contains(corner) {
                report(.range, itemPath, item.location, "\"\(name)\" is listed twice; list each corner once")
                ok = false
            }
            mask.insert(corner)
        }
        return ok ? mask : nil
    }
}

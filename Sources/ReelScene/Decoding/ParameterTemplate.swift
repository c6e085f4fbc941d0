/// Parameter references in document strings: what the decoder substitutes, and how the
/// encoder writes a string so that nothing in it is substituted.
///
/// A document is decoded into resolved values, and every string value of a document except
/// the `params` defaults is read through `DecodingContext.resolve`. The encoder writes every
/// such string through ``literal(_:)``, so that `decode(encode(doc)) == doc` whatever the
/// strings hold: a string that reads `${price}` after substitution is written `$${price}`.
public enum ParameterTemplate {
    /// The parameter name when `s` is exactly `$name` (a whole-value reference), else nil.
    public static func reference(in s: String) -> String? {
        guard s.hasPrefix("$") else { return nil }
        let name = String(s.dropFirst())
        return JSONPath.isIdentifier(name) ? name : nil
    }

    /// `s` with `${name}` replaced by `text(name)` and `$$` by `$`; any other `$` is kept.
    /// Calls `text` for every reference (so that every unknown name can be reported) and
    /// returns nil when it returned nil for any of them.
    public static func interpolate(_ s: String, _ text: (String) -> String?) -> String? {
        var out = ""
        var rest = Substring(s)
        var ok = true
        while let dollar = rest.firstIndex(of: "$") {
            out += rest[..<dollar]
            let after = rest[rest.index(after: dollar)...]
            if after.hasPrefix("$") {
                out += "$"
                rest = after.dropFirst()
            } else if after.hasPrefix("{"), let close = after.firstIndex(of: "}") {
                let name = String(after[after.index(after: after.startIndex)..<close])
                if let t = text(name) { out += t } else { ok = false }
                rest = after[after.index(after: close)...]
            } else {
                out += "$"
                rest = after
            }
        }
        out += rest
        return ok ? out : nil
    }

    /// `s` written so that reading it gives back `s`: a `$` followed by `$` or `{` is doubled,
    /// and so is the `$` of a string that would otherwise be a whole-value reference. Other
    /// `$` signs (`"$5 off"`) are left as they are, so that most strings are written unchanged.
    public static func literal(_ s: String) -> String {
        guard s.contains("$") else { return s }
        if reference(in: s) != nil { return "$" + s }
        var out = ""
        var previousWasDollar = false
        for c in s {
            // Doubles the `$` just written when this character would make it special.
            if previousWasDollar && (c == "$" || c == "{") { out += "$" }
            out.append(c)
            previousWasDollar = c == "$"
        }
        return out
    }
}

/// How Reel writes numbers and strings as JSON text: the one rule shared by the trace (`Trace`),
/// the scene writer (`JSONWriter`), hash lists (ReelRegression) and the preview's timeline panel.
public enum JSONText {
    /// A finite number as Reel writes numbers everywhere: a whole number below 10¹⁵ without a
    /// fraction (`30`, not `30.0`), anything else in Swift's shortest round-trip form (`0.1`,
    /// `1e-07`, `1e+20`). Negative zero is `0`, or `-0` when `keepsNegativeZero`.
    public static func number(_ x: Double, keepsNegativeZero: Bool = false) -> String {
        if x == x.rounded(), abs(x) < 1e15 {
            let i = Int64(x)
            return keepsNegativeZero && i == 0 && x.sign == .minus ? "-0" : String(i)
        }
        return x.description
    }

    /// `s` in double quotes with `"`, `\\` and control characters escaped; other characters as
    /// they are (UTF-8).
    public static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            default:
                if scalar.value < 0x20 {
                    let h = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }
}

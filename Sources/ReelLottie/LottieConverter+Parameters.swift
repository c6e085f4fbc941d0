import Foundation
import ReelCore
import ReelScene

/// Colours as template parameters, named by slot or by layer and item.
extension LottieConverter {
    /// A colour as the layer holds it, and the template parameter that gives it when it is
    /// static and can be named (by slot id, else `<layer>_<item>`).
    func colorParam(_ c: [Double], name layer: String, item: String?, slot: String?)
        -> (color: Color, parameter: String?)
    {
        // A recoloured colour is the effect's, not one a template could set.
        guard colorFilters.isEmpty else { return (LottieValue.color(filtered(c)), nil) }
        let name =
            slot.flatMap(Self.identifier)
            ?? Self.identifier(([layer] + (item.map { [$0] } ?? [])).joined(separator: "_"))
        guard let name else { return (LottieValue.color(c), nil) }
        // As a parameter the colour is 8-bit hex (what a designer types), within half a step
        // of the file's value.
        let cc = LottieRead.color(c)
        let hex = LottieValue.hex(cc)
        return (Color(hex: hex)!, param(name, .string(hex)))
    }

    /// Declares `name` (once; a later use of a taken name gets a number) and returns the name
    /// it is declared as.
    func param(_ name: String, _ value: SceneParameter.Value) -> String {
        var n = name
        if let existing = params.first(where: { $0.name == n }), existing.defaultValue == value {
            return n
        }
        var k = 2
        while paramNames.contains(n) {
            n = "\(name)_\(k)"
            k += 1
        }
        paramNames.insert(n)
        params.append(SceneParameter(name: n, defaultValue: value))
        return n
    }

    /// `s` as a parameter name: letters, digits and `_`, spaces and other marks as `_`.
    static func identifier(_ s: String) -> String? {
        var out = ""
        for u in s.unicodeScalars {
            if u.properties.isAlphabetic || ("0"..."9").contains(u) || u == "_" {
                out.unicodeScalars.append(u)
            } else if !out.hasSuffix("_") {
                out += "_"
            }
        }
        while out.hasSuffix("_") { out.removeLast() }
        guard let first = out.unicodeScalars.first else { return nil }
        if ("0"..."9").contains(first) { out = "_" + out }
        return out
    }
}

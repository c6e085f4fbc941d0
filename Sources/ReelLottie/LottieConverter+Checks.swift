import Foundation
import ReelCore
import ReelScene

/// Warnings for what a layer has that Reel does not draw.
extension LottieConverter {
    /// Reports a layer's features that Reel does not draw.
    func checkLayer(_ l: JSONValue, path: JSONPath, name: String) {
        if let ef = l["ef"]?.arrayValue, !ef.isEmpty {
            let names = ef.compactMap { $0["nm"]?.stringValue }.map { "\"\($0)\"" }.joined(separator: ", ")
            warn(
                path.appending("ef"), l["ef"],
                """
                layer \"\(name)\": effects are not supported (\(names.isEmpty ? "\(ef.count)" : names)); drawn without \
                them
                """
            )
        }
        if let sy = l["sy"]?.arrayValue, !sy.isEmpty {
            warn(path.appending("sy"), l["sy"], "layer \"\(name)\": layer styles are not supported; drawn without them")
        }
        if let bm = LottieRead.int(l["bm"]), bm != 0 {
            warn(
                path.appending("bm"), l["bm"],
                "layer \"\(name)\": blend mode \(bm) is not supported; drawn with normal blending")
        }
        if let ao = LottieRead.int(l["ao"]), ao != 0, (LottieRead.number(l["ddd"]) ?? 0) != 0 {
            warn(
                path.appending("ao"), l["ao"],
                "layer \"\(name)\": auto-orient of a 3-D layer is not supported; the layer keeps its rotation")
        }
        reportExpressions(l, path: path, name: name)
    }

    /// Every property with an expression (`"x"`), once per property.
    func reportExpressions(_ v: JSONValue, path: JSONPath, name: String) {
        guard let members = v.objectMembers else {
            for (i, e) in (v.arrayValue ?? []).enumerated() {
                reportExpressions(e, path: path.appending(i), name: name)
            }
            return
        }
        for m in members {
            if m.key == "x", let s = m.value.stringValue, !s.isEmpty, v["k"] != nil {
                warn(
                    path.appending("x"), m.value,
                    """
                    layer \"\(name)\": expressions are not supported; the property's keyframes are drawn without the \
                    expression
                    """
                )
            } else if m.key != "layers" {
                reportExpressions(m.value, path: path.appending(m.key), name: name)
            }
        }
    }
}

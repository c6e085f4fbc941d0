import Foundation
import ReelCore
import ReelScene

/// Warnings for what a layer has that Reel does not draw.
extension LottieConverter {
    /// Reports a layer's features that Reel does not draw.
    func checkLayer(_ l: LottieLayer, path: JSONPath, name: String) {
        // A drop shadow is drawn (LottieConverter+Effects.swift): only the first, as the layer's shadow.
        let effects = l.ef?.value ?? []
        let firstShadow = effects.firstIndex { $0.ty == Self.dropShadowType && $0.en != 0 }
        let recolours = [LottieColorFilter.fillType, LottieColorFilter.tintType]
        let ef = effects.enumerated().filter {
            $0.element.en != 0 && $0.offset != firstShadow && !recolours.contains($0.element.ty ?? -1)
        }
        .map(\.element)
        if !ef.isEmpty {
            let names = ef.compactMap(\.nm).map { "\"\($0)\"" }.joined(separator: ", ")
            warn(
                path.appending("ef"), l.ef,
                """
                layer \"\(name)\": effects are not supported (\(names.isEmpty ? "\(ef.count)" : names)); drawn without \
                them
                """
            )
        }
        if let sy = l.sy?.value, !sy.isEmpty {
            warn(path.appending("sy"), l.sy, "layer \"\(name)\": layer styles are not supported; drawn without them")
        }
        if let bm = l.bm?.value, bm != 0 {
            warn(
                path.appending("bm"), l.bm,
                "layer \"\(name)\": blend mode \(bm) is not supported; drawn with normal blending")
        }
        if let ao = l.ao?.value, ao != 0, l.ddd == true {
            warn(
                path.appending("ao"), l.ao,
                "layer \"\(name)\": auto-orient of a 3-D layer is not supported; the layer keeps its rotation")
        }
        for site in l.expressions {
            warn(
                site.path, at: site.location,
                """
                layer \"\(name)\": expressions are not supported; the property's keyframes are drawn without the \
                expression
                """
            )
        }
    }
}

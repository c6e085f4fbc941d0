import Foundation
import ReelCore
import ReelScene

/// Warnings for what a layer has that Reel does not draw.
extension LottieConverter {
    /// Reports a layer's features that Reel does not draw.
    func checkLayer(_ l: LottieLayer, path: JSONPath, name: String) {
        // A drop shadow is drawn (LottieConverter+Effects.swift): only the first, as the layer's
        // shadow; blurs as the layer's blur, colour effects on the colours, the first Stroke
        // effect of a layer with masks as its mask.
        let effects = l.ef?.value ?? []
        let firstShadow = effects.firstIndex { $0.ty == Self.dropShadowType && $0.en != 0 }
        let drawn = [
            LottieColorFilter.fillType, LottieColorFilter.tintType, LottieColorFilter.tritoneType,
            Self.gaussianBlurType,
        ]
        let stroke = drawnStrokeEffect(of: l)?.index
        let ef = effects.enumerated().filter {
            $0.element.en != 0 && $0.offset != firstShadow && $0.offset != stroke
                && !drawn.contains($0.element.ty ?? -1)
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
        checkStyles(l, path: path, name: name)
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

    /// Warns of the layer styles Reel does not draw: all but the first drop shadow, which is drawn
    /// unless a Drop Shadow effect takes its place (LottieConverter+LayerStyles.swift).
    func checkStyles(_ l: LottieLayer, path: JSONPath, name: String) {
        guard let sy = l.sy?.value, !sy.isEmpty else { return }
        let shadowEffect = (l.ef?.value ?? []).contains { $0.ty == Self.dropShadowType && $0.en != 0 }
        let drawn = shadowEffect ? nil : sy.firstIndex { $0.ty == Self.dropShadowStyleType }
        let skipped = sy.indices.filter { $0 != drawn }
        guard !skipped.isEmpty else { return }
        let names = skipped.map { "\"\(sy[$0].nm ?? "type \(sy[$0].ty ?? -1)")\"" }.joined(separator: ", ")
        let why = shadowEffect ? " (a Drop Shadow effect is drawn instead, as lottie-ios does)" : ""
        warn(
            path.appending("sy"), l.sy,
            "layer \"\(name)\": layer styles other than the first drop shadow are not supported (\(names))\(why); "
                + "drawn without them")
    }
}

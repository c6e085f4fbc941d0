import Foundation
import ReelCore
import ReelScene

/// Layer effects drawn as Reel layer properties: After Effects' Drop Shadow (type 25) as the
/// layer's shadow, Gaussian Blur (type 29) as its `gaussianBlur` (LottieConverter+Blur.swift).
extension LottieConverter {
    /// Lottie's effect type of After Effects' Drop Shadow.
    static let dropShadowType = 25

    /// `content` (the layer's own drawing, masked) in the layers its effects draw, in the
    /// effects' order (the first effect innermost, as ThorVG applies them one after another):
    /// the first drop shadow and every Gaussian blur; then the drop shadow layer style. The colour
    /// effects are applied to the colours themselves (`LottieColorFilter`).
    func applyingEffects(_ l: LottieLayer, content: [SceneLayer], path: JSONPath, name: String) -> [SceneLayer] {
        let effects = l.ef?.value ?? []
        let firstShadow = effects.firstIndex { $0.ty == Self.dropShadowType && $0.en != 0 }
        var drawn = content
        for (index, effect) in effects.enumerated() where effect.en != 0 {
            let effectPath = path.appending("ef").appending(index)
            if index == firstShadow {
                drawn = droppingShadow(effect, of: l, content: drawn, path: effectPath, name: name)
            } else if effect.ty == Self.gaussianBlurType {
                drawn = blurring(effect, content: drawn, path: effectPath, name: name)
            }
        }
        // After Effects draws layer styles over what the effects made.
        return styledShadow(l, content: drawn, path: path, name: name)
    }

    /// `content` in a layer that draws the drop shadow `effect` (at `effectPath`) of layer `l`.
    ///
    /// The parameters, in After Effects' order: colour, opacity (0 … 255), direction (degrees
    /// clockwise from up: 135 casts down and right), distance, softness and "shadow only".
    /// After Effects renders effects in the layer's space, before its transform, and so does
    /// lottie-web (an SVG filter on the layer's group): the shadow turns and scales with the
    /// layer, and so it does here. ThorVG agrees while the layer is upright and turns the
    /// shadow the other way when the layer turns (`lw-shadow.json`, docs/lottie.md); rlottie
    /// draws no effects. As lottie-web's SVG filter: opacity / 255, the offset (d · sin θ,
    /// −d · cos θ), and a Gaussian of σ = softness / 4 (its `stdDeviation`), which is a shadow
    /// radius of softness / 4 in Reel (σ = shadowRadius). An animated value is drawn with its
    /// first value, and "shadow only" as a shadow under the layer: both warned.
    func droppingShadow(
        _ effect: LottieEffect, of l: LottieLayer, content: [SceneLayer], path effectPath: JSONPath, name: String
    ) -> [SceneLayer] {
        func value(_ i: Int, _ fallback: [Double]) -> [Double] {
            if effect.parameter(i, default: fallback).isAnimated {
                warn(
                    effectPath.appending("ef").appending(i), at: effect.ef?[i].v?.location,
                    "layer \"\(name)\": an animated drop shadow \(effect.ef?[i].nm ?? "value") is drawn with its "
                        + "first value"
                )
            }
            return effect.value(i, default: fallback)
        }
        let color = value(0, [0, 0, 0, 1])
        let opacity = value(1, [127.5]).first ?? 127.5
        let direction = (value(2, [135]).first ?? 135) * .pi / 180
        let distance = value(3, [5]).first ?? 5
        let softness = value(4, [0]).first ?? 0
        if (value(5, [0]).first ?? 0) != 0 {
            warn(
                effectPath, at: l.ef?.site.location,
                "layer \"\(name)\": a drop shadow's \"shadow only\" is not supported; drawn with the layer")
        }
        var group = SceneLayer.lottie(name: "dropShadow")
        group.state.shadowColor = Color(
            red: color[safe: 0] ?? 0, green: color[safe: 1] ?? 0, blue: color[safe: 2] ?? 0, alpha: 1)
        group.state.shadowOpacity = min(max(opacity / 255, 0), 1) * min(max(color[safe: 3] ?? 1, 0), 1)
        group.state.shadowOffset = Size(width: distance * sin(direction), height: -distance * cos(direction))
        group.state.shadowRadius = max(softness, 0) / 4
        group.sublayers = content
        return [group]
    }
}

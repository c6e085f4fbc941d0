import Foundation
import ReelCore
import ReelScene

/// After Effects' Gaussian Blur (type 29) as the blur of a layer around the Lottie layer's
/// drawing (`LayerState.gaussianBlur`).
extension LottieConverter {
    /// Lottie's effect type of After Effects' Gaussian Blur.
    static let gaussianBlurType = 29

    /// How ThorVG and lottie-web turn the effect's blurriness into a Gaussian's standard
    /// deviation: σ = 0.3 × blurriness (ThorVG's `BLUR_TO_SIGMA`, lottie-web's
    /// `SVGGaussianBlurEffect`), in the layer's units.
    static let blurrinessToSigma = 0.3

    /// `content` in a layer that blurs it as the Gaussian Blur `effect` (at `effectPath`) asks.
    ///
    /// The parameters, in After Effects' order: blurriness, blur dimensions (1 both, 2
    /// horizontal, 3 vertical) and "repeat edge pixels". The blur is in the layer's space (its
    /// σ scales with the layer, as ThorVG scales it by the layer's transform) and spreads beyond
    /// the layer, fading to transparent. "Repeat edge pixels" is read by neither ThorVG's
    /// renderer nor Reel: ThorVG's software blur always reads transparent beyond what the
    /// layer draws. An animated value is drawn with its first value, warned.
    func blurring(_ effect: LottieEffect, content: [SceneLayer], path effectPath: JSONPath, name: String)
        -> [SceneLayer]
    {
        func value(_ i: Int, _ fallback: Double) -> Double {
            if effect.parameter(i, default: [fallback]).isAnimated {
                warn(
                    effectPath.appending("ef").appending(i), at: effect.ef?[i].v?.location,
                    "layer \"\(name)\": an animated Gaussian blur \(effect.ef?[i].nm ?? "value") is drawn with its "
                        + "first value"
                )
            }
            return effect.value(i, default: [fallback]).first ?? fallback
        }
        let sigma = max(value(0, 0), 0) * Self.blurrinessToSigma
        let dimensions = Int(value(1, 1).rounded())
        guard sigma > 0, sigma.isFinite else { return content }
        var group = SceneLayer.lottie(name: "gaussianBlur")
        group.state.gaussianBlur = Size(width: dimensions == 3 ? 0 : sigma, height: dimensions == 2 ? 0 : sigma)
        group.sublayers = content
        return [group]
    }

    /// Whether layer `l` has a Gaussian blur that draws: its masks then cut what is blurred,
    /// not the blurred picture (`element`).
    func blursWhatItMasks(_ l: LottieLayer) -> Bool {
        (l.ef?.value ?? []).contains {
            $0.ty == Self.gaussianBlurType && $0.en != 0 && ($0.value(0, default: [0]).first ?? 0) > 0
        }
    }
}

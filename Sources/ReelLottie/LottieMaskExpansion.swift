import ReelCore
import ReelScene

extension LottieConverter {
    /// A mask's expansion (`x`, in the layer's units, animatable) on the shape layer that fills
    /// the mask: the outline moves out by `x` where `x > 0`, in by `−x` where `x < 0`. It grows
    /// by stroking the outline with a line `2x` wide over the fill, as lottie-web's
    /// `MaskElement` does (with round joins here: the outline's true offset), and shrinks by the
    /// stroke of width `2|x|` taken away (the fill masked by that stroke with `maskMode:
    /// alphaInverted`), where lottie-web erodes (`feMorphology`). Both are the outline's offset
    /// by `|x|`, rounded at grown corners. `sign` is −1 for an inverted mask, whose kept area shrinks
    /// as the outline grows. Gives `layer`, the fill's shape layer, the stroke, its
    /// animations (`lineWidth`) and its mask (the shrinking stroke), as needed.
    func expand(
        _ layer: inout SceneLayer, by expansion: LottieProperty, sign: Double, path: BezierPath,
        pathAnimation: SceneAnimation?, timing: LottieTiming
    ) {
        let values = ([expansion.staticValue] + expansion.keyValues).map { sign * ($0.first ?? 0) }
        let grows = values.contains { $0 > 0 }
        let shrinks = values.contains { $0 < 0 }
        guard grows || shrinks else { return }
        let sameSign = !(grows && shrinks)
        /// The stroke width that moves the outline by the part of `x` in `direction`.
        func width(_ direction: Double, at v: [Double]) -> Double {
            LottieNumber.clean(2 * max(direction * sign * (v.first ?? 0), 0))
        }
        func widthAnimation(_ direction: Double) -> SceneAnimation? {
            guard expansion.isAnimated else { return nil }
            if sameSign {
                return LottieAnimationMaker.animation(expansion, keyPath: "lineWidth", timing: timing) {
                    width(direction, at: $0)
                }
            }
            // The sign changes: each part is zero over part of the span, sampled at every frame.
            return LottieAnimationMaker.sampled(
                from: expansion.firstFrame, to: expansion.lastFrame, keyPath: "lineWidth", timing: timing
            ) { width(direction, at: expansion.value(at: $0)) }
        }
        if grows {
            layer.state.strokeColor = .black
            layer.state.lineWidth = width(1, at: expansion.staticValue)
            layer.state.lineJoin = .round
            if let a = widthAnimation(1) { layer.animations.append(a) }
        }
        if shrinks {
            layer.state.maskMode = .alphaInverted
            var mask = SceneLayer.lottie(.shape)
            mask.state.path = path
            mask.state.fillColor = nil
            mask.state.strokeColor = .black
            mask.state.lineWidth = width(-1, at: expansion.staticValue)
            mask.state.lineJoin = .round
            mask.animations = [pathAnimation, widthAnimation(-1)].compactMap { $0 }
            layer.mask = mask
        }
    }
}

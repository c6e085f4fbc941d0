import Foundation
import ReelCore
import ReelScene

/// After Effects' Stroke effect (type 22) as ThorVG draws it: the layer shows only along the
/// stroked outline of its masks, recoloured.
extension LottieConverter {
    /// Lottie's effect type of After Effects' Stroke.
    static let strokeEffectType = 22

    /// The first Stroke effect of layer `l` that draws (on, and the layer has masks to stroke),
    /// with its index.
    func drawnStrokeEffect(of l: LottieLayer) -> (effect: LottieEffect, index: Int)? {
        guard let masks = l.masksProperties, !masks.isEmpty, let effects = l.ef?.value,
            let index = effects.firstIndex(where: { $0.ty == Self.strokeEffectType && $0.en != 0 })
        else { return nil }
        return (effects[index], index)
    }

    /// The colour filter a drawn Stroke effect of `l` puts on what the layer draws: every colour
    /// becomes the stroke's colour, unless it is white (ThorVG recolours the layer's shapes,
    /// and leaves them as they are for a white stroke).
    func strokeEffectFilters(of l: LottieLayer) -> [LottieColorFilter] {
        guard let (effect, _) = drawnStrokeEffect(of: l) else { return [] }
        let color = effect.value(3, default: [1, 1, 1, 1])
        guard color.prefix(3).contains(where: { $0 < 1 }) else { return [] }
        return [.fill(color: color, opacity: 1)]
    }

    /// The mask that replaces layer `l`'s masks when it has a drawn Stroke effect: its masks'
    /// outlines (all of them, or the one the effect names, counted from 1) stroked 2 × brush
    /// size wide with round joins and caps, trimmed from start to end (percent), at the
    /// effect's opacity (0 … 1), as ThorVG's `updateStrokeEffect` builds it. ThorVG trims all
    /// the outlines as one path; Reel trims each (the same for one mask). The paint style is
    /// not read (ThorVG does not read it). Animated values: first value drawn, warned.
    func strokeEffectMask(_ l: LottieLayer, path: JSONPath, name: String, timing: LottieTiming) -> SceneLayer? {
        guard let (effect, index) = drawnStrokeEffect(of: l), let masks = l.masksProperties else { return nil }
        let effectPath = path.appending("ef").appending(index)
        func value(_ i: Int, _ fallback: Double) -> Double {
            if effect.parameter(i, default: [fallback]).isAnimated {
                warn(
                    effectPath.appending("ef").appending(i), at: effect.ef?[i].v?.location,
                    "layer \"\(name)\": an animated Stroke effect \(effect.ef?[i].nm ?? "value") is drawn with its "
                        + "first value")
            }
            return effect.value(i, default: [fallback]).first ?? fallback
        }
        let all = value(1, 0) != 0
        let chosen = Int(value(0, 1).rounded()) - 1
        let width = 2 * max(value(4, 2), 0)
        let opacity = min(max(value(6, 1), 0), 1)
        let (start, end) = (value(7, 0) / 100, value(8, 100) / 100)
        var mask = SceneLayer.lottie(name: "strokeEffect")
        for (i, m) in masks.enumerated() where all || i == chosen {
            var outline = maskShape(
                m.pt.property, inverted: false, opacity: (nil as LottieAnimatedValue?).property(default: [100]),
                expansion: (nil as LottieAnimatedValue?).property(default: [0]), timing: timing)
            outline.state.fillColor = nil
            outline.state.strokeColor = Color(red: 1, green: 1, blue: 1, alpha: opacity)
            outline.state.lineWidth = width
            outline.state.lineCap = .round
            outline.state.lineJoin = .round
            outline.state.strokeStart = min(max(start, 0), 1)
            outline.state.strokeEnd = min(max(end, 0), 1)
            mask.sublayers.append(outline)
        }
        return mask
    }
}

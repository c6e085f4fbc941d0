import Foundation
import ReelCore
import ReelScene

/// Layer styles (`sy`) drawn as Reel layer properties: the drop shadow style (type 1) as the
/// layer's shadow, as lottie-ios draws it.
extension LottieConverter {
    /// Lottie's layer style type of a drop shadow.
    static let dropShadowStyleType = 1

    /// `content` in a layer that draws the layer's first drop shadow style, as lottie-ios's
    /// Core Animation renderer does (`DropShadowStyle` as a `DropShadowModel`): the shadow's
    /// colour, opacity / 100, `shadowRadius` size / 2, and the offset (d · cos a, d · sin a),
    /// a the angle in degrees (90 casts straight down), on the layer's own contents layer.
    /// `content` unchanged when the layer has none, or when it has a Drop Shadow effect, which
    /// lottie-ios prefers. Choke, noise and the style's blend mode are not drawn, as in
    /// lottie-ios; an animated value is drawn with its first value, warned.
    func styledShadow(_ l: LottieLayer, content: [SceneLayer], path: JSONPath, name: String) -> [SceneLayer] {
        guard let styles = l.sy?.value,
            let index = styles.firstIndex(where: { $0.ty == Self.dropShadowStyleType }),
            !(l.ef?.value ?? []).contains(where: { $0.ty == Self.dropShadowType && $0.en != 0 })
        else { return content }
        let style = styles[index]
        let stylePath = path.appending("sy").appending(index)
        func value(_ v: LottieAnimatedValue?, _ key: String, _ fallback: [Double]) -> [Double] {
            let p = v.property(default: fallback)
            if p.isAnimated {
                warn(
                    stylePath.appending(key), at: v?.location,
                    "layer \"\(name)\": an animated drop shadow style \"\(key)\" is drawn with its first value")
            }
            return p.value(at: p.keyframes.first?.time ?? 0)
        }
        let color = value(style.c, "c", [0, 0, 0, 1])
        let opacity = value(style.o, "o", [75]).first ?? 75
        let angle = (value(style.a, "a", [120]).first ?? 120) * .pi / 180
        let size = value(style.s, "s", [5]).first ?? 5
        let distance = value(style.d, "d", [5]).first ?? 5
        var group = SceneLayer.lottie(name: "dropShadowStyle")
        group.state.shadowColor = Color(
            red: color[safe: 0] ?? 0, green: color[safe: 1] ?? 0, blue: color[safe: 2] ?? 0, alpha: 1)
        group.state.shadowOpacity = min(max(opacity / 100, 0), 1) * min(max(color[safe: 3] ?? 1, 0), 1)
        group.state.shadowOffset = Size(width: distance * cos(angle), height: distance * sin(angle))
        group.state.shadowRadius = max(size, 0) / 2
        group.sublayers = content
        return [group]
    }
}

import Foundation
import ReelCore
import ReelScene

/// Repeaters (`rp`): copies of what the items before them draw.
extension ShapeContext {
    /// A repeater (`"rp"`) at index `k`: `c` copies of what the items before it draw, copy `i`
    /// transformed `o + i` times by `tr` (rotation about the anchor, then scale about it, then
    /// position, each applied that many times, a fractional offset applying the last step in
    /// part: lottie-web's `RepeaterModifier`), with the opacity going from `so` to `eo` down
    /// the stack: `m: 1` (above) puts the untransformed copy on top, `m: 2` (below) at the
    /// bottom. Animated values are drawn with their values at the first frame (warned).
    mutating func repeater(
        _ item: LottieShapeItem, at k: Int, in items: [LottieShapeItem], path: JSONPath, inheritedTrims: [LottieTrim],
        inheritedRadius: Double
    ) -> [SceneLayer] {
        let ip = path.appending(k)
        let tr = item.transform
        let copies = item.c.property(default: [1])
        let offset = item.o.property(default: [0])
        let anchor = (tr?.a).property(default: [0, 0])
        let position = (tr?.p).property(default: [0, 0])
        let scale = (tr?.s).property(default: [100, 100])
        let rotation = (tr?.r).property(default: [0])
        let startOpacity = (tr?.so).property(default: [100])
        let endOpacity = (tr?.eo).property(default: [100])
        if [copies, offset, anchor, position, scale, rotation, startOpacity, endOpacity].contains(where: \.isAnimated) {
            warn(
                ip, at: item.location, "an animated repeater is not supported; drawn with its values at the first frame"
            )
        }
        let n = copyCount(copies, item: item, path: ip)
        guard n > 0 else { return [] }
        let content = group(
            Array(items[0..<k]), path: path, inheritedTrims: trims(in: items, after: k) + inheritedTrims,
            inheritedRadius: inheritedRadius)
        guard !content.isEmpty else { return [] }
        let o = offset.staticValue[0]
        let a = anchor.staticValue
        let (ax, ay) = (a[0], a.count > 1 ? a[1] : 0)
        let p = position.staticValue
        let sv = scale.staticValue
        let (sx, sy) = (sv[0] / 100, (sv.count > 1 ? sv[1] : sv[0]) / 100)
        let r = rotation.staticValue[0]
        let (ox, oy) = (Self.offsetScale(sx, offset: o), Self.offsetScale(sy, offset: o))
        let so = startOpacity.staticValue[0] / 100
        let eo = endOpacity.staticValue[0] / 100
        let below = item.m == 2
        var out: [SceneLayer] = []
        // Bottom first: stack place g = n − 1 … 0 (0 on top).
        for g in stride(from: n - 1, through: 0, by: -1) {
            let i = below ? n - 1 - g : g
            let steps = o + Double(i)
            // `m` about the anchor: minus the anchor, `m`, plus the anchor.
            let about = { (m: AffineTransform) in
                AffineTransform(translationX: -ax, y: -ay)
                    .concatenating(m.concatenating(AffineTransform(translationX: ax, y: ay)))
            }
            let shift = AffineTransform(translationX: steps * p[0], y: steps * (p.count > 1 ? p[1] : 0))
            let scale = AffineTransform(scaleX: ox * pow(sx, Double(i)), y: oy * pow(sy, Double(i)))
            // Rotated, scaled, then shifted, each about the anchor.
            let m = about(.lottieRotation(degrees: steps * r)).concatenating(about(scale).concatenating(shift))
            let opacity = n > 1 ? so + (eo - so) * Double(g) / Double(n - 1) : so
            out.append(
                Self.repeaterCopy(
                    name: "\(item.nm ?? "Repeater") \(i + 1)", transform: m, opacity: opacity,
                    content: content))
        }
        return out
    }

    /// The most copies a repeater draws: more would not fit in a document.
    static let maxRepeaterCopies = 1_000

    /// How many copies `copies` asks for (rounded up), at most `maxRepeaterCopies` (warned).
    private func copyCount(_ copies: LottieProperty, item: LottieShapeItem, path: JSONPath) -> Int {
        let wanted = copies.staticValue[0].rounded(.up)
        guard wanted <= Double(Self.maxRepeaterCopies) else {
            warn(
                path, at: item.location,
                "a repeater of more than \(Self.maxRepeaterCopies) copies is drawn with that many")
            return Self.maxRepeaterCopies
        }
        return Int(max(wanted, 0))
    }

    /// The scale `s` after `o` steps: whole steps, then the fraction's step in part
    /// (1 + (s − 1)·f), inverted for a negative offset.
    private static func offsetScale(_ s: Double, offset o: Double) -> Double {
        let whole = o >= 0 ? o.rounded(.down) : o.rounded(.up)
        let part = 1 + (s - 1) * abs(o - whole)
        return o >= 0 ? pow(s, whole) * part : pow(1 / s, -whole) / part
    }

    /// One copy of a repeater's content, transformed and faded.
    private static func repeaterCopy(name: String, transform m: AffineTransform, opacity: Double, content: [SceneLayer])
        -> SceneLayer
    {
        var node = SceneLayer.lottie(name: name)
        node.state.position = Point(x: 0, y: 0)
        node.state.bounds = Rect(x: 0, y: 0, width: 0, height: 0)
        if m != .identity { node.state.transform = LottieValue.transform(m) }
        if opacity != 1 { node.state.opacity = LottieNumber.clean(min(max(opacity, 0), 1)) }
        node.sublayers = content
        return node
    }
}

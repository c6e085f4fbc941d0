import Foundation
import ReelCore
import ReelScene

/// A shape group's transform (`"tr"`: anchor, position, scale, rotation, skew) as a matrix at
/// any frame, for shapes drawn by a fill or stroke outside the group: their outline is the
/// group's transform applied to the path (`translate(p) · rotate(r) · skew · scale(s) ·
/// translate(−a)`, lottie-web's `TransformProperty`).
struct LottieGroupTransform {
    let anchor: LottieProperty
    let position: LottieProperty
    let scale: LottieProperty
    let rotation: LottieProperty
    let skew: LottieProperty
    let skewAxis: LottieProperty

    init(_ tr: LottieTransformRecord?) {
        anchor = (tr?.a).property(default: [0, 0])
        position = (tr?.p).property(default: [0, 0])
        scale = (tr?.s).property(default: [100, 100])
        rotation = (tr?.r).property(default: [0])
        skew = (tr?.sk).property(default: [0])
        skewAxis = (tr?.sa).property(default: [0])
    }

    private var properties: [LottieProperty] { [anchor, position, scale, rotation, skew, skewAxis] }

    var isAnimated: Bool { properties.contains(where: \.isAnimated) }

    /// The first and last keyframe of whatever is animated; nil when nothing is.
    var frameRange: (Double, Double)? {
        let animated = properties.filter(\.isAnimated)
        guard !animated.isEmpty else { return nil }
        return (animated.map(\.firstFrame).min()!, animated.map(\.lastFrame).max()!)
    }

    /// The matrix at frame `f` (nil: the first values).
    func matrix(at f: Double?) -> AffineTransform {
        func v(_ p: LottieProperty) -> [Double] { f.map { p.value(at: $0) } ?? p.staticValue }
        let a = v(anchor)
        let p = v(position)
        let s = v(scale)
        let moved = AffineTransform(translationX: p[0], y: p.count > 1 ? p[1] : 0)
        let turned = AffineTransform.lottieRotation(degrees: v(rotation)[0])
        let skewed = AffineTransform.lottieSkew(degrees: v(skew)[0], axis: v(skewAxis)[0])
        let scaled = AffineTransform(scaleX: s[0] / 100, y: (s.count > 1 ? s[1] : s[0]) / 100)
        // Minus the anchor, then scale, skew, rotation and position.
        return AffineTransform(translationX: -a[0], y: -(a.count > 1 ? a[1] : 0))
            .concatenating(scaled.concatenating(skewed.concatenating(turned.concatenating(moved))))
    }
}

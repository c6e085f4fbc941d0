import Foundation
import ReelCore
import ReelScene

/// A layer's transform (`ks`, or a shape group's `tr` drawn as layers): anchor, position (or
/// its separate `x` and `y`), scale, rotation, skew and opacity.
///
/// Drawn as Core Animation layers, the outer layer takes the position and rotation and the inner
/// one the skew and scale about the anchor, so a matrix is split the same way: ``rotated(at:)``
/// for both in one static layer, ``skewScale(at:)`` for the inner one.
struct LottieLayerTransform {
    let anchor: LottieProperty
    let position: LottieProperty
    /// The separate position components (`p.s` set), nil when the position is one property.
    let positionX: LottieProperty?
    let positionY: LottieProperty?
    let scale: LottieProperty
    let rotation: LottieProperty
    let skew: LottieProperty
    let skewAxis: LottieProperty
    let opacity: LottieProperty

    init(_ ks: LottieTransformRecord?) {
        anchor = (ks?.a).property(default: [0, 0])
        if let p = ks?.splitPosition {
            let x = p.x.property(default: [0])
            let y = p.y.property(default: [0])
            positionX = x
            positionY = y
            position = LottieProperty(constant: [x.staticValue[0], y.staticValue[0]])
        } else {
            position = (ks?.p).property(default: [0, 0])
            positionX = nil
            positionY = nil
        }
        scale = (ks?.s).property(default: [100, 100])
        rotation = (ks?.rotation).property(default: [0])
        skew = (ks?.sk).property(default: [0])
        skewAxis = (ks?.sa).property(default: [0])
        opacity = (ks?.o).property(default: [100])
    }

    /// Whether anything but the opacity is animated.
    var isAnimated: Bool {
        anchor.isAnimated || position.isAnimated || (positionX?.isAnimated ?? false)
            || (positionY?.isAnimated ?? false) || scale.isAnimated || rotation.isAnimated || skew.isAnimated
            || skewAxis.isAnimated
    }

    /// Whether the skew is animated or not zero.
    var isSkewed: Bool { skew.isAnimated || skew.staticValue[0] != 0 }

    /// The animated position properties.
    var movingPosition: [LottieProperty] { [position, positionX, positionY].compactMap { $0 }.filter(\.isAnimated) }

    /// The scale factors of a scale value in percent (`[sx, sy]`, or `[s]` for both).
    static func factors(_ s: [Double]) -> (x: Double, y: Double) { (s[0] / 100, (s.count > 1 ? s[1] : s[0]) / 100) }

    /// Scale, skew and rotation at frame `f` (nil: the first values), as one static layer
    /// draws them.
    func rotated(at f: Double?) -> AffineTransform {
        let s = Self.factors(value(scale, at: f))
        // Scale, then skew, then rotation.
        return AffineTransform(scaleX: s.x, y: s.y).concatenating(
            AffineTransform.lottieSkew(degrees: value(skew, at: f)[0], axis: value(skewAxis, at: f)[0])
                .concatenating(.lottieRotation(degrees: value(rotation, at: f)[0])))
    }

    /// Scale, then skew, at frame `f` (nil: the first values).
    func skewScale(at f: Double?) -> AffineTransform {
        let s = Self.factors(value(scale, at: f))
        return AffineTransform(scaleX: s.x, y: s.y)
            .concatenating(.lottieSkew(degrees: value(skew, at: f)[0], axis: value(skewAxis, at: f)[0]))
    }

    private func value(_ p: LottieProperty, at f: Double?) -> [Double] { f.map { p.value(at: $0) } ?? p.staticValue }
}

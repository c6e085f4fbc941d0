import Foundation
import ReelCore
import ReelScene

/// A Lottie transform (`ks`) as a 3-D matrix at a frame, as lottie-web's `TransformProperty`
/// builds it: the anchor (its z as given), scale, skew, then rotation z (`rz`, or `r`,
/// clockwise on screen), y, x, then the orientation's z, y, x, then the position (its z
/// negated). lottie-web's space has z towards the viewer; After Effects' z (in `p`, `a`) goes
/// away from it.
struct LottieTransform3D {
    var anchor: LottieProperty
    var position: LottieProperty
    var positionX: LottieProperty?
    var positionY: LottieProperty?
    var positionZ: LottieProperty?
    var scale: LottieProperty
    var rotationZ: LottieProperty
    var rotationX: LottieProperty
    var rotationY: LottieProperty
    var orientation: LottieProperty
    var skew: LottieProperty
    var skewAxis: LottieProperty

    init(_ ks: LottieTransformRecord?) {
        anchor = (ks?.a).property(default: [0, 0, 0])
        position = (ks?.p).property(default: [0, 0, 0])
        if let p = ks?.splitPosition {
            positionX = p.x.property(default: [0])
            positionY = p.y.property(default: [0])
            positionZ = p.z.map { $0.property(default: [0]) }
        }
        scale = (ks?.s).property(default: [100, 100, 100])
        rotationZ = (ks?.rotation).property(default: [0])
        rotationX = (ks?.rx).property(default: [0])
        rotationY = (ks?.ry).property(default: [0])
        orientation = (ks?.or).property(default: [0, 0, 0])
        skew = (ks?.sk).property(default: [0])
        skewAxis = (ks?.sa).property(default: [0])
    }

    var properties: [LottieProperty] {
        [anchor, position, scale, rotationZ, rotationX, rotationY, orientation, skew, skewAxis]
            + [positionX, positionY, positionZ].compactMap { $0 }
    }

    var isAnimated: Bool { properties.contains(where: \.isAnimated) }

    /// The matrix at layer frame `f`.
    func matrix(at f: Double) -> Transform3D {
        func v(_ p: LottieProperty, _ i: Int, _ fallback: Double = 0) -> Double {
            let value = p.value(at: f)
            return i < value.count ? value[i] : fallback
        }
        let rad = Double.pi / 180
        let sx = v(scale, 0, 100) / 100
        let sy = v(scale, 1, sx * 100) / 100
        let sz = v(scale, 2, 100) / 100
        var t = Transform3D(translationX: -v(anchor, 0), y: -v(anchor, 1), z: v(anchor, 2))
            .concatenating(Transform3D(scaleX: sx, y: sy, z: sz))
            .concatenating(Transform3D(AffineTransform.lottieSkew(degrees: v(skew, 0), axis: v(skewAxis, 0))))
            .concatenating(Transform3D(AffineTransform.lottieRotation(degrees: v(rotationZ, 0))))
            .concatenating(.lottieRotationY(v(rotationY, 0) * rad))
            .concatenating(.lottieRotationX(v(rotationX, 0) * rad))
            .concatenating(Transform3D(AffineTransform.lottieRotation(degrees: v(orientation, 2))))
            .concatenating(.lottieRotationY(v(orientation, 1) * rad))
            .concatenating(.lottieRotationX(v(orientation, 0) * rad))
        if let px = positionX, let py = positionY {
            t = t.concatenating(Transform3D(translationX: v(px, 0), y: v(py, 0), z: -(positionZ.map { v($0, 0) } ?? 0)))
        } else {
            t = t.concatenating(Transform3D(translationX: v(position, 0), y: v(position, 1), z: -v(position, 2)))
        }
        return t
    }
}

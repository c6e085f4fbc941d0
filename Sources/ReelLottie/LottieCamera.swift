import Foundation
import ReelCore
import ReelScene

/// A composition's camera layer (`ty: 13`), as lottie-web's `HCameraElement` places it: After
/// Effects' camera at `p` looking into the screen with zoom `pe` (a point `d` in front of it
/// shows `pe / d` times its offset from the composition's centre), turned towards its point of
/// interest `a` when it has one (a two-node camera), then by `rx`, `ry`, `rz` and `or`.
struct LottieCamera {
    var position: LottieProperty
    var zoom: LottieProperty
    var pointOfInterest: LottieProperty?
    var rotationX: LottieProperty
    var rotationY: LottieProperty
    var rotationZ: LottieProperty
    var orientation: LottieProperty
    var timing: LottieTiming
    var width: Double
    var height: Double

    var properties: [LottieProperty] {
        [position, zoom, rotationX, rotationY, rotationZ, orientation] + [pointOfInterest].compactMap { $0 }
    }

    /// The projection at composition frame `frame` (lottie-web's space, z towards the viewer).
    func projection(atCompositionFrame frame: Double) -> Transform3D {
        let f = frame
        func v(_ p: LottieProperty, _ i: Int, _ fallback: Double = 0) -> Double {
            let value = p.value(at: f)
            return i < value.count ? value[i] : fallback
        }
        let rad = Double.pi / 180
        let pe = max(v(zoom, 0, 1), 1e-6)
        let c = [v(position, 0, width / 2), v(position, 1, height / 2), v(position, 2, -pe)]
        // lottie-web's rotateZ(a): the other way round from a layer's rotation.
        func turnZ(_ a: Double) -> Transform3D { Transform3D(AffineTransform.lottieRotation(degrees: -a / rad)) }
        // The camera (at z −c₂ in lottie-web's space) moved to the origin, the world turned
        // about it.
        var m = Transform3D(translationX: -c[0], y: -c[1], z: c[2])
        if let poi = pointOfInterest {
            let d = [c[0] - v(poi, 0), c[1] - v(poi, 1), c[2] - v(poi, 2)]
            let length = (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).squareRoot()
            if length > 0 {
                let look = d.map { $0 / length }
                let pitch = atan2(look[1], (look[2] * look[2] + look[0] * look[0]).squareRoot())
                let yaw = atan2(look[0], -look[2])
                m = m.concatenating(.lottieRotationY(yaw)).concatenating(.lottieRotationX(-pitch))
            }
        }
        m = m.concatenating(.lottieRotationX(-v(rotationX, 0) * rad)).concatenating(
            .lottieRotationY(-v(rotationY, 0) * rad)
        )
        .concatenating(turnZ(v(rotationZ, 0) * rad))
        m = m.concatenating(.lottieRotationX(-v(orientation, 0) * rad)).concatenating(
            .lottieRotationY(-v(orientation, 1) * rad)
        )
        .concatenating(turnZ(v(orientation, 2) * rad))
        // Depth −z in front of the camera: W = −z / pe, and the axis lands on the centre.
        let perspective = Transform3D(
            m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
            m31: -width / (2 * pe), m32: -height / (2 * pe), m33: 1, m34: -1 / pe, m41: 0, m42: 0, m43: 0, m44: 0)
        return m.concatenating(perspective)
    }
}

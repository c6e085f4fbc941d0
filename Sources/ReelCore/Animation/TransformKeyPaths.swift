import Foundation

/// The `transform.*` key paths, as Core Animation's key-value coding extensions for
/// `CATransform3D` name them: `transform.rotation.x/.y/.z` (`transform.rotation` is `.z`),
/// `transform.scale.x/.y/.z` (`transform.scale` reads the average of the three and sets all
/// three), `transform.translation.x/.y/.z` (`transform.translation` is x and y, a `Size`).
///
/// Each reads the transform's decomposition and writes by replacing one part and
/// recomposing, so animating `transform.rotation.y` from 0 to 2π turns a full circle and a
/// scale set on the model survives a rotation animation.
///
/// - A transform that only acts in the plane (no z terms or perspective, any z scale) keeps
///   the 2-D decomposition (`AffineTransform.Decomposition`) for the rotation about z, the x
///   and y scales and the translation, so 2-D clips animate exactly as before.
/// - Otherwise the parts are `Transform3D.Decomposition`'s, and the rotations are the angles
///   of `Rx(x) · Ry(y) · Rz(z)` (x applied first). Setting one angle keeps the other two as
///   read from the current rotation, which Core Animation does not document; with two
///   rotation animations on one layer, animate `transform` with key frames instead.
extension LayerProperty {
    static var transformSubProperties: [LayerProperty] {
        [
            part("transform.rotation", .rotationZ), part("transform.rotation.x", .rotationX),
            part("transform.rotation.y", .rotationY), part("transform.rotation.z", .rotationZ),
            part("transform.scale", .scale), part("transform.scale.x", .scaleX),
            part("transform.scale.y", .scaleY), part("transform.scale.z", .scaleZ),
            part("transform.translation.x", .translationX), part("transform.translation.y", .translationY),
            part("transform.translation.z", .translationZ),
            LayerProperty(
                "transform.translation",
                get: {
                    Size(
                        width: TransformPart.translationX.read($0.transform),
                        height: TransformPart.translationY.read($0.transform))
                },
                set: { state, v in
                    state.transform = TransformPart.translationX.write(v.width, into: state.transform)
                    state.transform = TransformPart.translationY.write(v.height, into: state.transform)
                }),
        ]
    }

    private static func part(_ name: String, _ part: TransformPart) -> LayerProperty {
        LayerProperty(
            name, get: { part.read($0.transform) },
            set: { state, v in state.transform = part.write(v, into: state.transform) })
    }
}

/// One number of a transform's decomposition.
enum TransformPart: Sendable {
    case rotationX, rotationY, rotationZ, scale, scaleX, scaleY, scaleZ, translationX, translationY, translationZ

    /// Whether the transform acts only within the plane (z may be scaled).
    static func isPlanar(_ t: Transform3D) -> Bool {
        t.m13 == 0 && t.m23 == 0 && t.m31 == 0 && t.m32 == 0 && t.m34 == 0 && t.m14 == 0 && t.m24 == 0
            && t.m43 == 0 && t.m44 == 1
    }

    /// Whether the 2-D decomposition serves this part of `t`.
    private func isPlanarPart(_ t: Transform3D) -> Bool {
        switch self {
        case .rotationZ, .scaleX, .scaleY, .translationX, .translationY, .scale: Self.isPlanar(t)
        case .scaleZ: Self.isPlanar(t)
        case .rotationX, .rotationY, .translationZ: false
        }
    }

    func read(_ t: Transform3D) -> Double {
        if isPlanarPart(t) {
            let d = AffineTransform.Decomposition(t.affine)
            switch self {
            case .rotationZ: return d.angle
            case .scaleX: return d.scaleX
            case .scaleY: return d.scaleY
            case .scaleZ: return t.m33
            case .scale: return (d.scaleX + d.scaleY) / 2
            case .translationX: return d.translation.x
            case .translationY: return d.translation.y
            case .rotationX, .rotationY, .translationZ: break
            }
        }
        let d = Transform3D.Decomposition(t) ?? Self.fallback(t)
        let euler = Transform3D.eulerAngles(d)
        switch self {
        case .rotationX: return euler.x
        case .rotationY: return euler.y
        case .rotationZ: return euler.z
        case .scale: return (d.scale.x + d.scale.y + d.scale.z) / 3
        case .scaleX: return d.scale.x
        case .scaleY: return d.scale.y
        case .scaleZ: return d.scale.z
        case .translationX: return d.translation.x
        case .translationY: return d.translation.y
        case .translationZ: return d.translation.z
        }
    }

    func write(_ v: Double, into t: Transform3D) -> Transform3D {
        if isPlanarPart(t) {
            var d = AffineTransform.Decomposition(t.affine)
            var z = t.m33
            switch self {
            case .rotationZ: d.angle = v
            case .scaleX: d.scaleX = v
            case .scaleY: d.scaleY = v
            case .scaleZ: z = v
            case .scale:
                d.scaleX = v
                d.scaleY = v
                z = v
            case .translationX: d.translation.x = v
            case .translationY: d.translation.y = v
            case .rotationX, .rotationY, .translationZ: break
            }
            var r = Transform3D(d.transform)
            r.m33 = z
            return r
        }
        var d = Transform3D.Decomposition(t) ?? Self.fallback(t)
        switch self {
        case .rotationX, .rotationY, .rotationZ:
            var e = Transform3D.eulerAngles(d)
            switch self {
            case .rotationX: e.x = v
            case .rotationY: e.y = v
            default: e.z = v
            }
            d.quaternion = Transform3D.quaternion(eulerX: e.x, y: e.y, z: e.z)
        case .scale: d.scale = (v, v, v)
        case .scaleX: d.scale.x = v
        case .scaleY: d.scale.y = v
        case .scaleZ: d.scale.z = v
        case .translationX: d.translation.x = v
        case .translationY: d.translation.y = v
        case .translationZ: d.translation.z = v
        }
        return d.transform
    }

    /// The parts of a transform that cannot be taken apart (a layer squashed flat): its
    /// translation, nothing else.
    private static func fallback(_ t: Transform3D) -> Transform3D.Decomposition {
        Transform3D.Decomposition(
            scale: (1, 1, 1), skew: (0, 0, 0), quaternion: (0, 0, 0, 1), translation: (t.m41, t.m42, t.m43),
            perspective: (0, 0, 0, 1))
    }
}

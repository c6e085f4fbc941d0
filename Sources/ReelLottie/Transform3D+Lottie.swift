import Foundation
import ReelCore
import ReelScene

/// lottie-web's 3-D matrix steps on Core Animation's `Transform3D`: the same layout and
/// row-vector convention (a point `[x, y, z, 1]` times the matrix), so lottie-web's
/// `a.multiply(b)` chain is `a.concatenating(b)`, mapping a point through `a` first.
extension Transform3D {
    /// lottie-web's `rotateX` (radians): `y' = y cos + z sin`, `z' = z cos − y sin`, which is
    /// Core Animation's rotation by `−a` about x.
    static func lottieRotationX(_ a: Double) -> Transform3D {
        Transform3D(rotationAngle: -a, x: 1, y: 0, z: 0)
    }

    /// lottie-web's `rotateY` (radians): `x' = x cos − z sin`, `z' = x sin + z cos`, which is
    /// Core Animation's rotation by `−a` about y.
    static func lottieRotationY(_ a: Double) -> Transform3D {
        Transform3D(rotationAngle: -a, x: 0, y: 1, z: 0)
    }

}

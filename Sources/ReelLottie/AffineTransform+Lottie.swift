import Foundation
import ReelCore
import ReelScene

/// Foundation declares an `AffineTransform` too; in this module the name is ReelCore's.
typealias AffineTransform = ReelCore.AffineTransform

/// Lottie's 2-D transform steps (angles in degrees, After Effects' skew) on ReelCore's
/// `AffineTransform`.
///
/// `a.concatenating(b)` maps a point through `a` first, so a chain written inside out reads in
/// the order a point travels: `translation(−anchor)`, then scale, skew, rotation, position. The
/// callers keep each chain's grouping as written: a product of three or more matrices is not
/// associative in floating point, and documents must not change by a last bit.
extension AffineTransform {
    /// A rotation by `degrees`; positive angles turn clockwise on screen (y down), as Lottie's `r`.
    static func lottieRotation(degrees: Double) -> AffineTransform {
        AffineTransform(rotationAngle: degrees * Double.pi / 180)
    }

    /// After Effects' skew: a shear by `−skew` degrees along the axis at `axis` degrees (turn by
    /// `axis`, shear along x, turn back).
    static func lottieSkew(degrees skew: Double, axis: Double) -> AffineTransform {
        let shear = AffineTransform(a: 1, b: 0, c: tan(-skew * Double.pi / 180), d: 1, tx: 0, ty: 0)
        return lottieRotation(degrees: axis).concatenating(shear.concatenating(lottieRotation(degrees: -axis)))
    }

}

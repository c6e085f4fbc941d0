import Foundation
import ReelScene

/// A 2-D affine map `(x, y) → (a x + c y + tx, b x + d y + ty)`.
struct Affine: Sendable, Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0

    static let identity = Affine()

    func apply(_ p: (Double, Double)) -> (Double, Double) { (a * p.0 + c * p.1 + tx, b * p.0 + d * p.1 + ty) }
    func applyVector(_ p: (Double, Double)) -> (Double, Double) { (a * p.0 + c * p.1, b * p.0 + d * p.1) }

    /// `self` after `m`: first `m`, then `self`.
    func concatenating(_ m: Affine) -> Affine {
        Affine(
            a: a * m.a + c * m.b, b: b * m.a + d * m.b, c: a * m.c + c * m.d, d: b * m.c + d * m.d,
            tx: a * m.tx + c * m.ty + tx, ty: b * m.tx + d * m.ty + ty)
    }

    static func rotation(degrees: Double) -> Affine {
        let r = degrees * Double.pi / 180
        return Affine(a: cos(r), b: sin(r), c: -sin(r), d: cos(r))
    }

    static func scale(_ sx: Double, _ sy: Double) -> Affine { Affine(a: sx, d: sy) }
    static func translation(_ x: Double, _ y: Double) -> Affine { Affine(tx: x, ty: y) }

    /// After Effects' skew: a shear by `−skew` degrees along the axis at `axis` degrees.
    static func skew(degrees skew: Double, axis: Double) -> Affine {
        let shear = Affine(c: tan(-skew * Double.pi / 180))
        return rotation(degrees: -axis).concatenating(shear).concatenating(rotation(degrees: axis))
    }

    var json: JSONValue { .array([a, b, c, d, tx, ty].map { .number(Self.clean($0)) }) }

    /// Rounds away float noise (`6.1e-17` → 0) so that documents read cleanly.
    static func clean(_ v: Double) -> Double {
        let r = (v * 1e9).rounded() / 1e9
        return r == 0 ? 0 : r
    }
}

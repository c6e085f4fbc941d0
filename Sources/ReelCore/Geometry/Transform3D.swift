import Foundation

/// A 4 × 4 homogeneous transform with `CATransform3D`'s fields and semantics.
///
/// A point maps as a row vector times the matrix, as in Core Animation:
/// ```
///                | m11 m12 m13 m14 |
/// [x y z 1]  ·   | m21 m22 m23 m24 |   = [X Y Z W],  shown at (X / W, Y / W)
///                | m31 m32 m33 m34 |
///                | m41 m42 m43 m44 |
/// ```
/// so `m41…m43` translate and `m34` is the perspective term: with `m34 = −1/d` a point at
/// depth `z` (positive toward the viewer) is divided by `W = 1 − z/d`, as if seen from `d`
/// points in front of the layer's plane.
///
/// `t1.concatenating(t2)` applies `t1` first, then `t2` (`CATransform3DConcat(t1, t2)`);
/// `translated`, `scaled` and `rotated` apply their operation *before* `self`, as
/// `CATransform3DTranslate`, `CATransform3DScale` and `CATransform3DRotate` do.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11
        self.m12 = m12
        self.m13 = m13
        self.m14 = m14
        self.m21 = m21
        self.m22 = m22
        self.m23 = m23
        self.m24 = m24
        self.m31 = m31
        self.m32 = m32
        self.m33 = m33
        self.m34 = m34
        self.m41 = m41
        self.m42 = m42
        self.m43 = m43
        self.m44 = m44
    }

    /// The 16 values in row-major order (`m11, m12, …, m44`).
    public init?(values v: [Double]) {
        guard v.count == 16 else { return nil }
        self.init(
            m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
            m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }

    /// The 16 values in row-major order (`m11, m12, …, m44`).
    public var values: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// `CATransform3DMakeTranslation`.
    public init(translationX tx: Double, y ty: Double, z tz: Double) {
        self = .identity
        m41 = tx
        m42 = ty
        m43 = tz
    }

    /// `CATransform3DMakeScale`.
    public init(scaleX sx: Double, y sy: Double, z sz: Double) {
        self = .identity
        m11 = sx
        m22 = sy
        m33 = sz
    }

    /// `CATransform3DMakeRotation`: a rotation by `angle` radians about the axis `(x, y, z)`
    /// (normalized; a zero axis gives the identity). About `(0, 0, 1)` it is the 2-D
    /// `AffineTransform(rotationAngle:)`: positive angles turn clockwise on screen (y down).
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let ux = x / length
        let uy = y / length
        let uz = z / length
        let c = cos(angle)
        let s = sin(angle)
        let t = 1 - c
        self.init(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// `CATransform3DMakeAffineTransform`: the affine transform acting on x and y (z kept).
    public init(_ t: AffineTransform) {
        self = .identity
        m11 = t.a
        m12 = t.b
        m21 = t.c
        m22 = t.d
        m41 = t.tx
        m42 = t.ty
    }

    /// `CATransform3DGetAffineTransform`: the 2-D part (`m11, m12, m21, m22, m41, m42`).
    public var affine: AffineTransform {
        AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `CATransform3DIsAffine`: whether the transform only moves points within their plane
    /// (no z terms, no perspective), so that `affine` says everything about it.
    public var isAffine: Bool {
        m13 == 0 && m23 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m14 == 0 && m24 == 0
            && m43 == 0 && m44 == 1
    }

    /// Whether the 2-D picture of the z = 0 plane (x and y in, x / w and y / w out) is affine:
    /// no perspective in x or y and a constant `w` of 1. Anything acting on z alone (a z scale,
    /// a z translation) is invisible once the plane is flattened.
    public var isPlanarAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

    public var isIdentity: Bool { self == .identity }

    public var description: String { "[" + values.map { "\($0)" }.joined(separator: ", ") + "]" }

    /// Whether every field is finite.
    public var isFinite: Bool { values.allSatisfy(\.isFinite) }

    /// `self` followed by `t2`, like `CATransform3DConcat(self, t2)`. The sums run in field
    /// order, so two affine transforms concatenate to exactly `AffineTransform.concatenating`.
    public func concatenating(_ b: Transform3D) -> Transform3D {
        let a = self
        func row(_ x1: Double, _ x2: Double, _ x3: Double, _ x4: Double) -> (Double, Double, Double, Double) {
            (
                x1 * b.m11 + x2 * b.m21 + x3 * b.m31 + x4 * b.m41,
                x1 * b.m12 + x2 * b.m22 + x3 * b.m32 + x4 * b.m42,
                x1 * b.m13 + x2 * b.m23 + x3 * b.m33 + x4 * b.m43,
                x1 * b.m14 + x2 * b.m24 + x3 * b.m34 + x4 * b.m44
            )
        }
        let r1 = row(a.m11, a.m12, a.m13, a.m14)
        let r2 = row(a.m21, a.m22, a.m23, a.m24)
        let r3 = row(a.m31, a.m32, a.m33, a.m34)
        let r4 = row(a.m41, a.m42, a.m43, a.m44)
        return Transform3D(
            m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
            m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3, m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
    }

    /// A translation applied before `self`, like `CATransform3DTranslate`.
    public func translated(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(translationX: x, y: y, z: z).concatenating(self)
    }

    /// A scale applied before `self`, like `CATransform3DScale`.
    public func scaled(x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(scaleX: x, y: y, z: z).concatenating(self)
    }

    /// A rotation applied before `self`, like `CATransform3DRotate`.
    public func rotated(by angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }

    /// The matrix with its z output dropped (third column zero): what is left of a sublayer's
    /// transform once Core Animation flattens the sublayer into its superlayer's plane.
    public var flattened: Transform3D {
        var t = self
        t.m13 = 0
        t.m23 = 0
        t.m33 = 0
        t.m43 = 0
        return t
    }

    /// The homogeneous image `[X, Y, Z, W]` of the point `(x, y, z)`.
    public func apply(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (
            x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
            x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44
        )
    }

    /// `CATransform3DInvert`: the inverse, or `self` unchanged when it is not invertible.
    public func inverted() -> Transform3D {
        let m = values
        var inv = [Double](repeating: 0, count: 16)
        // Cofactor expansion (row-major 4 × 4).
        inv[0] =
            m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14]
            + m[13] * m[6] * m[11] - m[13] * m[7] * m[10]
        inv[4] =
            -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14]
            - m[12] * m[6] * m[11] + m[12] * m[7] * m[10]
        inv[8] =
            m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13]
            + m[12] * m[5] * m[11] - m[12] * m[7] * m[9]
        inv[12] =
            -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13]
            - m[12] * m[5] * m[10] + m[12] * m[6] * m[9]
        inv[1] =
            -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14]
            - m[13] * m[2] * m[11] + m[13] * m[3] * m[10]
        inv[5] =
            m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14]
            + m[12] * m[2] * m[11] - m[12] * m[3] * m[10]
        inv[9] =
            -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13]
            - m[12] * m[1] * m[11] + m[12] * m[3] * m[9]
        inv[13] =
            m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13]
            + m[12] * m[1] * m[10] - m[12] * m[2] * m[9]
        inv[2] =
            m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14]
            + m[13] * m[2] * m[7] - m[13] * m[3] * m[6]
        inv[6] =
            -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14]
            - m[12] * m[2] * m[7] + m[12] * m[3] * m[6]
        inv[10] =
            m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13]
            + m[12] * m[1] * m[7] - m[12] * m[3] * m[5]
        inv[14] =
            -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13]
            - m[12] * m[1] * m[6] + m[12] * m[2] * m[5]
        inv[3] =
            -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10]
            - m[9] * m[2] * m[7] + m[9] * m[3] * m[6]
        inv[7] =
            m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10]
            + m[8] * m[2] * m[7] - m[8] * m[3] * m[6]
        inv[11] =
            -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9]
            - m[8] * m[1] * m[7] + m[8] * m[3] * m[5]
        inv[15] =
            m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9]
            + m[8] * m[1] * m[6] - m[8] * m[2] * m[5]
        let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
        guard det != 0, det.isFinite else { return self }
        return Transform3D(values: inv.map { $0 / det })!
    }

    // MARK: - The picture of the z = 0 plane

    /// The 3 × 3 homography of the layer's plane (rows and columns 1, 2 and 4), row-major:
    /// `[x y 1] · H = [X Y W]`.
    public var planeHomography: [Double] { [m11, m12, m14, m21, m22, m24, m41, m42, m44] }

    /// Where the point `(x, y, 0)` appears (`(X / W, Y / W)`); nil behind the eye (W ≤ 0).
    public func project(_ p: Point) -> Point? {
        if isPlanarAffine { return p.applying(affine) }
        let h = apply(x: p.x, y: p.y, z: 0)
        guard h.w > 0 else { return nil }
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// The point of the z = 0 plane that appears at `p`: the projection inverted on the
    /// layer's plane (nil when the plane is seen edge-on there or the point is behind the eye).
    public func unproject(_ p: Point) -> Point? {
        if isPlanarAffine { return p.applying(affine.inverted()) }
        let h = planeHomography
        // Solve [x y 1] · H ∝ [X Y 1]: (x·h0 + y·h3 + h6) = X·w, (x·h1 + y·h4 + h7) = Y·w,
        // w = x·h2 + y·h5 + h8.
        let a11 = h[0] - p.x * h[2]
        let a12 = h[3] - p.x * h[5]
        let b1 = p.x * h[8] - h[6]
        let a21 = h[1] - p.y * h[2]
        let a22 = h[4] - p.y * h[5]
        let b2 = p.y * h[8] - h[7]
        let det = a11 * a22 - a12 * a21
        guard det != 0, det.isFinite else { return nil }
        let x = (b1 * a22 - a12 * b2) / det
        let y = (a11 * b2 - b1 * a21) / det
        guard x * h[2] + y * h[5] + h[8] > 0 else { return nil }
        return Point(x: x, y: y)
    }

    /// The bounding box of the rectangle's projected corners (nil when a corner is behind the
    /// eye). For `isPlanarAffine` transforms it is exactly `rect.applying(affine)`.
    public func projectedBounds(of rect: Rect) -> Rect? {
        if rect.isNull { return rect }
        if isPlanarAffine { return rect.applying(affine) }
        var points: [Point] = []
        for corner in [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ] {
            guard let p = project(corner) else { return nil }
            points.append(p)
        }
        let xs = points.map(\.x)
        let ys = points.map(\.y)
        let x0 = xs.min()!
        let y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    /// The determinant of the plane's homography: its sign says whether the layer's front
    /// faces the viewer (positive) or its back (negative), as `isDoubleSided` needs.
    public var planeDeterminant: Double {
        let h = planeHomography
        return h[0] * (h[4] * h[8] - h[5] * h[7]) - h[1] * (h[3] * h[8] - h[5] * h[6])
            + h[2] * (h[3] * h[7] - h[4] * h[6])
    }
}

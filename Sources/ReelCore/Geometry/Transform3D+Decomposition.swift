import Foundation

extension Transform3D {
    /// A transform taken apart as Core Animation (and WebKit) do to interpolate it: the
    /// unmatrix decomposition of Spencer W. Thomas, "Decomposing a Matrix into Simple
    /// Transformations", Graphics Gems II (1991), as specified for CSS in "CSS Transforms
    /// Module Level 2", § "Interpolation of 3D matrices" (decomposing, quaternion slerp,
    /// recomposing).
    ///
    /// In row-vector form the transform is `scale · skew · rotation · translation ·
    /// perspective`: `scale` is `diag(scale)`, `skew` the unit lower-triangular matrix with
    /// `xy` (row 2, column 1), `xz` (row 3, column 1) and `yz` (row 3, column 2), `rotation`
    /// the unit quaternion `(x, y, z, w)` (the rotation by `2·acos(w)` about `(x, y, z)`, as
    /// `Transform3D(rotationAngle:x:y:z:)` makes it), `translation` the translation, and
    /// `perspective` the identity with its last column replaced by `perspective`.
    public struct Decomposition: Hashable, Sendable {
        public var scale: (x: Double, y: Double, z: Double)
        public var skew: (xy: Double, xz: Double, yz: Double)
        public var quaternion: (x: Double, y: Double, z: Double, w: Double)
        public var translation: (x: Double, y: Double, z: Double)
        public var perspective: (x: Double, y: Double, z: Double, w: Double)

        public static func == (l: Decomposition, r: Decomposition) -> Bool { l.numbers == r.numbers }
        public func hash(into h: inout Hasher) { h.combine(numbers) }

        var numbers: [Double] {
            [
                scale.x, scale.y, scale.z, skew.xy, skew.xz, skew.yz, quaternion.x, quaternion.y, quaternion.z,
                quaternion.w, translation.x, translation.y, translation.z, perspective.x, perspective.y,
                perspective.z, perspective.w,
            ]
        }

        /// The parts of `t`, or nil when it cannot be taken apart (`m44` is 0, or the
        /// upper 3 × 3 is singular: a layer squashed flat).
        public init?(_ t: Transform3D) {
            guard t.m44 != 0, t.isFinite else { return nil }
            var m = t.values.map { $0 / t.m44 }
            // The matrix without perspective: column 4 replaced by (0, 0, 0, 1).
            var n = m
            n[3] = 0
            n[7] = 0
            n[11] = 0
            n[15] = 1
            let noPerspective = Transform3D(values: n)!
            let upper =
                n[0] * (n[5] * n[10] - n[6] * n[9]) - n[1] * (n[4] * n[10] - n[6] * n[8])
                + n[2] * (n[4] * n[9] - n[5] * n[8])
            guard upper != 0, upper.isFinite else { return nil }
            perspective = Self.perspective(of: m, noPerspective: noPerspective)
            translation = (m[12], m[13], m[14])
            m[3] = 0
            m[7] = 0
            m[11] = 0
            (scale, skew, quaternion) = Self.scaleSkewRotation(
                rows: [m[0], m[1], m[2]], [m[4], m[5], m[6]], [m[8], m[9], m[10]])
        }

        /// The perspective part of the normalized matrix `m` (row-major), given `m` without it:
        /// `M = N · P`, so `P`'s last column is `N⁻¹ · (M's last column)`.
        static func perspective(of m: [Double], noPerspective: Transform3D) -> (
            x: Double, y: Double, z: Double, w: Double
        ) {
            guard m[3] != 0 || m[7] != 0 || m[11] != 0 else { return (0, 0, 0, 1) }
            let inv = noPerspective.inverted().values
            let c = [m[3], m[7], m[11], m[15]]
            func rowTimes(_ r: Int) -> Double {
                inv[4 * r] * c[0] + inv[4 * r + 1] * c[1] + inv[4 * r + 2] * c[2] + inv[4 * r + 3] * c[3]
            }
            return (rowTimes(0), rowTimes(1), rowTimes(2), rowTimes(3))
        }

        /// The scale, skew and rotation of the upper 3 × 3 given as rows: the rows made
        /// orthonormal one after another (Gram–Schmidt), the lengths and projections removed
        /// on the way being the scales and skews.
        static func scaleSkewRotation(rows r0: [Double], _ r1: [Double], _ r2: [Double]) -> (
            scale: (x: Double, y: Double, z: Double), skew: (xy: Double, xz: Double, yz: Double),
            quaternion: (x: Double, y: Double, z: Double, w: Double)
        ) {
            var (r0, r1, r2) = (r0, r1, r2)
            func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
            func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
            func combine(_ a: [Double], _ b: [Double], _ k: Double) -> [Double] {
                [a[0] - k * b[0], a[1] - k * b[1], a[2] - k * b[2]]
            }
            var sx = length(r0)
            r0 = r0.map { $0 / sx }
            var xy = dot(r0, r1)
            r1 = combine(r1, r0, xy)
            var sy = length(r1)
            r1 = r1.map { $0 / sy }
            xy /= sy
            var xz = dot(r0, r2)
            r2 = combine(r2, r0, xz)
            var yz = dot(r1, r2)
            r2 = combine(r2, r1, yz)
            var sz = length(r2)
            r2 = r2.map { $0 / sz }
            xz /= sz
            yz /= sz
            // A reflection: negate the scales and the rows, so the rows form a rotation.
            let cross = [r1[1] * r2[2] - r1[2] * r2[1], r1[2] * r2[0] - r1[0] * r2[2], r1[0] * r2[1] - r1[1] * r2[0]]
            if dot(r0, cross) < 0 {
                sx = -sx
                sy = -sy
                sz = -sz
                r0 = r0.map { -$0 }
                r1 = r1.map { -$0 }
                r2 = r2.map { -$0 }
            }
            return ((sx, sy, sz), (xy, xz, yz), quaternion(rows: r0, r1, r2))
        }

        public init(
            scale: (x: Double, y: Double, z: Double), skew: (xy: Double, xz: Double, yz: Double),
            quaternion: (x: Double, y: Double, z: Double, w: Double), translation: (x: Double, y: Double, z: Double),
            perspective: (x: Double, y: Double, z: Double, w: Double)
        ) {
            self.scale = scale
            self.skew = skew
            self.quaternion = quaternion
            self.translation = translation
            self.perspective = perspective
        }

        /// The unit quaternion of a rotation given by its rows (row-vector form), by Shepperd's
        /// method (the largest component first, for accuracy near half turns).
        static func quaternion(rows r0: [Double], _ r1: [Double], _ r2: [Double]) -> (
            x: Double, y: Double, z: Double, w: Double
        ) {
            let trace = r0[0] + r1[1] + r2[2]
            var q: (x: Double, y: Double, z: Double, w: Double)
            if trace > 0 {
                let s = 2 * (trace + 1).squareRoot()
                q = ((r1[2] - r2[1]) / s, (r2[0] - r0[2]) / s, (r0[1] - r1[0]) / s, s / 4)
            } else if r0[0] > r1[1], r0[0] > r2[2] {
                let s = 2 * max(1 + r0[0] - r1[1] - r2[2], 0).squareRoot()
                q = (s / 4, (r0[1] + r1[0]) / s, (r0[2] + r2[0]) / s, (r1[2] - r2[1]) / s)
            } else if r1[1] > r2[2] {
                let s = 2 * max(1 + r1[1] - r0[0] - r2[2], 0).squareRoot()
                q = ((r0[1] + r1[0]) / s, s / 4, (r1[2] + r2[1]) / s, (r2[0] - r0[2]) / s)
            } else {
                let s = 2 * max(1 + r2[2] - r0[0] - r1[1], 0).squareRoot()
                q = ((r0[2] + r2[0]) / s, (r1[2] + r2[1]) / s, s / 4, (r0[1] - r1[0]) / s)
            }
            if q.w < 0 { q = (-q.x, -q.y, -q.z, -q.w) }
            return q
        }

        /// The rotation part as a matrix (row-vector form).
        var rotationMatrix: Transform3D {
            let (x, y, z, w) = quaternion
            return Transform3D(
                m11: 1 - 2 * (y * y + z * z), m12: 2 * (x * y + z * w), m13: 2 * (x * z - y * w), m14: 0,
                m21: 2 * (x * y - z * w), m22: 1 - 2 * (x * x + z * z), m23: 2 * (y * z + x * w), m24: 0,
                m31: 2 * (x * z + y * w), m32: 2 * (y * z - x * w), m33: 1 - 2 * (x * x + y * y), m34: 0,
                m41: 0, m42: 0, m43: 0, m44: 1)
        }

        /// The transform these parts make.
        public var transform: Transform3D {
            let scaleSkew = Transform3D(
                m11: scale.x, m12: 0, m13: 0, m14: 0,
                m21: scale.y * skew.xy, m22: scale.y, m23: 0, m24: 0,
                m31: scale.z * skew.xz, m32: scale.z * skew.yz, m33: scale.z, m34: 0,
                m41: 0, m42: 0, m43: 0, m44: 1)
            var t = scaleSkew.concatenating(rotationMatrix)
            t.m41 = translation.x
            t.m42 = translation.y
            t.m43 = translation.z
            if perspective != (0, 0, 0, 1) {
                var p = Transform3D.identity
                p.m14 = perspective.x
                p.m24 = perspective.y
                p.m34 = perspective.z
                p.m44 = perspective.w
                t = t.concatenating(p)
            }
            return t
        }

        /// Each part `amount` of the way to `other`'s; the rotation by spherical linear
        /// interpolation of the quaternions, the shorter way round.
        public func interpolated(to o: Decomposition, amount f: Double) -> Decomposition {
            func lerp(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
            var b = o.quaternion
            let a = quaternion
            var product = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
            if product < 0 {
                b = (-b.x, -b.y, -b.z, -b.w)
                product = -product
            }
            product = min(product, 1)
            var q: (x: Double, y: Double, z: Double, w: Double)
            let theta = acos(product)
            if theta < 1e-9 {
                q = (lerp(a.x, b.x), lerp(a.y, b.y), lerp(a.z, b.z), lerp(a.w, b.w))
            } else {
                let ka = sin((1 - f) * theta) / sin(theta)
                let kb = sin(f * theta) / sin(theta)
                q = (ka * a.x + kb * b.x, ka * a.y + kb * b.y, ka * a.z + kb * b.z, ka * a.w + kb * b.w)
            }
            let norm = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
            if norm > 0 { q = (q.x / norm, q.y / norm, q.z / norm, q.w / norm) }
            return Decomposition(
                scale: (lerp(scale.x, o.scale.x), lerp(scale.y, o.scale.y), lerp(scale.z, o.scale.z)),
                skew: (lerp(skew.xy, o.skew.xy), lerp(skew.xz, o.skew.xz), lerp(skew.yz, o.skew.yz)),
                quaternion: q,
                translation: (
                    lerp(translation.x, o.translation.x), lerp(translation.y, o.translation.y),
                    lerp(translation.z, o.translation.z)
                ),
                perspective: (
                    lerp(perspective.x, o.perspective.x), lerp(perspective.y, o.perspective.y),
                    lerp(perspective.z, o.perspective.z), lerp(perspective.w, o.perspective.w)
                ))
        }
    }

    /// Rotation angles about x, y and z (radians) whose rotations, applied in that order
    /// (`Rx`, then `Ry`, then `Rz`), make the rotation part of `d`: what the
    /// `transform.rotation.x/.y/.z` key paths read.
    static func eulerAngles(_ d: Decomposition) -> (x: Double, y: Double, z: Double) {
        let r = d.rotationMatrix
        let sinY = min(max(-r.m13, -1), 1)
        let y = asin(sinY)
        if abs(cos(y)) > 1e-9 {
            return (atan2(r.m23, r.m33), y, atan2(r.m12, r.m11))
        }
        // Gimbal lock: all of the x and z turn is one angle; put it on x.
        return (atan2(r.m21 * sinY, r.m22), y, 0)
    }

    /// The quaternion of `Rx(x) · Ry(y) · Rz(z)` (row vectors: x first).
    static func quaternion(eulerX x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        let m = Transform3D(rotationAngle: x, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(rotationAngle: y, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: z, x: 0, y: 0, z: 1))
        return Decomposition.quaternion(rows: [m.m11, m.m12, m.m13], [m.m21, m.m22, m.m23], [m.m31, m.m32, m.m33])
    }
}

extension Transform3D: AnimatableValue {
    /// Core Animation's transform interpolation: decompose both ends (`Decomposition`), blend
    /// the parts (the rotation by quaternion slerp), recompose. Two affine ends blend exactly
    /// as `AffineTransform` does (the same decomposition restricted to the plane), so 2-D clips
    /// draw as before. An end that cannot be decomposed switches half-way.
    public func interpolated(to other: Transform3D, amount: Double) -> Transform3D {
        if amount == 0 { return self }
        if amount == 1 { return other }
        if isAffine && other.isAffine {
            return Transform3D(affine.interpolated(to: other.affine, amount: amount))
        }
        guard let p = Decomposition(self), let q = Decomposition(other) else { return amount >= 0.5 ? other : self }
        return p.interpolated(to: q, amount: amount).transform
    }
    /// `other` applied first, then `self` (Core Animation concatenates additive transforms).
    public func adding(_ other: Transform3D) -> Transform3D { other.concatenating(self) }
    public func subtracting(_ other: Transform3D) -> Transform3D { other.inverted().concatenating(self) }
    /// `n · value` for cumulative repeats: the transform applied `factor` times (the parts
    /// scaled: translation, angle, skew and perspective times `factor`, scales to its power).
    public func scaled(by factor: Double) -> Transform3D {
        if isAffine { return Transform3D(affine.scaled(by: factor)) }
        guard var d = Decomposition(self) else { return self }
        func power(_ s: Double) -> Double { s < 0 ? -Foundation.pow(-s, factor) : Foundation.pow(s, factor) }
        d.scale = (power(d.scale.x), power(d.scale.y), power(d.scale.z))
        d.skew = (d.skew.xy * factor, d.skew.xz * factor, d.skew.yz * factor)
        d.translation = (d.translation.x * factor, d.translation.y * factor, d.translation.z * factor)
        let q = d.quaternion
        let half = acos(min(max(q.w, -1), 1))
        let s = sin(half)
        if s > 1e-12 {
            let newHalf = half * factor
            let k = sin(newHalf) / s
            d.quaternion = (q.x * k, q.y * k, q.z * k, cos(newHalf))
        }
        d.perspective = (d.perspective.x * factor, d.perspective.y * factor, d.perspective.z * factor, 1)
        return d.transform
    }
    public func distance(to o: Transform3D) -> Double {
        zip(values, o.values).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
}

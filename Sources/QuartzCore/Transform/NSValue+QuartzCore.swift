import Foundation

/// `CATransform3D` boxed in an `NSValue`, like QuartzCore's `NSValue(caTransform3D:)`: the
/// sixteen values in row order under the type encoding `[16d]`.
extension NSValue {
    public convenience init(caTransform3D t: CATransform3D) {
        var values: [Double] = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43,
            t.m44,
        ].map(Double.init)
        self.init(bytes: &values, objCType: "[16d]")
    }

    /// The boxed transform (the identity when the value holds something else).
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == "[16d]" else { return CATransform3DIdentity }
        var v = [Double](repeating: 0, count: 16)
        v.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(
            m11: v[0], m12: v[1], m13: v[2], m14: v[3], m21: v[4], m22: v[5], m23: v[6], m24: v[7],
            m31: v[8], m32: v[9], m33: v[10], m34: v[11], m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }
}

// swift-format-ignore-file: AlwaysUseLowerCamelCase

import ReelCore

// Core Animation's transform functions, with its argument order and semantics
// (`CATransform3DConcat(a, b)` applies `a`, then `b`).

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(Transform3D.identity)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.reel.isIdentity }

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(translationX: Double(tx), y: Double(ty), z: Double(tz)))
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(scaleX: Double(sx), y: Double(sy), z: Double(sz)))
}

/// A rotation by `angle` radians about the vector (x, y, z); the identity when the vector is zero.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3D(Transform3D(rotationAngle: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
}

public func CATransform3DTranslate(
    _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
    CATransform3D(t.reel.translated(x: Double(tx), y: Double(ty), z: Double(tz)))
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3D(t.reel.scaled(x: Double(sx), y: Double(sy), z: Double(sz)))
}

public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3D(t.reel.rotated(by: Double(angle), x: Double(x), y: Double(y), z: Double(z)))
}

/// `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.reel.concatenating(b.reel))
}

/// The inverse; `t` unchanged when it has none, as Core Animation does.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    let inverse = t.reel.inverted()
    return inverse.isFinite ? CATransform3D(inverse) : t
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(Transform3D(m.reel))
}

public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.reel.isAffine }

public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(t.reel.affine)
}

import ReelCore

/// A 2-D affine transform, like Core Graphics' `CGAffineTransform`: the matrix
/// `[a b 0; c d 0; tx ty 1]` applied to row vectors (`x' = a·x + c·y + tx`).
/// The arithmetic is ReelCore's `AffineTransform`'s, so a transform made here draws exactly as
/// the same transform made with Reel's API.
public struct CGAffineTransform: Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// Whether the six numbers are equal.
    public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool {
        (lhs.a, lhs.b, lhs.c, lhs.d, lhs.tx, lhs.ty) == (rhs.a, rhs.b, rhs.c, rhs.d, rhs.tx, rhs.ty)
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(ReelCore.AffineTransform(translationX: Double(tx), y: Double(ty)))
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(ReelCore.AffineTransform(scaleX: Double(sx), y: Double(sy)))
    }

    /// A rotation by `angle` radians (clockwise on screen, where y points down).
    public init(rotationAngle angle: CGFloat) {
        self.init(ReelCore.AffineTransform(rotationAngle: Double(angle)))
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(reel.concatenating(t2.reel))
    }

    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(reel.translatedBy(x: Double(x), y: Double(y)))
    }

    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(reel.scaledBy(x: Double(x), y: Double(y)))
    }

    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(reel.rotated(by: Double(angle)))
    }

    /// The inverse; `self` unchanged when it cannot be inverted, as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        reel.determinant == 0 ? self : CGAffineTransform(reel.inverted())
    }

    /// The same transform in ReelCore.
    package var reel: ReelCore.AffineTransform {
        ReelCore.AffineTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }

    /// `t` as a `CGAffineTransform`.
    package init(_ t: ReelCore.AffineTransform) {
        self.init(
            a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(reel.applying(t.reel)) }
}

extension CGSize {
    public func applying(_ t: CGAffineTransform) -> CGSize { CGSize(reel.applying(t.reel)) }
}

extension CGRect {
    /// The smallest rectangle holding the transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect { CGRect(reel.applying(t.reel)) }
}

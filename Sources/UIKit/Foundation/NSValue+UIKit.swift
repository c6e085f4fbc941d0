import Foundation

/// UIKit's geometry boxes, like `NSValue(cgPoint:)` and `cgPointValue`.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// A `CGAffineTransform` boxed as its six values (`a b c d tx ty`) under the encoding `[6d]`.
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        var values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init)
        self.init(bytes: &values, objCType: "[6d]")
    }

    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
    public var cgRectValue: CGRect { rectValue }

    /// The boxed transform (the identity when the value holds something else).
    public var cgAffineTransformValue: CGAffineTransform {
        guard String(cString: objCType) == "[6d]" else { return .identity }
        var v = [Double](repeating: 0, count: 6)
        v.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }
}

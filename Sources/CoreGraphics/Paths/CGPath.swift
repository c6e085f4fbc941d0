import ReelCore

/// An immutable graphics path, like Core Graphics' `CGPath`: a reference to ReelCore's
/// `BezierPath` value, so a shape layer given `path` draws exactly what the same `BezierPath`
/// draws through Reel's API.
///
/// Arcs follow Core Graphics' convention: `clockwise` is measured in a y-up space, so in UIKit's
/// y-down coordinates `clockwise: true` turns counter-clockwise on screen (the opposite of
/// `UIBezierPath`'s flag).
open class CGPath: Hashable, @unchecked Sendable {
    // @unchecked Sendable: an immutable `CGPath` never changes its value; a `CGMutablePath` is
    // used by one thread at a time, as in Core Graphics.
    /// The path's value in ReelCore.
    package var reel: BezierPath

    package init(reel: BezierPath) {
        self.reel = reel
    }

    /// A path holding `rect` (a closed subpath, clockwise on screen from its origin).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(reel: Self.transformed(BezierPath(rect: rect.reel), transform))
    }

    /// A path holding the ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(reel: Self.transformed(BezierPath(ovalIn: rect.reel), transform))
    }

    /// A path holding `rect` with rounded corners (circular when the two radii are equal; Reel
    /// draws the smaller radius when they differ).
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.init(reel: Self.transformed(Self.roundedRect(rect, cornerWidth, cornerHeight), transform))
    }

    /// A rectangle whose corners are quarter ellipses `cornerWidth` wide and `cornerHeight` high
    /// (each at most half the rectangle's side): a rounded rectangle with circular corners of
    /// `cornerWidth`, squeezed vertically.
    static func roundedRect(_ rect: CGRect, _ cornerWidth: CGFloat, _ cornerHeight: CGFloat) -> BezierPath {
        let r = rect.standardized
        let w = Double(min(max(cornerWidth, 0), r.width / 2))
        let h = Double(min(max(cornerHeight, 0), r.height / 2))
        guard w > 0, h > 0, w != h else { return BezierPath(roundedRect: r.reel, cornerRadius: min(w, h)) }
        let squeeze = h / w
        let stretched = Rect(
            x: Double(r.minX), y: Double(r.minY) / squeeze, width: Double(r.width), height: Double(r.height) / squeeze)
        return BezierPath(roundedRect: stretched, cornerRadius: w).applying(AffineTransform(scaleX: 1, y: squeeze))
    }

    static func transformed(_ path: BezierPath, _ transform: UnsafePointer<CGAffineTransform>?) -> BezierPath {
        guard let t = transform?.pointee else { return path }
        return path.applying(t.reel)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(reel: reel) }

    /// An immutable copy with `transform` applied to every point.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(reel: Self.transformed(reel, transform))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(reel: reel) }

    /// A mutable copy with `transform` applied to every point.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(reel: Self.transformed(reel, transform))
    }

    public var isEmpty: Bool { reel.isEmpty }

    /// The smallest rectangle holding every point, control points included.
    public var boundingBox: CGRect { CGRect(reel.controlPointBounds) }

    /// The smallest rectangle holding the path's curves.
    public var boundingBoxOfPath: CGRect { CGRect(reel.bounds) }

    /// The end point of the last element.
    public var currentPoint: CGPoint { CGPoint(reel.currentPoint) }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.reel == b.reel }
    public func hash(into hasher: inout Hasher) { hasher.combine(reel) }
}

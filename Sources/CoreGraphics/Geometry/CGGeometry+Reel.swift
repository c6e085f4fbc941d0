import ReelCore

// Conversions between Foundation's Core Graphics geometry and ReelCore's, for the façade
// modules only (`package`): user code sees Apple's types alone.

extension CGPoint {
    /// The same point in ReelCore.
    package var reel: Point { Point(x: Double(x), y: Double(y)) }
    /// `point` as a `CGPoint`.
    package init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
    /// The same size in ReelCore.
    package var reel: Size { Size(width: Double(width), height: Double(height)) }
    /// `size` as a `CGSize`.
    package init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension CGRect {
    /// The same rectangle in ReelCore.
    package var reel: Rect { Rect(origin: origin.reel, size: size.reel) }
    /// `rect` as a `CGRect`.
    package init(_ rect: Rect) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
}

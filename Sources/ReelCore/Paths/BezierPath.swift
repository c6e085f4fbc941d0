import Foundation

/// A path made of straight and curved segments, with `UIBezierPath`'s names and semantics.
///
/// Unlike `UIBezierPath` it is a value type (`Sendable`), so a path can live in an immutable
/// presentation snapshot and be handed to worker threads. Quadratic curves stay quadratic in
/// the model; a renderer draws them as the exactly equivalent cubic.
public struct BezierPath: Hashable, Sendable {
    /// One element of a path, as `CGPathElement`.
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case close
    }

    /// The elements in drawing order.
    public internal(set) var elements: [Element] = []

    /// Stroke width used by `UIBezierPath` drawing helpers; kept for API parity (a shape
    /// layer's `lineWidth` is what Reel draws with).
    public var lineWidth: Double = 1

    public init() {}

    /// A path with exactly these elements.
    ///
    /// A path that does not start with a move starts at `(0, 0)` (Core Graphics would refuse
    /// such a segment; Reel draws it from the origin).
    public init(elements: [Element]) {
        self.elements = elements
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next segment would start, like `UIBezierPath.currentPoint`
    /// (`.zero` for an empty path).
    ///
    /// After `close()` it is the closed subpath's first point, as in Core Graphics.
    /// - Complexity: O(1), except after a `close()`, where it walks back to the subpath's start.
    public var currentPoint: Point {
        guard let last = elements.last else { return .zero }
        switch last {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .close: return Self.subpathStart(before: elements.count - 1, in: elements)
        }
    }

    /// The first point of the subpath that the element at `index` belongs to: the nearest
    /// earlier `move` (a segment after `close()` starts a new subpath at the closed one's start,
    /// which is that same move's point), or `.zero` when there is none.
    static func subpathStart(before index: Int, in elements: [Element]) -> Point {
        var i = index - 1
        while i >= 0 {
            if case .move(let p) = elements[i] { return p }
            i -= 1
        }
        return .zero
    }

    // MARK: - Building

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
    }

    /// A straight line from the current point to `point`.
    public mutating func addLine(to point: Point) {
        elements.append(.line(to: point))
    }

    /// A quadratic Bézier from the current point to `endPoint`.
    public mutating func addQuadCurve(to endPoint: Point, controlPoint: Point) {
        elements.append(.quadCurve(to: endPoint, control: controlPoint))
    }

    /// A cubic Bézier from the current point to `endPoint`.
    public mutating func addCurve(to endPoint: Point, controlPoint1: Point, controlPoint2: Point) {
        elements.append(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2))
    }

    /// Closes the current subpath with a straight line back to its start.
    public mutating func close() {
        elements.append(.close)
    }

    /// Appends every element of `other`.
    public mutating func append(_ other: BezierPath) {
        elements.append(contentsOf: other.elements)
    }

    /// Removes every element.
    public mutating func removeAllPoints() {
        elements.removeAll()
    }
}

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
    public private(set) var elements: [Element] = []

    /// Stroke width used by `UIBezierPath` drawing helpers; kept for API parity (a shape
    /// layer's `lineWidth` is what Reel draws with).
    public var lineWidth: Double = 1

    public init() {}

    public init(elements: [Element]) {
        self.elements = elements
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The point where the next segment would start, like `UIBezierPath.currentPoint`
    /// (`.zero` for an empty path).
    public var currentPoint: Point {
        var subpathStart = Point.zero
        var current = Point.zero
        for element in elements {
            switch element {
            case .move(let p): subpathStart = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .close: current = subpathStart
            }
        }
        return current
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

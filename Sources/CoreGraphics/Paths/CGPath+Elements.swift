import ReelCore
import ReelRender

/// The kind of a path element, like Core Graphics' `CGPathElementType` (Apple's raw values).
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path as `CGPath.applyWithBlock(_:)` hands it over, like `CGPathElement`:
/// its kind and its points (the control points, then the end point; none for a close).
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// The function `CGPath.apply(info:function:)` calls for each element, like Core Graphics'
/// (a Swift function here: `CGPathElement` is a Swift struct on Linux, so not a C type; a
/// closure that captures nothing, what iOS code passes, is both).
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

extension CGPath {
    /// The number Reel gives the `CGPath` type (Core Foundation's type identifier).
    public class var typeID: CFTypeID { CoreGraphicsTypeID.path }

    /// Calls `block` with each element of the path in order (the points are valid during the
    /// call only).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        for element in reel.elements {
            let type: CGPathElementType
            switch element {
            case .move(let p):
                type = .moveToPoint
                points[0] = CGPoint(p)
            case .line(let p):
                type = .addLineToPoint
                points[0] = CGPoint(p)
            case .quadCurve(let p, let c):
                type = .addQuadCurveToPoint
                (points[0], points[1]) = (CGPoint(c), CGPoint(p))
            case .curve(let p, let c1, let c2):
                type = .addCurveToPoint
                (points[0], points[1], points[2]) = (CGPoint(c1), CGPoint(c2), CGPoint(p))
            case .close:
                type = .closeSubpath
            }
            var pathElement = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &pathElement) { block($0) }
        }
    }

    /// Calls `function(info, element)` for each element of the path in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// Whether the path is one rectangle (a move, three or four lines along the axes, a close);
    /// if so, and `rect` is given, the rectangle is written there.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        var corners: [Point] = []
        for (index, element) in reel.elements.enumerated() {
            switch (index, element) {
            case (0, .move(let p)), (1...4, .line(let p)): corners.append(p)
            case (4...5, .close) where index == reel.elements.count - 1: break
            default: return false
            }
        }
        if corners.count == 5, corners[4] == corners[0] { corners.removeLast() }
        guard corners.count == 4, reel.elements.last == .close else { return false }
        let aligned = (0..<4).allSatisfy { i in
            let (a, b) = (corners[i], corners[(i + 1) % 4])
            return a.x == b.x || a.y == b.y
        }
        let box = Rect(
            x: corners.map(\.x).min()!, y: corners.map(\.y).min()!,
            width: corners.map(\.x).max()! - corners.map(\.x).min()!,
            height: corners.map(\.y).max()! - corners.map(\.y).min()!)
        let onCorners = corners.allSatisfy {
            ($0.x == box.minX || $0.x == box.maxX) && ($0.y == box.minY || $0.y == box.maxY)
        }
        guard aligned, onCorners, corners[0] != corners[2], corners[1] != corners[3] else { return false }
        rect?.pointee = CGRect(box)
        return true
    }

    /// Whether `point` is inside the path, moved by `transform`, as a fill by `rule` paints it.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    ) -> Bool {
        let path = transform.isIdentity ? reel : reel.applying(transform.reel)
        return DrawingCanvas.path(path, contains: point.reel, evenOdd: rule == .evenOdd)
    }

    /// The path with its curves replaced by lines that stray at most `threshold` from them
    /// (at least 0.01).
    public func flattened(threshold: CGFloat) -> CGPath {
        CGPath(reel: DrawingCanvas.flattening(reel, threshold: Double(threshold)))
    }
}

import Foundation

// MARK: - Bounds

extension BezierPath {
    /// The smallest rectangle containing every point the path draws through, like
    /// `CGPath.boundingBoxOfPath`: curves count by their extreme points, not by their control
    /// points. (`UIBezierPath.bounds` includes control points; that box is
    /// `controlPointBounds`.)
    ///
    /// Every `move(to:)` point counts, even one that starts no segment. An empty path gives
    /// `Rect.null`. Non-finite coordinates give a non-finite rectangle.
    /// - Complexity: O(n) in the number of elements.
    public var bounds: Rect {
        var box = BoundsAccumulator()
        var current = Point.zero
        var subpathStart = Point.zero
        for element in elements {
            switch element {
            case .move(let p):
                box.add(p)
                current = p
                subpathStart = p
            case .line(let p):
                box.add(current)
                box.add(p)
                current = p
            case .quadCurve(let p, let c):
                box.add(current)
                box.add(p)
                for t in Self.quadExtrema(current.x, c.x, p.x) + Self.quadExtrema(current.y, c.y, p.y) {
                    box.add(PathSegment.quadPoint(current, c, p, t))
                }
                current = p
            case .curve(let p, let c1, let c2):
                box.add(current)
                box.add(p)
                for t in Self.cubicExtrema(current.x, c1.x, c2.x, p.x) + Self.cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    box.add(PathSegment.cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .close:
                box.add(current)
                current = subpathStart
            }
        }
        return box.rect
    }

    /// The smallest rectangle containing every point of the path, control points included,
    /// like `UIBezierPath.bounds` and `CGPath.boundingBox`; `Rect.null` for an empty path.
    public var controlPointBounds: Rect {
        var box = BoundsAccumulator()
        if let first = elements.first, case .move = first {
        } else if !elements.isEmpty {
            box.add(.zero)  // a path that does not start with a move starts at the origin
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quadCurve(let p, let c):
                box.add(c)
                box.add(p)
            case .curve(let p, let c1, let c2):
                box.add(c1)
                box.add(c2)
                box.add(p)
            case .close: break
            }
        }
        return box.rect
    }

    /// Parameters in (0, 1) where a quadratic coordinate has a zero derivative.
    static func quadExtrema(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Parameters in (0, 1) where a cubic coordinate has a zero derivative.
    static func cubicExtrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
        // B'(t)/3 = a t² + b t + c with the coefficients below.
        let d0 = p1 - p0
        let d1 = p2 - p1
        let d2 = p3 - p2
        let a = d0 - 2 * d1 + d2
        let b = 2 * (d1 - d0)
        let c = d0
        var roots: [Double] = []
        if a == 0 {
            if b != 0 { roots.append(-c / b) }
        } else {
            let disc = b * b - 4 * a * c
            if disc >= 0 {
                // The numerically stable pair of roots.
                let q = -0.5 * (b + (b < 0 ? -1 : 1) * disc.squareRoot())
                if q != 0 {
                    roots.append(q / a)
                    roots.append(c / q)
                } else {
                    roots.append(-b / (2 * a))
                }
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}

/// Grows a box point by point.
struct BoundsAccumulator {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity
    var any = false
    var nonFinite = false

    mutating func add(_ p: Point) {
        any = true
        guard p.isFinite else {
            nonFinite = true
            return
        }
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
    }

    var rect: Rect {
        guard any else { return .null }
        guard !nonFinite else { return Rect(x: .nan, y: .nan, width: .nan, height: .nan) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

// MARK: - Transforming

extension BezierPath {
    /// Transforms every point of the path (end and control points), like
    /// `UIBezierPath.apply(_:)`. Affine maps take Bézier curves to Bézier curves exactly.
    public mutating func apply(_ transform: AffineTransform) {
        elements = elements.map { $0.applying(transform) }
    }

    /// A copy of the path with every point transformed; see `apply(_:)`.
    public func applying(_ transform: AffineTransform) -> BezierPath {
        var copy = self
        copy.apply(transform)
        return copy
    }
}

extension BezierPath.Element {
    /// The element with every point transformed by `t`.
    public func applying(_ t: AffineTransform) -> BezierPath.Element {
        switch self {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2):
            return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .close: return .close
        }
    }

    /// The element's end point (`nil` for `.close`, whose end is its subpath's start).
    public var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .close: return nil
        }
    }
}

// MARK: - Reversing

extension BezierPath {
    /// The same drawing traced backwards, like `UIBezierPath.reversing()`.
    ///
    /// Subpaths keep their order; each is traced from its end to its start with every segment
    /// reversed exactly (control points swapped). A closed subpath stays closed and starts at
    /// its old start point: its closing line becomes the first segment. Lone moves are dropped.
    public func reversing() -> BezierPath {
        let segments = self.segments
        var out: [Element] = []
        out.reserveCapacity(elements.count)
        var i = 0
        while i < segments.count {
            var j = i
            while j < segments.count && segments[j].subpathIndex == segments[i].subpathIndex { j += 1 }
            let closed = segments[j - 1].isClose
            // A closed subpath: start at its start point, skip the close when reversing the
            // other segments, and re-close at the end.
            let last = closed ? j - 2 : j - 1
            if closed {
                out.append(.move(to: segments[i].start))
                if last >= i, segments[j - 1].start != segments[i].start {
                    out.append(.line(to: segments[j - 1].start))
                }
            } else {
                out.append(.move(to: segments[j - 1].end))
            }
            var k = last
            while k >= i {
                let s = segments[k]
                switch s.element {
                case .line, .close, .move: out.append(.line(to: s.start))
                case .quadCurve(_, let c): out.append(.quadCurve(to: s.start, control: c))
                case .curve(_, let c1, let c2): out.append(.curve(to: s.start, control1: c2, control2: c1))
                }
                k -= 1
            }
            if closed { out.append(.close) }
            i = j
        }
        var result = BezierPath(elements: out)
        result.lineWidth = lineWidth
        return result
    }
}

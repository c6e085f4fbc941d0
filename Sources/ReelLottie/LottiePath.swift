import Foundation
import ReelCore
import ReelScene

/// A Lottie Bézier shape: vertices with in and out tangents relative to them (`{"v", "i", "o",
/// "c"}`), the form of path shapes, masks and the shapes Reel builds for rectangles, ellipses
/// and stars.
struct LottiePath: Sendable, Equatable {
    var vertices: [(Double, Double)] = []
    var inTangents: [(Double, Double)] = []
    var outTangents: [(Double, Double)] = []
    var closed = false

    static func == (a: LottiePath, b: LottiePath) -> Bool {
        a.closed == b.closed && a.vertices.elementsEqual(b.vertices, by: ==)
            && a.inTangents.elementsEqual(b.inTangents, by: ==) && a.outTangents.elementsEqual(b.outTangents, by: ==)
    }

    mutating func add(_ v: (Double, Double), in i: (Double, Double) = (0, 0), out o: (Double, Double) = (0, 0)) {
        vertices.append(v)
        inTangents.append(i)
        outTangents.append(o)
    }

    /// The same shape drawn the other way round (`"d": 3`), starting at the same vertex.
    var reversed: LottiePath {
        guard vertices.count > 1 else { return self }
        var r = LottiePath()
        r.closed = closed
        let order = [0] + Array((1..<vertices.count).reversed())
        for k in order { r.add(vertices[k], in: outTangents[k], out: inTangents[k]) }
        return r
    }

    /// Vertex-wise linear interpolation (Lottie's shape keyframes); shapes of different vertex
    /// counts jump at the end.
    func interpolated(to other: LottiePath, _ q: Double) -> LottiePath {
        guard vertices.count == other.vertices.count else { return q < 1 ? self : other }
        func mix(_ a: (Double, Double), _ b: (Double, Double)) -> (Double, Double) {
            (a.0 + (b.0 - a.0) * q, a.1 + (b.1 - a.1) * q)
        }
        var r = LottiePath()
        r.closed = closed
        for k in vertices.indices {
            r.add(
                mix(vertices[k], other.vertices[k]), in: mix(inTangents[k], other.inTangents[k]),
                out: mix(outTangents[k], other.outTangents[k]))
        }
        return r
    }

    func applying(_ m: AffineTransform) -> LottiePath {
        func point(_ p: (Double, Double)) -> (Double, Double) {
            let q = Point(x: p.0, y: p.1).applying(m)
            return (q.x, q.y)
        }
        func vector(_ v: (Double, Double)) -> (Double, Double) {
            let q = Size(width: v.0, height: v.1).applying(m)
            return (q.width, q.height)
        }
        var r = LottiePath()
        r.closed = closed
        for k in vertices.indices {
            r.add(point(vertices[k]), in: vector(inTangents[k]), out: vector(outTangents[k]))
        }
        return r
    }

    /// The shape as a path, coordinates rounded to thousandths of a point; `curvesOnly` makes
    /// every segment a cubic, so that shapes with the same vertex count have the same elements
    /// and interpolate point by point.
    func bezierPath(curvesOnly: Bool = false) -> BezierPath {
        var path = BezierPath()
        guard let first = vertices.first else { return path }
        func p(_ v: (Double, Double)) -> Point {
            Point(x: (v.0 * 1000).rounded() / 1000, y: (v.1 * 1000).rounded() / 1000)
        }
        path.move(to: p(first))
        let count = vertices.count
        let segments = closed ? count : count - 1
        for k in 0..<segments {
            let a = k
            let b = (k + 1) % count
            let c1 = (vertices[a].0 + outTangents[a].0, vertices[a].1 + outTangents[a].1)
            let c2 = (vertices[b].0 + inTangents[b].0, vertices[b].1 + inTangents[b].1)
            if !curvesOnly && outTangents[a] == (0, 0) && inTangents[b] == (0, 0) {
                path.addLine(to: p(vertices[b]))
            } else {
                path.addCurve(to: p(vertices[b]), controlPoint1: p(c1), controlPoint2: p(c2))
            }
        }
        if closed { path.close() }
        return path
    }

    /// The control points' bounding box (contains the curve).
    var controlBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard !vertices.isEmpty else { return nil }
        var b = (minX: Double.infinity, minY: Double.infinity, maxX: -Double.infinity, maxY: -Double.infinity)
        for k in vertices.indices {
            for q in [
                vertices[k], (vertices[k].0 + inTangents[k].0, vertices[k].1 + inTangents[k].1),
                (vertices[k].0 + outTangents[k].0, vertices[k].1 + outTangents[k].1),
            ] {
                b.minX = min(b.minX, q.0)
                b.minY = min(b.minY, q.1)
                b.maxX = max(b.maxX, q.0)
                b.maxY = max(b.maxY, q.1)
            }
        }
        return b
    }

    // MARK: - Parametric shapes, as the format defines them

    /// The Bézier handle length of a quarter circle of radius 1.
    static let kappa = 0.5519150244935105

    /// A rectangle centred at `c` of size `s`, corners rounded by `r` (at most half the short
    /// side), starting at the top right corner and going clockwise (down the right side).
    static func rectangle(center c: [Double], size s: [Double], roundness r: Double) -> LottiePath {
        let hw = s[0] / 2
        let hh = s[1] / 2
        let rr = min(max(r, 0), min(hw, hh))
        let left = c[0] - hw
        let right = c[0] + hw
        let top = c[1] - hh
        let bottom = c[1] + hh
        var p = LottiePath()
        p.closed = true
        if rr == 0 {
            p.add((right, top))
            p.add((right, bottom))
            p.add((left, bottom))
            p.add((left, top))
            return p
        }
        let h = rr * kappa
        p.add((right, top + rr), in: (0, -h))
        p.add((right, bottom - rr), out: (0, h))
        p.add((right - rr, bottom), in: (h, 0))
        p.add((left + rr, bottom), out: (-h, 0))
        p.add((left, bottom - rr), in: (0, h))
        p.add((left, top + rr), out: (0, -h))
        p.add((left + rr, top), in: (-h, 0))
        p.add((right - rr, top), out: (h, 0))
        return p
    }

    /// An ellipse centred at `c` of size `s`, starting at the top and going clockwise.
    static func ellipse(center c: [Double], size s: [Double]) -> LottiePath {
        let rx = s[0] / 2
        let ry = s[1] / 2
        let hx = rx * kappa
        let hy = ry * kappa
        var p = LottiePath()
        p.closed = true
        p.add((c[0], c[1] - ry), in: (-hx, 0), out: (hx, 0))
        p.add((c[0] + rx, c[1]), in: (0, -hy), out: (0, hy))
        p.add((c[0], c[1] + ry), in: (hx, 0), out: (-hx, 0))
        p.add((c[0] - rx, c[1]), in: (0, hy), out: (0, -hy))
        return p
    }

    /// A star (`star` true: `points` outer and as many inner vertices) or a polygon, the first
    /// vertex straight up from the centre turned by `rotation` degrees, going clockwise;
    /// roundness (percent) bends each vertex's tangents along the circle. At most
    /// `maxStarPoints` points are drawn: more is no shape a designer draws, and would not fit
    /// in memory.
    static let maxStarPoints = 1_000

    static func polystar(
        star: Bool, center c: [Double], points: Double, rotation: Double, outerRadius: Double, innerRadius: Double,
        outerRoundness: Double, innerRoundness: Double
    ) -> LottiePath {
        let count = Int(min(max(points, 0), Double(maxStarPoints)).rounded(.down)) * (star ? 2 : 1)
        var p = LottiePath()
        p.closed = true
        guard count > 0 else { return p }
        let step = 2 * Double.pi / Double(count)
        var angle = -Double.pi / 2 + rotation * Double.pi / 180
        for k in 0..<count {
            let outer = !star || k % 2 == 0
            let radius = outer ? outerRadius : innerRadius
            let roundness = (outer ? outerRoundness : innerRoundness) / 100
            // The tangent length: a quarter of the arc between neighbouring vertices, scaled
            // by the roundness.
            let arc = 2 * Double.pi * radius / Double(count * 2) * (star ? 1 : 0.5)
            let x = radius * cos(angle)
            let y = radius * sin(angle)
            let len = hypot(x, y)
            let ox = len == 0 ? 0 : y / len
            let oy = len == 0 ? 0 : -x / len
            let t = arc * roundness
            p.add((c[0] + x, c[1] + y), in: (ox * t, oy * t), out: (-ox * t, -oy * t))
            angle += step
        }
        return p
    }
}

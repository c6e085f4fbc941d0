import Foundation

/// Joining the kept pieces of edge into closed outlines of the operands' own segments.
extension PathBoolean {
    /// A point on the grid of side `grid`, for finding where a piece ends and the next starts.
    struct Key: Hashable {
        var x: Int64
        var y: Int64

        init(_ p: SIMD2<Double>, grid: Double) {
            x = Int64((p.x / grid).rounded())
            y = Int64((p.y / grid).rounded())
        }

        init(x: Int64, y: Int64) {
            self.x = x
            self.y = y
        }
    }

    /// `pieces` (each with the filled side on its left) joined end to start into closed
    /// outlines; each run of pieces along one segment of `curves` becomes that segment's part.
    /// Outlines of less than `minimumArea` are slivers of rounding, and dropped.
    static func chain(_ pieces: [Edge], curves: [BooleanContour.Segment], grid: Double, minimumArea: Double)
        -> [BooleanContour]
    {
        // A piece kept twice (two operands' edges along one line) is drawn once.
        var seen = Set<[Key]>()
        let edges = pieces.filter { seen.insert([Key($0.a, grid: grid), Key($0.b, grid: grid)]).inserted }
        var starting: [Key: [Int]] = [:]
        for (i, e) in edges.enumerated() { starting[Key(e.a, grid: grid), default: []].append(i) }
        var used = [Bool](repeating: false, count: edges.count)
        func next(from key: Key) -> Int? {
            for dx in [0, -1, 1] as [Int64] {
                for dy in [0, -1, 1] as [Int64] {
                    let k = Key(x: key.x + dx, y: key.y + dy)
                    if let i = starting[k]?.first(where: { !used[$0] }) { return i }
                }
            }
            return nil
        }
        var out: [BooleanContour] = []
        for first in edges.indices where !used[first] {
            used[first] = true
            var loop = [first]
            let start = Key(edges[first].a, grid: grid)
            var end = Key(edges[first].b, grid: grid)
            while end != start, let i = next(from: end) {
                used[i] = true
                loop.append(i)
                end = Key(edges[i].b, grid: grid)
            }
            let polygon = loop.map { edges[$0] }
            var area = 0.0
            for e in polygon { area += e.a.x * e.b.y - e.b.x * e.a.y }
            guard abs(area) / 2 >= minimumArea else { continue }
            out.append(contour(polygon, curves: curves))
        }
        return out
    }

    /// Whether line `b` goes on along line `a` in the same direction.
    static func continues(_ a: BooleanContour.Segment, _ b: BooleanContour.Segment) -> Bool {
        let u = a.to - a.from
        let v = b.to - b.from
        let cross = u.x * v.y - u.y * v.x
        return (u * v).sum() > 0 && abs(cross) <= 1e-12 * (u * u).sum().squareRoot() * (v * v).sum().squareRoot()
    }

    /// A closed chain of pieces as segments: each run along one segment is its exact part
    /// between the run's parameters, from the run's first point to its last.
    static func contour(_ loop: [Edge], curves: [BooleanContour.Segment]) -> BooleanContour {
        var segments: [BooleanContour.Segment] = []
        var i = 0
        while i < loop.count {
            var j = i
            while j + 1 < loop.count && loop[j + 1].curve == loop[i].curve && loop[j + 1].t0 == loop[j].t1 {
                j += 1
            }
            let curve = curves[loop[i].curve]
            var s = curve.isLine ? .line(loop[i].a, loop[j].b) : curve.part(from: loop[i].t0, to: loop[j].t1)
            s.from = loop[i].a
            s.to = j + 1 < loop.count ? loop[j + 1].a : loop[0].a
            if let last = segments.last, last.isLine, s.isLine, continues(last, s) {
                // Two operands' sides along one line: one side.
                segments[segments.count - 1] = .line(last.from, s.to)
            } else {
                segments.append(s)
            }
            i = j + 1
        }
        if segments.count > 2, let first = segments.first, let last = segments.last, first.isLine, last.isLine,
            continues(last, first)
        {
            segments[0] = .line(last.from, first.to)
            segments.removeLast()
        }
        return BooleanContour(segments: segments)
    }
}

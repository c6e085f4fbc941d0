import Foundation

/// Cutting polygon edges where they cross or touch, and winding numbers.
extension PathBoolean {
    /// `edges` cut at every point where another edge crosses them, ends on them or runs along
    /// them, so that no two pieces cross. A crossing point is computed once and given to both
    /// edges; `grid` is the distance under which points on a line count as on it.
    static func cut(_ edges: [Edge], grid: Double) -> [Edge] {
        let order = edges.indices.sorted {
            let a = min(edges[$0].a.x, edges[$0].b.x)
            let b = min(edges[$1].a.x, edges[$1].b.x)
            return a != b ? a < b : $0 < $1
        }
        var cuts = [[(t: Double, p: SIMD2<Double>)]](repeating: [], count: edges.count)
        for (n, i) in order.enumerated() {
            let ei = edges[i]
            let maxX = max(ei.a.x, ei.b.x)
            let (minY, maxY) = (min(ei.a.y, ei.b.y), max(ei.a.y, ei.b.y))
            for j in order[(n + 1)...] {
                let ej = edges[j]
                if min(ej.a.x, ej.b.x) > maxX { break }
                if max(ej.a.y, ej.b.y) < minY || min(ej.a.y, ej.b.y) > maxY { continue }
                for (edge, t, p) in crossings(ei, ej, grid: grid) { cuts[edge == 0 ? i : j].append((t, p)) }
            }
        }
        var out: [Edge] = []
        out.reserveCapacity(edges.count + cuts.count)
        for (i, e) in edges.enumerated() {
            let sorted = cuts[i].sorted { $0.t < $1.t }
            var a = e.a
            var ta = e.t0
            for c in sorted + [(t: 1.0, p: e.b)] {
                guard c.p != a else { continue }
                let tb = e.t0 + (e.t1 - e.t0) * c.t
                out.append(Edge(a: a, b: c.p, operand: e.operand, curve: e.curve, t0: ta, t1: tb))
                a = c.p
                ta = tb
            }
        }
        return out
    }

    /// Where `e` and `f` meet: (0 for `e`, 1 for `f`; the parameter along it; the point) for
    /// each point inside one of them (not at its ends) that is on the other.
    static func crossings(_ e: Edge, _ f: Edge, grid: Double) -> [(Int, Double, SIMD2<Double>)] {
        let r = e.b - e.a
        let s = f.b - f.a
        let qp = f.a - e.a
        func cross(_ u: SIMD2<Double>, _ v: SIMD2<Double>) -> Double { u.x * v.y - u.y * v.x }
        let lr = (r * r).sum().squareRoot()
        let ls = (s * s).sum().squareRoot()
        let denom = cross(r, s)
        let eps = 1e-9
        if abs(denom) > 1e-9 * lr * ls {
            let t = cross(qp, s) / denom
            let u = cross(qp, r) / denom
            guard t >= -eps, t <= 1 + eps, u >= -eps, u <= 1 + eps else { return [] }
            let inE = t > eps && t < 1 - eps
            let inF = u > eps && u < 1 - eps
            switch (inE, inF) {
            case (true, true):
                let p = e.a + r * t
                return [(0, t, p), (1, u, p)]
            case (true, false): return [(0, t, u < 0.5 ? f.a : f.b)]
            case (false, true): return [(1, u, t < 0.5 ? e.a : e.b)]
            case (false, false): return []
            }
        }
        // Parallel: when on one line, each cuts the other at its ends.
        guard lr > 0, ls > 0, abs(cross(qp, r)) / lr <= grid else { return [] }
        var out: [(Int, Double, SIMD2<Double>)] = []
        for p in [f.a, f.b] {
            let t = ((p - e.a) * r).sum() / (lr * lr)
            if t > eps && t < 1 - eps { out.append((0, t, p)) }
        }
        for p in [e.a, e.b] {
            let u = ((p - f.a) * s).sum() / (ls * ls)
            if u > eps && u < 1 - eps { out.append((1, u, p)) }
        }
        return out
    }

    /// The edges of one operand, sorted into horizontal bands, for the winding number of a
    /// point: the signed count of edges crossing a ray from it to the right.
    struct WindingIndex {
        let edges: [Edge]
        let minY: Double
        let bandHeight: Double
        var bands: [[Int]]

        init(_ edges: [Edge]) {
            self.edges = edges
            let ys = edges.flatMap { [$0.a.y, $0.b.y] }
            let lo = ys.min() ?? 0
            let hi = ys.max() ?? 0
            let count = min(max(edges.count / 4, 1), 512)
            minY = lo
            bandHeight = max((hi - lo) / Double(count), .leastNormalMagnitude)
            bands = Array(repeating: [], count: count)
            for (i, e) in edges.enumerated() {
                let b0 = band(min(e.a.y, e.b.y))
                let b1 = band(max(e.a.y, e.b.y))
                for b in b0...b1 { bands[b].append(i) }
            }
        }

        func band(_ y: Double) -> Int {
            min(max(Int(((y - minY) / bandHeight).rounded(.down)), 0), bands.count - 1)
        }

        func winding(_ p: SIMD2<Double>) -> Int {
            guard !bands.isEmpty else { return 0 }
            var w = 0
            for i in bands[band(p.y)] {
                let e = edges[i]
                let side = (e.b.x - e.a.x) * (p.y - e.a.y) - (p.x - e.a.x) * (e.b.y - e.a.y)
                if e.a.y <= p.y && e.b.y > p.y && side > 0 {
                    w += 1
                } else if e.b.y <= p.y && e.a.y > p.y && side < 0 {
                    w -= 1
                }
            }
            return w
        }
    }
}

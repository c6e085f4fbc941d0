import Foundation

extension LottiePath {
    /// Bézier handle length for a quarter circle, as a fraction of the radius.
    static let roundCornerHandle = 0.5519

    /// The path with its sharp corners rounded by `radius` (the round corners modifier,
    /// `"rd"`), as the format's reference player builds it (lottie-web's
    /// `RoundCornersModifier`): a vertex whose in and out tangents are both zero is replaced by
    /// two vertices, one on each edge at `min(radius, edge / 2)` from the corner, joined by a
    /// cubic whose handles point at the corner, each `0.5519 ×` that distance long (a quarter
    /// circle for a right angle). Vertices with tangents (already curved) are kept; so are the
    /// two ends of an open path.
    func roundingCorners(radius: Double) -> LottiePath {
        guard radius > 0, vertices.count > 1 else { return self }
        let n = vertices.count
        var r = LottiePath()
        r.closed = closed
        func isZero(_ t: (Double, Double)) -> Bool { t.0 == 0 && t.1 == 0 }
        for k in 0..<n {
            let v = vertices[k]
            let isEnd = !closed && (k == 0 || k == n - 1)
            guard !isEnd, isZero(inTangents[k]), isZero(outTangents[k]) else {
                r.add(v, in: inTangents[k], out: outTangents[k])
                continue
            }
            let prev = vertices[(k + n - 1) % n]
            let next = vertices[(k + 1) % n]
            // The point `radius` (at most half the edge) from the corner towards `other`, and the
            // handle from it towards the corner.
            func cut(toward other: (Double, Double)) -> (point: (Double, Double), handle: (Double, Double)) {
                let dx = other.0 - v.0
                let dy = other.1 - v.1
                let length = (dx * dx + dy * dy).squareRoot()
                guard length > 0 else { return (v, (0, 0)) }
                let f = min(length / 2, radius) / length
                let p = (v.0 + dx * f, v.1 + dy * f)
                return (p, ((v.0 - p.0) * Self.roundCornerHandle, (v.1 - p.1) * Self.roundCornerHandle))
            }
            let a = cut(toward: prev)
            let b = cut(toward: next)
            r.add(a.point, in: (0, 0), out: a.handle)
            r.add(b.point, in: b.handle, out: (0, 0))
        }
        return r
    }
}

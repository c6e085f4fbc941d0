import ReelCore

/// Something drawn through Cairo's polygon scan converter or a pattern whose pixels depend on
/// where a row's span starts (a path, rounded corners, a rotated rectangle, a gradient): a
/// damage rectangle (``DamageAnalysis/rects(old:new:)``) must not cut it
/// at a vertical side, so a rectangle that meets what it draws in the rectangle's rows must
/// hold all of that (``columns(in:)``).
final class SpanUnit {
    /// The device box around all of it.
    let box: PixelRect
    /// For a shape layer: its path, the transform to device pixels, how far (device pixels)
    /// its drawing reaches from a line segment (half the line width, times √2 for square
    /// caps, plus 3 for antialiasing and rounding) and from a curve or a vertex where two
    /// segments join (as far as a miter may reach), and the box of its other parts
    /// (background, border, contents), if any.
    private let path: BezierPath?
    private let transform: AffineTransform
    private let reach: Double, joinReach: Double
    private let parts: PixelRect?
    /// The path's segments in device pixels, as cubics (made when first needed).
    private var cubics: [Cubic]?

    init(box: PixelRect) {
        self.box = box
        (path, transform, reach, joinReach, parts) = (nil, .identity, 0, 0, nil)
    }

    init(
        box: PixelRect, path: BezierPath, transform: AffineTransform, reach: Double, joinReach: Double,
        parts: PixelRect?
    ) {
        self.box = box
        (self.path, self.transform, self.reach, self.joinReach, self.parts) =
            (path, transform, reach, joinReach, parts)
    }

    /// The columns holding everything it draws in `rows` when some of that meets `columns`
    /// (nil when none does: the rectangle then passes beside it, or within a gap of it where
    /// its coverage is its winding alone, the same for every pixel there). For a path, its
    /// parts in the rows are: each line clipped to the rows (within its reach), each curve
    /// halved by de Casteljau until a piece's control points lie in them or span at most 4
    /// pixels (a curve lies in its control points' box, and Cairo's flattening stays within
    /// 0.1 pixel of it), and each vertex where two segments join, grown by their reach.
    func columns(in rows: Range<Int>, meeting columns: Range<Int>) -> Range<Int>? {
        func touches(_ r: PixelRect) -> Bool { r.y < rows.upperBound && r.y + r.height > rows.lowerBound }
        guard touches(box) else { return nil }
        guard let path else {
            return box.x < columns.upperBound && box.x + box.width > columns.lowerBound
                ? box.x..<(box.x + box.width) : nil
        }
        var lo = Double.infinity
        var hi = -Double.infinity
        var meets = false
        let (c0, c1) = (Double(columns.lowerBound), Double(columns.upperBound))
        func add(_ a: Double, _ b: Double) {
            lo = min(lo, a)
            hi = max(hi, b)
            if a < c1 && b > c0 { meets = true }
        }
        if let parts, touches(parts) { add(Double(parts.x), Double(parts.x + parts.width)) }
        let cubics = self.cubics ?? makeCubics(path)
        self.cubics = cubics
        let (top, bottom) = (Double(rows.lowerBound), Double(rows.upperBound))
        for c in cubics {
            let r = c.isLine ? reach : joinReach
            var a = Double.infinity
            var b = -Double.infinity
            c.addColumns(from: top - r, to: bottom + r, lo: &a, hi: &b, depth: 0)
            if a <= b { add((a - r).rounded(.down) - 1, (b + r).rounded(.up) + 1) }
            if c.joinsAtStart && c.p0.y >= top - joinReach && c.p0.y <= bottom + joinReach {
                add((c.p0.x - joinReach).rounded(.down) - 1, (c.p0.x + joinReach).rounded(.up) + 1)
            }
            if c.joinsAtEnd && c.p3.y >= top - joinReach && c.p3.y <= bottom + joinReach {
                add((c.p3.x - joinReach).rounded(.down) - 1, (c.p3.x + joinReach).rounded(.up) + 1)
            }
        }
        guard meets, lo < hi else { return nil }
        let x0 = max(Int(max(lo, -1e9)), box.x)
        let x1 = min(Int(min(hi, 1e9)), box.x + box.width)
        return x0 < x1 ? x0..<x1 : nil
    }

    private func makeCubics(_ path: BezierPath) -> [Cubic] {
        let m = transform
        func device(_ p: Point) -> Point { Point(x: m.a * p.x + m.c * p.y + m.tx, y: m.b * p.x + m.d * p.y + m.ty) }
        let segments = path.segments
        // Subpaths ending in a close join at their first point too.
        var closed = Set<Int>()
        for segment in segments where segment.isClose { closed.insert(segment.subpathIndex) }
        return segments.indices.map { k in
            let segment = segments[k]
            let (s, e) = (device(segment.start), device(segment.end))
            var c: Cubic
            switch segment.element {
            // Cairo draws a quadratic as the cubic with both controls at its control point.
            case .quadCurve(_, let q): c = Cubic(p0: s, p1: device(q), p2: device(q), p3: e, isLine: false)
            case .curve(_, let c1, let c2): c = Cubic(p0: s, p1: device(c1), p2: device(c2), p3: e, isLine: false)
            default: c = Cubic(p0: s, p1: s, p2: e, p3: e, isLine: true)
            }
            let sub = segment.subpathIndex
            c.joinsAtStart = (k > 0 && segments[k - 1].subpathIndex == sub) || closed.contains(sub)
            c.joinsAtEnd = (k + 1 < segments.count && segments[k + 1].subpathIndex == sub) || segment.isClose
            return c
        }
    }

    /// A line or cubic Bézier segment in device pixels.
    struct Cubic {
        var p0: Point, p1: Point, p2: Point, p3: Point
        var isLine: Bool
        /// Whether another segment joins it at its start, at its end.
        var joinsAtStart = false, joinsAtEnd = false

        /// Widens `lo…hi` to the columns of the parts of the segment between rows `y0` and
        /// `y1` (fractional).
        func addColumns(from y0: Double, to y1: Double, lo: inout Double, hi: inout Double, depth: Int) {
            if isLine {
                guard max(p0.y, p3.y) >= y0, min(p0.y, p3.y) <= y1 else { return }
                let dy = p3.y - p0.y
                var (ta, tb) = (0.0, 1.0)
                if dy != 0 {
                    let a = (y0 - p0.y) / dy
                    let b = (y1 - p0.y) / dy
                    ta = max(0, min(a, b))
                    tb = min(1, max(a, b))
                }
                let xa = p0.x + (p3.x - p0.x) * ta
                let xb = p0.x + (p3.x - p0.x) * tb
                lo = min(lo, min(xa, xb))
                hi = max(hi, max(xa, xb))
                return
            }
            let top = min(p0.y, p1.y, p2.y, p3.y)
            let bottom = max(p0.y, p1.y, p2.y, p3.y)
            guard bottom >= y0, top <= y1 else { return }
            if (top >= y0 && bottom <= y1) || bottom - top <= 4 || depth >= 16 {
                lo = min(lo, p0.x, p1.x, p2.x, p3.x)
                hi = max(hi, p0.x, p1.x, p2.x, p3.x)
                return
            }
            func mid(_ a: Point, _ b: Point) -> Point { Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
            let (a, b, c) = (mid(p0, p1), mid(p1, p2), mid(p2, p3))
            let (d, e) = (mid(a, b), mid(b, c))
            let f = mid(d, e)
            Cubic(p0: p0, p1: a, p2: d, p3: f, isLine: false)
                .addColumns(from: y0, to: y1, lo: &lo, hi: &hi, depth: depth + 1)
            Cubic(p0: f, p1: e, p2: c, p3: p3, isLine: false)
                .addColumns(from: y0, to: y1, lo: &lo, hi: &hi, depth: depth + 1)
        }
    }
}

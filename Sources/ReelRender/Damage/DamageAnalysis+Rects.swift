extension DamageAnalysis {
    /// Rectangles drawn as one where their bounding box costs little more than the two, or not
    /// much more when a unit meets both (each rectangle draws the layers it touches again: a
    /// path through both would be built and stroked twice). They may overlap: each redraws
    /// all of its pixels, background first, so the pixels both hold come out the same.
    static func mergedRects(_ input: [PixelRect], sharing units: [SpanUnit]) -> [PixelRect] {
        var rects = input.filter { !$0.isEmpty }
        func area(_ r: PixelRect) -> Int { r.width * r.height }
        var merging = true
        while merging {
            merging = false
            outer: for i in rects.indices {
                for j in rects.indices where j > i {
                    let (a, b) = (rects[i], rects[j])
                    let u = a.union(b)
                    let sum = area(a) + area(b)
                    if area(u) <= sum * 5 / 4 + 4096
                        || (area(u) <= sum * 3
                            && units.contains { $0.box.intersection(a) != nil && $0.box.intersection(b) != nil })
                    {
                        rects[i] = u
                        rects.remove(at: j)
                        merging = true
                        break outer
                    }
                }
            }
        }
        return rects
    }

    /// `work` closed under the units' rules: each rectangle grown to hold every layer unit it
    /// touches, then widened over, or cut in rows around, the first span unit whose part in its
    /// rows it cuts at a side, until none does. Nil when that does not settle in 20,000 rounds.
    func settledRects(_ work: [PixelRect], layerUnits: [PixelRect], spanUnits: [SpanUnit]) -> [PixelRect]? {
        var work = work
        var rects: [PixelRect] = []
        var rounds = 0
        while var r = work.popLast() {
            rounds += 1
            if rounds > 20_000 { return nil }
            var grown = true
            while grown {
                grown = false
                for unit in layerUnits where unit.intersection(r) != nil && unit.union(r) != r {
                    r = unit.union(r)
                    grown = true
                }
            }
            if let parts = resolved(r, spanUnits: spanUnits, layerUnits: layerUnits) {
                work += parts
            } else {
                rects.append(r)
            }
        }
        return rects
    }

    /// What replaces `r` where it cuts a span unit at a side: `r` widened over the unit's
    /// columns, or `r` cut in rows above, across and below the unit; nil when it cuts none.
    private func resolved(_ r: PixelRect, spanUnits: [SpanUnit], layerUnits: [PixelRect]) -> [PixelRect]? {
        for unit in spanUnits {
            // A unit whose parts in these rows lie beside the rectangle is not cut by it:
            // its edges there, replaced by vertical ones on the clip's sides, give every
            // pixel inside the same coverage as a whole render (its winding).
            guard let columns = unit.columns(in: r.y..<(r.y + r.height), meeting: r.x..<(r.x + r.width)),
                columns.lowerBound < r.x || columns.upperBound > r.x + r.width
            else { continue }
            // Only the unit's rows need its columns: a rectangle taller than it is cut
            // above and below it (cuts along rows are safe), and the middle widened, with
            // the rows of any layer drawn whole that a cut would pass through.
            let (a, b) = Self.rowsUncut(
                max(r.y, unit.box.y), min(r.y + r.height, unit.box.y + unit.box.height), in: r, layerUnits: layerUnits)
            if a == r.y && b == r.y + r.height {
                let x0 = max(min(r.x, columns.lowerBound), 0)
                let x1 = min(max(r.x + r.width, columns.upperBound), canvas.width)
                return [PixelRect(x: x0, y: r.y, width: x1 - x0, height: r.height)]
            }
            return [(r.y, a), (a, b), (b, r.y + r.height)].filter { $0.1 > $0.0 }.map { y0, y1 in
                PixelRect(x: r.x, y: y0, width: r.width, height: y1 - y0)
            }
        }
        return nil
    }

    /// Rows `a..<b` of `r` moved out until no layer unit that meets `r` is cut by either.
    private static func rowsUncut(_ a: Int, _ b: Int, in r: PixelRect, layerUnits: [PixelRect]) -> (Int, Int) {
        var (a, b) = (a, b)
        var moved = true
        while moved {
            moved = false
            for w in layerUnits where w.intersection(r) != nil {
                if w.y < a && w.y + w.height > a { (a, moved) = (w.y, true) }
                if w.y < b && w.y + w.height > b { (b, moved) = (w.y + w.height, true) }
            }
        }
        return (a, b)
    }

    /// `rects` without any rectangle inside another (of equal ones, the first is kept).
    static func withoutContained(_ rects: [PixelRect]) -> [PixelRect] {
        rects.enumerated().filter { i, r in
            !rects.enumerated().contains { j, o in j != i && o.union(r) == o && (o != r || j < i) }
        }.map(\.element)
    }
}

import CCairo
import ReelCore

extension FrameRenderer {
    /// Damage rectangles (pixel-aligned, within the canvas, possibly overlapping) that hold every pixel
    /// where drawing `new` can differ from drawing `old`, each closed under the rules that keep
    /// a rectangle's redraw equal to a whole render there (see ``IncrementalRenderer``):
    /// a rectangle that touches a layer drawn through a group or offscreen pass holds all of
    /// it, and one that meets what a ``SpanUnit`` draws in its rows holds all of that.
    /// Nil when the change cannot be bounded or touches a layer that makes the frame whole.
    /// A tree with an emitter gets whole rows (``damagedRows(boxes:layerUnits:frameUnits:)``),
    /// drawn without culling: its particles were seen outside their extent.
    func damagedRects(
        old: LayerSnapshot, new: LayerSnapshot, images: [String: DecodedImage], canvas: PixelRect
    ) -> (rects: [PixelRect], culls: Bool)? {
        let emitter = LayerPainter.containsEmitter(new) || LayerPainter.containsEmitter(old)
        guard let probe = try? ImageSurface(format: CAIRO_FORMAT_ARGB32, width: 1, height: 1),
            let context = try? CairoContext(surface: probe)
        else { return nil }
        let painter = LayerPainter(context: context, images: images, canvas: canvas, fonts: fonts)
        let parent = Transform3D(AffineTransform(scaleX: scale, y: scale))
        let newToDevice = new.state.transformToSuperlayer3D.flattened.concatenating(parent)
        var boxes: [PixelRect] = []
        guard
            painter.addDamage(
                old: old, oldToDevice: old.state.transformToSuperlayer3D.flattened.concatenating(parent),
                new: new, newToDevice: newToDevice, into: &boxes)
        else { return nil }
        if boxes.isEmpty { return ([], true) }
        var layerUnits: [PixelRect] = []
        var frameUnits: [PixelRect] = []
        guard painter.addWholeUnits(of: new, toDevice: newToDevice, layers: &layerUnits, frames: &frameUnits)
        else { return nil }
        func bands(culls: Bool = true) -> (rects: [PixelRect], culls: Bool)? {
            damagedRows(boxes: boxes, layerUnits: layerUnits, frameUnits: frameUnits).map { bands in
                (bands.map { PixelRect(x: 0, y: $0.lowerBound, width: pixelWidth, height: $0.count) }, culls)
            }
        }
        // Many boxes (a scrolled table's every cell) make many rectangles: bands, directly.
        if emitter || boxes.count > 4 * Self.maxRects { return bands(culls: !emitter) }
        var spanUnits: [SpanUnit] = []
        painter.addSpanUnits(of: new, toDevice: newToDevice, into: &spanUnits)
        var work = Self.mergedRects(boxes, sharing: spanUnits)
        var rects: [PixelRect] = []
        var rounds = 0
        while var r = work.popLast() {
            rounds += 1
            // Not settled (never seen; the safe answer): whole rows, as bands.
            if rounds > 20_000 { return bands() }
            var grown = true
            while grown {
                grown = false
                for unit in layerUnits where unit.intersection(r) != nil && unit.union(r) != r {
                    r = unit.union(r)
                    grown = true
                }
            }
            var settled = true
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
                var (a, b) = (max(r.y, unit.box.y), min(r.y + r.height, unit.box.y + unit.box.height))
                var moved = true
                while moved {
                    moved = false
                    for w in layerUnits where w.intersection(r) != nil {
                        if w.y < a && w.y + w.height > a { (a, moved) = (w.y, true) }
                        if w.y < b && w.y + w.height > b { (b, moved) = (w.y + w.height, true) }
                    }
                }
                if a == r.y && b == r.y + r.height {
                    let x0 = max(min(r.x, columns.lowerBound), 0)
                    let x1 = min(max(r.x + r.width, columns.upperBound), pixelWidth)
                    work.append(PixelRect(x: x0, y: r.y, width: x1 - x0, height: r.height))
                } else {
                    for (y0, y1) in [(r.y, a), (a, b), (b, r.y + r.height)] where y1 > y0 {
                        work.append(PixelRect(x: r.x, y: y0, width: r.width, height: y1 - y0))
                    }
                }
                settled = false
                break
            }
            if settled { rects.append(r) }
        }
        // A rectangle inside another adds nothing.
        rects = rects.enumerated().filter { i, r in
            !rects.enumerated().contains { j, o in j != i && o.union(r) == o && (o != r || j < i) }
        }.map(\.element)
        // Each rectangle draws the tree again (culled) with its own context and background:
        // past a few, whole rows cost less (bands: the rows of all of them, merged).
        if rects.count > Self.maxRects { return bands() }
        if frameUnits.contains(where: { unit in rects.contains { $0.intersection(unit) != nil } }) { return nil }
        return (rects.sorted { ($0.y, $0.x) < ($1.y, $1.x) }, true)
    }

    /// The most damage rectangles a frame is drawn in; more are drawn as bands of whole rows.
    /// (Measured on reel-bench's cart workload, 30 rectangles over 47 % of the frame: each cost
    /// about 45 µs of context, background and tree walk, twice a whole render in all.)
    static let maxRects = 8

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
}

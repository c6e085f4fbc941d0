import ReelCore

/// Which pixels of a frame can differ from the previous one: the damage rectangles
/// ``IncrementalRenderer`` redraws. It compares two layer trees, one frame apart, and reasons
/// about what drawing them may touch (``LayerExtents``) and how Cairo draws inside a clip; it
/// draws nothing itself.
///
/// ```
/// old tree ─┐ addDamage            boxes ─┐ mergedRects      settled ─┐
/// new tree ─┴──(changed subtrees)─────────┴─(cheap unions)──┬─(grown to whole units,
///             addWholeUnits, addSpanUnits: parts a rectangle │  widened or cut at span units)
///             must hold whole or not cut at a side ──────────┘  → rectangles, or bands of rows
/// ```
/// - Complexity: O(layers) to compare and collect units, then O(rectangles² + rectangles ×
///   units) per settling round.
struct DamageAnalysis {
    /// Extents of the layers, with the images they draw and the canvas boxes are cut to.
    let extents: LayerExtents
    /// Pixels per point: how the root's superlayer maps to the canvas.
    let scale: Double

    /// The canvas, whose origin is the frame's top-left pixel.
    var canvas: PixelRect { extents.canvas }

    init(images: [String: DecodedImage], canvas: PixelRect, scale: Double) {
        extents = LayerExtents(images: images, canvas: canvas)
        self.scale = scale
    }

    /// The most damage rectangles a frame is drawn in; more are drawn as bands of whole rows
    /// (each rectangle draws the tree again, with its own context and background).
    static let maxRects = 8

    /// Damage rectangles (pixel-aligned, within the canvas, possibly overlapping) that hold every
    /// pixel where drawing `new` can differ from drawing `old`, each closed under the rules that
    /// keep a rectangle's redraw equal to a whole render there (see ``IncrementalRenderer``):
    /// a rectangle that touches a layer drawn through a group or offscreen pass holds all of
    /// it, and one that meets what a ``SpanUnit`` draws in its rows holds all of that.
    /// Nil when the change cannot be bounded or touches a layer that makes the frame whole.
    /// A tree with an emitter gets whole rows (``damagedRows(boxes:layerUnits:frameUnits:)``),
    /// drawn without culling: its particles were seen outside their extent.
    func rects(old: LayerSnapshot, new: LayerSnapshot) -> (rects: [PixelRect], culls: Bool)? {
        let emitter = Self.containsEmitter(new) || Self.containsEmitter(old)
        let parent = Transform3D(AffineTransform(scaleX: scale, y: scale))
        let newToDevice = new.state.transformToSuperlayer3D.flattened.concatenating(parent)
        var boxes: [PixelRect] = []
        guard
            addDamage(
                old: old, oldToDevice: old.state.transformToSuperlayer3D.flattened.concatenating(parent),
                new: new, newToDevice: newToDevice, into: &boxes)
        else { return nil }
        if boxes.isEmpty { return ([], true) }
        var layerUnits: [PixelRect] = []
        var frameUnits: [PixelRect] = []
        guard addWholeUnits(of: new, toDevice: newToDevice, layers: &layerUnits, frames: &frameUnits)
        else { return nil }
        func bands(culls: Bool = true) -> (rects: [PixelRect], culls: Bool)? {
            damagedRows(boxes: boxes, layerUnits: layerUnits, frameUnits: frameUnits).map { bands in
                (bands.map { PixelRect(x: 0, y: $0.lowerBound, width: canvas.width, height: $0.count) }, culls)
            }
        }
        // Many boxes (a scrolled table's every cell) make many rectangles: bands, directly.
        if emitter || boxes.count > 4 * Self.maxRects { return bands(culls: !emitter) }
        var spanUnits: [SpanUnit] = []
        addSpanUnits(of: new, toDevice: newToDevice, into: &spanUnits)
        let work = Self.mergedRects(boxes, sharing: spanUnits)
        // Not settled (never seen; the safe answer): whole rows, as bands.
        guard let settled = settledRects(work, layerUnits: layerUnits, spanUnits: spanUnits) else { return bands() }
        let rects = Self.withoutContained(settled)
        // Past a few rectangles, whole rows cost less (bands: the rows of all of them, merged).
        if rects.count > Self.maxRects { return bands() }
        if frameUnits.contains(where: { unit in rects.contains { $0.intersection(unit) != nil } }) { return nil }
        return (rects.sorted { ($0.y, $0.x) < ($1.y, $1.x) }, true)
    }

    /// The rows (merged, in order) holding `boxes`, each band widened to all the rows of every
    /// layer unit it touches; nil when a band touches a frame unit.
    func damagedRows(boxes: [PixelRect], layerUnits: [PixelRect], frameUnits: [PixelRect]) -> [Range<Int>]? {
        func rows(_ box: PixelRect) -> Range<Int> { max(0, box.y)..<min(canvas.height, max(0, box.y + box.height)) }
        var bands = Self.merged(boxes.map(rows))
        // Layers drawn through a group or offscreen pass: a band that touches one is widened to
        // all its rows (repeated, as a widened band can touch another); a band that touches a
        // layer whose group takes the clip's extent makes the frame whole.
        let frameRows = frameUnits.map(rows).filter { !$0.isEmpty }
        var unitRows = layerUnits.map(rows).filter { !$0.isEmpty }
        while true {
            let touched = unitRows.filter { unit in bands.contains { $0.overlaps(unit) } }
            if touched.isEmpty { break }
            unitRows.removeAll { unit in bands.contains { $0.overlaps(unit) } }
            bands = Self.merged(bands + touched)
        }
        if frameRows.contains(where: { unit in bands.contains { $0.overlaps(unit) } }) { return nil }
        return bands
    }

    /// Bands closer than this many rows are drawn as one (each band draws the tree once,
    /// offscreen passes included).
    static let bandGap = 32

    /// Row ranges sorted and merged where they overlap or lie within `gap` rows.
    static func merged(_ ranges: [Range<Int>], gap: Int = bandGap) -> [Range<Int>] {
        var out: [Range<Int>] = []
        for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !r.isEmpty {
            if let last = out.last, r.lowerBound <= last.upperBound + gap {
                out[out.count - 1] = last.lowerBound..<max(last.upperBound, r.upperBound)
            } else {
                out.append(r)
            }
        }
        return out
    }
}

import CCairo
import ReelCore
import Shaders

/// Renders a sequence of frames, redrawing in each only the rows where something changed
/// since the frame before it, and copying the rest from that frame. Byte for byte the same
/// frames as ``FrameRenderer/render(_:)``: `IncrementalRenderTests` checks every frame of
/// random scenes both ways, `IncrementalSampleTests` every frame of the three post samples
/// and a second of promo-card, and `reel verify` (which renders this way) checks every sample
/// frame against its golden.
///
/// How: the two presentation trees are compared layer by layer
/// (``LayerPainter/addDamage(old:oldToDevice:new:newToDevice:into:)``), giving device boxes
/// that hold every pixel that can differ — the old and the new extent of every changed layer,
/// with shadows, borders, masks, replicas and projected 3-D extents. Those boxes are widened
/// to **whole rows of the canvas** (bands), and each band is redrawn into an image surface
/// over exactly those rows of the frame, offset so that drawing coordinates stay the
/// canvas's: the background and every layer of the tree, not only the changed ones, so every
/// layer that can touch a pixel of the band is drawn there again, in the same order.
///
/// Why the pixels come out identical: a band is a pixel-aligned rectangle and the limit of
/// its surface, not a clip, so every clip the layers set is the one of a whole render and no
/// pixel is cut in part; Cairo's coverage of a shape at a pixel depends only on the shape and
/// that pixel (its scan converter steps edges with exact integer arithmetic from any row);
/// whole rows make every scanline of every fill, image, gradient and group start at the same
/// x as in a whole render, so pixman's per-row stepping takes the same steps; offscreen passes
/// (shadows, projection) are sized from the layers' extents and the canvas, not the band.
/// Where that was not enough (an image clipped to its bounds came out one level off in a band
/// that cut it; a rotating image came out different in a band even when drawn whole, because
/// the band's device offset changes the fixed-point rounding of pixman's sampling), the rule
/// is stricter: a frame in which a band touches a layer that clips, groups, samples an image,
/// draws a gradient or text, or draws offscreen (``LayerPainter/needsWholeRedraw``) is drawn
/// whole. A frame
/// in which an emitter changes is drawn whole (its particles were seen outside their extent),
/// and so is a frame where the change covers most rows (`fullRedrawShare`), directly.
///
/// One renderer serves one thread (it holds the previous frame); `FrameRenderer` is shared.
public final class IncrementalRenderer {
    /// What draws.
    public let renderer: FrameRenderer
    /// Frames with at least this share of their rows changed are drawn whole.
    public var fullRedrawShare = 0.85
    private var previous: (root: LayerSnapshot, frame: Frame)?

    public init(renderer: FrameRenderer) { self.renderer = renderer }

    /// Draws `root`, reusing the previous frame this renderer drew.
    /// - Returns: the frame and how many of its rows were drawn (its height for a whole
    ///   frame, 0 when it equals the previous one).
    /// - Throws: as ``FrameRenderer/render(_:)``.
    public func render(_ root: LayerSnapshot) throws(RenderError) -> (frame: Frame, rowsDrawn: Int) {
        if let previous, previous.root == root { return (previous.frame, 0) }
        var result: (frame: Frame, rowsDrawn: Int)
        if let previous {
            result = try renderer.render(
                root, over: previous.frame, drawnFrom: previous.root, fullRedrawShare: fullRedrawShare)
        } else {
            result = (try renderer.render(root), renderer.pixelHeight)
        }
        previous = (root, result.frame)
        return result
    }

    /// Forgets the previous frame: the next one is drawn whole.
    public func reset() { previous = nil }
}

extension FrameRenderer {
    /// `root` drawn over a copy of `previous` (what this renderer drew for `previousRoot`),
    /// redrawing only the rows that can differ (see ``IncrementalRenderer``).
    func render(
        _ root: LayerSnapshot, over previous: Frame, drawnFrom previousRoot: LayerSnapshot, fullRedrawShare: Double
    ) throws(RenderError) -> (frame: Frame, rowsDrawn: Int) {
        guard previous.width == pixelWidth, previous.height == pixelHeight else {
            return (try render(root), pixelHeight)
        }
        var images = try loadImages(in: root)
        if let old = try? loadImages(in: previousRoot) { images.merge(old) { new, _ in new } }
        let canvas = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let bands = damagedRows(old: previousRoot, new: root, images: images, canvas: canvas)
        let rows = bands?.reduce(0) { $0 + $1.count } ?? pixelHeight
        if rows == 0 { return (previous, 0) }
        if bands == nil || Double(rows) >= fullRedrawShare * Double(pixelHeight) {
            return (try render(root), pixelHeight)
        }

        let rowBytes = pixelWidth * 4
        let byteCount = rowBytes * pixelHeight
        var failure: RenderError?
        let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, count in
            let base = buffer.baseAddress!
            previous.pixels.withUnsafeBufferPointer { base.initialize(from: $0.baseAddress!, count: byteCount) }
            count = byteCount
            do throws(RenderError) {
                for band in bands! {
                    // A surface over just these rows of the frame, offset so that drawing
                    // coordinates stay the canvas's: the band's limits are the surface's
                    // extents, not a clip, so every clip the layers set is the full render's.
                    let rows = base + band.lowerBound * rowBytes
                    rows.update(repeating: 0, count: band.count * rowBytes)
                    let surface = try ImageSurface(
                        data: UnsafeMutableRawPointer(rows), format: CAIRO_FORMAT_ARGB32, width: pixelWidth,
                        height: band.count, stride: rowBytes)
                    cairo_surface_set_device_offset(surface.pointer, 0, -Double(band.lowerBound))
                    let context = try CairoContext(surface: surface)
                    paintBackground(on: context)
                    let painter = LayerPainter(context: context, images: images, canvas: canvas)
                    painter.draw(root, parent: AffineTransform(scaleX: scale, y: scale))
                    try context.check("drawing the layer tree")
                    cairo_surface_flush(surface.pointer)
                    surface.finish()
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return (Frame(width: pixelWidth, height: pixelHeight, pixels: pixels), rows)
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

    /// The rows (merged, in order) where drawing `new` can differ from drawing `old`; nil
    /// when the change cannot be bounded or touches a layer that must be drawn whole.
    func damagedRows(
        old: LayerSnapshot, new: LayerSnapshot, images: [String: DecodedImage], canvas: PixelRect
    ) -> [Range<Int>]? {
        guard let probe = try? ImageSurface(format: CAIRO_FORMAT_ARGB32, width: 1, height: 1),
            let context = try? CairoContext(surface: probe)
        else { return nil }
        let painter = LayerPainter(context: context, images: images, canvas: canvas)
        let parent = Transform3D(AffineTransform(scaleX: scale, y: scale))
        var boxes: [PixelRect] = []
        guard
            painter.addDamage(
                old: old, oldToDevice: old.state.transformToSuperlayer3D.flattened.concatenating(parent),
                new: new, newToDevice: new.state.transformToSuperlayer3D.flattened.concatenating(parent),
                into: &boxes)
        else { return nil }
        func rows(_ box: PixelRect) -> Range<Int> { max(0, box.y)..<min(pixelHeight, max(0, box.y + box.height)) }
        let bands = Self.merged(boxes.map(rows))
        // Layers that must be drawn whole: a frame in which a band touches one is drawn whole.
        var units: [PixelRect] = []
        guard
            painter.addWholeUnits(
                of: new, toDevice: new.state.transformToSuperlayer3D.flattened.concatenating(parent), into: &units)
        else { return nil }
        // A band that touches such a layer would draw it with the band's device offset in
        // its pattern matrices, and pixman's fixed-point sampling of a rotated or scaled
        // image (or a gradient) can then round one pixel differently (seen: a rotating image,
        // frame 2 drawn after frame 1 differed from frame 2 drawn after frame 0, so the bytes
        // depended on which worker drew what). Such frames are drawn whole.
        let unitRows = units.map(rows).filter { !$0.isEmpty }
        if unitRows.contains(where: { unit in bands.contains { $0.overlaps(unit) } }) { return nil }
        return Self.merged(bands)
    }
}

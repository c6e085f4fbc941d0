import CCairo
import ReelCore
import Shaders

/// Renders a sequence of frames, redrawing in each only the rectangles where something
/// changed since the frame before it, and keeping the rest of that frame. Byte for byte the
/// same frames as ``FrameRenderer/render(_:)``: `IncrementalRenderTests` checks every frame of
/// random scenes both ways, `IncrementalRectTests` random scenes whose changes lie side by side
/// in the same rows, `IncrementalSampleTests` every frame of the three post samples and a
/// second of promo-card, and `reel verify` (which renders this way) checks every sample frame
/// against its golden.
///
/// How: the two presentation trees are compared layer by layer
/// (``DamageAnalysis/addDamage(old:oldToDevice:new:newToDevice:into:)``), giving device boxes
/// that hold every pixel that can differ — the old and the new extent of every changed layer,
/// with shadows, borders, masks, replicas and projected 3-D extents (for a plain container
/// that only moved, such as a scrolled table, those of its sublayers one by one:
/// ``LayerPainter/movedContainerDamage(old:oldToDevice:new:newToDevice:into:)``; for a shape
/// layer whose only change is its stroke's start or end, the segments around the old and new
/// cuts: ``LayerPainter/strokeTrimDamage(old:oldToDevice:new:newToDevice:)``). Those boxes
/// become **pixel-aligned rectangles** (``DamageAnalysis/rects(old:new:)``),
/// and each rectangle is redrawn in the frame itself (the previous one, in place: see Storage
/// below) under a clip of exactly that rectangle: the background and every layer of the tree
/// that can touch it (the others are skipped: ``LayerPainter/cullRect``), in the same order.
///
/// Why the pixels come out identical: the surface is the whole frame with no device offset, so
/// every transform, pattern matrix and glyph position is the one of a whole render (a part
/// drawn into a surface of its own, offset, changed pixman's fixed-point sampling of scaled
/// images: the bytes then depended on which worker drew what); a rectangle is a clip of whole
/// pixels, so it cuts no pixel in part; Cairo's coverage of a shape at a pixel depends only on
/// the shape and that pixel as long as the clip's box does not cut the shape's edges at its
/// vertical sides (its scan converter steps edges with exact integer arithmetic from any row,
/// and an edge cut at a row boundary starts and ends there), and pixman fills, samples and
/// blends each row alone, stepping images in exact 16.16 fixed point from any first pixel.
/// A vertical side may cut a shape's edges only where that changes nothing: Cairo replaces the
/// part of an edge beside the clip's box by a vertical edge on its side that starts and ends
/// mid-row, and chooses per row between exact area coverage and sixteen sub-rows from all the
/// edges in the row, so a cut shape could come out one level off inside; and pixman steps
/// gradients from a span's first pixel in floating point. So every path, rounded rectangle,
/// rotated rectangle, gradient and loose bounds clip is a ``SpanUnit``, and a rectangle that
/// meets what one draws in the rectangle's rows is widened to all of it in those rows (a taller
/// rectangle is cut above and below the unit first; cuts along rows are safe); only rectangles
/// of colour and plainly placed images under an axis-aligned transform may be cut anywhere
/// (``DamageAnalysis/cutsAnywhere(_:transform:)``). `IncrementalRectTests` fails without that
/// rule, and with a stroke's reach left out of it.
/// Two kinds of layer are not cut at all (``DamageAnalysis/partialRedraw(_:toDevice:)``): a layer
/// drawn through a group or offscreen pass (shadow, opacity group, mask, replicator, 3-D,
/// nine-part contents, conic gradient, emitter), text, or an image or gradient under a clip
/// that is not a pixel-aligned rectangle widens a rectangle that touches it to hold all of it,
/// since such a pass is sized from the clip; and a translucent layer with a shadow path, whose
/// group takes the clip's extent, makes a frame in which a rectangle touches it whole. A tree
/// with an emitter is redrawn in bands of whole rows, and a frame in which an emitter changes
/// is drawn whole (its particles were seen outside their extent); so is a frame where the
/// rectangles cover most of the canvas (`fullRedrawShare`), directly, and a frame with more
/// than ``DamageAnalysis/maxRects`` rectangles is redrawn in bands of their rows.
///
/// Storage: a frame is drawn into the storage of the renderer's previous frame when nothing
/// else holds that frame any more (the caller and every sink have let it go): no allocation,
/// no copy of the unchanged rows, and no fresh pages for the kernel to zero. When a sink still
/// holds it, Swift's copy-on-write copies it at the first write, so a frame handed out is
/// never changed. A whole render reuses the storage too, unless the last frame drawn over
/// another found its storage still held (then a fresh frame costs less than copying the old
/// one first).
///
/// One renderer serves one thread (it holds the previous frame); `FrameRenderer` is shared.
public final class IncrementalRenderer {
    /// What draws.
    public let renderer: FrameRenderer
    /// Frames with at least this share of their rows changed are drawn whole.
    public var fullRedrawShare = 0.85
    private var previousRoot: LayerSnapshot?
    private var previousFrame: Frame?
    /// Whether the last frame drawn over the previous one could use its storage in place.
    private var storageWasFree = true
    /// Frames in a row whose comparison with the frame before found most rows changed, and
    /// how many frames are still to be drawn whole without comparing.
    private var wholeRun = 0, uncompared = 0
    /// When everything moves, comparing the trees only to draw the frame whole costs more than
    /// it saves: after two such frames in a row, this many frames are drawn whole directly,
    /// then one is compared again (a probe); each probe that finds most rows changed again
    /// doubles the run drawn without comparing, up to ``maximumUncomparedFrames``.
    public static let uncomparedAfterWholeFrames = 4
    /// The longest run of frames drawn whole without comparing (half a second at 60 fps): how
    /// late, at most, a clip whose motion stops goes back to drawing only what changed.
    public static let maximumUncomparedFrames = 32
    /// How many rows at the top of the last frame ``render(_:)`` returned are the previous
    /// frame's rows, copied byte for byte (0 after a whole render, the height when the frame
    /// equals the previous one): a consumer that processed the previous frame top to bottom,
    /// such as the frame hash, can resume there.
    public private(set) var unchangedTopRows = 0
    /// Frames drawn into the storage of the frame before them (no allocation, no copy), and
    /// frames drawn over a copy of it because something still held it (for measurements).
    public private(set) var framesDrawnInPlace = 0, framesCopied = 0
    /// Frames drawn whole without comparing them with the frame before (see
    /// ``uncomparedAfterWholeFrames``).
    public private(set) var framesDrawnUncompared = 0
    /// How many pixels the last frame ``render(_:)`` returned drew (for measurements: the
    /// damage rectangles' area, all of them after a whole render, 0 when it equals the
    /// previous frame).
    public private(set) var pixelsDrawn = 0
    /// How many layers the last frame skipped because they touch no damage rectangle.
    public private(set) var layersCulled = 0

    public init(renderer: FrameRenderer) { self.renderer = renderer }

    /// Draws `root`, reusing the previous frame this renderer drew.
    /// - Returns: the frame and how many of its rows were drawn (its height for a whole
    ///   frame, 0 when it equals the previous one).
    /// - Throws: as ``FrameRenderer/render(_:)``; the next frame is then drawn whole.
    public func render(_ root: LayerSnapshot) throws(RenderError) -> (frame: Frame, rowsDrawn: Int) {
        if let previousRoot, let previousFrame, previousRoot == root {
            unchangedTopRows = previousFrame.height
            (pixelsDrawn, layersCulled) = (0, 0)
            return (previousFrame, 0)
        }
        unchangedTopRows = 0
        guard let oldRoot = previousRoot, var frame = previousFrame else {
            let frame = try renderer.render(root)
            (previousRoot, previousFrame) = (root, frame)
            (pixelsDrawn, layersCulled) = (frame.width * frame.height, 0)
            return (frame, renderer.pixelHeight)
        }
        // This renderer's own reference goes first, so that `frame` is the storage's only
        // one when nobody else holds the previous frame.
        previousRoot = nil
        previousFrame = nil
        let storage = frame.pixels.withUnsafeBufferPointer { $0.baseAddress }
        let compares = uncompared == 0
        if !compares {
            uncompared -= 1
            framesDrawnUncompared += 1
        }
        let drawn = try renderer.render(
            root, into: &frame, drawnFrom: compares ? oldRoot : nil, fullRedrawShare: fullRedrawShare,
            reuseForWholeRender: storageWasFree)
        pixelsDrawn = drawn.pixels
        layersCulled = drawn.culled
        if compares {
            wholeRun = drawn.whole ? wholeRun + 1 : 0
            if wholeRun >= 2 {
                let doublings = min(wholeRun - 2, 8)
                uncompared = min(Self.uncomparedAfterWholeFrames << doublings, Self.maximumUncomparedFrames)
            }
        }
        if drawn.wrote {
            let inPlace = frame.pixels.withUnsafeBufferPointer { $0.baseAddress } == storage
            if inPlace { framesDrawnInPlace += 1 } else { framesCopied += 1 }
            storageWasFree = inPlace
        }
        (previousRoot, previousFrame) = (root, frame)
        unchangedTopRows = drawn.firstRow
        return (frame, drawn.rows)
    }

    /// Forgets the previous frame: the next one is drawn whole.
    public func reset() {
        previousRoot = nil
        previousFrame = nil
        unchangedTopRows = 0
        wholeRun = 0
        uncompared = 0
    }
}

extension FrameRenderer {
    /// `root` drawn into `frame`, which holds what this renderer drew for `previousRoot`,
    /// redrawing only the rectangles that can differ (see ``IncrementalRenderer``), or all of
    /// it (into `frame`'s storage when `reuseForWholeRender`, else into a new frame); all of
    /// it, without comparing, when `previousRoot` is nil.
    /// - Returns: the rows where something was drawn, the first row that may differ from
    ///   `frame`'s old bytes, whether `frame`'s storage was written (false when nothing
    ///   changed or a new frame replaced it), whether the frame was drawn whole, and the
    ///   pixels drawn.
    func render(
        _ root: LayerSnapshot, into frame: inout Frame, drawnFrom previousRoot: LayerSnapshot?, fullRedrawShare: Double,
        reuseForWholeRender: Bool
    ) throws(RenderError) -> (rows: Int, firstRow: Int, wrote: Bool, whole: Bool, pixels: Int, culled: Int) {
        let all = pixelWidth * pixelHeight
        guard frame.width == pixelWidth, frame.height == pixelHeight else {
            frame = try render(root)
            return (pixelHeight, 0, false, true, all, 0)
        }
        var images = try loadImages(in: root)
        if let previousRoot, let old = try? loadImages(in: previousRoot) { images.merge(old) { new, _ in new } }
        let canvas = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        let analysis = DamageAnalysis(images: images, canvas: canvas, scale: scale)
        let damage = previousRoot.flatMap { analysis.rects(old: $0, new: root) }
        let area = damage?.rects.reduce(0) { $0 + $1.width * $1.height } ?? all
        if area == 0 { return (0, pixelHeight, false, false, 0, 0) }
        guard let damage, Double(area) < fullRedrawShare * Double(all) else {
            guard reuseForWholeRender else {
                frame = try render(root)
                return (pixelHeight, 0, false, true, all, 0)
            }
            try redrawWhole(root, images: images, in: &frame)
            return (pixelHeight, 0, true, true, all, 0)
        }
        let rects = damage.rects
        let culled = try redraw(rects, of: root, images: images, culls: damage.culls, in: &frame)
        let rows = DamageAnalysis.merged(rects.map { $0.y..<($0.y + $0.height) }, gap: 0).reduce(0) { $0 + $1.count }
        return (rows, rects.map(\.y).min()!, true, false, area, culled)
    }

    /// Whether Cairo leaves the pixels it draws over untouched by the background (a transparent
    /// or translucent one): they must start transparent, as in a new frame. An opaque
    /// background is painted with the SOURCE operator over every byte.
    private var clearsBeforeDrawing: Bool { (backgroundColor?.alpha ?? 0) < 1 }

    /// `root` drawn whole into `frame`'s storage.
    private func redrawWhole(_ root: LayerSnapshot, images: [String: DecodedImage], in frame: inout Frame)
        throws(RenderError)
    {
        let clears = clearsBeforeDrawing
        var failure: RenderError?
        frame.pixels.withUnsafeMutableBytes { buffer in
            if clears { buffer.initializeMemory(as: UInt8.self, repeating: 0) }
            do throws(RenderError) {
                try draw(root, images: images, into: buffer.baseAddress!, passLog: nil)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// `root` drawn into `frame` within each of `rects` (culled to it when `culls`), each with its
    /// own context and background. Returns how many layers culling skipped.
    private func redraw(
        _ rects: [PixelRect], of root: LayerSnapshot, images: [String: DecodedImage], culls: Bool,
        in frame: inout Frame
    ) throws(RenderError) -> Int {
        let clears = clearsBeforeDrawing
        let rowBytes = pixelWidth * 4
        let canvas = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        var failure: RenderError?
        var culled = 0
        frame.pixels.withUnsafeMutableBytes { buffer in
            let base = buffer.baseAddress!
            do throws(RenderError) {
                // One surface over the whole frame, with no device offset: each rectangle is a
                // clip of whole pixels, so every pattern matrix, group and offscreen pass is the
                // one of a whole render (a device offset would enter pixman's fixed-point
                // sampling of scaled images and round differently).
                let surface = try ImageSurface(
                    data: base, format: CAIRO_FORMAT_ARGB32, width: pixelWidth, height: pixelHeight, stride: rowBytes)
                defer { surface.finish() }
                for rect in rects {
                    if clears {
                        for y in rect.y..<(rect.y + rect.height) {
                            (base + y * rowBytes + rect.x * 4).initializeMemory(
                                as: UInt8.self, repeating: 0, count: rect.width * 4)
                        }
                    }
                    let context = try CairoContext(surface: surface)
                    cairo_rectangle(
                        context.pointer, Double(rect.x), Double(rect.y), Double(rect.width), Double(rect.height))
                    cairo_clip(context.pointer)
                    paintBackground(on: context)
                    let painter = LayerPainter(context: context, images: images, canvas: canvas, fonts: fonts)
                    if culls { painter.cullRect = rect }
                    painter.draw(root, parent: AffineTransform(scaleX: scale, y: scale))
                    culled += painter.culled
                    try context.check("drawing the layer tree")
                }
                cairo_surface_flush(surface.pointer)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return culled
    }
}

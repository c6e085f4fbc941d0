import CCairo
import ReelCore
import Shaders

/// Rasterizes layer trees (`LayerSnapshot`) into premultiplied BGRA frames with Cairo.
///
/// The root layer is placed in a canvas of `canvasSize` points (its `position` and `bounds`
/// relative to the canvas's top-left corner, as a window's root layer would be), drawn at
/// `scale` pixels per point, over `backgroundColor` (transparent when nil).
///
/// Each layer is composited as Core Animation does, bottom to top:
/// ```
/// shadow: the alpha of everything below, blurred (σ = shadowRadius, see
///         Shaders.GaussianBlur), offset, in shadowColor × shadowOpacity
/// backgroundColor, filling the bounds with cornerRadius
/// ┌ clip to the rounded bounds                                  (masksToBounds only)
/// │ contents image, placed by contentsGravity (1 image pixel = 1 point)
/// │ ShapeLayer: path filled (fillRule), then the strokeStart…strokeEnd part stroked
/// │ TextLayer: Pango text from the top-left of the bounds, clipped to them
/// │ sublayers, in order
/// └
/// border, inside the bounds, above contents and sublayers
/// ```
/// `opacity` applies to the layer with its shadow and sublayers as one group, so overlaps
/// inside a translucent layer do not darken. With `masksToBounds` the layer's own shadow is
/// clipped too (as in Core Animation, where it then only shows through transparent parts).
/// Anti-aliasing is on (Cairo's default coverage for image surfaces).
///
/// Bad numbers never crash: a layer with a NaN or infinite position, bounds, anchor point,
/// transform or opacity, or a transform that collapses it (determinant 0) is skipped with its
/// sublayers; a NaN or infinite corner radius counts as 0; a NaN or infinite path point,
/// line width, border width, font size, dash or shadow value skips just that part.
///
/// A renderer is immutable and `Sendable`: call `render(_:)` from any number of threads at
/// once. Each call makes its own Cairo surface and context; decoded images come from the
/// shared, thread-safe `imageCache`. The same snapshot gives the same bytes on any thread.
///
/// Cost: a frame is one Cairo image surface drawn in place (no copy); groups are pushed only
/// for translucent layers with more than one part; each shadow costs an offscreen body, an
/// integer Gaussian blur of its alpha (`Shaders.GaussianBlur`) and two composites (frame rates
/// in docs/benchmarks.md).
///
/// ```swift
/// let renderer = try FrameRenderer(canvasSize: Size(width: 375, height: 667), scale: 2,
///                                  backgroundColor: .white)
/// let frame = try renderer.render(root.modelSnapshot())   // 750 × 1334 pixels
/// try writePNG(frame, to: "out/frame.png")
/// ```
public final class FrameRenderer: Sendable {
    /// The largest frame side, in pixels.
    public static let maximumPixelDimension = 16_384

    /// The canvas in points.
    public let canvasSize: Size
    /// Pixels per point.
    public let scale: Double
    /// The colour under everything (nil: transparent).
    public let backgroundColor: Color?
    /// Frame width in pixels: `canvasSize.width × scale`, rounded.
    public let pixelWidth: Int
    /// Frame height in pixels: `canvasSize.height × scale`, rounded.
    public let pixelHeight: Int
    /// Decoded images, shared by every render of this renderer (and others given the same cache).
    public let imageCache: ImageCache
    /// The render's own font files (a document's `assets.fonts`), with the installed fonts
    /// behind them; nil for the installed fonts alone.
    public let fonts: FontLibrary?

    /// - Throws: `RenderError.invalidCanvas` when the size in pixels is not positive, finite
    ///   and at most `maximumPixelDimension` per side.
    public init(
        canvasSize: Size, scale: Double = 1, backgroundColor: Color? = nil, imageCache: ImageCache = ImageCache(),
        fonts: FontLibrary? = nil
    ) throws(RenderError) {
        let pixels = try Self.pixelSize(canvasSize: canvasSize, scale: scale)
        self.canvasSize = canvasSize
        self.scale = scale
        self.backgroundColor = backgroundColor
        self.pixelWidth = pixels.width
        self.pixelHeight = pixels.height
        self.imageCache = imageCache
        self.fonts = fonts
    }

    /// The size of the frames a renderer of `canvasSize` points at `scale` draws
    /// (``PixelSize/init(canvas:scale:)``), checked without building one.
    /// - Throws: `RenderError.invalidCanvas` when it is not positive, finite and at most
    ///   `maximumPixelDimension` per side.
    public static func pixelSize(canvasSize: Size, scale: Double) throws(RenderError) -> PixelSize {
        let w = canvasSize.width * scale
        let h = canvasSize.height * scale
        let limit = Double(Self.maximumPixelDimension)
        guard w.isFinite, h.isFinite, scale > 0, w.rounded() >= 1, h.rounded() >= 1, w.rounded() <= limit,
            h.rounded() <= limit
        else { throw .invalidCanvas(width: canvasSize.width, height: canvasSize.height, scale: scale) }
        return PixelSize(canvas: canvasSize, scale: scale)
    }

    /// Draws `root` and everything under it into a new frame.
    /// - Throws: `RenderError.imageNotFound` / `.imageUnreadable` for a shown layer's contents
    ///   (naming the path), `.cairo` if Cairo runs out of memory.
    /// - Complexity: O(layers + pixels drawn); images are decoded once per cache.
    public func render(_ root: LayerSnapshot) throws(RenderError) -> Frame {
        try render(root, passLog: nil)
    }

    /// `render(_:)`, recording every offscreen pass a mask makes in `passLog` (for tests).
    func render(_ root: LayerSnapshot, passLog: OffscreenPassLog?) throws(RenderError) -> Frame {
        let images = try loadImages(in: root)
        let byteCount = pixelWidth * pixelHeight * 4
        // Cairo draws straight into the frame's storage; an opaque background covers every
        // byte, so only a transparent canvas needs clearing first.
        let opaqueBackground = (backgroundColor?.alpha ?? 0) >= 1
        var failure: RenderError?
        let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, count in
            if !opaqueBackground { buffer.initialize(repeating: 0) }
            do throws(RenderError) {
                try draw(root, images: images, into: UnsafeMutableRawPointer(buffer.baseAddress!), passLog: passLog)
            } catch {
                failure = error
                if opaqueBackground { buffer.initialize(repeating: 0) }
            }
            count = byteCount
        }
        if let failure { throw failure }
        return Frame(width: pixelWidth, height: pixelHeight, pixels: pixels)
    }

    /// Decodes (or finds in the cache) every image a shown layer uses.
    public func loadImages(in root: LayerSnapshot) throws(RenderError) -> [String: DecodedImage] {
        try Self.loadImages(in: root, cache: imageCache)
    }

    /// Decodes (or finds in `cache`) every image a shown layer of `root` uses, by render key.
    static func loadImages(in root: LayerSnapshot, cache imageCache: ImageCache) throws(RenderError)
        -> [String: DecodedImage]
    {
        var images: [String: DecodedImage] = [:]
        func visit(_ layer: LayerSnapshot) throws(RenderError) {
            guard !layer.state.isHidden || layer.transition != nil else { return }
            if let image = layer.state.contents, images[image.renderKey] == nil {
                images[image.renderKey] = try imageCache.image(for: image)
            }
            if layer.state.kind == .emitter {
                func visitCells(_ cells: [EmitterCell]) throws(RenderError) {
                    for cell in cells where cell.isEnabled {
                        if let image = cell.contents, images[image.path] == nil {
                            images[image.path] = try imageCache.image(for: image)
                        }
                        try visitCells(cell.emitterCells)
                    }
                }
                try visitCells(layer.state.emitterCells.cells)
            }
            for sublayer in layer.sublayers { try visit(sublayer) }
            if let mask = layer.mask { try visit(mask) }
            if let old = layer.transition?.old { try visit(old) }
        }
        try visit(root)
        return images
    }

    func draw(
        _ root: LayerSnapshot, images: [String: DecodedImage], into pixels: UnsafeMutableRawPointer,
        passLog: OffscreenPassLog?
    ) throws(RenderError) {
        let surface = try ImageSurface(
            data: pixels, format: CAIRO_FORMAT_ARGB32, width: pixelWidth, height: pixelHeight, stride: pixelWidth * 4)
        let context = try CairoContext(surface: surface)
        paintBackground(on: context)
        let painter = LayerPainter(
            context: context, images: images, canvas: PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight),
            passLog: passLog, fonts: fonts)
        painter.draw(root, parent: AffineTransform(scaleX: scale, y: scale))
        try context.check("drawing the layer tree")
        cairo_surface_flush(surface.pointer)
        surface.finish()
    }

    /// The background colour over everything the context's clip lets through (none when
    /// transparent), and the anti-aliasing every frame is drawn with.
    func paintBackground(on context: CairoContext) {
        if let background = backgroundColor, background.alpha > 0 {
            cairo_set_operator(context.pointer, CAIRO_OPERATOR_SOURCE)
            context.setSource(background)
            cairo_paint(context.pointer)
            cairo_set_operator(context.pointer, CAIRO_OPERATOR_OVER)
        }
        cairo_set_antialias(context.pointer, CAIRO_ANTIALIAS_DEFAULT)
    }
}

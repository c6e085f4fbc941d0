import CCairo
import ReelCore

extension DrawingCanvas {
    /// Draws the layer tree `root` as frames are drawn (`LayerPainter`: backgrounds, rounded
    /// corners and masks, borders, shadows, contents, shapes, text, sublayers), in user space:
    /// a point of the root layer's own coordinate space lands on the same point of user space
    /// (the root's `position`, `transform` and `zPosition` are left out, as Core Animation's
    /// `render(in:)` draws a layer in its own coordinates). The canvas's alpha, blend mode,
    /// shadow and mask apply to the tree as one picture.
    /// - Throws: `RenderError` for an image the tree names that cannot be read.
    public func drawLayerTree(_ root: LayerSnapshot, imageCache: ImageCache = ImageCache()) throws(RenderError) {
        var placed = root
        placed.state.position = root.state.anchorInBounds
        placed.state.transform = .identity
        placed.state.zPosition = 0
        placed.state.anchorPointZ = 0
        let images = try FrameRenderer.loadImages(in: placed, cache: imageCache)
        let toCanvas = matrix
        let painter = LayerPainter(
            context: cr, images: images, canvas: PixelRect(x: 0, y: 0, width: width, height: height))
        paint { alpha in
            cairo_push_group(cr.pointer)
            cairo_set_operator(cr.pointer, CAIRO_OPERATOR_OVER)
            painter.draw(placed, parent: toCanvas)
            cairo_pop_group_to_source(cr.pointer)
            cairo_paint_with_alpha(cr.pointer, alpha)
        }
    }
}

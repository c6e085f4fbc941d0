import ReelCore

/// Drawn contents: what `display()` does by default, and the display pass the recording host
/// runs before each frame. A layer draws only when marked (`setNeedsDisplay()`), and what it drew
/// stays its contents (a `CGImage` of drawn pixels, `Image(bitmap:)`) until it draws again, so a
/// recording holds one image per drawing, as Core Animation's backing store does.
extension CALayer {
    /// Draws `draw(in:)` into a context of the bounds at `contentsScale` (y-down, the bounds'
    /// origin at the top left) and makes the result the contents, without an implicit
    /// animation. When nothing touched the context, the contents stay as they were (an image the
    /// code set is kept), except that earlier drawn contents are removed.
    package func drawContents() {
        guard let context = contentsContext() else {
            if hasDrawnContents { setDrawnContents(nil) }
            return
        }
        (delegate ?? viewDelegate)?.layerWillDraw(self)
        drawWithPresentedValues { draw(in: context) }
        guard context.isMaterialized else {
            if hasDrawnContents { setDrawnContents(nil) }
            return
        }
        setDrawnContents(context.makeImage())
    }

    /// A context for the layer's contents: the bounds at `contentsScale`, y-down, the bounds'
    /// origin at the top left (nil for empty bounds).
    private func contentsContext() -> CGContext? {
        guard let context = CGContext(uiKitSize: bounds.size, scale: contentsScale) else { return nil }
        context.translateBy(x: -bounds.origin.x, y: -bounds.origin.y)
        return context
    }

    /// What `draw(in:)` draws now with the model values, as an image, without making it the
    /// contents (nil when it draws nothing): `render(in:)`'s picture of a layer with no contents.
    func drawnImage() -> CGImage? {
        guard let context = contentsContext() else { return nil }
        draw(in: context)
        return context.isMaterialized ? context.makeImage() : nil
    }

    /// Runs `draw` with the presented values of the custom keys in place (`value(forKey:)`
    /// reads them), and notes the presented values of the keys the class draws
    /// (`needsDisplay(forKey:)`), so the next frame redraws only when they change.
    func drawWithPresentedValues(_ draw: () -> Void) {
        let shown = reel.presentation()
        drawnKeyValues = presentedValues(of: displayedKeys())
        drawingState = shown
        defer { drawingState = nil }
        draw()
    }

    /// Sets drawn contents with actions disabled (a redraw replaces the picture at once).
    package func setDrawnContents(_ image: CGImage?) {
        Transaction.begin()
        Transaction.setDisableActions(true)
        reel.contents = image?.reel
        Transaction.commit()
        hasDrawnContents = image != nil
    }

    /// Displays this layer when marked, then its mask and sublayers (what the host runs
    /// before each frame).
    package func displayTreeIfNeeded() {
        markForAnimatedDisplay()
        displayIfNeeded()
        mask?.displayTreeIfNeeded()
        for layer in sublayers ?? [] { layer.displayTreeIfNeeded() }
    }

    /// Makes a geometry change; marks the layer for display when the bounds' size changed and
    /// `needsDisplayOnBoundsChange` is on.
    func redisplayingOnResize(_ change: () -> Void) {
        let size = bounds.size
        change()
        if needsDisplayOnBoundsChange, bounds.size != size { setNeedsDisplay() }
    }
}

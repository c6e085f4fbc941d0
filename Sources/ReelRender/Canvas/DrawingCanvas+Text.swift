import ReelCore

extension DrawingCanvas {
    /// Draws the string of `text` (a text layer's state) as a `CATextLayer` draws it
    /// (`TextPainter`: Pango, the layer's font, colour, alignment, wrapping and markup), in user
    /// space: its `bounds` place the text and clip it. The canvas's alpha, blend mode, shadow and
    /// image mask apply as to any painting. Fonts are the installed ones (fontconfig's).
    public func drawText(_ text: LayerState) {
        guard text.kind == .text, !text.bounds.isEmpty else { return }
        paint { alpha in TextPainter.draw(text, on: cr, alpha: alpha) }
    }
}

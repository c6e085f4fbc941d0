import Foundation
import ReelCore

extension CGContext {
    /// Draws a layer tree's model values into this context with the frame renderer's painter
    /// (`DrawingCanvas.drawLayerTree`), the root in its own coordinates at the current origin:
    /// what `CALayer.render(in:)` does. An image the tree names that cannot be read is left out
    /// with a warning.
    package func drawLayerTree(_ root: LayerSnapshot) {
        do {
            try canvas.drawLayerTree(root)
        } catch {
            FileHandle.standardError.write(Data("warning: CALayer.render(in:): \(error)\n".utf8))
        }
    }
}

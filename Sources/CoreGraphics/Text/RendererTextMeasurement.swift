import ReelCore
import ReelRender

/// The renderer's text layout as the process's text measurer (ReelCore's `TextMeasurement`),
/// installed on the first text a view sizes: CoreGraphics is the façade's one module that may
/// reach ReelRender (it draws through `DrawingCanvas`), so UIKit asks it here, and every
/// process that sizes views to text (a snapshot test, `reel run`, a package of the user's)
/// measures with the layout Pango draws, with nothing to install first.
package enum RendererTextMeasurement {
    /// Installs ReelRender's `TextMeasurer` unless a measurer is installed already.
    package static func installIfNeeded() {
        if !TextMeasurement.isInstalled { TextMeasurer.install() }
    }
}

import Foundation

/// How big a text layer's text is once laid out, for code above the renderer that sizes views
/// to their text (`UILabel.sizeThatFits`, `NSString.size(withAttributes:)`): ReelCore cannot
/// lay text out (Pango is the renderer's), so the renderer installs its measurer here
/// (`ReelRender.TextMeasurer.install()`; the façade's CoreGraphics installs it on the first text a
/// view sizes, `RendererTextMeasurement`) and the
/// sizes are exactly those of the layout it draws. The measurer is the process's, installed
/// once, not a recording's: it answers the same for every recording (the text, its fonts and
/// width decide the size), so it is no global that iOS code reaches (docs/architecture.md,
/// "The current recording").
public enum TextMeasurement {
    /// Lays out a text layer's `string` or `markup` with its font, wrapping, line spacing and
    /// line limit, at the bounds' width when wrapped, and returns the laid-out text's logical
    /// size in points (its lines' advance widths and heights).
    public typealias Measure = @Sendable (LayerState) -> Size

    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed: Measure?

    /// Makes `measure` the measurer every later `size(of:)` uses.
    public static func install(_ measure: @escaping Measure) {
        lock.withLock { installed = measure }
    }

    /// Whether a measurer is installed.
    public static var isInstalled: Bool { lock.withLock { installed != nil } }

    /// The laid-out size of `state`'s text; nil when no measurer is installed.
    public static func size(of state: LayerState) -> Size? {
        let measure = lock.withLock { installed }
        return measure?(state)
    }
}

import ReelCore

/// Installs the renderer's text layout as ReelCore's `TextMeasurement`, so that views sized to
/// their text (`UILabel.sizeThatFits`, `NSString.size(withAttributes:)`) get the size of the
/// very layout `TextPainter` draws (with the installed fonts).
public enum TextMeasurer {
    /// Makes `TextMeasurement.size(of:)` lay text out as the renderer does; call it once before
    /// recording code that sizes views to text (`reel run`'s entry does).
    public static func install() {
        TextMeasurement.install { state in TextPainter.measure(state) }
    }
}

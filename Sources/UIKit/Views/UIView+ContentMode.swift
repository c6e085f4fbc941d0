extension UIView {
    /// How a view shows its content when its size changes, like `UIView.ContentMode` (Reel's
    /// image views read it; other views keep it only).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

import ReelCore
import ReelRender

extension CGImage {
    /// `tree` drawn by Reel's renderer (everything a recorded frame shows: corners, borders,
    /// shadows, masks, text, sublayers) with its root's bounds at the image's origin, its own
    /// position and transform left out, at `scale` pixels per point; nil when the bounds are
    /// empty or too large to draw, or an image the tree shows cannot be read. What
    /// `UIView.snapshotView(afterScreenUpdates:)` and `drawHierarchy(in:afterScreenUpdates:)` show.
    package static func rendering(_ tree: LayerSnapshot, scale: Double) -> CGImage? {
        var tree = tree
        let bounds = tree.state.bounds
        tree.state.position = Point(
            x: tree.state.anchorPoint.x * bounds.size.width, y: tree.state.anchorPoint.y * bounds.size.height)
        tree.state.transform = .identity
        guard let renderer = try? FrameRenderer(canvasSize: bounds.size, scale: scale),
            let frame = try? renderer.render(tree)
        else { return nil }
        return CGImage(Image(bitmap: Bitmap(width: frame.width, height: frame.height, pixels: frame.pixels)))
    }
}

import ReelCore

/// How ``Clip/fitted(into:mode:background:)`` puts a clip into frames of another aspect ratio.
public enum FitMode: String, CaseIterable, Hashable, Sendable {
    /// The whole canvas, as large as fits, centred; the rest of the frame is background
    /// (letterbox or pillarbox).
    case contain
    /// The frame filled, the canvas as small as covers it, centred; what falls outside the
    /// frame is cut off.
    case cover
}

extension Clip {
    /// This clip in frames of `pixels`, whatever their aspect ratio: the canvas scaled
    /// uniformly (`mode`) and centred, the space around it filled with `background` (else
    /// the clip's own background colour). The canvas keeps its own coordinates, background
    /// and clipping: its root layer is moved to the centre of a larger (or smaller) canvas and
    /// masks to its bounds, so nothing the original frame cut off appears in the padding.
    /// ```
    /// contain, 1:1 into 9:16      cover, 1:1 into 9:16
    /// ┌──────┐                      ┌──────┐
    /// │ pad  │                    ┌─┼──────┼─┐
    /// ├──────┤                    │ │      │ │
    /// │canvas│                    │ │canvas│ │  (sides cut off)
    /// ├──────┤                    │ │      │ │
    /// │ pad  │                    └─┼──────┼─┘
    /// └──────┘                      └──────┘
    /// ```
    public func fitted(into pixels: PixelSize, mode: FitMode, background: Color?) -> Clip {
        let (w, h) = (timeline.size.width, timeline.size.height)
        let (sx, sy) = (Double(pixels.width) / w, Double(pixels.height) / h)
        let s = mode == .contain ? min(sx, sy) : max(sx, sy)
        let canvas = Size(width: Double(pixels.width) / s, height: Double(pixels.height) / s)
        var root = timeline.initialTree
        root.state.position = Point(x: canvas.width / 2, y: canvas.height / 2)
        root.state.masksToBounds = true
        var clip = self
        clip.timeline = Timeline(
            size: canvas, frameRate: timeline.frameRate, duration: timeline.duration, initialTree: root,
            changes: timeline.changes)
        clip.scale = s
        if let background { clip.backgroundColor = background }
        return clip
    }
}

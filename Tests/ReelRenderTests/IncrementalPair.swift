import ReelCore
import ReelRender
import Testing

/// Two incremental renderers over one frame renderer, as two render workers take turns: one is
/// given every frame, the other every other frame, so a frame follows different previous
/// frames. ``draw(_:frame:label:sourceLocation:)`` draws a tree with both (the second on even
/// frames only) and expects each result to hold a whole render's bytes.
struct IncrementalPair {
    /// What one of the two renderers drew for a frame.
    struct Drawn {
        /// "every frame" or "every other frame".
        let name: String
        /// Rows and pixels redrawn (``IncrementalRenderer/render(_:)``, ``IncrementalRenderer/pixelsDrawn``).
        let rows: Int
        let pixels: Int
    }

    let renderer: FrameRenderer
    let everyFrame: IncrementalRenderer
    let everyOther: IncrementalRenderer

    init(_ renderer: FrameRenderer) {
        self.renderer = renderer
        everyFrame = IncrementalRenderer(renderer: renderer)
        everyOther = IncrementalRenderer(renderer: renderer)
    }

    /// Draws `tree` as frame `frame` with each renderer whose turn it is, expecting a whole
    /// render's bytes (a failure names `label`, the frame, the renderer and the first pixel
    /// that differs), and returns what each drew.
    @discardableResult
    func draw(
        _ tree: LayerSnapshot, frame: Int, label: String = "", sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [Drawn] {
        let whole = try renderer.render(tree)
        var drawers = [("every frame", everyFrame)]
        if frame % 2 == 0 { drawers.append(("every other frame", everyOther)) }
        var drawn: [Drawn] = []
        for (name, incremental) in drawers {
            let (frameDrawn, rows) = try incremental.render(tree)
            let same = IncrementalRenderTests.same(frameDrawn, whole)
            #expect(
                same,
                """
                \(label)frame \(frame), \(name) (\(rows) rows, \(incremental.pixelsDrawn) pixels): \
                \(same ? "" : IncrementalRenderTests.firstDifference(frameDrawn, whole))
                """,
                sourceLocation: sourceLocation)
            drawn.append(Drawn(name: name, rows: rows, pixels: incremental.pixelsDrawn))
        }
        return drawn
    }
}

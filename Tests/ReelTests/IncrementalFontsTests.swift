import Foundation
import ReelCore
import ReelRender
import Shaders
import Testing

/// A render's own fonts (`assets.fonts`) draw the text of the bands `IncrementalRenderer`
/// redraws, as they draw a whole frame's.
@Suite struct IncrementalFontsTests {
    /// Text in "Reel Pixel" (Fixtures/fonts: 5 × 7 squares a glyph, which no installed font
    /// looks like) under a dot that moves across it, so every band redraws the text: every
    /// frame equals a whole render with the same fonts. Before the bands were given the
    /// renderer's fonts, they drew the text in an installed font.
    @Test func bandsDrawTextInTheRendersOwnFonts() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "Fixtures/fonts")
        let fonts = try FontLibrary(files: [folder.appendingPathComponent("ReelPixel-Regular.ttf").path])
        let renderer = try FrameRenderer(
            canvasSize: Size(width: 120, height: 60), scale: 2, backgroundColor: .white, fonts: fonts)
        var root = LayerState()
        root.bounds = Rect(x: 0, y: 0, width: 120, height: 60)
        root.position = Point(x: 60, y: 30)
        var text = LayerState(kind: .text)
        text.bounds = Rect(x: 0, y: 0, width: 110, height: 20)
        text.position = Point(x: 60, y: 40)
        text.string = "SALE 50%"
        text.fontFamily = "Reel Pixel"
        text.fontSize = 14
        text.foregroundColor = .black
        var dot = LayerState()
        dot.bounds = Rect(x: 0, y: 0, width: 4, height: 4)
        dot.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        let incremental = IncrementalRenderer(renderer: renderer)
        var partial = 0
        for step in 0..<6 {
            dot.position = Point(x: 10 + 17 * Double(step), y: 38)
            let tree = LayerSnapshot(state: root, sublayers: [LayerSnapshot(state: text), LayerSnapshot(state: dot)])
            let (frame, rows) = try incremental.render(tree)
            if rows < renderer.pixelHeight { partial += 1 }
            #expect(frame == (try renderer.render(tree)), "step \(step) (\(rows) rows drawn)")
        }
        #expect(partial == 5, "frames 1-5 are drawn in bands")
    }
}

import ReelCore
import ReelRender
import Testing

/// Images and gradients inside a bounds clip whose edges lie on fractional device pixels
/// (a table view at scale 2.88): a band that cuts one of them gave pixels one level off a
/// whole render's in its first or last row, so those layers are redrawn whole when a band
/// touches them, while the clipping layer itself and the fills inside it are cut by bands.
@Suite struct LooseClipIncrementalTests {
    @Test(arguments: [2.88, 1.37])
    func imagesInsideAFractionalClipMatchWholeRenders(scale: Double) throws {
        var table = LayerState()
        table.bounds = Rect(x: 0, y: 0, width: 110, height: 130)
        table.position = Point(x: 60.17, y: 79.43)
        table.masksToBounds = true
        table.backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.95, alpha: 1)
        var cells: [LayerSnapshot] = []
        for row in 0..<4 {
            let top = 4.3 + 31.7 * Double(row)
            var image = LayerState()
            image.bounds = Rect(x: 0, y: 0, width: 26, height: 26)
            image.position = Point(x: 20.4, y: top + 13)
            image.contents = Image(path: fixture("avatar.png"))
            image.contentsGravity = .resizeAspectFill
            var gradient = LayerState(kind: .gradient)
            gradient.bounds = Rect(x: 0, y: 0, width: 40, height: 20)
            gradient.position = Point(x: 62.6, y: top + 12.2)
            gradient.colors = [
                Color(red: 1, green: 0.5, blue: 0, alpha: 1), Color(red: 0.2, green: 0.3, blue: 1, alpha: 0.8),
            ]
            var separator = LayerState()
            separator.bounds = Rect(x: 0, y: 0, width: 100, height: 0.5)
            separator.position = Point(x: 55, y: top + 29.1)
            separator.backgroundColor = Color(red: 0.8, green: 0.8, blue: 0.8, alpha: 1)
            cells += [image, gradient, separator].map { LayerSnapshot(state: $0) }
        }
        var root = LayerState()
        root.bounds = Rect(x: 0, y: 0, width: 120, height: 160)
        root.position = Point(x: 60, y: 80)
        root.backgroundColor = .white
        var dot = LayerState()
        dot.bounds = Rect(x: 0, y: 0, width: 6, height: 4)
        dot.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.7)
        let renderer = try FrameRenderer(canvasSize: Size(width: 120, height: 160), scale: scale, backgroundColor: nil)
        let pair = IncrementalPair(renderer)
        var partial = 0
        for frame in 0..<30 {
            // The dot falls through every cell, so its bands cut the images and gradients.
            dot.position = Point(x: 12.3 + 3.1 * Double(frame), y: 14.9 + 4.7 * Double(frame))
            let tree = LayerSnapshot(
                state: root, sublayers: [LayerSnapshot(state: table, sublayers: cells), LayerSnapshot(state: dot)])
            for drawn in try pair.draw(tree, frame: frame) where drawn.rows > 0 && drawn.rows < renderer.pixelHeight / 2
            {
                partial += 1
            }
        }
        // The table is not redrawn whole: most frames draw a minority of the rows.
        #expect(partial >= 25, "\(partial) of 44 frames drawn in part")
    }
}

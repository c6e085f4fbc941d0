import Foundation
import ReelCore
import Shaders
import Testing
import _ReelTestSupport

@testable import ReelRender

/// Damage rectangles with an x extent (`DamageAnalysis.rects`): changes side by side in
/// the same rows redraw rectangles that cut those rows in columns, and every frame still equals
/// a whole render.
@Suite struct IncrementalRectTests {
    /// Random layers of every kind (`IncrementalRenderTests.Scene`: shadows, borders, rounded
    /// corners, opacity, 2-D and 3-D rotations, images, text, gradients, replicas; every fourth
    /// masked) in a row of columns across a wide canvas, so that a change in one column draws a
    /// rectangle whose sides cut the rows of its neighbours; each frame moves or changes one or
    /// two of them.
    @Test(arguments: Array(1...16) as [UInt64])
    func changesInDistinctColumnsMatchWholeRenders(seed: UInt64) throws {
        var scene = IncrementalRenderTests.Scene(seed: seed &* 7919, emitters: false)
        let count = 10
        var layers = (0..<count).map { scene.layer($0) }
        for i in layers.indices {
            // Small layers, 16 points apart: their extents (shadows included) leave gaps.
            let scale = scene.d(0.2...0.4)
            layers[i].bounds.size = Size(width: layers[i].bounds.width * scale, height: layers[i].bounds.height * scale)
            layers[i].path = layers[i].path.map { _ in BezierPath(ovalIn: layers[i].bounds) }
            layers[i].shadowRadius = min(layers[i].shadowRadius, 1.5)
            layers[i].position = Point(x: 8 + 16 * Double(i) + scene.d(-2...2), y: 20 + scene.d(-4...4))
            if layers[i].kind == .emitter { layers[i].kind = .plain }
        }
        var root = LayerState()
        root.bounds = Rect(x: 0, y: 0, width: 160, height: 40)
        root.position = Point(x: 80, y: 20)
        let renderer = try FrameRenderer(
            canvasSize: Size(width: 160, height: 40), scale: [1, 1.37, 2][Int(seed) % 3],
            backgroundColor: seed % 2 == 0 ? Color(red: 0.9, green: 0.95, blue: 1, alpha: 1) : nil)
        let pair = IncrementalPair(renderer)
        var narrow = 0
        for frame in 0..<24 {
            for _ in 0..<Int.random(in: 1...2, using: &scene.rng) {
                let i = Int.random(in: 0..<count, using: &scene.rng)
                switch Int.random(in: 0..<5, using: &scene.rng) {
                case 0: layers[i].position.x += scene.d(-2...2)
                case 1: layers[i].position.y += scene.d(-3...3)
                case 2: layers[i].backgroundColor = scene.color()
                case 3: layers[i].transform = Transform3D(rotationAngle: scene.d(-1...1), x: 0, y: 0, z: 1)
                default: layers[i].strokeEnd = scene.d(0...1)
                }
            }
            // Every fourth column is masked by an oval (drawn through an offscreen pass).
            let tree = LayerSnapshot(
                state: root,
                sublayers: layers.indices.map { i in
                    var mask = LayerState(kind: .shape)
                    mask.bounds = layers[i].bounds
                    mask.position = Point(x: layers[i].bounds.midX, y: layers[i].bounds.midY)
                    mask.path = BezierPath(ovalIn: layers[i].bounds)
                    mask.fillColor = .black
                    return LayerSnapshot(state: layers[i], mask: i % 4 == 1 ? LayerSnapshot(state: mask) : nil)
                })
            for drawn in try pair.draw(tree, frame: frame, label: "seed \(seed) ")
            where drawn.rows > 0 && drawn.pixels < drawn.rows * renderer.pixelWidth / 2 {
                narrow += 1
            }
        }
        // Most seeds give many such frames; layers drawn whole (groups, shadows, 3-D) widen some.
        #expect(narrow >= 1, "frames whose rectangles cut their rows in columns: \(narrow)")
    }

    /// A dot moving next to an oval, a rotated image, a gradient and a wide stroke in the same
    /// rows, at a fractional scale: the dot's rectangle cuts their rows, and must take in each of them
    /// whole within those rows (their antialiased edges cross the rectangle's sides); the
    /// rectangle stays narrower than the canvas.
    @Test func antialiasedEdgesBesideARectangleMatchWholeRenders() throws {
        var oval = LayerState(kind: .shape)
        oval.bounds = Rect(x: 0, y: 0, width: 30, height: 22)
        oval.position = Point(x: 40.3, y: 20.6)
        oval.path = BezierPath(ovalIn: oval.bounds)
        oval.fillColor = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8)
        oval.strokeColor = .black
        oval.lineWidth = 1.3
        var image = LayerState()
        image.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        image.position = Point(x: 95.2, y: 19.7)
        image.transform = Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1)
        image.contents = Image(path: fixture("avatar.png"))
        var gradient = LayerState(kind: .gradient)
        gradient.bounds = Rect(x: 0, y: 0, width: 24, height: 18)
        gradient.position = Point(x: 130.4, y: 21.1)
        gradient.colors = [.black, Color(red: 1, green: 0.5, blue: 0, alpha: 1), .white]
        // A wide stroke, nearly horizontal: in a few rows it spans many columns beyond its path.
        var line = LayerState(kind: .shape)
        line.bounds = Rect(x: 0, y: 0, width: 160, height: 40)
        line.position = Point(x: 80, y: 20)
        var path = BezierPath()
        path.move(to: Point(x: 4.2, y: 30.3))
        path.addLine(to: Point(x: 156.1, y: 36.7))
        line.path = path
        line.strokeColor = Color(red: 0.1, green: 0.6, blue: 0.2, alpha: 0.9)
        line.lineWidth = 5.3
        line.lineCap = .square
        var dot = LayerState()
        dot.bounds = Rect(x: 0, y: 0, width: 4, height: 4)
        dot.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.7)
        var root = LayerState()
        root.bounds = Rect(x: 0, y: 0, width: 160, height: 40)
        root.position = Point(x: 80, y: 20)
        root.backgroundColor = .white
        let renderer = try FrameRenderer(canvasSize: Size(width: 160, height: 40), scale: 1.37)
        let incremental = IncrementalRenderer(renderer: renderer)
        var narrow = 0
        for frame in 0..<40 {
            dot.position = Point(x: 3.3 + 3.9 * Double(frame), y: 12.6 + 0.47 * Double(frame))
            let tree = LayerSnapshot(
                state: root, sublayers: [oval, image, gradient, line, dot].map { LayerSnapshot(state: $0) })
            let whole = try renderer.render(tree)
            let (drawn, rows) = try incremental.render(tree)
            let same = IncrementalRenderTests.same(drawn, whole)
            #expect(
                same,
                "frame \(frame) (\(rows) rows): \(same ? "" : IncrementalRenderTests.firstDifference(drawn, whole))")
            if rows > 0 && incremental.pixelsDrawn < rows * renderer.pixelWidth / 2 { narrow += 1 }
        }
        #expect(narrow >= 15, "frames drawn in narrow rectangles: \(narrow) of 40")
    }

    /// A layer one pixel outside every damage rectangle is not drawn at all (culled), and one
    /// that touches a rectangle is.
    @Test func layersOutsideTheRectanglesAreCulled() throws {
        var dot = LayerState()
        dot.bounds = Rect(x: 0, y: 0, width: 4, height: 4)
        dot.position = Point(x: 10, y: 10)
        dot.backgroundColor = .black
        var neighbour = LayerState()
        neighbour.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
        neighbour.backgroundColor = Color(red: 0, green: 0.5, blue: 0, alpha: 1)
        var root = LayerState()
        root.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
        root.position = Point(x: 50, y: 20)
        let renderer = try FrameRenderer(canvasSize: Size(width: 100, height: 40), backgroundColor: .white)
        func tree() -> LayerSnapshot {
            LayerSnapshot(state: root, sublayers: [LayerSnapshot(state: neighbour), LayerSnapshot(state: dot)])
        }
        // The dot moves from x 8…12 to 9…13: its damage, with the 2-pixel antialiasing margin
        // of both extents, is columns 6 to 14. The neighbour's extent (its bounds with the same
        // margin) starts at its left side minus 2: at column 15 beside the rectangle, at 14 in it.
        for (left, culled) in [(17.0, true), (16.0, false)] {
            neighbour.position = Point(x: left + 5, y: 10)
            dot.position = Point(x: 10, y: 10)
            let incremental = IncrementalRenderer(renderer: renderer)
            _ = try incremental.render(tree())
            dot.position.x += 1
            let (frame, _) = try incremental.render(tree())
            #expect(IncrementalRenderTests.same(frame, try renderer.render(tree())))
            #expect(
                incremental.layersCulled == (culled ? 1 : 0),
                "neighbour at x \(left): \(incremental.layersCulled) culled, \(incremental.pixelsDrawn) pixels drawn")
        }
    }
}

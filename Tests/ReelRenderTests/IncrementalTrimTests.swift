import Foundation
import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// A shape layer whose only change is `strokeStart` / `strokeEnd` is damaged around the
/// segments where the stroked part starts and ends (`DamageAnalysis.strokeTrimDamage`), not over
/// its whole extent; every frame still equals a whole render.
@Suite struct IncrementalTrimTests {
    /// Two subpaths: a closed one of lines and a cubic, and an open zigzag of short lines and
    /// a quadratic, stroked wide with miter joins (their tips reach past the segments).
    static func path() -> BezierPath {
        var p = BezierPath()
        p.move(to: Point(x: 10.3, y: 12.1))
        p.addLine(to: Point(x: 90.7, y: 14.4))
        p.addCurve(to: Point(x: 70.2, y: 80.9), controlPoint1: Point(x: 130, y: 40), controlPoint2: Point(x: 40, y: 50))
        p.addLine(to: Point(x: 20.5, y: 60.2))
        p.close()
        p.move(to: Point(x: 12, y: 100))
        for i in 1...14 {
            p.addLine(to: Point(x: 12 + 6.3 * Double(i), y: i % 2 == 0 ? 100 : 92.4))
        }
        p.addQuadCurve(to: Point(x: 110, y: 140), controlPoint: Point(x: 140, y: 95))
        return p
    }

    static func tree(start: Double, end: Double, rotation: Double) -> LayerSnapshot {
        var root = LayerState()
        root.bounds = Rect(x: 0, y: 0, width: 150, height: 160)
        root.position = Point(x: 75, y: 80)
        var shape = LayerState(kind: .shape)
        shape.bounds = Rect(x: 0, y: 0, width: 150, height: 160)
        shape.position = Point(x: 75.3, y: 80.2)
        shape.transform = Transform3D(rotationAngle: rotation, x: 0, y: 0, z: 1)
        shape.path = path()
        shape.fillColor = Color(red: 0.9, green: 0.8, blue: 0.2, alpha: 0.5)
        shape.strokeColor = Color(red: 0.1, green: 0.2, blue: 0.7, alpha: 0.9)
        shape.lineWidth = 3.7
        shape.lineJoin = .miter
        shape.miterLimit = 4
        shape.lineCap = .round
        shape.strokeStart = start
        shape.strokeEnd = end
        var behind = LayerState()
        behind.bounds = Rect(x: 0, y: 0, width: 60, height: 50)
        behind.position = Point(x: 60.4, y: 70.6)
        behind.backgroundColor = Color(red: 0.3, green: 0.7, blue: 0.4, alpha: 1)
        return LayerSnapshot(state: root, sublayers: [LayerSnapshot(state: behind), LayerSnapshot(state: shape)])
    }

    /// The stroke draws itself along the path and back, both ends moving, across subpath
    /// boundaries, through 0 and 1 and an empty range; at a fractional scale, straight and
    /// rotated. Most frames redraw part of the rows (the whole extents span nearly all).
    @Test(arguments: [0.0, 0.31])
    func trimmedStrokesMatchWholeRenders(rotation: Double) throws {
        let renderer = try FrameRenderer(
            canvasSize: Size(width: 150, height: 160), scale: 1.37, backgroundColor: .white)
        let pair = IncrementalPair(renderer)
        var small = 0
        let frames = 40
        for frame in 0..<frames {
            let u = Double(frame) / Double(frames - 1)
            let end = frame < 4 ? 1 : min(1, 0.1 + 1.2 * u)
            let start = frame == 20 ? end : max(0, 0.8 * u - 0.2)
            let tree = Self.tree(start: start, end: end, rotation: rotation)
            let rows = try pair.draw(tree, frame: frame)[0].rows  // the renderer given every frame
            if rows > 0 && rows < renderer.pixelHeight * 3 / 4 { small += 1 }
        }
        #expect(small >= 25, "frames drawn in part: \(small) of \(frames)")
    }

    /// The damage of a trim change lies around the segments holding the old and new cuts:
    /// moving the end within the zigzag leaves the closed subpath's rows alone.
    @Test func trimDamageStaysNearTheCuts() throws {
        let renderer = try FrameRenderer(
            canvasSize: Size(width: 150, height: 160), scale: 1, backgroundColor: .white)
        let incremental = IncrementalRenderer(renderer: renderer)
        _ = try incremental.render(Self.tree(start: 0, end: 0.7, rotation: 0))
        let (_, rows) = try incremental.render(Self.tree(start: 0, end: 0.72, rotation: 0))
        #expect(rows > 0 && rows <= 32, "a few rows around the zigzag's moving end, not \(rows)")
        #expect(incremental.unchangedTopRows >= 80, "the rows above the zigzag are kept")
    }
}

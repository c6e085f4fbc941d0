import Foundation
import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// Where `IncrementalRenderer` draws: into the storage of its previous frame when nobody else
/// holds that frame, into a copy when someone does, and never into a frame already handed out.
@Suite struct IncrementalStorageTests {
    /// A dot on a plain canvas; `x` moves it (a few rows change per frame).
    static func dot(x: Double, background: Color? = .white) -> LayerSnapshot {
        var root = LayerState()
        root.bounds = Rect(x: 0, y: 0, width: 80, height: 60)
        root.position = Point(x: 40, y: 30)
        root.backgroundColor = background
        var dot = LayerState()
        dot.bounds = Rect(x: 0, y: 0, width: 6, height: 4)
        dot.position = Point(x: x, y: 20.3)
        dot.backgroundColor = Color(red: 0.8, green: 0.1, blue: 0.2, alpha: 0.6)
        return LayerSnapshot(state: root, sublayers: [LayerSnapshot(state: dot)])
    }

    /// The address of a frame's storage.
    static func address(_ frame: Frame) -> Int { frame.pixels.withUnsafeBytes { Int(bitPattern: $0.baseAddress) } }

    /// A frame the caller let go of is drawn over in place: the next frame has the same
    /// storage (no allocation, no copy) and a whole render's bytes.
    @Test func drawsIntoThePreviousFramesStorageWhenNobodyHoldsIt() throws {
        let renderer = try FrameRenderer(canvasSize: Size(width: 80, height: 60), scale: 1.5, backgroundColor: .white)
        let incremental = IncrementalRenderer(renderer: renderer)
        var storage = Self.address(try incremental.render(Self.dot(x: 10)).frame)
        for step in 1...6 {
            let tree = Self.dot(x: 10 + 7.3 * Double(step))
            let (frame, rows) = try incremental.render(tree)
            #expect(rows > 0 && rows < renderer.pixelHeight / 2, "step \(step): \(rows) rows drawn")
            #expect(Self.address(frame) == storage, "step \(step): drawn in the previous frame's storage")
            #expect(frame == (try renderer.render(tree)), "step \(step): a whole render's bytes")
            storage = Self.address(frame)
        }
        #expect(incremental.framesDrawnInPlace == 6)
        #expect(incremental.framesCopied == 0)
    }

    /// Frames the caller keeps (as a sink still encoding them would) are never changed by
    /// the frames drawn after them: each is drawn over a copy, and every kept frame still has
    /// its whole render's bytes at the end.
    @Test func framesStillHeldAreNeverDrawnOver() throws {
        let renderer = try FrameRenderer(canvasSize: Size(width: 80, height: 60), scale: 1.5, backgroundColor: .white)
        let incremental = IncrementalRenderer(renderer: renderer)
        let trees = (0..<6).map { Self.dot(x: 10 + 7.3 * Double($0)) }
        let kept = try trees.map { try incremental.render($0).frame }
        for (i, tree) in trees.enumerated() {
            #expect(kept[i] == (try renderer.render(tree)), "frame \(i) kept its bytes")
        }
        #expect(Set(kept.map(Self.address)).count == kept.count, "every kept frame has storage of its own")
        #expect(incremental.framesCopied == 5)
        #expect(incremental.framesDrawnInPlace == 0)
    }

    /// When every row changes the frame is drawn whole, in the previous frame's storage: on a
    /// transparent canvas the old pixels are cleared first (a translucent layer drawn over its
    /// previous frame would otherwise darken), so the bytes are a new frame's.
    @Test func wholeRendersInPlaceClearATransparentCanvas() throws {
        let renderer = try FrameRenderer(canvasSize: Size(width: 40, height: 30), scale: 2, backgroundColor: nil)
        let incremental = IncrementalRenderer(renderer: renderer)
        func tree(_ step: Int) -> LayerSnapshot {
            var root = LayerState()
            root.bounds = Rect(x: 0, y: 0, width: 40, height: 30)
            root.position = Point(x: 20, y: 15)
            root.backgroundColor = Color(red: 0.1, green: 0.5, blue: 0.9, alpha: 0.3 + 0.1 * Double(step))
            return LayerSnapshot(state: root)
        }
        var storage = Self.address(try incremental.render(tree(0)).frame)
        for step in 1...4 {
            let (frame, rows) = try incremental.render(tree(step))
            #expect(rows == renderer.pixelHeight, "step \(step): drawn whole")
            #expect(Self.address(frame) == storage, "step \(step): in the previous frame's storage")
            #expect(frame == (try renderer.render(tree(step))), "step \(step): a new frame's bytes")
            storage = Self.address(frame)
        }
        #expect(incremental.framesDrawnInPlace == 4)
    }

    /// While every frame changes in most rows, most frames are drawn whole without comparing
    /// their trees (the comparison would only say "whole"); once the change is small again, a
    /// probe finds it and bands come back. Every frame has a whole render's bytes.
    @Test func whenEverythingMovesFramesAreDrawnWholeWithoutComparing() throws {
        let renderer = try FrameRenderer(canvasSize: Size(width: 80, height: 60), scale: 1.5, backgroundColor: .white)
        let incremental = IncrementalRenderer(renderer: renderer)
        var rowsDrawn: [Int] = []
        for step in 0..<24 {
            var tree = Self.dot(x: 10 + 2.1 * Double(step))
            if step < 12 {  // the whole canvas changes colour
                tree.state.backgroundColor = Color(red: 0.5, green: 0.02 * Double(step), blue: 0.3, alpha: 1)
            }
            let (frame, rows) = try incremental.render(tree)
            rowsDrawn.append(rows)
            #expect(frame == (try renderer.render(tree)), "step \(step) (\(rows) rows drawn)")
        }
        #expect(incremental.framesDrawnUncompared >= 8, "\(incremental.framesDrawnUncompared) frames not compared")
        #expect(rowsDrawn.suffix(4).allSatisfy { $0 > 0 && $0 < renderer.pixelHeight / 2 }, "\(rowsDrawn)")
    }

    /// While everything keeps moving, each probe that finds the frame whole again doubles the
    /// run drawn without comparing (4, 8, 16, then 32 at most), so a long moving stretch
    /// compares only a handful of frames; when the motion stops, drawing only what changed
    /// is back within that longest run. Every frame has a whole render's bytes.
    @Test func probesBackOffWhileEverythingKeepsMoving() throws {
        let renderer = try FrameRenderer(canvasSize: Size(width: 80, height: 60), backgroundColor: .white)
        let incremental = IncrementalRenderer(renderer: renderer)
        var rowsDrawn: [Int] = []
        var uncomparedWhileMoving = 0
        for step in 0..<140 {
            var tree = Self.dot(x: 5 + 0.2 * Double(step))
            if step < 100 {
                tree.state.backgroundColor = Color(red: 0.5, green: 0.004 * Double(step), blue: 0.3, alpha: 1)
            }
            let (frame, rows) = try incremental.render(tree)
            rowsDrawn.append(rows)
            if step == 99 { uncomparedWhileMoving = incremental.framesDrawnUncompared }
            #expect(frame == (try renderer.render(tree)), "step \(step) (\(rows) rows drawn)")
        }
        // Steps 1 and 2 compared, then runs of 4, 8, 16, 32, 32 between the probes 7, 16, 33, 66
        // and 99 (without the doubling: every fifth step, 21 compared).
        let compared = 99 - uncomparedWhileMoving
        #expect(compared <= 7, "\(compared) of the 99 moving frames compared")
        let late = IncrementalRenderer.maximumUncomparedFrames + 1
        #expect(rowsDrawn.suffix(140 - 100 - late).allSatisfy { $0 < renderer.pixelHeight / 2 }, "\(rowsDrawn)")
    }
}

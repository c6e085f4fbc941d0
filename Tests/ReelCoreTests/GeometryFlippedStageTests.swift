import Testing

@testable import ReelCore

/// Taps go through `isGeometryFlipped` as drawing does (CALayer.isGeometryFlipped: the
/// sublayers' geometry is flipped vertically; `hitTest(_:)` works in that geometry).
@Suite struct GeometryFlippedStageTests {
    @Test func tapsHitSublayersWhereAFlippedLayerShowsThem() {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 10, duration: 1)
        let container = Layer()
        container.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        container.isGeometryFlipped = true
        let child = Layer()
        child.frame = Rect(x: 10, y: 10, width: 20, height: 20)
        child.onTap = {}
        container.addSublayer(child)
        stage.rootLayer.addSublayer(container)
        #expect(stage.tap(at: Point(x: 20, y: 80)) === child)
        #expect(stage.tap(at: Point(x: 20, y: 20)) == nil)
    }
}

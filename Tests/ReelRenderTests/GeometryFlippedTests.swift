import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// `isGeometryFlipped`, against Apple's CALayer documentation: it "determines if the geometry
/// of the layer and its sublayers are flipped vertically"; for standalone layers it "controls
/// whether geometry values for the layer are interpreted using the standard or flipped
/// coordinate system", and "the value of this property does not affect the rendering of the
/// layer's content" (contentsAreFlipped: content drawn in a flipped space is flipped back, so
/// it reads upright). Sublayer positions and paths are geometry; text and images are content.
@Suite struct GeometryFlippedTests {
    static let canvas = Size(width: 100, height: 100)

    static func box(_ frame: Rect, _ colour: Color = .red) -> Layer {
        makeLayer(frame, background: colour)
    }

    static func container(flipped: Bool, _ children: [Layer]) -> Layer {
        let c = makeLayer(Rect(x: 0, y: 0, width: 100, height: 100))
        c.isGeometryFlipped = flipped
        for child in children { c.addSublayer(child) }
        return c
    }

    @Test func sublayersArePlacedFromTheBottom() throws {
        let flipped = try render(
            makeRoot(
                Self.canvas, [Self.container(flipped: true, [Self.box(Rect(x: 10, y: 10, width: 20, height: 20))])]),
            size: Self.canvas)
        let reference = try render(
            makeRoot(
                Self.canvas, [Self.container(flipped: false, [Self.box(Rect(x: 10, y: 70, width: 20, height: 20))])]),
            size: Self.canvas)
        let same = flipped == reference
        #expect(same)
        #expect(flipped.rgba(20, 80) == (255, 0, 0, 255) && flipped.rgba(20, 20).a == 0)
    }

    @Test func flipsInsideFlipsCancel() throws {
        let inner = Self.container(flipped: true, [Self.box(Rect(x: 10, y: 10, width: 20, height: 20))])
        let outer = Self.container(flipped: true, [inner])
        let frame = try render(makeRoot(Self.canvas, [outer]), size: Self.canvas)
        #expect(frame.rgba(20, 20) == (255, 0, 0, 255) && frame.rgba(20, 80).a == 0)
    }

    @Test func textReadsUprightInAFlippedSuperlayer() throws {
        func label(_ frame: Rect) -> TextLayer {
            let t = TextLayer()
            t.frame = frame
            t.string = "Reel"
            t.fontSize = 24
            t.foregroundColor = .black
            return t
        }
        // Visually at the top in both: y 60…100 in the flipped space is 0…40 on screen.
        let flipped = try render(
            makeRoot(Self.canvas, [Self.container(flipped: true, [label(Rect(x: 0, y: 60, width: 100, height: 40))])]),
            size: Self.canvas)
        let reference = try render(
            makeRoot(Self.canvas, [Self.container(flipped: false, [label(Rect(x: 0, y: 0, width: 100, height: 40))])]),
            size: Self.canvas)
        #expect(reference.inkCount() > 100)
        let same = flipped == reference
        #expect(same, "the text is not drawn upright")
    }

    @Test func pathsAreGeometryAndFlipWithTheSpace() throws {
        // A triangle pointing down in flipped coordinates points up on screen.
        func triangle(tipAtTop: Bool) -> ShapeLayer {
            let s = ShapeLayer()
            s.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            s.fillColor = .blue
            s.path =
                tipAtTop
                ? BezierPath(elements: [
                    .move(to: Point(x: 50, y: 10)), .line(to: Point(x: 90, y: 90)), .line(to: Point(x: 10, y: 90)),
                    .close,
                ])
                : BezierPath(elements: [
                    .move(to: Point(x: 50, y: 90)), .line(to: Point(x: 90, y: 10)), .line(to: Point(x: 10, y: 10)),
                    .close,
                ])
            return s
        }
        let flipped = try render(
            makeRoot(Self.canvas, [Self.container(flipped: true, [triangle(tipAtTop: false)])]), size: Self.canvas)
        let reference = try render(
            makeRoot(Self.canvas, [Self.container(flipped: false, [triangle(tipAtTop: true)])]), size: Self.canvas)
        let same = flipped == reference
        #expect(same)
    }

    @Test func convertAndHitTestingUseTheFlippedSpace() {
        let root = makeLayer(Rect(x: 0, y: 0, width: 100, height: 100))
        let c = Self.container(flipped: true, [])
        let child = Self.box(Rect(x: 10, y: 10, width: 20, height: 20))
        c.addSublayer(child)
        root.addSublayer(c)
        let p = child.convert(Point(x: 0, y: 0), to: nil)
        #expect(p == Point(x: 10, y: 90))  // the child's top-left corner (in its own space) on screen
        #expect(child.convert(Point(x: 20, y: 80), from: nil) == Point(x: 10, y: 10))
    }
}

import CCairo
import Foundation
import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// 3-D transforms drawn: perspective, back faces, transform layers, and the cost of a
/// projected layer. Expected positions come from the projection formula
/// `(X, Y) = (x·m11 + y·m21 + m41, x·m12 + y·m22 + m42) / (x·m14 + y·m24 + m44)` worked out
/// here by hand for each case.
@Suite struct Transform3DRenderTests {
    /// A 200 × 100 card centred at (150, 100) on a 300 × 200 canvas.
    func card(_ transform: Transform3D, color: Color = .red) -> Layer {
        let card = makeLayer(Rect(x: 50, y: 50, width: 200, height: 100), background: color)
        card.transform = transform
        return card
    }

    /// The perspective `m34 = −1/500` applied after `rotation` (as
    /// `CATransform3DRotate(perspective, …)` builds it).
    func perspective(_ angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        return p.rotated(by: angle, x: x, y: y, z: z)
    }

    /// Ink in a row, in pixels (the sum of alpha), from column `from` to `to`.
    func ink(_ frame: Frame, row: Int, from: Int = 0, to: Int? = nil) -> Double {
        (from..<(to ?? frame.width)).reduce(0.0) { $0 + Double(frame[$1, row].a) / 255 }
    }

    @Test func cardRotated60DegreesAboutYHasItsEdgesWhereTheProjectionPutsThem() throws {
        let size = Size(width: 300, height: 200)
        let frame = try render(makeRoot(size, [card(perspective(.pi / 3, x: 0, y: 1, z: 0))]), size: size)
        // About y by θ, a point u from the anchor goes to (u·cos θ, v, −u·sin θ); with
        // m34 = −1/500, w = 1 + u·sin θ / 500 and X = 150 + u·cos θ / w.
        let s = sin(Double.pi / 3)
        let c = cos(Double.pi / 3)
        func edge(_ u: Double) -> Double { 150 + u * c / (1 + u * s / 500) }
        let right = edge(100)
        let left = edge(-100)
        #expect(abs(right - 192.62) < 0.01 && abs(left - 89.53) < 0.01)  // the formula, by hand
        // At the centre row, the ink right of the anchor ends at the right edge (coverage
        // is the edge's sub-pixel position); the same on the left.
        let measuredRight = 150 + ink(frame, row: 100, from: 150)
        let measuredLeft = 150 - ink(frame, row: 100, to: 150)
        #expect(abs(measuredRight - right) < 1, "right edge \(measuredRight), formula \(right)")
        #expect(abs(measuredLeft - left) < 1, "left edge \(measuredLeft), formula \(left)")
        // The inked column at that row: the last column more than half covered.
        let lastColumn = (150..<300).last { frame[$0, 100].a > 127 }!
        #expect(abs(Double(lastColumn) + 0.5 - right) < 1)
        // Foreshortening: the near (left) edge is taller than the far (right) one: 100 / w.
        let column = Int(left.rounded(.up)) + 1
        let tall = (0..<200).reduce(0.0) { $0 + Double(frame[column, $1].a) / 255 }
        let u = Double(column) + 0.5 - 150
        // Solve X = 150 + u'·c / (1 + u'·s/500) for u' at this column, then the height 100 / w.
        let uLocal = u / (c - u * s / 500)
        #expect(abs(tall - 100 / (1 + uLocal * s / 500)) < 1.5, "height \(tall)")
    }

    @Test func perspectiveForeshortensALayerRotatedAboutX() throws {
        let size = Size(width: 300, height: 200)
        let angle = Double.pi / 4
        let frame = try render(makeRoot(size, [card(perspective(angle, x: 1, y: 0, z: 0))]), size: size)
        // About x by θ: (u, v) → (u, v·cos θ, v·sin θ); w = 1 − v·sin θ / 500. A screen row Y
        // shows v = (Y − 100) / (cos θ + (Y − 100)·sin θ / 500), where the card is 200 / w wide.
        let s = sin(angle)
        let c = cos(angle)
        func width(atRow row: Int) -> Double {
            let y = Double(row) + 0.5 - 100
            let v = y / (c + y * s / 500)
            return 200 / (1 - v * s / 500)
        }
        for row in [70, 100, 130] {
            #expect(abs(ink(frame, row: row) - width(atRow: row)) < 1, "row \(row): \(ink(frame, row: row))")
        }
        // The top (far) edge is narrower than the bottom (near) one.
        #expect(width(atRow: 70) < 195 && width(atRow: 130) > 205)
        #expect(ink(frame, row: 70) + 10 < ink(frame, row: 130))
    }

    @Test func aBackFacingLayerThatIsNotDoubleSidedDrawsNothing() throws {
        let size = Size(width: 300, height: 200)
        let back = card(perspective(0.8 * .pi, x: 0, y: 1, z: 0))
        back.addSublayer(makeLayer(Rect(x: 10, y: 10, width: 50, height: 50), background: .blue))
        #expect(try render(makeRoot(size, [back]), size: size).inkCount() > 1000)  // double-sided: its back shows
        back.isDoubleSided = false
        #expect(try render(makeRoot(size, [back]), size: size).inkCount() == 0)
        // Facing the viewer, the same layer draws.
        back.transform = perspective(0.2 * .pi, x: 0, y: 1, z: 0)
        #expect(try render(makeRoot(size, [back]), size: size).inkCount() > 1000)
    }

    @Test func aTransformLayerDrawsItsSublayersByDepth() throws {
        let size = Size(width: 100, height: 100)
        func scene(_ container: Layer) -> Layer {
            container.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            let near = makeLayer(Rect(x: 10, y: 10, width: 50, height: 50), background: .red)
            near.transform = Transform3D(translationX: 0, y: 0, z: 20)
            let far = makeLayer(Rect(x: 40, y: 40, width: 50, height: 50), background: .blue)  // added last
            container.addSublayer(near)
            container.addSublayer(far)
            return makeRoot(size, [container])
        }
        // In one 3-D space the nearer layer wins the overlap, whatever the order.
        let shared = try render(scene(TransformLayer()), size: size)
        #expect(shared.rgba(50, 50).r == 255 && shared.rgba(50, 50).b == 0)
        // Flattened into a plain layer, sublayers draw in order: the last on top.
        let flat = try render(scene(Layer()), size: size)
        #expect(flat.rgba(50, 50).b == 255 && flat.rgba(50, 50).r == 0)
    }

    @Test func siblingsDrawInZPositionOrder() throws {
        let size = Size(width: 100, height: 100)
        let a = makeLayer(Rect(x: 10, y: 10, width: 50, height: 50), background: .red)
        let b = makeLayer(Rect(x: 40, y: 40, width: 50, height: 50), background: .blue)
        a.zPosition = 1
        let frame = try render(makeRoot(size, [a, b]), size: size)
        #expect(frame.rgba(50, 50).r == 255)
    }

    @Test func aSublayerTransformGivesSublayersPerspective() throws {
        let size = Size(width: 300, height: 200)
        let container = makeLayer(Rect(x: 0, y: 0, width: 300, height: 200))
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        container.sublayerTransform = p
        container.addSublayer(card(Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0)))
        let viaSublayer = try render(makeRoot(size, [container]), size: size)
        let direct = try render(makeRoot(size, [card(perspective(.pi / 3, x: 0, y: 1, z: 0))]), size: size)
        // The container's anchor is the card's, so both put the eye at the same place.
        #expect(abs(ink(viaSublayer, row: 100) - ink(direct, row: 100)) < 0.5)
        #expect(ink(viaSublayer, row: 100) > 90)
    }

    @Test func aProjectedLayerCostsAnOffscreenPassOfItsOwnSizeNotTheCanvas() throws {
        // A 100 × 50 layer on a 1000 × 1000 canvas: the flat picture is about 100 × 50 pixels
        // (times the projection's stretch, here at most 1/w ≈ 1.06), and the projected
        // buffer is its bounding box on the canvas.
        let size = Size(width: 1000, height: 1000)
        let layer = makeLayer(Rect(x: 450, y: 475, width: 100, height: 50), background: .red)
        layer.transform = perspective(.pi / 6, x: 0, y: 1, z: 0)
        let surface = try ImageSurface(format: CAIRO_FORMAT_ARGB32, width: 1000, height: 1000)
        let painter = LayerPainter(
            context: try CairoContext(surface: surface), images: [:],
            canvas: PixelRect(x: 0, y: 0, width: 1000, height: 1000))
        painter.draw(makeRoot(size, [layer]).modelSnapshot(), parent: .identity)
        #expect(painter.projectedPasses.count == 1)
        let pass = try #require(painter.projectedPasses.first)
        #expect(pass.sourceWidth <= 100 * 11 / 10 + 4 && pass.sourceWidth >= 100)
        #expect(pass.sourceHeight <= 50 * 11 / 10 + 4 && pass.sourceHeight >= 50)
        #expect(pass.destination.width <= 100 && pass.destination.height <= 62)
        // A 2-D rotation, and a z translation alone, stay on the plain path: no pass.
        layer.transform = Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1).translated(x: 0, y: 0, z: 30)
        let plain = LayerPainter(
            context: try CairoContext(surface: surface), images: [:],
            canvas: PixelRect(x: 0, y: 0, width: 1000, height: 1000))
        plain.draw(makeRoot(size, [layer]).modelSnapshot(), parent: .identity)
        #expect(plain.projectedPasses.isEmpty)
    }

    @Test func affineTransformsDrawAsThe2DAPIDoes() throws {
        let size = Size(width: 100, height: 100)
        let a = makeLayer(Rect(x: 20, y: 20, width: 60, height: 40), background: .red)
        a.affineTransform = AffineTransform(rotationAngle: 0.4).scaledBy(x: 1.2, y: 0.8)
        let b = makeLayer(Rect(x: 20, y: 20, width: 60, height: 40), background: .red)
        b.transform = Transform3D(rotationAngle: 0.4, x: 0, y: 0, z: 1).scaled(x: 1.2, y: 0.8, z: 1)
        let fa = try render(makeRoot(size, [a]), size: size)
        let fb = try render(makeRoot(size, [b]), size: size)
        #expect(fa == fb)
    }

    @Test func aLayerBehindTheEyeIsSkipped() throws {
        // z translation past the eye (w < 0 for the whole layer): nothing drawn, no crash.
        let size = Size(width: 100, height: 100)
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        let t = Transform3D(translationX: 0, y: 0, z: 600).concatenating(p)
        let layer = makeLayer(Rect(x: 20, y: 20, width: 60, height: 40), background: .red)
        layer.transform = t
        #expect(try render(makeRoot(size, [layer]), size: size).inkCount() == 0)
    }

    @Test func aLargeProjectedLayerKeepsItsEdgesWithinAPixel() throws {
        // pixman's matrix is 16.16 fixed point: check the error stays small for a layer 1,000
        // pixels across (the card above, scaled 5×, on a 1500 × 1000 canvas).
        let size = Size(width: 1500, height: 1000)
        let big = makeLayer(Rect(x: 250, y: 250, width: 1000, height: 500), background: .red)
        var p = Transform3D.identity
        p.m34 = -1.0 / 2500
        big.transform = p.rotated(by: .pi / 3, x: 0, y: 1, z: 0)
        let frame = try render(makeRoot(size, [big]), size: size)
        let s = sin(Double.pi / 3)
        let c = cos(Double.pi / 3)
        func edge(_ u: Double) -> Double { 750 + u * c / (1 + u * s / 2500) }
        let right = 750 + ink(frame, row: 500, from: 750)
        let left = 750 - ink(frame, row: 500, to: 750)
        #expect(abs(right - edge(500)) < 1, "right \(right) vs \(edge(500))")
        #expect(abs(left - edge(-500)) < 1, "left \(left) vs \(edge(-500))")
    }
}

import ReelCore
import Shaders
import Testing

@testable import ReelRender

@Suite struct CompositingTests {
    @Test func groupOpacityDoesNotDarkenOverlaps() throws {
        let size = Size(width: 60, height: 30)
        let group = makeLayer(Rect(x: 0, y: 0, width: 60, height: 30))
        group.opacity = 0.5
        group.addSublayer(makeLayer(Rect(x: 0, y: 0, width: 40, height: 30), background: .red))
        group.addSublayer(makeLayer(Rect(x: 20, y: 0, width: 40, height: 30), background: .red))
        let frame = try render(makeRoot(size, [group]), size: size)
        let single = frame[10, 15]
        let overlap = frame[30, 15]
        #expect(near(Int(single.a), 128, 1))
        #expect(overlap == single, "overlap \(overlap) vs single \(single)")
    }

    @Test func hugeTranslucentGroupIsStillDrawnWhereItIsVisible() throws {
        // Bounds far larger than any canvas: the group is clipped to the canvas, not dropped.
        let size = Size(width: 40, height: 40)
        let group = makeLayer(Rect(x: -1e12, y: -1e12, width: 2e12, height: 2e12), background: .red)
        group.opacity = 0.5
        group.addSublayer(makeLayer(Rect(x: 1e12, y: 1e12, width: 20, height: 20), background: .red))
        let frame = try render(makeRoot(size, [group]), size: size)
        #expect(near(frame.rgba(30, 30).a, 128, 1))
        #expect(frame[10, 10] == frame[30, 30])  // sublayer over background, one group
    }

    @Test func translucentSublayersWithoutGroupOpacityDoOverlap() throws {
        // The control: the same sublayers, each at 0.5 itself, must show the overlap.
        let size = Size(width: 60, height: 30)
        let a = makeLayer(Rect(x: 0, y: 0, width: 40, height: 30), background: .red)
        let b = makeLayer(Rect(x: 20, y: 0, width: 40, height: 30), background: .red)
        a.opacity = 0.5
        b.opacity = 0.5
        let frame = try render(makeRoot(size, [a, b]), size: size)
        #expect(frame[30, 15].a > frame[10, 15].a + 40)
    }

    @Test func singlePartOpacityMultipliesColour() throws {
        let size = Size(width: 20, height: 20)
        let layer = makeLayer(Rect(x: 0, y: 0, width: 20, height: 20), background: .blue)
        layer.opacity = 0.25
        let p = try render(makeRoot(size, [layer]), size: size).rgba(10, 10)
        #expect(near(p.a, 64, 1) && p.b == 255)
    }

    @Test func hiddenAndTransparentLayersDrawNothing() throws {
        let size = Size(width: 20, height: 20)
        let hidden = makeLayer(Rect(x: 0, y: 0, width: 20, height: 20), background: .red)
        hidden.isHidden = true
        hidden.addSublayer(makeLayer(Rect(x: 0, y: 0, width: 20, height: 20), background: .red))
        let zero = makeLayer(Rect(x: 0, y: 0, width: 20, height: 20), background: .red)
        zero.opacity = 0
        let frame = try render(makeRoot(size, [hidden, zero]), size: size)
        #expect(frame.inkCount() == 0)
    }

    @Test func sublayersDrawInOrderWithTransforms() throws {
        let size = Size(width: 40, height: 40)
        let bottom = makeLayer(Rect(x: 0, y: 0, width: 40, height: 40), background: .red)
        let top = makeLayer(Rect(x: 10, y: 10, width: 20, height: 20), background: .blue)
        top.affineTransform = AffineTransform(scaleX: 0.5, y: 0.5)  // about the anchor: 15…25
        let frame = try render(makeRoot(size, [bottom, top]), size: size)
        #expect(frame.rgba(20, 20).b == 255)
        #expect(frame.rgba(12, 12).r == 255)
    }

    @Test func boundsOriginScrollsSublayers() throws {
        // A "table" scrolled by 20 pt: a cell at y = 20 in its coordinates shows at its top.
        let size = Size(width: 40, height: 60)
        let table = makeLayer(Rect(x: 0, y: 10, width: 40, height: 40))
        table.bounds = Rect(x: 0, y: 20, width: 40, height: 40)
        table.masksToBounds = true
        table.addSublayer(makeLayer(Rect(x: 0, y: 20, width: 40, height: 10), background: .red))
        table.addSublayer(makeLayer(Rect(x: 0, y: 0, width: 40, height: 10), background: .blue))  // scrolled away
        let frame = try render(makeRoot(size, [table]), size: size)
        #expect(frame.rgba(20, 15).r == 255)
        #expect(frame.rgba(20, 5).a == 0 && frame.rgba(20, 25).a == 0)
        #expect(frame.inkCount() == 40 * 10)
    }

    @Test func backgroundColourFillsTheCanvas() throws {
        let size = Size(width: 10, height: 10)
        let frame = try render(makeRoot(size, []), size: size, background: Color(r8: 10, g8: 20, b8: 30))
        #expect(frame[0, 0] == (30, 20, 10, 255))
        #expect(frame[9, 9] == (30, 20, 10, 255))
    }

    @Test func shadowFallsBelowTheLayer() throws {
        let size = Size(width: 80, height: 80)
        let card = makeLayer(Rect(x: 20, y: 20, width: 40, height: 40), background: .white)
        card.shadowOpacity = 1
        card.shadowOffset = Size(width: 0, height: 8)
        card.shadowRadius = 3
        let frame = try render(makeRoot(size, [card]), size: size)
        #expect(frame.rgba(40, 40) == (255, 255, 255, 255))  // the card covers its own shadow
        let below = frame.rgba(40, 64)
        let above = frame.rgba(40, 16)
        #expect(below.a > 150 && below.r < 10, "shadow below: \(below)")
        #expect(above.a < 20, "above: \(above)")
        #expect(frame.rgba(40, 78).a < below.a)  // fades out
        // Without shadowOpacity nothing is drawn outside the card.
        card.shadowOpacity = 0
        #expect(try render(makeRoot(size, [card]), size: size).rgba(40, 64).a == 0)
    }

    @Test func shadowFollowsTheLayersAlphaShape() throws {
        // A circle's shadow is round: the box corner near the circle stays clear.
        let size = Size(width: 80, height: 80)
        let dot = makeLayer(Rect(x: 20, y: 20, width: 40, height: 40), background: .red)
        dot.cornerRadius = 20
        dot.shadowOpacity = 1
        dot.shadowOffset = Size(width: 10, height: 10)
        dot.shadowRadius = 1
        let frame = try render(makeRoot(size, [dot]), size: size)
        #expect(frame.rgba(68, 68).a < 30)  // the shadow box's corner, outside the shadow circle
        #expect(frame.rgba(50, 68).a > 200)  // inside the shadow circle, below the dot
    }

    @Test func masksToBoundsHidesTheShadowOutside() throws {
        let size = Size(width: 80, height: 80)
        let card = makeLayer(Rect(x: 20, y: 20, width: 40, height: 40), background: .white)
        card.shadowOpacity = 1
        card.shadowOffset = Size(width: 0, height: 8)
        card.masksToBounds = true
        #expect(try render(makeRoot(size, [card]), size: size).rgba(40, 64).a == 0)
    }

    @Test func groupOpacityWithShadowAppliesToBoth() throws {
        let size = Size(width: 80, height: 80)
        let card = makeLayer(Rect(x: 20, y: 20, width: 40, height: 40), background: .white)
        card.shadowOpacity = 1
        card.shadowOffset = Size(width: 0, height: 8)
        card.shadowRadius = 0
        card.opacity = 0.5
        let frame = try render(makeRoot(size, [card]), size: size)
        #expect(near(frame.rgba(40, 40).a, 128, 1))  // card, not card over shadow
        #expect(near(frame.rgba(40, 64).a, 128, 1))  // shadow at half
    }
}

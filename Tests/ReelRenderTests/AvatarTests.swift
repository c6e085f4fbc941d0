import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// The arc post's button: 50 × 50, cornerRadius 25, masksToBounds, 2 pt green border, an image.
@Suite struct AvatarTests {
    static func avatar(at center: Point) -> Layer {
        let avatar = makeLayer(Rect(x: center.x - 25, y: center.y - 25, width: 50, height: 50), background: .blue)
        avatar.cornerRadius = 25
        avatar.masksToBounds = true
        avatar.borderWidth = 2
        avatar.borderColor = .green
        avatar.contents = Image(path: fixture("avatar.png"))
        return avatar
    }

    @Test(arguments: [1.0, 2.0])
    func cornersTransparentBorderGreenCentreFromImage(scale: Double) throws {
        let size = Size(width: 60, height: 60)
        let frame = try render(makeRoot(size, [Self.avatar(at: Point(x: 30, y: 30))]), size: size, scale: scale)
        let k = scale
        func px(_ x: Double, _ y: Double) -> (r: Int, g: Int, b: Int, a: Int) { frame.rgba(Int(x * k), Int(y * k)) }
        #expect(frame.width == Int(60 * k) && frame.height == Int(60 * k))
        // Corners of the 50 × 50 box lie outside the circle: transparent.
        for (x, y) in [(6.0, 6.0), (53.5, 6.0), (6.0, 53.5), (53.5, 53.5)] {
            #expect(px(x, y).a == 0, "corner (\(x), \(y))")
        }
        // The 2 pt border, just inside the circle at the four compass points: green.
        for (x, y) in [(30.0, 6.0), (30.0, 53.5), (6.0, 30.0), (53.5, 30.0)] {
            let p = px(x, y)
            #expect(p.a == 255 && p.g >= 250 && p.r <= 5 && p.b <= 5, "border at (\(x), \(y)): \(p)")
        }
        // The centre comes from the image (#D04020), not the blue background.
        let c = px(30, 30)
        #expect(c.a == 255 && c.r == 0xD0 && c.g == 0x40 && c.b == 0x20, "\(c)")
        // Outside the avatar: nothing.
        #expect(px(2, 30).a == 0)
    }

    @Test func borderIsAboveSublayers() throws {
        let size = Size(width: 40, height: 40)
        let box = makeLayer(Rect(x: 5, y: 5, width: 30, height: 30))
        box.borderWidth = 3
        box.borderColor = .green
        box.addSublayer(makeLayer(Rect(x: 0, y: 0, width: 30, height: 30), background: .red))
        let frame = try render(makeRoot(size, [box]), size: size)
        #expect(frame.rgba(6, 20).g == 255 && frame.rgba(6, 20).r == 0)  // border over the red sublayer
        #expect(frame.rgba(20, 20).r == 255)  // sublayer inside
    }

    @Test func masksToBoundsClipsSublayersToRoundedBounds() throws {
        let size = Size(width: 60, height: 60)
        let clip = makeLayer(Rect(x: 10, y: 10, width: 40, height: 40))
        clip.cornerRadius = 20
        clip.masksToBounds = true
        clip.addSublayer(makeLayer(Rect(x: -10, y: -10, width: 60, height: 60), background: .red))
        let frame = try render(makeRoot(size, [clip]), size: size)
        #expect(frame.rgba(5, 30).a == 0)  // outside the bounds
        #expect(frame.rgba(12, 12).a == 0)  // inside the box but outside the rounded corner
        #expect(frame.rgba(30, 30).r == 255)
        let unclipped = makeLayer(Rect(x: 10, y: 10, width: 40, height: 40))
        unclipped.addSublayer(makeLayer(Rect(x: -10, y: -10, width: 60, height: 60), background: .red))
        #expect(try render(makeRoot(size, [unclipped]), size: size).rgba(5, 30).a == 255)
    }
}

import ReelCore
import Shaders
import Testing

@testable import ReelRender

@Suite struct DeterminismTests {
    /// A scene using every kind of drawing: avatars, shadows, text, a stroked path, groups.
    static func scene() -> Layer {
        let size = Size(width: 200, height: 160)
        let card = makeLayer(Rect(x: 10, y: 10, width: 180, height: 140), background: .white)
        card.cornerRadius = 12
        card.shadowOpacity = 0.4
        card.shadowOffset = Size(width: 0, height: 4)
        card.shadowRadius = 6
        let avatar = AvatarTests.avatar(at: Point(x: 40, y: 40))
        avatar.affineTransform = AffineTransform(rotationAngle: 0.3)
        card.addSublayer(avatar)
        let text = TextLayer()
        text.frame = Rect(x: 75, y: 20, width: 100, height: 60)
        text.string = "收藏 Reel"
        text.fontSize = 18
        text.foregroundColor = .black
        text.isWrapped = true
        card.addSublayer(text)
        let shape = ShapeLayer()
        shape.frame = Rect(x: 20, y: 80, width: 140, height: 50)
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 25))
        path.addQuadCurve(to: Point(x: 140, y: 25), controlPoint: Point(x: 70, y: -20))
        path.addCurve(to: Point(x: 0, y: 25), controlPoint1: Point(x: 100, y: 60), controlPoint2: Point(x: 40, y: 60))
        shape.path = path
        shape.fillColor = Color(red: 1, green: 0.8, blue: 0.2, alpha: 0.6)
        shape.strokeColor = .blue
        shape.lineWidth = 3
        shape.lineDashPattern = [6, 3]
        shape.opacity = 0.7
        card.addSublayer(shape)
        return makeRoot(size, [card])
    }

    @Test func sameSnapshotSameBytes() throws {
        let snapshot = Self.scene().modelSnapshot()
        let renderer = try FrameRenderer(
            canvasSize: Size(width: 200, height: 160), scale: 2, backgroundColor: .lightGray)
        let a = try renderer.render(snapshot)
        let b = try renderer.render(snapshot)
        let c = try FrameRenderer(canvasSize: Size(width: 200, height: 160), scale: 2, backgroundColor: .lightGray)
            .render(snapshot)
        #expect(a == b)
        #expect(a == c)
        // Equal frames prove nothing if nothing was drawn: the scene is not the bare background.
        let blank = try renderer.render(makeRoot(Size(width: 200, height: 160), []).modelSnapshot())
        #expect(a != blank)
    }

    /// The frame the determinism tests compare shows every part of the scene, with the colours
    /// Core Animation's compositing gives (so a renderer that drops a part, or draws only the
    /// background, fails here rather than passing the equality checks vacuously).
    @Test func theComparedFrameShowsEveryPart() throws {
        let renderer = try FrameRenderer(
            canvasSize: Size(width: 200, height: 160), scale: 2, backgroundColor: .lightGray)
        let frame = try renderer.render(Self.scene().modelSnapshot())
        func expectColour(_ x: Int, _ y: Int, _ want: (Int, Int, Int), _ what: String, tolerance: Int = 2) {
            let p = frame.rgba(x, y)
            #expect(
                p.a == 255 && near(p.r, want.0, tolerance) && near(p.g, want.1, tolerance)
                    && near(p.b, want.2, tolerance),
                "\(what) at (\(x), \(y)): \(p)")
        }
        // Canvas: light grey (2/3 → 170). Card (20…380 × 20…300 px): white.
        expectColour(2, 2, (170, 170, 170), "background", tolerance: 0)
        expectColour(300, 150, (255, 255, 255), "card", tolerance: 0)
        // The card's shadow (opacity 0.4, 4 pt down, radius 6) darkens the grey below it,
        // fading with distance.
        let shadow = [304, 308, 312, 318].map { frame.rgba(200, $0).r }
        #expect(shadow[0] < 150 && shadow == shadow.sorted() && shadow[3] < 170, "shadow below the card: \(shadow)")
        // Avatar: the image's #D04020 inside a 2 pt green border.
        expectColour(100, 100, (0xD0, 0x40, 0x20), "avatar image")
        expectColour(100, 53, (0, 255, 0), "avatar border, top")
        expectColour(100, 147, (0, 255, 0), "avatar border, bottom")
        // Shape, one group at opacity 0.7: fill (1, 0.8, 0.2, 0.6) covers white with alpha
        // 0.42 → (255, 234, 169); the blue stroke at 0.7 → (77, 77, 255).
        expectColour(200, 230, (255, 234, 169), "shape fill")
        expectColour(60, 230, (77, 77, 255), "shape stroke")
        // Text "收藏 Reel" in black in its frame (170…370 × 60…180 px): both scripts inked.
        func darkPixels(_ x: Int, _ width: Int) -> Int {
            var n = 0
            for y in 60..<180 {
                for xx in x..<(x + width) {
                    let p = frame.rgba(xx, y)
                    if p.r < 64 && p.g < 64 && p.b < 64 { n += 1 }
                }
            }
            return n
        }
        #expect(darkPixels(170, 75) > 150, "the Chinese characters")
        #expect(darkPixels(250, 90) > 150, "Reel")
    }

    @Test func sameBytesOnManyThreadsAtOnce() async throws {
        let snapshot = Self.scene().modelSnapshot()
        let renderer = try FrameRenderer(canvasSize: Size(width: 200, height: 160), scale: 1)
        let reference = try renderer.render(snapshot)
        let frames = try await withThrowingTaskGroup(of: Frame.self) { group in
            for _ in 0..<8 { group.addTask { try renderer.render(snapshot) } }
            return try await group.reduce(into: [Frame]()) { $0.append($1) }
        }
        #expect(frames.count == 8)
        #expect(frames.allSatisfy { $0 == reference })
    }

    @Test func scaleTwoDoublesThePixelSize() throws {
        let snapshot = Self.scene().modelSnapshot()
        let one = try FrameRenderer(canvasSize: Size(width: 200, height: 160), scale: 1).render(snapshot)
        let two = try FrameRenderer(canvasSize: Size(width: 200, height: 160), scale: 2).render(snapshot)
        #expect(one.width == 200 && one.height == 160)
        #expect(two.width == 400 && two.height == 320)
        // Flat areas agree at corresponding points (the avatar's centre, the card's corner area).
        #expect(two.rgba(80, 80) == one.rgba(40, 40))
        #expect(two.rgba(60, 270) == one.rgba(30, 135))
        #expect(two.rgba(1, 1) == one.rgba(0, 0))
    }
}

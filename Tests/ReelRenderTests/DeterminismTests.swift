import Testing
import ReelCore
import Shaders
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
        let renderer = try FrameRenderer(canvasSize: Size(width: 200, height: 160), scale: 2, backgroundColor: .lightGray)
        let a = try renderer.render(snapshot)
        let b = try renderer.render(snapshot)
        let c = try FrameRenderer(canvasSize: Size(width: 200, height: 160), scale: 2, backgroundColor: .lightGray)
            .render(snapshot)
        #expect(a == b)
        #expect(a == c)
        #expect(a.inkCount() == a.width * a.height)
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

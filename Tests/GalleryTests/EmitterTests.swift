import Foundation
import Gallery
import Reel
import ReelCore
import ReelRegression
import ReelRender
import ReelScene
import Shaders
import Testing

/// `EmitterLayer` (`CAEmitterLayer`): particles are a pure function of the scene and the time.
@Suite struct EmitterTests {
    /// The confetti piece: 10 × 5 white pixels, written with Reel's PNG writer.
    static func confettiImage() throws -> String {
        let path = repositoryRoot.appendingPathComponent("docs/gallery/assets/confetti.png").path
        if !FileManager.default.fileExists(atPath: path) {  // committed; made again only if deleted
            try writePNG(Frame(width: 10, height: 5, pixels: [UInt8](repeating: 255, count: 10 * 5 * 4)), to: path)
        }
        return path
    }

    static func confetti(seed: Int = 1) throws -> Stage { Confetti.stage(imagePath: try confettiImage(), seed: seed) }

    @Test func aFrameRenderedAloneEqualsTheSameFrameInTheSequence() throws {
        let timeline = try Self.confetti().run()
        let clip = Clip(timeline: timeline, scale: 1, backgroundColor: .white)
        let all = try frameHashes(clip)
        let alone = Clip(timeline: try Self.confetti().run(), scale: 1, backgroundColor: .white)
        for index in [40, 22, 3] {
            #expect(try FrameHash(of: alone.frame(index, renderer: alone.makeRenderer())).hex == all[index])
        }
        #expect(Set(all).count > 40)  // the confetti moves
    }

    @Test func twoSeedsGiveDifferentPatterns() throws {
        let a = try renderFrame(Self.confetti(seed: 1).run(), 30)
        let b = try renderFrame(Self.confetti(seed: 2).run(), 30)
        #expect(a != b)
    }

    @Test func theSceneDocumentGivesTheSameFrames() throws {
        let timeline = try Self.confetti().run()
        let doc = try SceneDocument(json: SceneDocument(timeline: timeline).jsonText())
        #expect(try renderFrame(timeline, 30) == renderFrame(doc.timeline(), 30))
        if try recordGalleryDocumentIfAsked(Confetti.name, Confetti.stage(imagePath: Self.confettiImage())) {
            Issue.record("recorded \(Confetti.name).json; run again without REEL_RECORD_GALLERY")
            return
        }
        let gallery = try SceneDocument(
            json: String(contentsOfFile: galleryDocumentPath(Confetti.name), encoding: .utf8))
        #expect(
            try renderFrame(
                gallery.timeline(baseDirectory: repositoryRoot.appendingPathComponent("docs/gallery").path), 30)
                == renderFrame(timeline, 30))
    }

    /// Live particles of one cell with rate r and lifetime L at t: k with k/r ≤ t < k/r + L.
    @Test func theLiveCountIsTheBirthScheduleCount() {
        var s = LayerState(kind: .emitter)
        var cell = EmitterCell()
        cell.birthRate = 10
        cell.lifetime = 1
        cell.contents = Image(path: "x.png")
        s.emitterCells = [cell]
        #expect(ParticleEvaluator.liveCount(of: s, at: 2.55) == 10)  // k = 16 … 25
        #expect(ParticleEvaluator.liveCount(of: s, at: 0.05) == 1)  // k = 0
        #expect(ParticleEvaluator.liveCount(of: s, at: 1000.55) == 10)  // cost: only live ones
        s.birthRate = 2  // the layer's multiplier
        #expect(ParticleEvaluator.liveCount(of: s, at: 2.57) == 20)  // k = 32 … 51
    }

    /// One particle, no ranges: position p₀ + v·a + ½·acc·a², colour c₀ + speed·a, angle spin·a.
    @Test func aParticleFollowsTheClosedForm() throws {
        var s = LayerState(kind: .emitter)
        s.emitterPosition = Point(x: 20, y: 20)
        var cell = EmitterCell()
        cell.birthRate = 1
        cell.lifetime = 10
        cell.velocity = 100
        cell.yAcceleration = 50
        cell.spin = 2
        cell.alphaSpeed = -0.4
        cell.contents = Image(path: "x.png")
        s.emitterCells = [cell]
        let particles = ParticleEvaluator.particles(of: s, at: 0.5)
        #expect(particles.count == 1)
        let p = try #require(particles.first)
        #expect(abs(p.position.x - 70) < 1e-9 && abs(p.position.y - 26.25) < 1e-9)
        #expect(abs(p.angle - 1) < 1e-9 && abs(p.color.alpha - 0.8) < 1e-9)

        // Drawn: the 10 × 5 piece centred at (70, 26.25).
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 100, height: 60)
        let emitter = EmitterLayer()
        emitter.frame = root.frame
        emitter.emitterPosition = s.emitterPosition
        cell.spin = 0
        cell.alphaSpeed = 0
        cell.color = Color(red: 1, green: 0, blue: 0)
        cell.contents = Image(path: try Self.confettiImage())
        emitter.emitterCells = [cell]
        emitter.beginTime = 0
        root.addSublayer(emitter)
        let stage = Stage(size: Size(width: 100, height: 60), fps: 2, duration: 1, rootLayer: root)
        let frame = try renderFrame(stage.run(), 1, background: .white)
        let inside = frame.rgba(70, 26)
        let outside = frame.rgba(70, 33)
        #expect(inside.r == 255 && inside.g == 0 && inside.b == 0, "\(inside)")
        #expect(outside.r == 255 && outside.g == 255, "\(outside)")
    }
}

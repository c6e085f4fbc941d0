import Foundation
import Gallery
import Reel
import ReelCLI
import ReelCore
import ReelRender
import ReelScene
import Testing

/// The gallery scenes that show each depth, replicator and emitter feature in one: `DepthStack`
/// (`zPosition`, `transform.rotation.x`, `transform.translation.z`, `transform.scale.x/.y` in a
/// transform layer), `ReplicatorCarousel` (3-D `instanceTransform`, `preservesDepth`,
/// `instanceColor`, red/green/alpha offsets), `Fireworks` (nested emitter cells, `scaleSpeed`,
/// colour ranges and speeds, `lifetimeRange`, `xAcceleration`, additive) and `EmitterShapes`
/// (rectangle/circle shapes in outline, surface and points modes, `emissionLatitude`), checked
/// against their formulas. Their documents are checked with the others in `GalleryPortTests`.
@Suite struct GalleryDepthEmitterTests {
    static let assets = GalleryPortTests.assetsFolder

    /// The top card, at depth z = 60 + lift·e, scaled by s = 1 − 0.2·e, in a stack turned by
    /// θ = e about x (e the eased progress): its point (0, v) from the centre goes to
    /// (0, v·cos θ − z·sin θ, v·sin θ + z·cos θ), and the container's m34 = −1/400 divides by
    /// w = 1 − z′/400. Down the middle column the top card's colour runs between the images of
    /// v = ±60·s; it is in front, so nothing covers it.
    @Test(arguments: [0, 5, 9, 18, 30])
    func theTopCardOfTheTiltedStackIsWhereTheProjectionPutsIt(index: Int) throws {
        let stack = Gallery.DepthStack.self
        let timeline = stack.stage().run()
        let e = stack.progress(at: timeline.time(ofFrame: index))
        let theta = stack.tilt * e
        let z = 2 * stack.spacing + stack.lift * e
        let s = 1 - (1 - stack.shrink) * e
        func screenY(_ v: Double) -> Double {
            let y = v * cos(theta) - z * sin(theta)
            let zz = v * sin(theta) + z * cos(theta)
            return 120 + y / (1 - zz / stack.eyeDistance)
        }
        let (top, bottom) = (screenY(-60 * s), screenY(60 * s))
        let frame = try renderFrame(timeline, index)
        let orange = stack.colors[2]
        func isTop(_ y: Int) -> Bool {
            let p = frame.rgba(120, y)
            return abs(p.r - Int(orange.red * 255)) <= 3 && abs(p.g - Int(orange.green * 255)) <= 3
                && abs(p.b - Int(orange.blue * 255)) <= 3
        }
        let rows = (0..<240).filter(isTop)
        let first = try #require(rows.first)
        let last = try #require(rows.last)
        #expect(abs(Double(first) - top) < 1.5, "frame \(index): top \(first) vs \(top)")
        #expect(abs(Double(last + 1) - bottom) < 1.5, "frame \(index): bottom \(last + 1) vs \(bottom)")
        #expect(rows.count == last - first + 1, "in front: one unbroken run")
    }

    /// Frame 0: instance 0 faces the viewer at z = +80 and instance 4 sits behind it at −80
    /// (the same screen x); with `preservesDepth` the near one is drawn in front, in its tint
    /// `instanceColor` (white card × colour), its edges at 120 ± 25 / (1 − 80/500). Frame
    /// 3 (a turn of 3/48 · 2π): instance 7 has come round to α = −π/4 + 3π/24, its centre
    /// at 120 + 80·sin α / (1 − 80·cos α / 500), in front of instance 4.
    @Test func theCarouselsNearestCardIsInFrontInItsTint() throws {
        let carousel = Gallery.ReplicatorCarousel.self
        let timeline = carousel.stage().run()
        let frame = try renderFrame(timeline, 0)
        let c = carousel.instanceColor
        let p = frame.rgba(120, 120)
        #expect(abs(p.r - Int(c.red * 255)) <= 2 && abs(p.g - Int(c.green * 255)) <= 2, "front card: \(p)")
        #expect(abs(p.b - Int(c.blue * 255)) <= 2)
        let half = 25 / (1 - carousel.radius / carousel.eyeDistance)
        #expect(frame.rgba(Int((120 - half).rounded(.up)) + 1, 120) == p)
        #expect(frame.rgba(Int((120 + half).rounded(.down)) - 1, 120) == p)

        // Instance 7's multiplier: instanceColor + 7 · offsets, clamped, alpha 1 − 7 · 0.05; it
        // is translucent, and instance 4 (at φ + π, behind it) shows
        // through where they overlap: 7 over 4 over the background.
        let later = try renderFrame(timeline, 3)
        let phi = 2 * Double.pi * timeline.time(ofFrame: 3) / carousel.period
        let alpha = -Double.pi / 4 + phi
        let x = 120 + carousel.radius * sin(alpha) / (1 - carousel.radius * cos(alpha) / carousel.eyeDistance)
        let shown = later.rgba(Int(x.rounded(.down)), 120)
        func tint(_ i: Int) -> (r: Double, g: Double, a: Double) {
            (
                min(c.red + Double(i) * carousel.redOffset, 1), max(c.green + Double(i) * carousel.greenOffset, 0),
                1 + Double(i) * carousel.alphaOffset
            )
        }
        let alpha4 = phi + .pi
        let x4 = 120 + carousel.radius * sin(alpha4) / (1 - carousel.radius * cos(alpha4) / carousel.eyeDistance)
        let half4 = 25 / (1 - carousel.radius * cos(alpha4) / carousel.eyeDistance)
        #expect(abs(x - x4) < half4 - 1, "instance 4 is behind instance 7's centre")
        let bg = carousel.background
        let (t4, t7) = (tint(4), tint(7))
        let under = (r: t4.r * t4.a + bg.red * (1 - t4.a), g: t4.g * t4.a + bg.green * (1 - t4.a))
        let r = (t7.r * t7.a + under.r * (1 - t7.a)) * 255
        let g = (t7.g * t7.a + under.g * (1 - t7.a)) * 255
        #expect(abs(Double(shown.r) - r) <= 3 && abs(Double(shown.g) - g) <= 3, "\(shown) vs \(r), \(g)")
    }

    /// The rockets' acceleration is (xAcceleration, yAcceleration) = (15, 110): the second
    /// difference of a rocket's position over steps of h is acc · h². A trail spark's scale is
    /// 0.8 − 1.2 · its age (a rocket's own is 1), and the trail's sparks are there (nested cell).
    @Test func fireworksRocketsFallUnderTheirAccelerationAndTrailsShrink() throws {
        let timeline = Gallery.Fireworks.stage(assets: Self.assets).run()
        func particles(_ t: Double) -> [Particle] {
            ParticleEvaluator.particles(of: timeline.evaluate(at: t).sublayers[0])
        }
        let h = 0.1
        let t = 1.2
        let rockets = particles(t).filter { $0.scale == 1 }
        #expect(rockets.count >= 2)
        let later = particles(t + h).filter { $0.scale == 1 }
        let last = particles(t + 2 * h).filter { $0.scale == 1 }
        var checked = 0
        for r in rockets {
            guard let r1 = later.first(where: { $0.birthTime == r.birthTime }),
                let r2 = last.first(where: { $0.birthTime == r.birthTime })
            else { continue }
            #expect(abs(r2.position.x - 2 * r1.position.x + r.position.x - 15 * h * h) < 1e-6)
            #expect(abs(r2.position.y - 2 * r1.position.y + r.position.y - 110 * h * h) < 1e-6)
            checked += 1
        }
        #expect(checked >= 1)
        let sparks = particles(t).filter { $0.scale < 1 && t - $0.birthTime < 0.6 }
        #expect(sparks.count > 10 * rockets.count)
        for spark in sparks {
            #expect(abs(spark.scale - (0.8 - 1.2 * (t - spark.birthTime))) < 1e-9, "age \(t - spark.birthTime)")
        }
    }

    /// `reel trace`'s emitter fields, as docs/command-line.md documents them: the particles drawn (nested
    /// cells' included), the layer's `birthRate` and each top-level cell's.
    @Test func theTraceShowsTheLiveParticlesAndBirthRates() {
        let timeline = Gallery.Fireworks.stage(assets: Self.assets).run()
        let snapshot = timeline.evaluate(at: 1.2)
        let live = ParticleEvaluator.particles(of: snapshot.sublayers[0]).count
        #expect(live > 20)
        let line = Trace.line(frame: 18, time: 1.2, snapshot: snapshot)
        #expect(line.contains("\"liveParticles\":\(live),\"birthRate\":1,\"cellBirthRates\":[2]}"), "\(line)")
    }

    /// `reel info` names an emitter's shape, mode and birth rates, nested cells included.
    @Test func reelInfoShowsTheEmittersRates() throws {
        let path = galleryDocumentPath(Gallery.Fireworks.name)
        let doc = try SceneDocument(json: String(contentsOfFile: path, encoding: .utf8))
        let text = InfoCommand.describe(doc, path: "fireworks.json")
        #expect(
            text.contains(
                "sparklers (emitter, 1 cells: rocket) (point shape, volume mode, birthRate ×1; rocket 2/s for 1.6 s,"
                    + " 1 nested: trail 40/s for 0.5 s)"), "\(text)")
    }

    /// Where sparks are born on each shape: a spark of age a has moved 4 · cos(π/4) · a from
    /// its birth point (`emissionLatitude` π/4 shortens the in-plane speed), so it lies that far
    /// from the outline of a rectangle or circle, within the disc grown by it, or exactly that
    /// far from the nearest corner in `points` mode.
    @Test func emitterShapesBirthSparksOnTheirShapes() throws {
        let timeline = Gallery.EmitterShapes.stage(assets: Self.assets).run()
        let t = 1.25
        let layers = timeline.evaluate(at: t).sublayers
        for (i, (shape, mode, c, size, _)) in Gallery.EmitterShapes.emitters.enumerated() {
            let sparks = ParticleEvaluator.particles(of: layers[i])
            #expect(sparks.count >= 50, "\(shape) \(mode)")
            for p in sparks {
                let moved = 4 * cos(Double.pi / 4) * (t - p.birthTime)
                let dx = p.position.x - c.x
                let dy = p.position.y - c.y
                let (hw, hh) = (size.width / 2, size.height / 2)
                switch (shape, mode) {
                case (.circle, .outline):
                    #expect(abs((dx * dx + dy * dy).squareRoot() - size.width) <= moved + 1e-9)
                case (.circle, _):
                    #expect((dx * dx + dy * dy).squareRoot() <= size.width + moved + 1e-9)
                case (_, .points):
                    let corner = (x: dx < 0 ? -hw : hw, y: dy < 0 ? -hh : hh)
                    let d = ((dx - corner.x) * (dx - corner.x) + (dy - corner.y) * (dy - corner.y)).squareRoot()
                    #expect(abs(d - moved) < 1e-9, "\(d) vs \(moved)")
                default:
                    // Distance to the rectangle's outline.
                    let ox = abs(dx) - hw
                    let oy = abs(dy) - hh
                    let outside = (max(ox, 0) * max(ox, 0) + max(oy, 0) * max(oy, 0)).squareRoot()
                    let d = ox > 0 || oy > 0 ? outside : -max(ox, oy)
                    #expect(d <= moved + 1e-9, "\(shape) \(mode): \(d) vs \(moved)")
                }
            }
        }
        // Drawn: the outline circle's centre is dark, the disc's is lit.
        let frame = try renderFrame(timeline, 12)
        #expect(frame.rgba(180, 60).g < 60, "ring centre \(frame.rgba(180, 60))")
        let disc = (0..<9).map { frame.rgba(56 + $0, 180).g }.max() ?? 0
        #expect(disc > 60, "disc centre \(disc)")
    }
}

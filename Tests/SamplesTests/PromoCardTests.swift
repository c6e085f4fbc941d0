import Foundation
import PromoCard
import Reel
import ReelCore
import ReelRegression
import ReelRender
import Shaders
import Testing

/// The promo-card clip against its storyboard (`PromoCardClip`'s doc comment), from its trace,
/// its snapshots and a few rendered frames. The expected values are written here from the
/// formulas (timing curves, the spring's closed form, the emitter's birth schedule), not read
/// from Reel's evaluators.
@Suite("promo-card follows its storyboard")
struct PromoCardTests {
    typealias C = PromoCardClip
    static let card = "cardContainer/card"
    static let front = "cardContainer/card/front"
    static let back = "cardContainer/card/back"

    static func time(_ f: Int) -> Double { SampleRun.promoCard.timeline.time(ofFrame: f) }

    /// The flip's angle about y at `t`: π · easeInEaseOut over 0.9 s from 1.6 s.
    static func flipAngle(at t: Double) -> Double {
        let x = min(max((t - C.productLoaded) / C.flipDuration, 0), 1)
        return Double.pi * Reference.easeInEaseOut(x)
    }

    /// When the flip's completion runs (the reveal starts then).
    static var flipEnd: Double { C.productLoaded + C.flipDuration }

    @Test("the layers carry the contract's names")
    func names() {
        let paths = Set(SampleRun.promoCard.trace.flatMap { $0.layers.keys })
        let expected: Set<String> = [
            "background", "header", "header/title", "header/subtitle", "cardContainer", Self.card, Self.front,
            "\(Self.front)/placeholder", "\(Self.front)/loadingRing", "\(Self.front)/loadingRing/dot", Self.back,
            "\(Self.back)/productImage", "\(Self.back)/productImage/boba", "\(Self.back)/productName",
            "\(Self.back)/productNameZh", "\(Self.back)/price", "\(Self.back)/shopButton",
            "\(Self.back)/shopButton/label", "badge", "badge/percent", "badge/caption", "footer", "confetti",
        ]
        #expect(paths.isSuperset(of: expected), "missing: \(expected.subtracting(paths).sorted())")
        let snapshot = SampleRun.promoCard.snapshot(at: 0)
        #expect(snapshot.named("\(Self.front)/placeholder")?.mask?.state.name == "shimmer")
        #expect(snapshot.named("\(Self.back)/productImage")?.mask?.state.name == "reveal")
    }

    @Test("the header slides up 16 pt and fades in: View.animate, 0.6 s ease-out after a 0.2 s delay")
    func headerSlidesIn() throws {
        let run = SampleRun.promoCard
        let rest = try #require(run.trace.last?["header"]).point
        var checks = FrameChecks()
        for (f, frame) in run.trace.enumerated() {
            let header = try #require(frame["header"])
            let x = Reference.easeOut(min(max((Self.time(f) - 0.2) / 0.6, 0), 1))
            checks.check(abs(header.opacity - x) < 1e-9, "frame \(f): header opacity \(header.opacity), expected \(x)")
            let y = rest.y + 16 * (1 - x)
            checks.check(abs(header.point.y - y) < 1e-9, "frame \(f): header y \(header.point.y), expected \(y)")
        }
        checks.finish("header")
    }

    @Test("the shimmer mask's locations sweep [-1, -0.5, 0] → [1, 1.5, 2] every 1.2 s until the flip is done")
    func shimmerSweeps() throws {
        let run = SampleRun.promoCard
        var checks = FrameChecks()
        var seenBand = false
        for f in 0..<run.trace.count {
            let t = Self.time(f)
            let mask = try #require(run.snapshot(at: t).named("\(Self.front)/placeholder")?.mask)
            let locations = try #require(mask.state.locations)
            let from = [-1.0, -0.5, 0.0]
            let to = [1.0, 1.5, 2.0]
            let expected: [Double]
            if t < Self.flipEnd {
                let phase = (t / 1.2) - (t / 1.2).rounded(.down)
                expected = zip(from, to).map { $0 + ($1 - $0) * phase }
                if expected[1] > 0.2 && expected[1] < 0.8 { seenBand = true }
            } else {
                expected = from  // the animation was removed: the model value
            }
            checks.check(
                zip(locations, expected).allSatisfy { abs($0 - $1) < 1e-9 },
                "frame \(f): locations \(locations), expected \(expected)")
        }
        checks.finish("shimmer")
        #expect(seenBand, "the band never crossed the middle of the placeholder")
    }

    @Test("the card turns over about y: π · easeInEaseOut over 0.9 s from 1.6 s, under m34 = −1/1000")
    func cardFlips() throws {
        let run = SampleRun.promoCard
        var checks = FrameChecks()
        var turning = 0
        for (f, frame) in run.trace.enumerated() {
            let card = try #require(frame[Self.card])
            let theta = Self.flipAngle(at: Self.time(f))
            // CATransform3DMakeRotation(θ, 0, 1, 0), row-major: m11 = cos θ, m13 = −sin θ, m31 = sin θ, m33 = cos θ.
            var expected = [Double](repeating: 0, count: 16)
            expected[0] = cos(theta)
            expected[2] = -sin(theta)
            expected[5] = 1
            expected[8] = sin(theta)
            expected[10] = cos(theta)
            expected[15] = 1
            let m = card.transform3D ?? [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
            checks.check(
                zip(m, expected).allSatisfy { abs($0 - $1) < 1e-9 },
                "frame \(f): card transform \(m), rotation \(theta)")
            if theta > 0 && theta < Double.pi { turning += 1 }
        }
        checks.finish("flip")
        // 0.9 s at 30 fps: frames 48 (θ = 0) to 75 (θ = π), so 26 frames in between.
        #expect(turning == 26, "the card is turning on \(turning) frames")
        let container = try #require(run.snapshot(at: 0).named("cardContainer"))
        #expect(container.state.sublayerTransform.m34 == -1.0 / 1000)
        for face in [Self.front, Self.back] {
            #expect(run.snapshot(at: 0).named(face)?.state.isDoubleSided == false, "\(face) is double-sided")
        }
    }

    /// Frames where the card faces away from or towards the viewer, mid-turn.
    static let flipFrames = [52, 58, 66, 70]

    @Test("mid-turn only the face towards the viewer is drawn (isDoubleSided = false)", arguments: flipFrames)
    func onlyTheFacingFaceIsDrawn(frame f: Int) throws {
        let run = SampleRun.promoCard
        let t = Self.time(f)
        let theta = Self.flipAngle(at: t)
        #expect(theta > 0.1 && theta < Double.pi - 0.1 && abs(theta - Double.pi / 2) > 0.1)
        let clip = Clip(timeline: run.timeline, scale: 1, backgroundColor: .white)
        let renderer = try clip.makeRenderer()
        let snapshot = run.snapshot(at: t)
        let whole = try renderer.render(snapshot)
        let hidden = theta < Double.pi / 2 ? "back" : "front"
        let shown = theta < Double.pi / 2 ? "front" : "back"
        let withoutHidden = try renderer.render(snapshot.removing(named: hidden))
        let withoutShown = try renderer.render(snapshot.removing(named: shown))
        #expect(Self.differingPixels(whole, withoutHidden) == 0, "frame \(f): the \(hidden) face shows through")
        #expect(Self.differingPixels(whole, withoutShown) > 5000, "frame \(f): the \(shown) face is not drawn")
    }

    static func differingPixels(_ a: Frame, _ b: Frame) -> Int {
        var n = 0
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] { n += 1 }
        }
        return n
    }

    @Test("the loading ring: twelve dots, each fading 1 → 0.15 over 1 s, 1/12 s after the one before, clockwise")
    func loadingRingInPixels() throws {
        let run = SampleRun.promoCard
        let ring = try #require(run.trace[0]["\(Self.front)/loadingRing"])
        #expect(ring.instanceCount == 12)
        #expect(abs((ring.instanceDelay ?? 0) - 1.0 / 12) < 1e-12)
        // Frame 46 (t = 1.5333 s): copy k shows the fade at t − k/12; render with and without the
        // ring and read each copy's opacity back from the green channel of its dot's centre.
        let f = 46
        let t = Self.time(f)
        let scale = 2.0
        let clip = Clip(timeline: run.timeline, scale: scale, backgroundColor: .white)
        let renderer = try clip.makeRenderer()
        let snapshot = run.snapshot(at: t)
        let with = try renderer.render(snapshot)
        let without = try renderer.render(snapshot.removing(named: "loadingRing"))
        let centre = ring.centreInRoot
        let radius = 28.0 - 4.0  // the dot's centre is 4 pt inside the 56 pt ring
        let accent = 0x4F  // #FF4F79's green
        var checks = FrameChecks()
        for k in 0..<12 {
            let phase = t - Double(k) / 12 - (t - Double(k) / 12).rounded(.down)
            let expected = 1 - 0.85 * phase
            // Copy k is the dot (at the ring's top) turned k · 30° clockwise about the centre.
            let angle = Double(k) * Double.pi / 6
            let p = Point(x: centre.x + radius * sin(angle), y: centre.y - radius * cos(angle))
            let px = Int((p.x * scale).rounded(.down))
            let py = Int((p.y * scale).rounded(.down))
            let g = Double(with[px, py].g)
            let g0 = Double(without[px, py].g)
            let alpha = (g0 - g) / (g0 - Double(accent))
            checks.check(abs(alpha - expected) < 0.02, "copy \(k): opacity \(alpha) in pixels, expected \(expected)")
        }
        checks.finish("loading ring")
    }

    @Test("the flip's completion reveals the picture: the mask's circle grows 0 → 170 pt, ease-out over 0.7 s")
    func revealFollowsEaseOut() throws {
        let run = SampleRun.promoCard
        var checks = FrameChecks()
        for f in 0..<run.trace.count {
            let t = Self.time(f)
            let mask = try #require(run.snapshot(at: t).named("\(Self.back)/productImage")?.mask)
            let bounds = try #require(mask.state.path).bounds
            let x = Reference.easeOut(min(max((t - Self.flipEnd) / C.revealDuration, 0), 1))
            let r = 170 * x
            checks.check(
                abs(bounds.width / 2 - r) < 1e-9 && abs(bounds.midX - 134) < 1e-9 && abs(bounds.midY - 100) < 1e-9,
                "frame \(f): mask circle \(bounds), expected radius \(r) about (134, 100)")
        }
        checks.finish("reveal")
    }

    @Test("the badge pops on UIKit's spring: damping 0.45, velocity 0.8, 0.9 s, scale 0.01 → 1")
    func badgeSprings() throws {
        let run = SampleRun.promoCard
        let spring = View.springParameters(
            dampingRatio: C.badgeDamping, duration: C.badgeDuration, initialVelocity: C.badgeVelocity)
        var checks = FrameChecks()
        var peak = 0.0
        for (f, frame) in run.trace.enumerated() {
            let t = Self.time(f)
            let badge = try #require(frame["badge"])
            if t < C.celebration - 1e-9 {
                checks.check(badge.hidden, "frame \(f): the badge shows before the celebration")
                continue
            }
            checks.check(!badge.hidden, "frame \(f): the badge is hidden")
            let age = t - C.celebration
            let s =
                age >= C.badgeDuration
                ? 1
                : 0.01 + 0.99
                    * Reference.spring(
                        stiffness: spring.stiffness, damping: spring.damping, velocity: C.badgeVelocity, at: age)
            let m = badge.transform
            checks.check(
                abs(m[0] - s) < 1e-9 && abs(m[3] - s) < 1e-9 && abs(m[1]) < 1e-12 && abs(m[2]) < 1e-12,
                "frame \(f): badge transform \(m), spring scale \(s)")
            peak = max(peak, m[0])
        }
        checks.finish("badge")
        #expect(peak > 1.1, "the spring should overshoot visibly; the largest scale is \(peak)")
    }

    @Test("confetti: five cells × 12 a second from 3.2 s until 3.9 s, each piece living on to the end")
    func confettiBirths() throws {
        let run = SampleRun.promoCard
        var checks = FrameChecks()
        for (f, frame) in run.trace.enumerated() {
            let t = Self.time(f)
            let emitter = frame["confetti"]
            if t < C.celebration - 1e-9 {
                checks.check(emitter == nil, "frame \(f): the emitter is there before the celebration")
                continue
            }
            let age = min(t - C.celebration, C.confettiStop - C.celebration)
            let births = age * C.confettiBirthRate
            // Skip the instants where a birth falls exactly on a frame (rounding decides).
            if abs(births - births.rounded()) < 1e-6 && t < C.confettiStop { continue }
            let perCell = t < C.confettiStop ? Int(births.rounded(.down)) + 1 : Int((births - 1e-9).rounded(.down)) + 1
            checks.check(
                emitter?.liveParticles == 5 * perCell,
                "frame \(f): \(emitter?.liveParticles ?? -1) live particles, expected \(5 * perCell)")
        }
        checks.finish("confetti")
        #expect(run.trace.last?["confetti"]?.liveParticles == 45)  // 5 × (0, 1/12, …, 8/12 s)
    }

    @Test("the Shop-now button breathes from 4.4 s: 1 → 1.06 → 1, ease in-out, 0.45 s each way")
    func buttonPulses() throws {
        let run = SampleRun.promoCard
        var checks = FrameChecks()
        for (f, frame) in run.trace.enumerated() {
            let t = Self.time(f)
            let button = try #require(frame["\(Self.back)/shopButton"])
            var s = 1.0
            if t >= C.pulse {
                let p = (t - C.pulse).truncatingRemainder(dividingBy: 2 * C.pulseHalfPeriod)
                let x = p < C.pulseHalfPeriod ? p / C.pulseHalfPeriod : 2 - p / C.pulseHalfPeriod
                s = 1 + 0.06 * Reference.easeInEaseOut(x)
            }
            checks.check(
                abs(button.transform[0] - s) < 1e-9 && abs(button.transform[3] - s) < 1e-9,
                "frame \(f): button scale \(button.transform[0]), expected \(s)")
        }
        checks.finish("pulse")
    }

    @Test("every string is drawn with real glyphs: Latin from DejaVu Sans, Chinese from WenQuanYi Micro Hei")
    func textFaces() throws {
        var strings: [String: [String]] = [:]
        func visit(_ layer: LayerSnapshot) throws {
            if layer.state.kind == .text {
                strings[layer.state.string] = try TextFonts.faces(of: layer.state, scale: C.scale)
            }
            for sub in layer.sublayers { try visit(sub) }
        }
        try visit(SampleRun.promoCard.snapshot(at: C.duration - 0.1))
        #expect(strings.count == 10, "text layers: \(strings.keys.sorted())")
        for (string, faces) in strings {
            let hasChinese = string.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
            let hasLatin = string.unicodeScalars.contains { ("A"..."z").contains(Character($0)) }
            #expect(
                !faces.contains { $0.lowercased().contains("mono") },
                "'\(string)' has characters no font draws: \(faces)")
            #expect(hasChinese == faces.contains { $0.contains("WenQuanYi Micro Hei") }, "'\(string)': \(faces)")
            if hasLatin { #expect(faces.contains { $0.hasPrefix("DejaVu Sans") }, "'\(string)': \(faces)") }
        }
    }

    @Test("the confetti is a function of time: one worker, two workers or each frame alone give the same hashes")
    func hashesAcrossJobs() throws {
        let run = SampleRun.promoCard
        let clip = Clip(timeline: run.timeline, scale: 0.5, backgroundColor: .white)
        let frames = [97, 105, 121, 150, 179]
        func options(jobs: Int) -> RenderPipeline.Options {
            var o = RenderPipeline.Options()
            o.jobs = jobs
            o.progress = .quiet
            o.handlesSignals = false
            return o
        }
        let env = EnvironmentFingerprint(libraries: [], fonts: [])
        let one = try clip.hashList(frames: frames, environment: env, options: options(jobs: 1))
        let two = try clip.hashList(frames: frames, environment: env, options: options(jobs: 2))
        #expect(one == two)
        for entry in one.entries.reversed() {
            let alone = try FrameHash(of: clip.frame(entry.index, renderer: try clip.makeRenderer()))
            #expect(alone == entry.hash, "frame \(entry.index) drawn alone differs")
        }
        #expect(Set(one.entries.map(\.hash)).count == frames.count, "the frames differ from one another")
    }
}

import Foundation
import Reel
import ReelCore
import Shaders
import Testing

/// Pixel checks on a few chosen frames of each clip, rendered at the clips' 2× scale.
@Suite("the samples' pixels")
struct SamplePixelTests {
    static let scale = 2.0

    /// RGB of the pixel holding point `p` (points) at `scale`.
    static func rgb(_ frame: Frame, _ p: Point) -> (r: Int, g: Int, b: Int) {
        let px = frame[Int((p.x * scale).rounded(.down)), Int((p.y * scale).rounded(.down))]
        return (Int(px.r), Int(px.g), Int(px.b))
    }

    static func close(_ a: (r: Int, g: Int, b: Int), _ b: (r: Int, g: Int, b: Int), _ tolerance: Int) -> Bool {
        abs(a.r - b.r) <= tolerance && abs(a.g - b.g) <= tolerance && abs(a.b - b.b) <= tolerance
    }

    static func rgb(_ c: Color) -> (r: Int, g: Int, b: Int) {
        (Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()))
    }

    // MARK: - fly-to-cart

    @Test("the flying image is drawn at its traced position", arguments: [("fly1", 20), ("fly2", 30)])
    func flyingImageIsWhereTheTraceSays(name: String, framesIn: Int) throws {
        let run = SampleRun.flyToCart
        let first = try #require(run.trace.firstIndex { $0[name] != nil }, "\(name) never flies")
        let f = first + framesIn
        let entry = try #require(run.trace[f][name], "\(name) not in flight at frame \(f)")
        let clip = Clip(timeline: run.timeline, scale: Self.scale, backgroundColor: .white)
        let renderer = try clip.makeRenderer()
        let snapshot = run.snapshot(at: run.timeline.time(ofFrame: f))
        let with = try renderer.render(snapshot)
        let without = try renderer.render(snapshot.removing(named: name))
        // Every pixel the item changes lies in its 20 × 20 pt box around the traced position.
        var minX = Int.max
        var minY = Int.max
        var maxX = Int.min
        var maxY = Int.min
        var red = 0
        for y in 0..<with.height {
            for x in 0..<with.width {
                let a = with[x, y]
                let b = without[x, y]
                guard a != b else { continue }
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
                if a.r >= 180 && Int(a.r) - Int(a.g) >= 80 && Int(a.r) - Int(a.b) >= 80 { red += 1 }
            }
        }
        let box = entry.rectInRoot
        #expect(
            Double(minX) >= box.minX * Self.scale - 1 && Double(maxX) <= box.maxX * Self.scale,
            "\(name) frame \(f): drawn over x \(minX)…\(maxX) px, its box is \(box.minX * 2)…\(box.maxX * 2)")
        #expect(
            Double(minY) >= box.minY * Self.scale - 1 && Double(maxY) <= box.maxY * Self.scale,
            "\(name) frame \(f): drawn over y \(minY)…\(maxY) px, its box is \(box.minY * 2)…\(box.maxY * 2)")
        let centre = Point(x: Double(minX + maxX + 1) / 2, y: Double(minY + maxY + 1) / 2)
        #expect(
            centre.distance(to: Point(x: entry.point.x * Self.scale, y: entry.point.y * Self.scale)) <= 1.5,
            "\(name) frame \(f): drawn around \(centre) px, traced at \(entry.point) pt")
        // The discount badge is a red disc filling most of the box.
        #expect(red >= 300, "\(name) frame \(f): only \(red) red pixels around its position")
    }

    // MARK: - qq-arc

    @Test(
        "the avatars are round, with green borders, showing their images",
        arguments: ["button1", "button2", "button3", "head"])
    func avatarsAreRoundWithGreenBorders(name: String) throws {
        let run = SampleRun.qqArc
        let f = 10  // before the first move: head on button 0
        let clip = Clip(timeline: run.timeline, scale: Self.scale, backgroundColor: .white)
        let renderer = try clip.makeRenderer()
        let snapshot = run.snapshot(at: run.timeline.time(ofFrame: f))
        let frame = try renderer.render(snapshot)
        let entry = try #require(run.trace[f][name])
        let box = entry.rectInRoot
        let c = entry.centreInRoot
        let r = QQArcTests.radius(run)
        let background = Self.rgb(try #require(snapshot.state.backgroundColor))
        /// Points within 3 pt of the red arc are skipped where background is expected.
        func nearArc(_ p: Point) -> Bool { abs(p.distance(to: .zero) - r) < 3 }
        // Outside the circle but inside the square: background.
        var outside = 0
        for k in 0..<4 {
            let a = Double.pi / 4 + Double(k) * Double.pi / 2
            for p in [
                Point(x: c.x + 27 * cos(a), y: c.y + 27 * sin(a)),
                Point(x: k % 3 == 0 ? box.maxX - 1 : box.minX + 1, y: k < 2 ? box.maxY - 1 : box.minY + 1),
            ]
            where !nearArc(p) {
                outside += 1
                #expect(
                    Self.close(Self.rgb(frame, p), background, 2),
                    "\(name): \(p) should be background, is \(Self.rgb(frame, p))")
            }
        }
        #expect(outside >= 4)
        // The 2 pt border ring (radius 23…25): green all round.
        for k in 0..<16 {
            let a = Double(k) * Double.pi / 8
            let p = Point(x: c.x + 24 * cos(a), y: c.y + 24 * sin(a))
            #expect(Self.close(Self.rgb(frame, p), (0, 255, 0), 3), "\(name): border at \(p) is \(Self.rgb(frame, p))")
        }
        // Inside: the avatar image, as the same image layer alone draws it.
        let layer = try #require(snapshot.named(name))
        var imageState = LayerState()
        imageState.contents = layer.state.contents
        imageState.bounds = Rect(x: 0, y: 0, width: box.width, height: box.height)
        imageState.position = c
        var rootState = snapshot.state
        rootState.backgroundColor = nil
        let reference = try renderer.render(
            LayerSnapshot(state: rootState, sublayers: [LayerSnapshot(state: imageState)]))
        var differing = 0
        var samples = 0
        for dy in stride(from: -18.0, through: 18, by: 3) {
            for dx in stride(from: -18.0, through: 18, by: 3) where dx * dx + dy * dy <= 18 * 18 {
                let p = Point(x: c.x + dx, y: c.y + dy)
                samples += 1
                if !Self.close(Self.rgb(frame, p), Self.rgb(reference, p), 2) { differing += 1 }
            }
        }
        #expect(
            samples > 100 && differing == 0, "\(name): \(differing) of \(samples) inner pixels differ from its image")
    }

    @Test("the red arc is a 1 pt red stroke on the circle from π/2 to π/6")
    func redArcIsOnTheCircle() throws {
        let run = SampleRun.qqArc
        let f = 10
        let clip = Clip(timeline: run.timeline, scale: Self.scale, backgroundColor: .white)
        let frame = try clip.frame(f, renderer: try clip.makeRenderer())
        let r = QQArcTests.radius(run)
        let buttons = try (0..<4).map { try #require(run.trace[f]["button\($0)"]).centreInRoot }
        let width = run.timeline.size.width
        let height = run.timeline.size.height
        var onArc = 0
        for k in 1..<60 {
            let a = Double.pi / 6 + Double(k) / 60 * (Double.pi / 2 - Double.pi / 6)
            let p = Point(x: r * cos(a), y: r * sin(a))
            // Away from the avatars (which cover the arc) and inside the screen.
            guard buttons.allSatisfy({ $0.distance(to: p) > 30 }), p.x < width - 1, p.y < height - 1 else { continue }
            onArc += 1
            // The reddest pixel of the 3 × 3 around the point (the 2 px line lies across pixels).
            let px = Int((p.x * Self.scale).rounded(.down))
            let py = Int((p.y * Self.scale).rounded(.down))
            var c = (r: 0, g: 255, b: 255)
            for dy in -1...1 {
                for dx in -1...1 {
                    let v = frame[px + dx, py + dy]
                    if Int(v.g) < c.g { c = (Int(v.r), Int(v.g), Int(v.b)) }
                }
            }
            #expect(c.r > 200 && c.g < 80 && c.b < 80, "arc at \(p) is \(c), not red")
            // 3 pt off the circle, on either side: no ink.
            for d in [-3.0, 3.0] {
                let q = Point(x: (r + d) * cos(a), y: (r + d) * sin(a))
                let o = Self.rgb(frame, q)
                #expect(o.g > 200, "\(q), 3 pt off the arc, is \(o)")
            }
        }
        #expect(onArc >= 20)
    }

    // MARK: - floating-burger

    @Test("only the line is inked when open, only the circle when collapsed")
    func burgerInksLineOrCircle() throws {
        let run = SampleRun.floatingBurger
        let l = FloatingBurgerTests.lineLengthNormalized(width: run.timeline.size.width)
        let collapsedFrame = try #require(
            run.trace.firstIndex { frame in
                guard let s = frame["headerShape"], let h = frame["header"] else { return false }
                return abs((s.strokeStart ?? 0) - l) < 1e-12 && abs((s.strokeEnd ?? 0) - 1) < 1e-12 && h.opacity == 0
            }, "the clip never rests collapsed")
        let openFrame = 0
        let clip = Clip(timeline: run.timeline, scale: Self.scale, backgroundColor: .white)
        let renderer = try clip.makeRenderer()
        let shape = try #require(run.trace[0]["headerShape"]).rectInRoot
        let width = run.timeline.size.width
        let lineLength = width - 30
        let lineStart = (width - (lineLength - 20)) / 2
        let linePoints = stride(from: lineStart + 5, through: lineLength - 10, by: 15).map {
            Point(x: $0, y: shape.minY)
        }
        let centre = Point(x: lineLength, y: shape.minY - 20)
        // The circle starts at the line's end (its bottom point); sample it away from there.
        let circlePoints = stride(from: -150.0, through: 150, by: 20).map { d -> Point in
            let a = (90 + 180 + d) * Double.pi / 180
            return Point(x: centre.x + 20 * cos(a), y: centre.y + 20 * sin(a))
        }
        let ink = (r: 0x1B, g: 0x1B, b: 0x2F)
        let white = (r: 255, g: 255, b: 255)
        for (f, lineInked) in [(openFrame, true), (collapsedFrame, false)] {
            let frame = try clip.frame(f, renderer: renderer)
            for p in linePoints {
                let c = Self.rgb(frame, p)
                #expect(Self.close(c, lineInked ? ink : white, 4), "frame \(f): line at \(p) is \(c)")
            }
            for p in circlePoints {
                let c = Self.rgb(frame, p)
                #expect(Self.close(c, lineInked ? white : ink, 4), "frame \(f): circle at \(p) is \(c)")
            }
        }
    }
}

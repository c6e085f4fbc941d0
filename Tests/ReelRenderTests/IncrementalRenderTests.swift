import Foundation
import ReelCore
import Shaders
import Testing
import _ReelTestSupport

@testable import ReelRender

/// Drawing only what changed (`IncrementalRenderer`) gives the bytes of a whole render, frame
/// after frame, on random scenes that use every kind of layer and drawing feature.
@Suite struct IncrementalRenderTests {
    /// Whether two frames hold the same bytes (memcmp: fast in a debug build).
    static func same(_ a: Frame, _ b: Frame) -> Bool {
        a.width == b.width && a.height == b.height
            && a.pixels.withUnsafeBytes { p in
                b.pixels.withUnsafeBytes { q in memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0 }
            }
    }

    /// The first pixel where two frames differ, for the failure message.
    static func firstDifference(_ a: Frame, _ b: Frame) -> String {
        for i in 0..<min(a.pixels.count, b.pixels.count) where a.pixels[i] != b.pixels[i] {
            let p = i / 4
            return
                "pixel (\(p % a.width), \(p / a.width)) byte \(i % 4): \(a.pixels[i]) incremental, \(b.pixels[i]) whole"
        }
        return "sizes differ"
    }

    /// A random scene: a tree of layers of every kind, each with random drawing features.
    struct Scene {
        var rng: SeededRandom
        var layers: [LayerState] = []
        let image = fixture("avatar.png")

        /// Whether the scene may hold an emitter (a changing emitter makes the frame whole).
        let emitters: Bool

        init(seed: UInt64, emitters: Bool = true) {
            rng = SeededRandom(seed: seed)
            self.emitters = emitters
        }

        mutating func d(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
        mutating func chance(_ p: Double) -> Bool { d(0...1) < p }
        mutating func color() -> Color { Color(red: d(0...1), green: d(0...1), blue: d(0...1), alpha: d(0.3...1)) }

        /// One layer's state, of a random kind, with random features.
        mutating func layer(_ index: Int) -> LayerState {
            let kinds: [LayerKind] = [.plain, .shape, .text, .gradient, .plain, .replicator, .emitter]
            var s = LayerState(kind: kinds[Int.random(in: 0..<kinds.count, using: &rng)])
            if s.kind == .emitter && !emitters { s.kind = .plain }
            s.name = "l\(index)"
            s.position = Point(x: d(0...64), y: d(0...48))
            s.bounds = Rect(x: 0, y: 0, width: d(4...30), height: d(4...24))
            s.anchorPoint = Point(x: d(0...1), y: d(0...1))
            if chance(0.7) { s.backgroundColor = color() }
            if chance(0.4) { s.cornerRadius = d(0...8) }
            if chance(0.4) {
                s.borderWidth = d(0.5...3)
                s.borderColor = color()
            }
            if chance(0.3) { s.opacity = d(0.3...0.95) }
            if chance(0.3) {
                s.shadowOpacity = d(0.3...1)
                s.shadowRadius = d(0...4)
                s.shadowOffset = Size(width: d(-3...3), height: d(-3...3))
                if chance(0.3) { s.shadowPath = BezierPath(ovalIn: s.bounds) }
            }
            if chance(0.3) { s.masksToBounds = true }
            if chance(0.3) { s.transform = Transform3D(rotationAngle: d(-1...1), x: 0, y: 0, z: 1) }
            if chance(0.15) {
                var t = Transform3D(rotationAngle: d(-0.8...0.8), x: 0, y: 1, z: 0)
                t.m34 = -1 / 60
                s.transform = t
            }
            if chance(0.25) {
                s.contents = Image(path: image)
                s.contentsGravity =
                    [.resize, .center, .resizeAspect, .resizeAspectFill][Int.random(in: 0..<4, using: &rng)]
            }
            switch s.kind {
            case .shape:
                s.path = chance(0.5) ? BezierPath(ovalIn: s.bounds) : BezierPath(roundedRect: s.bounds, cornerRadius: 3)
                s.fillColor = color()
                if chance(0.6) {
                    s.strokeColor = color()
                    s.lineWidth = d(0.5...4)
                    s.strokeEnd = d(0.3...1)
                }
            case .text:
                s.string = ["Reel", "Cart 3", "漢字 ok", "Hello, world"][Int.random(in: 0..<4, using: &rng)]
                s.fontSize = d(6...14)
                s.foregroundColor = color()
            case .gradient:
                s.colors = [color(), color(), color()]
                s.gradientType = [.axial, .radial, .conic][Int.random(in: 0..<3, using: &rng)]
            case .replicator:
                s.instanceCount = Int.random(in: 2...4, using: &rng)
                s.instanceTransform = Transform3D(translationX: d(3...9), y: d(-3...3), z: 0)
                s.instanceAlphaOffset = -0.2
            case .emitter:
                var cell = EmitterCell()
                cell.birthRate = 20
                cell.lifetime = 1
                cell.velocity = 20
                cell.emissionRange = 6
                cell.color = color()
                cell.contents = Image(path: image)
                cell.scale = 0.05
                s.emitterCells = [cell]
                s.emitterPosition = Point(x: s.bounds.width / 2, y: s.bounds.height / 2)
            default: break
            }
            return s
        }

        /// The tree: the root, three containers (one masked, one a transform layer with
        /// perspective), and leaves spread over them.
        mutating func make() {
            layers = (0..<12).map { layer($0) }
            layers[1].kind = .plain
            layers[2].kind = .transformLayer
            layers[2].sublayerTransform.m34 = -1 / 80
            layers[3].kind = .plain
        }

        /// Changes a few layers a little, as an animation does from one frame to the next.
        mutating func step(time: Double) {
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                let i = Int.random(in: 0..<layers.count, using: &rng)
                switch Int.random(in: 0..<9, using: &rng) {
                case 0: layers[i].position.x += d(-3...3)
                case 1: layers[i].position.y += d(-3...3)
                case 2: layers[i].opacity = d(0...1)
                case 3: layers[i].transform = Transform3D(rotationAngle: d(-1...1), x: 0, y: 0, z: 1)
                case 4: layers[i].backgroundColor = color()
                case 5: layers[i].isHidden.toggle()
                case 6: layers[i].strokeEnd = d(0...1)
                case 7: layers[i].strokeStart = d(0...0.6)
                default: layers[i].shadowOffset = Size(width: d(-3...3), height: d(-3...3))
                }
            }
        }

        func snapshot(time: Double, masked: Bool) -> LayerSnapshot {
            func leaf(_ i: Int) -> LayerSnapshot {
                LayerSnapshot(state: layers[i], localTime: layers[i].kind == .emitter ? time : 0)
            }
            var root = LayerState()
            root.bounds = Rect(x: 0, y: 0, width: 64, height: 48)
            root.position = Point(x: 32, y: 24)
            root.backgroundColor = Color(red: 0.9, green: 0.95, blue: 1, alpha: 1)
            let mask = LayerSnapshot(state: layers[11])
            let first = LayerSnapshot(
                state: layers[1], sublayers: [4, 5, 6].map(leaf), mask: masked ? mask : nil)
            let threeD = LayerSnapshot(state: layers[2], sublayers: [7, 8].map(leaf))
            let replicated = LayerSnapshot(state: layers[3], sublayers: [9].map(leaf))
            return LayerSnapshot(state: root, sublayers: [first, threeD, replicated, leaf(0), leaf(10)])
        }
    }

    /// Every frame of a random scene drawn by two renderers, one given every frame and one
    /// every other frame (as two render workers take turns, so a frame follows different
    /// previous frames), at scales that put layer edges and images at fractional pixels.
    @Test(arguments: Array(1...24) as [UInt64])
    func randomScenesMatchWholeRenders(seed: UInt64) throws {
        var scene = Scene(seed: seed, emitters: seed % 4 == 0)
        scene.make()
        let scales = [1, 1.5, 2.88, 1.37]
        let renderer = try FrameRenderer(
            canvasSize: Size(width: 64, height: 48), scale: scales[Int(seed) % scales.count], backgroundColor: nil)
        let pair = IncrementalPair(renderer)
        for frame in 0..<30 {
            let time = Double(frame) / 30
            scene.step(time: time)
            try pair.draw(scene.snapshot(time: time, masked: seed % 3 != 0), frame: frame, label: "seed \(seed) ")
        }
    }

    /// A small dot moving over a rotated, enlarged image, an axial
    /// and a radial gradient and text, at a fractional scale: its bands cut all of them (they
    /// are drawn onto the canvas directly, so only the band's rows of them are drawn again),
    /// and every frame, drawn after the frame before or after the one before that, equals a
    /// whole render. Before bands were clips (they were surfaces with a device offset), such
    /// frames had to be drawn whole (the offset changed pixman's sampling of the image).
    @Test func bandsThatCutImagesGradientsAndTextGiveWholeRenderPixels() throws {
        var image = LayerState()
        image.bounds = Rect(x: 0, y: 0, width: 70, height: 90)
        image.position = Point(x: 45.3, y: 60.7)
        image.transform = Transform3D(rotationAngle: 0.37, x: 0, y: 0, z: 1)
        image.contents = Image(path: fixture("avatar.png"))
        image.contentsGravity = .resizeAspect
        var axial = LayerState(kind: .gradient)
        axial.bounds = Rect(x: 0, y: 0, width: 50, height: 60)
        axial.position = Point(x: 90.2, y: 50.1)
        axial.colors = [.black, Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.8), .white]
        axial.transform = Transform3D(rotationAngle: -0.2, x: 0, y: 0, z: 1)
        var radial = axial
        radial.gradientType = .radial
        radial.position = Point(x: 40.6, y: 120.4)
        var text = LayerState(kind: .text)
        text.bounds = Rect(x: 0, y: 0, width: 100, height: 20)
        text.position = Point(x: 60.3, y: 140.2)
        text.string = "Cart 3 · 漢字"
        text.fontSize = 13.3
        text.foregroundColor = Color(red: 0.1, green: 0.1, blue: 0.3, alpha: 1)
        var root = LayerState()
        root.bounds = Rect(x: 0, y: 0, width: 120, height: 160)
        root.position = Point(x: 60, y: 80)
        root.backgroundColor = Color(red: 0.95, green: 0.9, blue: 0.85, alpha: 1)
        var dot = LayerState()
        dot.bounds = Rect(x: 0, y: 0, width: 5, height: 3)
        dot.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.7)
        let renderer = try FrameRenderer(canvasSize: Size(width: 120, height: 160), scale: 1.37, backgroundColor: nil)
        let pair = IncrementalPair(renderer)
        var partial = 0
        for frame in 0..<24 {
            dot.position = Point(x: 10.3 + 4.1 * Double(frame), y: 20.7 + 5.3 * Double(frame))
            let tree = LayerSnapshot(
                state: root, sublayers: [image, axial, radial, text, dot].map { LayerSnapshot(state: $0) })
            for drawn in try pair.draw(tree, frame: frame) where drawn.rows > 0 && drawn.rows < renderer.pixelHeight / 4
            {
                partial += 1
            }
        }
        #expect(partial >= 30, "the dot's bands are drawn in part (\(partial) frames of 35)")
    }

    @Test func unchangedFrameIsReusedAndSmallChangeRedrawsFewRows() throws {
        var state = LayerState()
        state.bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        state.position = Point(x: 50, y: 50)
        var dot = LayerState()
        dot.bounds = Rect(x: 0, y: 0, width: 4, height: 4)
        dot.position = Point(x: 10, y: 10)
        dot.backgroundColor = .black
        let renderer = try FrameRenderer(canvasSize: Size(width: 100, height: 100), backgroundColor: .white)
        let incremental = IncrementalRenderer(renderer: renderer)
        func tree() -> LayerSnapshot { LayerSnapshot(state: state, sublayers: [LayerSnapshot(state: dot)]) }
        #expect(try incremental.render(tree()).rowsDrawn == 100)
        #expect(try incremental.render(tree()).rowsDrawn == 0)
        dot.position.x += 30
        let (frame, rows) = try incremental.render(tree())
        #expect(rows > 0 && rows <= 8, "the dot's 4 rows and antialiasing margins, not \(rows)")
        let same = Self.same(frame, try renderer.render(tree()))
        #expect(same)
    }
}

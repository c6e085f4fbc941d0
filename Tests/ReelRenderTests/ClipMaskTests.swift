import Foundation
import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// A mask that is one opaque filled path is drawn as a clip, and a translucent layer holding
/// one sublayer hands its opacity down: the same pixels as the offscreen passes they replace
/// (within the antialiasing of an edge pixel), without the canvas-sized buffers.
@Suite struct ClipMaskTests {
    static let size = Size(width: 120, height: 120)

    /// A radial gradient over (10, 10, 100, 100), opacity 0.6, masked by `mask`.
    static func glow(masked mask: Layer) -> Layer {
        let g = GradientLayer()
        g.frame = Rect(x: 10, y: 10, width: 100, height: 100)
        g.type = .radial
        g.colors = [Color(red: 0.3, green: 0.5, blue: 0.9, alpha: 1), Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)]
        g.startPoint = Point(x: 0.5, y: 0.5)
        g.endPoint = Point(x: 1, y: 1)
        g.opacity = 0.6
        g.mask = mask
        return g
    }

    static func oval(opacity: Double = 1) -> ShapeLayer {
        let mask = ShapeLayer()
        mask.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        mask.path = BezierPath(ovalIn: Rect(x: 5, y: 5, width: 90, height: 90))
        mask.opacity = opacity
        return mask
    }

    /// Renders at scale 2, returning the frame and the offscreen passes and groups it made.
    static func draw(_ layers: [Layer]) throws -> (Frame, OffscreenPassLog) {
        let log = OffscreenPassLog()
        let frame = try FrameRenderer(canvasSize: size, scale: 2).render(
            makeRoot(size, layers).modelSnapshot(), passLog: log)
        return (frame, log)
    }

    /// The largest difference of any byte of two frames of one size.
    static func maxDifference(_ a: Frame, _ b: Frame) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// How many bytes differ.
    static func differingBytes(_ a: Frame, _ b: Frame) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    }

    @Test func aShapeMaskedGradientIsFilledThroughTheShapeWithoutOffscreenPasses() throws {
        let (clipped, log) = try Self.draw([Self.glow(masked: Self.oval())])
        #expect(log.passes.isEmpty)
        // The same mask at an opacity just under 1 (A8 value 255 still) takes the offscreen passes.
        let (offscreen, reference) = try Self.draw([Self.glow(masked: Self.oval(opacity: 0.99999))])
        #expect(reference.passes.count == 1)
        #expect(Self.maxDifference(clipped, offscreen) <= 2)
        #expect(clipped[120, 120] == offscreen[120, 120])
        #expect(clipped[12, 12].a == 0)  // outside the oval
    }

    @Test func aPathInsidePlainLayersIsAClipToo() throws {
        // Lottie's masks: a plain mask layer holding one shape, here offset and inverted (even-odd
        // with a larger rectangle), and a layer of two overlapping parts through it.
        func masked(opacity: Double) -> Layer {
            let layer = makeLayer(Rect(x: 10, y: 10, width: 100, height: 100), background: .red)
            let top = makeLayer(Rect(x: 20, y: 20, width: 60, height: 60), background: .blue)
            layer.addSublayer(top)
            let holder = Layer()
            holder.frame = Rect(x: 10, y: 0, width: 100, height: 100)
            holder.opacity = opacity
            let shape = ShapeLayer()
            shape.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            var path = BezierPath(rect: Rect(x: -1000, y: -1000, width: 2000, height: 2000))
            path.append(BezierPath(ovalIn: Rect(x: 15, y: 25, width: 50, height: 50)))
            shape.path = path
            shape.fillRule = .evenOdd
            holder.addSublayer(shape)
            layer.mask = holder
            return layer
        }
        let (clipped, log) = try Self.draw([masked(opacity: 1)])
        #expect(log.passes.isEmpty)
        let (offscreen, reference) = try Self.draw([masked(opacity: 0.99999)])
        #expect(reference.passes.count == 1)
        #expect(Self.maxDifference(clipped, offscreen) <= 2)
        #expect(clipped.rgba(70, 100) == (0, 0, 255, 255))  // the blue square, outside the hole
        #expect(clipped[120, 120].a == 0)  // the hole: the oval's centre (layer 50, 50 → canvas 60, 60 at ×2)
    }

    @Test func aTranslucentLayerWithOneSublayerDrawsNoGroup() throws {
        func layers() -> (Layer, ShapeLayer) {
            let holder = Layer()
            holder.frame = Rect(x: 10, y: 10, width: 100, height: 100)
            holder.opacity = 0.5
            let shape = ShapeLayer()
            shape.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            shape.path = BezierPath(ovalIn: Rect(x: 10, y: 10, width: 80, height: 80))
            shape.fillColor = .red
            holder.addSublayer(shape)
            return (holder, shape)
        }
        let (holder, _) = layers()
        let (frame, log) = try Self.draw([holder])
        #expect(log.groups.isEmpty)
        #expect(near(Int(frame[120, 120].r), 128, 1) && near(Int(frame[120, 120].a), 128, 1))
        // Two parts (a stroke too) may overlap: a group, as before.
        let (grouped, stroked) = layers()
        stroked.strokeColor = .blue
        stroked.lineWidth = 4
        let (_, groupLog) = try Self.draw([grouped])
        #expect(groupLog.groups.count == 1)
    }
}

/// The radial gradient computed per pixel: every pixel within one 8-bit step of the gradient's
/// colour at its centre, and its buffers kept between frames.
@Suite struct RadialGradientPassTests {
    @Test func everyPixelIsTheColourAtItsCentreWithinOneStep() throws {
        let size = Size(width: 120, height: 100)
        let g = GradientLayer()
        g.frame = Rect(x: 10, y: 0, width: 100, height: 100)
        g.type = .radial
        g.colors = [.red, .blue]
        g.startPoint = Point(x: 0.5, y: 0.5)
        g.endPoint = Point(x: 0.9, y: 1)  // radii 40 × 50
        let frame = try render(makeRoot(size, [g]), size: size, scale: 2)
        var worst = 0
        for py in 0..<200 {
            for px in 20..<220 {
                let dx = ((Double(px) + 0.5) / 2 - 60) / 40
                let dy = ((Double(py) + 0.5) / 2 - 50) / 50
                let t = min((dx * dx + dy * dy).squareRoot(), 1)
                let p = frame[px, py]
                worst = max(
                    worst, abs(Int(p.r) - Int(((1 - t) * 255).rounded())), abs(Int(p.b) - Int((t * 255).rounded())))
                #expect(p.a == 255)
            }
        }
        #expect(worst <= 1)
    }

    @Test func aBufferGivenBackIsTakenAgainAndTheLimitHolds() {
        let pool = ScratchPixels(limit: 1000)
        let a = pool.take(bytes: 400)
        pool.give(a)
        let b = pool.take(bytes: 300)
        #expect(b.pointer == a.pointer && b.bytes == 400)
        let c = pool.take(bytes: 800)
        pool.give(b)
        pool.give(c)  // 1200 bytes would wait: the largest is freed
        #expect(pool.heldBytes == 400)
    }
}

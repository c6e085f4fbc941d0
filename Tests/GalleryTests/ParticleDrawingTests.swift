import Foundation
import ReelCore
import ReelRender
import Shaders
import Testing

/// How particles are drawn (`ParticleCanvas`, `ParticleSprite`): placed, filtered, tinted and
/// composited as Core Animation draws a cell's `contents` ("the colour … multiplies the
/// contents", `CAEmitterCell.h`), checked against formulas and against the same image drawn
/// by an image layer through Cairo.
@Suite struct ParticleDrawingTests {
    /// Writes a test image (premultiplied BGRA → PNG) and returns its path.
    static func image(_ name: String, width: Int, height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8))
        throws -> String
    {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let (b, g, r, a) = pixel(x, y)
                pixels += [b, g, r, a]
            }
        }
        let path = NSTemporaryDirectory() + "reel-particle-\(name)-\(ProcessInfo.processInfo.processIdentifier).png"
        try writePNG(Frame(width: width, height: height, pixels: pixels), to: path)
        return path
    }

    /// One cell with one particle per second, born at 0, 1, 2 … and living 10 s, no ranges
    /// (at t = 0.5 one particle is alive).
    static func cell(_ path: String, color: Color = .white) -> EmitterCell {
        var cell = EmitterCell()
        cell.birthRate = 1
        cell.lifetime = 10
        cell.color = color
        cell.contents = Image(path: path)
        return cell
    }

    static func emitter(_ cells: [EmitterCell], at p: Point, canvas: Size) -> LayerState {
        var s = LayerState(kind: .emitter)
        s.bounds = Rect(origin: .zero, size: canvas)
        s.position = Point(x: canvas.width / 2, y: canvas.height / 2)
        s.emitterPosition = p
        s.emitterCells = EmitterCells(cells)
        return s
    }

    static func render(_ layers: [LayerSnapshot], canvas: Size, scale: Double, background: Color) throws -> Frame {
        var root = LayerState(kind: .plain)
        root.bounds = Rect(origin: .zero, size: canvas)
        root.position = Point(x: canvas.width / 2, y: canvas.height / 2)
        let renderer = try FrameRenderer(canvasSize: canvas, scale: scale, backgroundColor: background)
        return try renderer.render(LayerSnapshot(state: root, sublayers: layers))
    }

    /// A 12 × 8 image of varied colours, turned 0.5 rad and scaled 1.5 by the particle's spin
    /// and scale, drawn like the same image on an image layer with that transform: inside the
    /// image, every channel within 3 of Cairo's bilinear filter; in all, the same coverage
    /// within 1 %. The canvas is wide, so the scratch image is cut into bands of 16 rows and the
    /// particle crosses band edges (a second particle, far right, makes the extent wide).
    @Test func aParticleIsDrawnWhereAnImageLayerWithItsTransformIs() throws {
        let path = try Self.image("varied", width: 12, height: 8) { x, y in
            let a = UInt8(155 + 8 * x)
            return (UInt8(Int(a) * y / 8), UInt8(Int(a) * x / 12), a / 2, a)
        }
        let canvas = Size(width: 3000, height: 40)
        let centre = Point(x: 30.25, y: 20.5)
        var turned = Self.cell(path)
        turned.scale = 1.5
        turned.spin = 1
        var far = Self.cell(path)
        far.velocity = 5880  // at t = 0.5: 2,940 points to the right
        let t = 0.5
        let emitter = Self.emitter([turned, far], at: centre, canvas: canvas)
        let particles = try Self.render(
            [LayerSnapshot(state: emitter, localTime: t)], canvas: canvas, scale: 1, background: .black)

        var image = LayerState(kind: .plain)
        image.bounds = Rect(x: 0, y: 0, width: 12, height: 8)
        image.position = centre
        image.contents = Image(path: path)
        image.transform = Transform3D(
            AffineTransform(scaleX: 1.5, y: 1.5).concatenating(AffineTransform(rotationAngle: 0.5)))
        let reference = try Self.render([LayerSnapshot(state: image)], canvas: canvas, scale: 1, background: .black)

        var worst = 0
        var coverage = (particle: 0, reference: 0)
        for y in 0..<40 {
            for x in 0..<60 {
                let p = particles[x, y]
                let r = reference[x, y]
                coverage.particle += Int(p.r) + Int(p.g) + Int(p.b)
                coverage.reference += Int(r.r) + Int(r.g) + Int(r.b)
                // Image coordinates of the pixel centre: inside by more than a pixel?
                let d = Point(x: Double(x) + 0.5 - centre.x, y: Double(y) + 0.5 - centre.y)
                let u = (cos(0.5) * d.x + sin(0.5) * d.y) / 1.5 + 6
                let v = (-sin(0.5) * d.x + cos(0.5) * d.y) / 1.5 + 4
                guard u > 1, u < 11, v > 1, v < 7 else { continue }
                worst = max(worst, abs(Int(p.b) - Int(r.b)), abs(Int(p.g) - Int(r.g)), abs(Int(p.r) - Int(r.r)))
            }
        }
        #expect(worst <= 3)
        #expect(abs(coverage.particle - coverage.reference) * 100 <= coverage.reference)
        #expect(coverage.reference > 20_000)  // 216 pixels of about 100 per channel
        // The far particle is drawn too, at x ≈ 2,970.
        #expect(particles[2970, 20].a == 255 && particles[2970, 20].r > 0)
    }

    /// A white image times the cell's colour, over white: each channel c·α + (1 − α) (×255).
    @Test func aWhiteImageIsTintedByTheParticlesColour() throws {
        let path = try Self.image("white", width: 8, height: 8) { _, _ in (255, 255, 255, 255) }
        let canvas = Size(width: 20, height: 20)
        let color = Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.8)
        let emitter = Self.emitter([Self.cell(path, color: color)], at: Point(x: 10, y: 10), canvas: canvas)
        let frame = try Self.render(
            [LayerSnapshot(state: emitter, localTime: 0.5)], canvas: canvas, scale: 2, background: .white)
        let p = frame.rgba(20, 20)
        #expect(p.a == 255)
        #expect(p.r == 255)
        #expect(abs(p.g - 153) <= 1)  // 0.5·0.8·255 + 0.2·255
        #expect(abs(p.b - 102) <= 1)  // 0.25·0.8·255 + 0.2·255
        #expect(frame.rgba(2, 2) == (255, 255, 255, 255))  // outside the particle
    }

    /// `additive` adds the particles (`kCAEmitterLayerAdditive`); the other modes draw one
    /// over another: two opaque 30 % grey particles on black give 153, or 77.
    @Test func additiveParticlesAddAndOthersCover() throws {
        let path = try Self.image("grey", width: 8, height: 8) { _, _ in (255, 255, 255, 255) }
        let canvas = Size(width: 20, height: 20)
        let grey = Color(red: 0.3, green: 0.3, blue: 0.3, alpha: 1)
        var emitter = Self.emitter(
            [Self.cell(path, color: grey), Self.cell(path, color: grey)], at: Point(x: 10, y: 10), canvas: canvas)
        let over = try Self.render(
            [LayerSnapshot(state: emitter, localTime: 0.5)], canvas: canvas, scale: 1, background: .black)
        emitter.renderMode = .additive
        let added = try Self.render(
            [LayerSnapshot(state: emitter, localTime: 0.5)], canvas: canvas, scale: 1, background: .black)
        #expect(abs(Int(over[10, 10].r) - 77) <= 1)
        #expect(abs(Int(added[10, 10].r) - 153) <= 1)
    }

    /// A clip (`masksToBounds`) keeps particles inside the emitter's bounds.
    @Test func particlesStayInsideAClip() throws {
        let path = try Self.image("clip", width: 10, height: 10) { _, _ in (255, 255, 255, 255) }
        let canvas = Size(width: 40, height: 40)
        var emitter = Self.emitter([Self.cell(path, color: .black)], at: Point(x: 10, y: 10), canvas: canvas)
        emitter.bounds = Rect(x: 0, y: 0, width: 12, height: 12)
        emitter.position = Point(x: 6, y: 6)
        emitter.masksToBounds = true
        let frame = try Self.render(
            [LayerSnapshot(state: emitter, localTime: 0.5)], canvas: canvas, scale: 1, background: .white)
        #expect(frame.rgba(9, 9) == (0, 0, 0, 255))
        #expect(frame.rgba(13, 13) == (255, 255, 255, 255))  // inside the particle, outside the bounds
    }

    /// A 64 × 64 one-pixel checkerboard drawn 4 pixels wide averages to grey, as Cairo's GOOD
    /// filter would, instead of picking single black or white texels (the sprite's levels).
    @Test func aParticleDrawnSmallAveragesItsImage() throws {
        let path = try Self.image("checker", width: 64, height: 64) { x, y in
            (x + y) % 2 == 0 ? (255, 255, 255, 255) : (0, 0, 0, 255)
        }
        let canvas = Size(width: 10, height: 10)
        var cell = Self.cell(path)
        cell.scale = 1.0 / 16
        let emitter = Self.emitter([cell], at: Point(x: 5.3, y: 5.1), canvas: canvas)
        let frame = try Self.render(
            [LayerSnapshot(state: emitter, localTime: 0.5)], canvas: canvas, scale: 1, background: .red)
        for (x, y) in [(4, 4), (5, 4), (4, 5), (5, 5)] {
            let p = frame.rgba(x, y)
            #expect(abs(p.g - 128) <= 8 && abs(p.b - 128) <= 8, "pixel (\(x), \(y)) is \(p)")
        }
    }
}

import CCairo
import Foundation
import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// Depth in shared 3-D spaces: taps inside a `TransformLayer` hit the
/// layer drawn in front, `convert(_:from:)` goes through a transform layer's depth, and a
/// `ReplicatorLayer` with `preservesDepth` sorts its instances by depth like a transform layer
/// ("If true … the effect is similar to a CATransformLayer", `CAReplicatorLayer.h`); plus the
/// cost of a layer that is both projected and masked.
@Suite struct DepthSortingTests {
    static func perspective(_ d: Double = 500) -> Transform3D {
        var p = Transform3D.identity
        p.m34 = -1 / d
        return p
    }

    /// A stage of 100 × 100 with a container (perspective) holding a transform layer, which
    /// holds `a` (red, zPosition 20) and `b` (blue, zPosition 0, added last, overlapping).
    /// With `nested`, `b` sits in a transform layer inside the first.
    static func stage(turned: Bool, nested: Bool) -> (Stage, a: Layer, b: Layer) {
        let stage = Stage(size: Size(width: 100, height: 100), fps: 10, duration: 0.1)
        let container = makeLayer(Rect(x: 0, y: 0, width: 100, height: 100))
        container.sublayerTransform = perspective()
        let tl = TransformLayer()
        tl.frame = container.bounds
        if turned { tl.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0) }
        let a = makeLayer(Rect(x: 10, y: 20, width: 60, height: 60), background: .red)
        a.zPosition = 20
        let b = makeLayer(Rect(x: 30, y: 20, width: 60, height: 60), background: .blue)
        tl.addSublayer(a)
        if nested {
            let inner = TransformLayer()
            inner.frame = tl.bounds
            inner.addSublayer(b)
            tl.addSublayer(inner)
        } else {
            tl.addSublayer(b)
        }
        container.addSublayer(tl)
        stage.rootLayer.addSublayer(container)
        a.onTap = {}
        b.onTap = {}
        return (stage, a, b)
    }

    /// The tapped layer is the one whose colour is drawn at the point: turned half way about
    /// y, `a` (zPosition 20) goes 20 points behind `b`, which is drawn in front and must be
    /// hit (before: taps followed zPosition and hit `a`, drawn behind).
    @Test(arguments: [false, true])
    func tapsInsideATransformLayerHitTheLayerDrawnInFront(nested: Bool) throws {
        for turned in [false, true] {
            let (stage, a, b) = Self.stage(turned: turned, nested: nested)
            let frame = try FrameRenderer(canvasSize: Size(width: 100, height: 100)).render(
                stage.rootLayer.modelSnapshot())
            let p = frame.rgba(50, 50)  // in the overlap
            let front = turned ? b : a
            #expect(p.b == (turned ? 255 : 0) && p.r == (turned ? 0 : 255), "turned \(turned): drawn \(p)")
            #expect(stage.tap(at: Point(x: 50, y: 50)) === front, "turned \(turned), nested \(nested)")
            // Where only one of them is, that one is hit.
            #expect(stage.tap(at: Point(x: turned ? 85 : 15, y: 50)) === a)
        }
    }

    /// A point of a card's back face (a sublayer turned by π in a transform layer turned by
    /// θ, under m34 = −1/d) goes to the root where the projection puts it: offset u from the
    /// card's centre turns by θ + π to (u·cos, −u·sin) and w = 1 + u·sin(θ + π) / d.
    @Test func convertGoesThroughATransformLayersDepth() {
        let root = makeLayer(Rect(x: 0, y: 0, width: 300, height: 200))
        let container = makeLayer(Rect(x: 0, y: 0, width: 300, height: 200))
        container.sublayerTransform = Self.perspective()
        let card = TransformLayer()
        card.frame = Rect(x: 80, y: 50, width: 140, height: 100)
        let theta = 0.8 * Double.pi
        card.transform = Transform3D(rotationAngle: theta, x: 0, y: 1, z: 0)
        let back = makeLayer(Rect(x: 0, y: 0, width: 140, height: 100), background: .blue)
        back.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
        back.zPosition = 10
        card.addSublayer(back)
        container.addSublayer(card)
        root.addSublayer(container)
        // The back's point (20, 30): offset (−50, −20) from the anchor in its plane, which
        // sits at z = 10 in the card; the card's rotation by θ then takes (u, v, z) with u =
        // 50 (the back's x runs the other way) to (u·cos θ + z·sin θ, v, −u·sin θ + z·cos θ).
        let u = 50.0
        let z = 10.0
        let x3 = u * cos(theta) + z * sin(theta)
        let z3 = -u * sin(theta) + z * cos(theta)
        let w = 1 - z3 / 500
        let inRoot = root.convert(Point(x: 20, y: 30), from: back)
        #expect(abs(inRoot.x - (150 + x3 / w)) < 1e-9, "\(inRoot) vs \(150 + x3 / w)")
        #expect(abs(inRoot.y - (100 - 20 / w)) < 1e-9)
        let again = back.convert(inRoot, from: root)
        #expect(abs(again.x - 20) < 1e-9 && abs(again.y - 30) < 1e-9)
        // Taps agree: the back face is hit at that point.
        let stage = Stage(size: Size(width: 300, height: 200), fps: 10, duration: 0.1, rootLayer: root)
        back.onTap = {}
        #expect(stage.tap(at: inRoot) === back)
    }

    /// Two instances of a white square, the second 30 points right and 100 deeper, tinted
    /// cyan (`instanceRedOffset` −1), in a replicator under m34 = −1/500 about (100, 50).
    static func replicator(preservesDepth: Bool) -> Layer {
        let container = makeLayer(Rect(x: 0, y: 0, width: 200, height: 100))
        container.sublayerTransform = perspective()
        let replicator = ReplicatorLayer()
        replicator.frame = container.bounds
        replicator.instanceCount = 2
        replicator.instanceTransform = Transform3D(translationX: 30, y: 0, z: -100)
        replicator.instanceRedOffset = -1
        replicator.preservesDepth = preservesDepth
        replicator.addSublayer(makeLayer(Rect(x: 60, y: 25, width: 50, height: 50), background: .white))
        container.addSublayer(replicator)
        return makeRoot(Size(width: 200, height: 100), [container])
    }

    /// With `preservesDepth` the second instance is 100 points behind: smaller (w = 1.2:
    /// x 100 + (90 − 100)/1.2 … 100 + 40/1.2, y 50 ± 25/1.2) and drawn behind the first.
    /// Flattened (the default) it keeps its size and is drawn over the first. Before: with
    /// `preservesDepth` the instances were drawn flattened, in order.
    @Test func preservesDepthSortsInstancesByDepthAndKeepsTheirPerspective() throws {
        let size = Size(width: 200, height: 100)
        let deep = try render(Self.replicator(preservesDepth: true), size: size)
        let white = (r: 255, g: 255, b: 255, a: 255)
        let cyan = (r: 0, g: 255, b: 255, a: 255)
        #expect(deep.rgba(100, 50) == white, "the nearer instance in front: \(deep.rgba(100, 50))")
        #expect(deep.rgba(131, 50) == cyan)
        #expect(deep.rgba(135, 50).a == 0, "right edge at 133.3")
        #expect(deep.rgba(120, 32) == cyan)
        #expect(deep.rgba(120, 27).a == 0, "top edge at 29.2")

        let flat = try render(Self.replicator(preservesDepth: false), size: size)
        #expect(flat.rgba(100, 50) == cyan, "flattened: instance 1 drawn over instance 0")
        #expect(flat.rgba(135, 50) == cyan && flat.rgba(120, 27) == cyan)
    }

    /// With `preservesDepth` a replicator "has the same restrictions" as a transform layer
    /// (Apple's `preservesDepth` documentation; `CATransformLayer`: its own background is not
    /// rendered, `opacity` is applied to each sublayer individually, not to a group): at 0.5
    /// the overlap of two instances is 1 − 0.5² = 0.75 opaque, where a group would give 0.5.
    @Test func preservesDepthHasTheRestrictionsOfATransformLayer() throws {
        let root = Self.replicator(preservesDepth: true)
        let replicator = root.sublayers[0].sublayers[0]
        replicator.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 1)
        replicator.opacity = 0.5
        let frame = try render(root, size: Size(width: 200, height: 100))
        #expect(frame.rgba(10, 10).a == 0, "the replicator's own background is not drawn")
        #expect(abs(frame.rgba(100, 50).a - 191) <= 1, "overlap: \(frame.rgba(100, 50))")
        #expect(abs(frame.rgba(70, 50).a - 128) <= 1, "one instance: \(frame.rgba(70, 50))")
        #expect(abs(frame.rgba(125, 50).a - 128) <= 1)
    }

    // MARK: - Cost

    /// A 100 × 50 layer with a perspective transform and a mask on a 1000 × 1000 canvas: one
    /// projected pass of about its own size, and the mask's pass inside that flat picture, no
    /// larger than it (before: the mask's pass inside a projected layer went unrecorded).
    @Test func aProjectedMaskedLayerCostsPassesOfItsOwnExtent() throws {
        let size = Size(width: 1000, height: 1000)
        let layer = makeLayer(Rect(x: 450, y: 475, width: 100, height: 50), background: .red)
        var t = Self.perspective()
        t = t.rotated(by: .pi / 6, x: 0, y: 1, z: 0)
        layer.transform = t
        let mask = ShapeLayer()
        mask.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        mask.path = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 100, height: 50))
        // A stroke too: a mask of one opaque fill alone is drawn as a clip, with no pass (ClipMaskTests).
        mask.strokeColor = .black
        mask.lineWidth = 2
        layer.mask = mask
        let surface = try ImageSurface(format: CAIRO_FORMAT_ARGB32, width: 1000, height: 1000)
        let log = OffscreenPassLog()
        let painter = LayerPainter(
            context: try CairoContext(surface: surface), images: [:],
            canvas: PixelRect(x: 0, y: 0, width: 1000, height: 1000), passLog: log)
        painter.draw(makeRoot(size, [layer]).modelSnapshot(), parent: .identity)
        #expect(painter.projectedPasses.count == 1)
        let pass = try #require(painter.projectedPasses.first)
        #expect(pass.sourceWidth <= 100 * 11 / 10 + 4 && pass.sourceHeight <= 50 * 11 / 10 + 4)
        #expect(pass.destination.width <= 100 && pass.destination.height <= 62)
        #expect(log.passes.count == 1)
        let maskPass = try #require(log.passes.first)
        #expect(maskPass.width <= pass.sourceWidth && maskPass.height <= pass.sourceHeight, "\(maskPass)")
    }

    /// A mask with a perspective transform of its own: the mask's pass is the masked layer's
    /// extent, the mask's projection a pass of the mask's own size, and the mask's alpha is
    /// the projected mask's (inside its projected outline, nothing outside it). Before, the
    /// mask's projection, drawn by the mask's own painter, went unrecorded.
    @Test func aProjectedMaskCostsAPassOfItsOwnSize() throws {
        let size = Size(width: 1000, height: 1000)
        let layer = makeLayer(Rect(x: 400, y: 400, width: 200, height: 100), background: .red)
        let mask = makeLayer(Rect(x: 50, y: 0, width: 100, height: 100), background: .black)
        var t = Self.perspective(200)
        t = t.rotated(by: .pi / 3, x: 0, y: 1, z: 0)
        mask.transform = t
        layer.mask = mask
        let surface = try ImageSurface(format: CAIRO_FORMAT_ARGB32, width: 1000, height: 1000)
        let log = OffscreenPassLog()
        let painter = LayerPainter(
            context: try CairoContext(surface: surface), images: [:],
            canvas: PixelRect(x: 0, y: 0, width: 1000, height: 1000), passLog: log)
        painter.draw(makeRoot(size, [layer]).modelSnapshot(), parent: .identity)
        let maskPass = try #require(log.passes.first)
        #expect(maskPass.width <= 204 && maskPass.height <= 104, "\(maskPass)")
        #expect(painter.projectedPasses.count == 1, "the mask's projection")
        let pass = try #require(painter.projectedPasses.first)
        #expect(pass.sourceWidth <= 100 * 13 / 10 + 4 && pass.sourceHeight <= 100 * 13 / 10 + 4)
        // The mask's edges: offset u = ±50 from its centre (500, 450) go to 500 + u·cos / w,
        // w = 1 + u·sin / 200: 468.1 and 523.0.
        func edge(_ u: Double) -> Double { 500 + u * cos(Double.pi / 3) / (1 + u * sin(Double.pi / 3) / 200) }
        let frame = try render(makeRoot(size, [layer]), size: size)
        let (left, right) = (edge(-50), edge(50))
        #expect(frame.rgba(Int(left) + 2, 450) == (255, 0, 0, 255), "inside, near \(left)")
        #expect(frame.rgba(Int(right) - 2, 450) == (255, 0, 0, 255), "inside, near \(right)")
        #expect(frame.rgba(Int(left) - 2, 450).a == 0 && frame.rgba(Int(right) + 2, 450).a == 0)
    }
}

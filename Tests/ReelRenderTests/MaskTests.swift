import Foundation
import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// `CALayer.mask`: a layer and its sublayers keep `mask alpha ×` their pixels. Expected values
/// are computed from the compositing formula (premultiplied: `value × alpha / 255`).
@Suite struct MaskTests {
    static let size = Size(width: 120, height: 120)

    /// An opaque red 100 × 100 layer at (10, 10) with `mask`.
    static func red(masked mask: Layer?) -> Layer {
        let layer = makeLayer(Rect(x: 10, y: 10, width: 100, height: 100), background: .red)
        layer.mask = mask
        return layer
    }

    @Test func aHalfAlphaMaskHalvesEveryPremultipliedComponent() throws {
        let mask = makeLayer(
            Rect(x: 0, y: 0, width: 100, height: 100), background: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        let frame = try render(makeRoot(Self.size, [Self.red(masked: mask)]), size: Self.size)
        let p = frame[60, 60]
        // 255 × 128/255 (the A8 mask holds round(0.5 × 255) = 128).
        #expect(near(Int(p.r), 128, 1) && Int(p.g) == 0 && Int(p.b) == 0 && near(Int(p.a), 128, 1))
        #expect(frame[5, 5].a == 0)  // outside the layer
    }

    @Test func theMaskColourDoesNotMatterOnlyItsAlpha() throws {
        let a = makeLayer(
            Rect(x: 0, y: 0, width: 100, height: 100), background: Color(red: 0, green: 1, blue: 0, alpha: 0.25))
        let b = makeLayer(
            Rect(x: 0, y: 0, width: 100, height: 100), background: Color(red: 0, green: 0, blue: 1, alpha: 0.25))
        let fa = try render(makeRoot(Self.size, [Self.red(masked: a)]), size: Self.size)
        let fb = try render(makeRoot(Self.size, [Self.red(masked: b)]), size: Self.size)
        #expect(fa.pixels == fb.pixels)
        #expect(near(Int(fa[60, 60].a), 64, 1))  // round(0.25 × 255) = 64
    }

    @Test func aCircleMaskShowsInsideAndHidesOutside() throws {
        let mask = ShapeLayer()
        mask.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        mask.path = BezierPath(ovalIn: Rect(x: 20, y: 20, width: 60, height: 60))  // centre (50, 50), r 30
        let frame = try render(makeRoot(Self.size, [Self.red(masked: mask)]), size: Self.size)
        // Layer (50, 50) is canvas (60, 60); pixel centres at distance ≤ 28 are inside, ≥ 32 outside.
        for (x, y) in [(60, 60), (60 + 27, 60), (60, 60 - 28), (60 - 19, 60 - 19)] {
            #expect(frame.rgba(x, y) == (255, 0, 0, 255), "inside at \(x), \(y)")
        }
        for (x, y) in [(60 + 32, 60), (60, 60 + 33), (60 - 24, 60 - 24), (15, 15)] {
            #expect(frame[x, y].a == 0, "outside at \(x), \(y)")
        }
    }

    @Test func theMaskIsInTheLayersCoordinatesWithItsOwnOpacityAndTransform() throws {
        let mask = makeLayer(Rect(x: 50, y: 0, width: 50, height: 100), background: .black)  // the right half
        mask.opacity = 0.5
        let layer = Self.red(masked: mask)
        layer.affineTransform = AffineTransform(scaleX: -1, y: 1)  // mirrored about its centre: the left half shows
        let frame = try render(makeRoot(Self.size, [layer]), size: Self.size)
        #expect(near(Int(frame[30, 60].a), 128, 1) && near(Int(frame[30, 60].r), 128, 1))
        #expect(frame[90, 60].a == 0)
    }

    @Test func aMaskMasksSublayersOutsideTheBoundsToo() throws {
        let mask = makeLayer(Rect(x: -10, y: -10, width: 60, height: 130), background: .black)
        let layer = makeLayer(Rect(x: 10, y: 10, width: 20, height: 20), background: .red)
        let child = makeLayer(Rect(x: 0, y: 60, width: 80, height: 20), background: .blue)  // canvas y 70…90
        layer.addSublayer(child)
        layer.mask = mask  // covers canvas x 0…50
        let frame = try render(makeRoot(Self.size, [layer]), size: Self.size)
        #expect(frame.rgba(20, 20) == (255, 0, 0, 255))
        #expect(frame.rgba(40, 80) == (0, 0, 255, 255))
        #expect(frame[60, 80].a == 0)
    }

    @Test func aHiddenOrTransparentMaskShowsNothing() throws {
        let hidden = makeLayer(Rect(x: 0, y: 0, width: 100, height: 100), background: .black)
        hidden.isHidden = true
        let empty = Layer()  // draws nothing: alpha 0 everywhere
        empty.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        for mask in [hidden, empty] {
            let frame = try render(makeRoot(Self.size, [Self.red(masked: mask)]), size: Self.size)
            #expect(frame.inkCount() == 0)
        }
    }

    @Test func masksToBoundsAndCornerRadiusClipAsWellAsTheMask() throws {
        let mask = makeLayer(Rect(x: 0, y: 0, width: 50, height: 100), background: .black)  // the left half
        let layer = makeLayer(Rect(x: 10, y: 10, width: 100, height: 100), background: nil)
        layer.cornerRadius = 30
        layer.masksToBounds = true
        layer.addSublayer(makeLayer(Rect(x: -20, y: -20, width: 140, height: 140), background: .red))
        layer.mask = mask
        let frame = try render(makeRoot(Self.size, [layer]), size: Self.size)
        #expect(frame.rgba(35, 60) == (255, 0, 0, 255))  // inside both
        #expect(frame[12, 12].a == 0)  // outside the rounded corner (centre (40, 40), r 30)
        #expect(frame.rgba(12, 60) == (255, 0, 0, 255))  // the straight left edge
        #expect(frame[85, 60].a == 0)  // masked out
        #expect(frame[5, 60].a == 0)  // outside the bounds
    }

    @Test func aMaskAlsoMasksTheLayersShadow() throws {
        let layer = Self.red(masked: nil)
        layer.shadowOpacity = 1
        layer.shadowOffset = Size(width: 0, height: 0)
        layer.shadowRadius = 4
        let unmasked = try render(makeRoot(Self.size, [layer]), size: Self.size)
        #expect(unmasked[7, 60].a > 0)  // the shadow spills outside the bounds
        layer.mask = makeLayer(Rect(x: 0, y: 0, width: 100, height: 100), background: .black)
        let masked = try render(makeRoot(Self.size, [layer]), size: Self.size)
        #expect(masked[7, 60].a == 0)
        #expect(masked.rgba(60, 60) == (255, 0, 0, 255))
    }

    @Test func anAxialGradientMaskFadesTheLayerLinearly() throws {
        let mask = GradientLayer()
        mask.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        mask.colors = [Color(red: 0, green: 0, blue: 0, alpha: 0), .black]
        mask.startPoint = Point(x: 0, y: 0.5)
        mask.endPoint = Point(x: 1, y: 0.5)
        let frame = try render(makeRoot(Self.size, [Self.red(masked: mask)]), size: Self.size)
        for x in [0, 10, 25, 50, 75, 99] {
            let alpha = Double(x) + 0.5  // pixel centre, over 100 points: α = (x + 0.5) / 100
            let expected = Int((alpha / 100 * 255).rounded())
            let p = frame[10 + x, 60]
            #expect(near(Int(p.a), expected, 1), "x \(x): \(p.a) vs \(expected)")
            #expect(near(Int(p.r), expected, 1))
        }
    }

    // MARK: - Cost

    @Test func aMaskedLayerCostsOnePassTheSizeOfItsOwnExtent() throws {
        let canvas = Size(width: 400, height: 300)
        let layer = makeLayer(Rect(x: 100, y: 100, width: 50, height: 40), background: .red)
        layer.mask = makeLayer(Rect(x: -100, y: -100, width: 500, height: 500), background: .black)
        let plain = makeLayer(Rect(x: 200, y: 100, width: 50, height: 40), background: .blue)
        let root = makeRoot(canvas, [layer, plain])
        let log = OffscreenPassLog()
        let renderer = try FrameRenderer(canvasSize: canvas, scale: 2)
        _ = try renderer.render(root.modelSnapshot(), passLog: log)
        #expect(log.passes.count == 1)
        // 100 × 80 pixels at scale 2, plus 2 pixels of antialiasing margin on each side.
        #expect(log.passes == [PixelRect(x: 198, y: 198, width: 104, height: 84)])

        let unmasked = OffscreenPassLog()
        layer.mask = nil
        _ = try renderer.render(root.modelSnapshot(), passLog: unmasked)
        #expect(unmasked.passes.isEmpty)
    }

    @Test func aSmallMaskShrinksThePassToItsOwnExtent() throws {
        let canvas = Size(width: 400, height: 300)
        let layer = makeLayer(Rect(x: 0, y: 0, width: 400, height: 300), background: .red)
        layer.mask = makeLayer(Rect(x: 10, y: 20, width: 30, height: 40), background: .black)
        let log = OffscreenPassLog()
        _ = try FrameRenderer(canvasSize: canvas).render(makeRoot(canvas, [layer]).modelSnapshot(), passLog: log)
        #expect(log.passes == [PixelRect(x: 8, y: 18, width: 34, height: 44)])
    }

    // MARK: - Animation

    @Test func anAnimatedMaskPathAndPositionShowTheirMidValues() throws {
        let mask = ShapeLayer()
        mask.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        mask.path = BezierPath(ovalIn: Rect(x: 40, y: 40, width: 20, height: 20))  // r 10
        var grow = BasicAnimation(keyPath: "path")
        grow.toValue = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 100, height: 100))  // r 50
        grow.duration = 1
        mask.add(grow, forKey: "grow")
        var move = BasicAnimation(keyPath: "position.x")
        move.fromValue = 50.0
        move.toValue = 30.0
        move.duration = 1
        mask.add(move, forKey: "move")
        let stage = Stage(size: Self.size, fps: 10, duration: 1)
        stage.rootLayer.addSublayer(Self.red(masked: mask))
        let timeline = stage.run()
        let frame = try FrameRenderer(canvasSize: Self.size).render(timeline.evaluate(at: 0.5))
        // At 0.5 s: the oval is 60 × 60 (r 30, same control-point structure blends linearly),
        // centred at layer (50, 50) moved by position.x 40 − 50 = −10: canvas (50, 60).
        #expect(frame.rgba(50, 60) == (255, 0, 0, 255))
        #expect(frame.rgba(50 - 27, 60) == (255, 0, 0, 255))
        #expect(frame[50 + 32, 60].a == 0)
        #expect(frame[50 + 25, 60].a == 255)
        let start = try FrameRenderer(canvasSize: Self.size).render(timeline.evaluate(at: 0))
        #expect(start[50 + 25, 60].a == 0)  // r 10 at the start
    }
}

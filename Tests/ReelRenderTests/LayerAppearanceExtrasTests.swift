import Foundation
import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// `shadowPath`, `cornerCurve`, `maskedCorners`, `contentsRect`, `contentsCenter` and the
/// contents filters, checked at pixels against formulas. Semantics from Apple's `CALayer`
/// documentation (quoted per test).
@Suite struct LayerAppearanceExtrasTests {
    // MARK: - Helpers

    /// A PNG of `width` × `height` opaque pixels coloured by `colour(x, y)` = (r, g, b).
    static func writeImage(
        _ name: String, width: Int, height: Int, _ colour: (Int, Int) -> (UInt8, UInt8, UInt8)
    ) throws -> String {
        var pixels = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = colour(x, y)
                pixels += [b, g, r, 255]
            }
        }
        let path = temporaryPath(name)
        try writePNG(Frame(width: width, height: height, pixels: pixels), to: path)
        return path
    }

    /// 20 × 20: top left red, top right green, bottom left blue, bottom right white (10 × 10 each).
    static func quadrants() throws -> String {
        try writeImage("quadrants.png", width: 20, height: 20) { x, y in
            switch (x < 10, y < 10) {
            case (true, true): (255, 0, 0)
            case (false, true): (0, 255, 0)
            case (true, false): (0, 0, 255)
            case (false, false): (255, 255, 255)
            }
        }
    }

    static func isColour(_ p: (r: Int, g: Int, b: Int, a: Int), _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 2)
        -> Bool
    {
        near(p.r, r, tolerance) && near(p.g, g, tolerance) && near(p.b, b, tolerance) && p.a == 255
    }

    // MARK: - shadowPath

    /// "If you specify a value for this property, the layer creates its shadow using the
    /// specified path instead of the layer's composited alpha channel." (CALayer.shadowPath)
    @Test func shadowPathShadowIsWhereThePathIsNotWhereTheLayerIs() throws {
        let size = Size(width: 140, height: 80)
        let layer = makeLayer(Rect(x: 20, y: 20, width: 40, height: 40), background: Color(red: 1, green: 0, blue: 0))
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = Size(width: 0, height: 0)
        layer.shadowPath = BezierPath(rect: Rect(x: 60, y: 0, width: 30, height: 40))  // canvas x 80…110
        let frame = try render(makeRoot(size, [layer]), size: size)
        #expect(Self.isColour(frame.rgba(95, 40), 0, 0, 0), "shadow inside the path")
        #expect(Self.isColour(frame.rgba(82, 22), 0, 0, 0))
        #expect(frame.rgba(70, 40).a == 0, "nothing between the layer and the path")
        #expect(frame.rgba(115, 40).a == 0, "nothing right of the path")
        #expect(Self.isColour(frame.rgba(40, 40), 255, 0, 0), "the layer itself")

        // A layer that draws nothing still casts its path's shadow, offset and blurred.
        let empty = makeLayer(Rect(x: 20, y: 20, width: 40, height: 40))
        empty.shadowOpacity = 1
        empty.shadowRadius = 2
        empty.shadowOffset = Size(width: 10, height: 0)
        empty.shadowPath = BezierPath(rect: Rect(x: 0, y: 0, width: 20, height: 40))  // canvas x 30…50
        let shadowed = try render(makeRoot(size, [empty]), size: size)
        #expect(shadowed.rgba(40, 40).a == 255, "deep inside the offset path")
        #expect(shadowed.rgba(15, 40).a == 0, "left of the offset path, past the blur")
        #expect(shadowed.rgba(58, 40).a == 0, "right of the offset path, past the blur")
        // Across the blurred edge at x = 50 (σ = shadowRadius = 2) the alpha at a pixel centre c
        // is 255 · Φ((50 − c) / σ).
        for x in 46...53 {
            let expected = 255 * 0.5 * erfc((Double(x) + 0.5 - 50) / (2 * 2.0.squareRoot()))
            #expect(abs(Double(shadowed.rgba(x, 40).a) - expected) < 8, "x = \(x): \(shadowed.rgba(x, 40).a)")
        }
    }

    // MARK: - maskedCorners

    /// "When rendering, only the corners included in the mask are rounded" (CALayer.maskedCorners);
    /// CACornerMask names corners by their bounds' min/max x and y (y down here, as in UIKit).
    @Test func maskedCornersRoundOnlyTheChosenCorners() throws {
        let size = Size(width: 80, height: 80)
        let filled = makeLayer(Rect(x: 10, y: 10, width: 60, height: 60), background: Color(red: 0, green: 1, blue: 0))
        filled.cornerRadius = 20
        filled.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        // The same corners through masksToBounds (a full sublayer) and the border.
        let clipped = makeLayer(Rect(x: 10, y: 10, width: 60, height: 60))
        clipped.cornerRadius = 20
        clipped.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        clipped.masksToBounds = true
        clipped.addSublayer(
            makeLayer(Rect(x: -10, y: -10, width: 80, height: 80), background: Color(red: 0, green: 1, blue: 0)))
        let bordered = makeLayer(Rect(x: 10, y: 10, width: 60, height: 60))
        bordered.cornerRadius = 20
        bordered.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
        bordered.borderWidth = 4
        bordered.borderColor = Color(red: 0, green: 1, blue: 0)
        for layer in [filled, clipped, bordered] {
            let frame = try render(makeRoot(size, [layer]), size: size)
            // A point 2 px in from a corner: outside a circle of radius 20 centred 20 in.
            #expect(frame.rgba(12, 12).a == 0, "top left (layerMinXMinYCorner) is rounded")
            #expect(frame.rgba(67, 67).a == 0, "bottom right (layerMaxXMaxYCorner) is rounded")
            #expect(Self.isColour(frame.rgba(67, 12), 0, 255, 0), "top right stays square")
            #expect(Self.isColour(frame.rgba(12, 67), 0, 255, 0), "bottom left stays square")
        }
    }

    // MARK: - cornerCurve

    /// The uncovered area in a corner of `frame` and, along the diagonal pixels (i, i), the
    /// summed uncovered fraction.
    static func cornerMeasure(_ frame: Frame, extent: Int) -> (area: Double, diagonal: Double) {
        var area = 0.0
        for y in 0..<extent { for x in 0..<extent { area += 1 - Double(frame[x, y].a) / 255 } }
        var diagonal = 0.0
        for i in 0..<extent { diagonal += 1 - Double(frame[i, i].a) / 255 }
        return (area, diagonal)
    }

    /// The uncovered diagonal sum when the corner's edge crosses the diagonal at (d, d) with
    /// a 45° tangent: whole pixels before it, then the part of pixel ⌊d⌋ with x + y < 2d.
    static func diagonalSum(crossingAt d: Double) -> Double {
        let i = d.rounded(.down)
        let u = 2 * (d - i)
        return i + (u <= 1 ? u * u / 2 : 1 - (2 - u) * (2 - u) / 2)
    }

    /// The area between a corner's square and its curve, by the shoelace formula on the path
    /// flattened finely (the curve from the published continuous-corner coefficients, or the
    /// circle), r = `radius`, corner at the origin, edges along +x and +y.
    static func cornerArea(_ curve: CornerCurve, radius: Double) -> Double {
        let side = 4 * radius
        let path = BezierPath(
            roundedRect: Rect(x: 0, y: 0, width: side, height: side), cornerRadius: radius, cornerCurve: curve,
            maskedCorners: [.layerMinXMinYCorner])
        var points: [Point] = []
        var current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                points.append(p)
                current = p
            case .curve(let p, let c1, let c2):
                for k in 1...2000 {
                    let t = Double(k) / 2000
                    let s = 1 - t
                    let x = s * s * s * current.x + 3 * s * s * t * c1.x + 3 * s * t * t * c2.x + t * t * t * p.x
                    let y = s * s * s * current.y + 3 * s * s * t * c1.y + 3 * s * t * t * c2.y + t * t * t * p.y
                    points.append(Point(x: x, y: y))
                }
                current = p
            default: break
            }
        }
        var twice = 0.0
        for (a, b) in zip(points, points.dropFirst() + [points[0]]) { twice += a.x * b.y - b.x * a.y }
        return side * side - abs(twice) / 2
    }

    /// `cornerCurve = .continuous` ("iOS 13 … continuous corner curve", CALayerCornerCurve):
    /// Apple does not publish the curve; Reel uses the measured iOS 7+ rounded-rectangle curve
    /// (coefficients 1.528665, 1.088493, 0.868407, 0.669934 / 0.065496, 0.631494 / 0.074911,
    /// 0.372824 / 0.169059 × radius, as open-source reimplementations state them). Its 45°
    /// point lies 0.291507 r from each edge (the middle cubic's t = ½, by symmetry), against
    /// the circle's (1 − 1/√2) r = 0.292893 r; it leaves each edge 1.528665 r from the corner,
    /// so it cuts off more area; both meet the edges' midpoints alike.
    @Test func continuousCornersDifferFromCircularByTheFormulas() throws {
        // A huge radius so that the 45° difference (0.0014 r) is 1.1 px; only the corner is on the canvas.
        let r = 800.0
        var diagonals: [CornerCurve: Double] = [:]
        for curve in CornerCurve.allCases {
            let layer = makeLayer(Rect(x: 0, y: 0, width: 2600, height: 2600), background: .white)
            layer.cornerRadius = r
            layer.cornerCurve = curve
            let frame = try render(
                makeRoot(Size(width: 300, height: 300), [layer]), size: Size(width: 300, height: 300))
            diagonals[curve] = Self.cornerMeasure(frame, extent: 300).diagonal
        }
        let circular = try #require(diagonals[.circular])
        let continuous = try #require(diagonals[.continuous])
        #expect(abs(circular - Self.diagonalSum(crossingAt: r * (1 - 1 / 2.0.squareRoot()))) < 0.15, "\(circular)")
        #expect(abs(continuous - Self.diagonalSum(crossingAt: r * 0.291507)) < 0.15, "\(continuous)")
        #expect(circular - continuous > 0.8, "the continuous 45° point is 1.1 px nearer the corner")

        // A 200 × 200 layer, r = 40: the corners' areas match the formulas; edge midpoints are
        // inked alike and the pixel beyond them is empty.
        let expectedArea: [CornerCurve: Double] = [
            .circular: r * r * (1 - Double.pi / 4) / 400, .continuous: Self.cornerArea(.continuous, radius: 40),
        ]
        #expect(abs(try #require(expectedArea[.circular]) - Self.cornerArea(.circular, radius: 40)) < 1)
        var frames: [Frame] = []
        for curve in CornerCurve.allCases {
            let layer = makeLayer(Rect(x: 10, y: 10, width: 200, height: 200), background: .white)
            layer.cornerRadius = 40
            layer.cornerCurve = curve
            let frame = try render(
                makeRoot(Size(width: 220, height: 220), [layer]), size: Size(width: 220, height: 220))
            var area = 0.0
            for y in 10..<80 { for x in 10..<80 { area += 1 - Double(frame[x, y].a) / 255 } }
            let expected = try #require(expectedArea[curve])
            #expect(abs(area - expected) < expected * 0.02, "\(curve): area \(area), expected \(expected)")
            for (x, y) in [(110, 10), (110, 209), (10, 110), (209, 110)] { #expect(frame.rgba(x, y).a == 255) }
            for (x, y) in [(110, 9), (110, 210), (9, 110), (210, 110)] { #expect(frame.rgba(x, y).a == 0) }
            frames.append(frame)
        }
        #expect(frames[0] != frames[1])
        // The continuous curve leaves the edge before the circle does: 1.3 r along the top
        // edge it is already off the edge line, where the circle still runs straight.
        #expect(frames[0].rgba(10 + 52, 10).a == 255)
        #expect(frames[1].rgba(10 + 52, 10).a < 255)
    }

    @Test func continuousCornerPathHasThePublishedPoints() {
        let path = BezierPath(
            roundedRect: Rect(x: 0, y: 0, width: 1000, height: 1000), cornerRadius: 100, cornerCurve: .continuous,
            maskedCorners: .all)
        guard case .move(let start) = path.elements.first else {
            Issue.record("no start")
            return
        }
        #expect(abs(start.x - (1000 - 152.8665)) < 1e-9 && start.y == 0)
        // The clamp keeps opposite corners apart: r ≤ half the side / 1.528665.
        let clamped = BezierPath(
            roundedRect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 50, cornerCurve: .continuous,
            maskedCorners: .all)
        guard case .move(let p) = clamped.elements.first else { return }
        #expect(abs(p.x - 50) < 1e-9)
    }

    // MARK: - contents

    /// "Defaults to the unit rectangle (0.0, 0.0, 1.0, 1.0). If pixels outside the unit
    /// rectangle are requested, the edge pixels of the contents image will be extended
    /// outwards." (CALayer.contentsRect)
    @Test func contentsRectShowsTheChosenQuarter() throws {
        let image = Image(path: try Self.quadrants())
        let size = Size(width: 40, height: 40)
        let quarters: [(Rect, (Int, Int, Int))] = [
            (Rect(x: 0, y: 0, width: 0.5, height: 0.5), (255, 0, 0)),
            (Rect(x: 0.5, y: 0, width: 0.5, height: 0.5), (0, 255, 0)),
            (Rect(x: 0, y: 0.5, width: 0.5, height: 0.5), (0, 0, 255)),
            (Rect(x: 0.5, y: 0.5, width: 0.5, height: 0.5), (255, 255, 255)),
        ]
        for (rect, (r, g, b)) in quarters {
            let layer = makeLayer(Rect(origin: .zero, size: size))
            layer.contents = image
            layer.contentsRect = rect
            let frame = try render(makeRoot(size, [layer]), size: size)
            for (x, y) in [(5, 5), (20, 20), (34, 34), (5, 34), (34, 5)] {
                #expect(Self.isColour(frame.rgba(x, y), r, g, b), "\(rect) at (\(x), \(y)): \(frame.rgba(x, y))")
            }
        }
        // Gravity places the chosen part at its own size: 10 × 10 points in the middle.
        let centred = makeLayer(Rect(origin: .zero, size: size))
        centred.contents = image
        centred.contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 0.5)
        centred.contentsGravity = .center
        let frame = try render(makeRoot(size, [centred]), size: size)
        #expect(Self.isColour(frame.rgba(20, 20), 0, 255, 0))
        #expect(frame.rgba(14, 20).a == 0 && frame.rgba(25, 20).a == 0)
        // Beyond the unit square the edge pixels extend: the bottom right quadrant and, past
        // the image, its white edge.
        let beyond = makeLayer(Rect(origin: .zero, size: size))
        beyond.contents = image
        beyond.contentsRect = Rect(x: 0.5, y: 0.5, width: 1, height: 1)
        let extended = try render(makeRoot(size, [beyond]), size: size)
        for (x, y) in [(5, 5), (30, 5), (5, 30), (35, 35)] {
            #expect(Self.isColour(extended.rgba(x, y), 255, 255, 255), "(\(x), \(y))")
        }
    }

    /// "The rectangle in the layer's contents property that defines the stretchable region
    /// … the center rectangle is stretched in both dimensions, the top-center and bottom-center
    /// only horizontally, the left-center and right-center only vertically, and the four corner
    /// rectangles not at all." (CALayer.contentsCenter)
    @Test func contentsCenterKeepsTheCornersUnscaled() throws {
        // 30 × 30: 10 px corners red, green, blue, yellow; edges grey; middle white.
        let path = try Self.writeImage("nine.png", width: 30, height: 30) { x, y in
            switch (x / 10, y / 10) {
            case (0, 0): (255, 0, 0)
            case (2, 0): (0, 255, 0)
            case (0, 2): (0, 0, 255)
            case (2, 2): (255, 255, 0)
            case (1, 1): (255, 255, 255)
            default: (128, 128, 128)
            }
        }
        let size = Size(width: 120, height: 90)
        let layer = makeLayer(Rect(origin: .zero, size: size))
        layer.contents = Image(path: path)
        layer.contentsCenter = Rect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
        let frame = try render(makeRoot(size, [layer]), size: size)
        let expectations: [((Int, Int), (Int, Int, Int))] = [
            ((2, 2), (255, 0, 0)), ((8, 8), (255, 0, 0)),  // corners: 10 × 10, unscaled
            ((117, 2), (0, 255, 0)), ((111, 8), (0, 255, 0)),
            ((2, 87), (0, 0, 255)), ((8, 81), (0, 0, 255)),
            ((117, 87), (255, 255, 0)), ((111, 81), (255, 255, 0)),
            ((20, 5), (128, 128, 128)), ((60, 5), (128, 128, 128)), ((100, 85), (128, 128, 128)),  // edges
            ((5, 45), (128, 128, 128)), ((115, 45), (128, 128, 128)), ((5, 20), (128, 128, 128)),
            ((60, 45), (255, 255, 255)), ((20, 20), (255, 255, 255)), ((100, 70), (255, 255, 255)),  // middle
        ]
        for ((x, y), (r, g, b)) in expectations {
            #expect(Self.isColour(frame.rgba(x, y), r, g, b), "(\(x), \(y)): \(frame.rgba(x, y))")
        }
        // The whole image stretched (the default) would make the red corner 40 × 30.
        layer.contentsCenter = Rect(x: 0, y: 0, width: 1, height: 1)
        let stretched = try render(makeRoot(size, [layer]), size: size)
        #expect(Self.isColour(stretched.rgba(20, 5), 255, 0, 0))
    }

    /// `magnificationFilter = .nearest` gives hard pixel edges, `.linear` (the default) a blend
    /// (CALayerContentsFilter: "nearest neighbor interpolation", "linear interpolation").
    @Test func nearestMagnificationGivesHardEdgesLinearABlend() throws {
        let path = try Self.writeImage("checker.png", width: 2, height: 2) { x, y in
            (x + y) % 2 == 0 ? (0, 0, 0) : (255, 255, 255)
        }
        let size = Size(width: 40, height: 40)
        var results: [ContentsFilter: Frame] = [:]
        for filter in [ContentsFilter.nearest, .linear] {
            let layer = makeLayer(Rect(origin: .zero, size: size))
            layer.contents = Image(path: path)
            layer.magnificationFilter = filter
            results[filter] = try render(makeRoot(size, [layer]), size: size)
        }
        let nearest = try #require(results[.nearest])
        let linear = try #require(results[.linear])
        #expect(nearest.rgba(19, 10) == (0, 0, 0, 255) && nearest.rgba(20, 10) == (255, 255, 255, 255))
        #expect(nearest.rgba(10, 19) == (0, 0, 0, 255) && nearest.rgba(10, 20) == (255, 255, 255, 255))
        // Bilinear at pixel centre x = 19.5: image x 0.975, 0.475 of the way to the white pixel.
        #expect(near(linear.rgba(19, 10).r, 121, 6), "\(linear.rgba(19, 10))")
        #expect(near(linear.rgba(20, 10).r, 255 - 121, 6), "\(linear.rgba(20, 10))")
        // Minification is untouched by the magnification filter (the image is enlarged here).
        let small = makeLayer(Rect(origin: .zero, size: size))
        small.contents = Image(path: path)
        small.minificationFilter = .nearest
        #expect(try render(makeRoot(size, [small]), size: size) == linear)
    }
}

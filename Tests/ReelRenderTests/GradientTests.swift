import Foundation
import ReelCore
import Shaders
import Testing

@testable import ReelRender

/// `CAGradientLayer`: each pixel's colour against the gradient's formula at the pixel centre.
///
/// Core Animation blends gradient colours in straight (unpremultiplied) components ("colors are
/// mapped to the output colorspace before being interpolated", CAGradientLayer.h; a stop of
/// `UIColor.clear` gives the well-known grey fringe on iOS), which the first tests pin down.
@Suite struct GradientTests {
    static let size = Size(width: 100, height: 100)

    static func gradient(
        _ type: GradientType = .axial, colors: [Color], locations: [Double]? = nil,
        start: Point, end: Point
    ) -> GradientLayer {
        let g = GradientLayer()
        g.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        g.type = type
        g.colors = colors
        g.locations = locations
        g.startPoint = start
        g.endPoint = end
        return g
    }

    static func draw(_ layer: Layer) throws -> Frame {
        try render(makeRoot(size, [layer]), size: size)
    }

    /// 8-bit straight components of the blend `a → b` at `t`.
    static func blend(_ a: Color, _ b: Color, _ t: Double) -> (r: Int, g: Int, b: Int) {
        let c = a.interpolated(to: b, amount: t)
        return (Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()))
    }

    static func close(_ p: (r: Int, g: Int, b: Int, a: Int), _ e: (r: Int, g: Int, b: Int), _ tol: Int = 1) -> Bool {
        near(p.r, e.r, tol) && near(p.g, e.g, tol) && near(p.b, e.b, tol) && p.a == 255
    }

    @Test func axialColourAtTAlongStartToEnd() throws {
        let frame = try Self.draw(
            Self.gradient(colors: [.red, .blue], start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5)))
        for x in [0, 13, 50, 77, 99] {
            let t = (Double(x) + 0.5) / 100
            #expect(Self.close(frame.rgba(x, 40), Self.blend(.red, .blue, t)), "x \(x): \(frame.rgba(x, 40))")
        }
    }

    @Test func axialPadsBeyondTheEndPointsAndFollowsADiagonal() throws {
        // From (25, 25) to (75, 75): t = ((p − s) · d) / |d|².
        let frame = try Self.draw(
            Self.gradient(colors: [.red, .blue], start: Point(x: 0.25, y: 0.25), end: Point(x: 0.75, y: 0.75)))
        for (x, y) in [(5, 5), (90, 95), (40, 60), (30, 45), (70, 50)] {
            let px = Double(x) + 0.5 - 25
            let py = Double(y) + 0.5 - 25
            let t = min(max((px * 50 + py * 50) / 5000, 0), 1)
            #expect(Self.close(frame.rgba(x, y), Self.blend(.red, .blue, t)), "(\(x), \(y))")
        }
    }

    @Test func coloursBlendStraightNotPremultiplied() throws {
        let frame = try Self.draw(
            Self.gradient(
                colors: [.red, Color(red: 0, green: 0, blue: 0, alpha: 0)], start: Point(x: 0, y: 0.5),
                end: Point(x: 1, y: 0.5)))
        // At x = 49 (t = 0.495): straight (0.505, 0, 0, 0.505), premultiplied red 0.255 × 255 ≈ 65;
        // premultiplied blending would give 0.505 × 255 ≈ 129.
        let p = frame[49, 40]
        let a = 0.505
        #expect(near(Int(p.a), Int((a * 255).rounded()), 1))
        #expect(near(Int(p.r), Int((a * a * 255).rounded()), 1), "\(p)")
    }

    @Test func locationsPlaceTheStops() throws {
        let frame = try Self.draw(
            Self.gradient(
                colors: [.red, .green, .blue], locations: [0.2, 0.4, 1], start: Point(x: 0, y: 0.5),
                end: Point(x: 1, y: 0.5)))
        #expect(Self.close(frame.rgba(10, 50), (255, 0, 0)))  // before the first stop
        let t1 = (29.5 - 20) / 20
        #expect(Self.close(frame.rgba(29, 50), Self.blend(.red, .green, t1)))
        let t2 = (69.5 - 40) / 60
        #expect(Self.close(frame.rgba(69, 50), Self.blend(.green, .blue, t2)))
    }

    @Test func locationsOutsideZeroToOneMoveTheStopsBeyondTheEnds() throws {
        // The shimmer's band at [−0.5, 0, 0.5]: white at 0, black from 0.5.
        let frame = try Self.draw(
            Self.gradient(
                colors: [.black, .white, .black], locations: [-0.5, 0, 0.5], start: Point(x: 0, y: 0.5),
                end: Point(x: 1, y: 0.5)))
        #expect(Self.close(frame.rgba(0, 50), Self.blend(.white, .black, 0.5 / 50)))
        #expect(Self.close(frame.rgba(25, 50), Self.blend(.white, .black, 25.5 / 50)))
        #expect(Self.close(frame.rgba(80, 50), (0, 0, 0)))
    }

    @Test func radialIsAnEllipseCentredAtStartReachingEnd() throws {
        // Centre (50, 50); radii |1 − 0.5| × 100 = 50 in x and |0.75 − 0.5| × 100 = 25 in y.
        let frame = try Self.draw(
            Self.gradient(.radial, colors: [.white, .blue], start: Point(x: 0.5, y: 0.5), end: Point(x: 1, y: 0.75)))
        for (x, y) in [(50, 50), (70, 50), (50, 60), (62, 58), (90, 50), (50, 80), (5, 5)] {
            let dx = (Double(x) + 0.5 - 50) / 50
            let dy = (Double(y) + 0.5 - 50) / 25
            let t = min((dx * dx + dy * dy).squareRoot(), 1)
            #expect(Self.close(frame.rgba(x, y), Self.blend(.white, .blue, t)), "(\(x), \(y)): \(frame.rgba(x, y))")
        }
    }

    @Test func conicGoesClockwiseFromTheDirectionOfEnd() throws {
        // Around (50, 50), 0 towards +x; on screen (y down) +y is a quarter turn clockwise.
        let frame = try Self.draw(
            Self.gradient(.conic, colors: [.red, .blue], start: Point(x: 0.5, y: 0.5), end: Point(x: 1, y: 0.5)))
        for (x, y) in [(80, 52), (52, 80), (20, 52), (48, 20), (70, 30), (30, 70)] {
            var theta = atan2(Double(y) + 0.5 - 50, Double(x) + 0.5 - 50)
            if theta < 0 { theta += 2 * .pi }
            let t = theta / (2 * .pi)
            #expect(
                Self.close(frame.rgba(x, y), Self.blend(.red, .blue, t)), "(\(x), \(y)) t \(t): \(frame.rgba(x, y))")
        }
    }

    @Test func conicStartsAtTheDirectionToEnd() throws {
        // End straight above the centre: location 0 points up, 0.25 to the right.
        let frame = try Self.draw(
            Self.gradient(
                .conic, colors: [.red, .green, .blue, .red], locations: [0, 0.25, 0.5, 1],
                start: Point(x: 0.5, y: 0.5), end: Point(x: 0.5, y: 0)))
        #expect(Self.close(frame.rgba(90, 50), (0, 255, 0), 4))  // right: 0.25 (± the pixel centre's angle)
        #expect(Self.close(frame.rgba(50, 90), (0, 0, 255), 4))  // down: 0.5
    }

    @Test func conicPixelsAreDeterministic() throws {
        let layer = Self.gradient(
            .conic, colors: [.red, .yellow, .blue], start: Point(x: 0.3, y: 0.6), end: Point(x: 0.9, y: 0.1))
        layer.affineTransform = AffineTransform(rotationAngle: 0.4)
        #expect(try Self.draw(layer).pixels == Self.draw(layer).pixels)
    }

    @Test func cornerRadiusRoundsTheGradient() throws {
        let layer = Self.gradient(colors: [.red, .red], start: Point(x: 0, y: 0), end: Point(x: 1, y: 1))
        layer.cornerRadius = 20
        let frame = try Self.draw(layer)
        #expect(frame[1, 1].a == 0)
        #expect(frame.rgba(50, 50) == (255, 0, 0, 255))
    }

    @Test func noColoursDrawNothing() throws {
        let layer = Self.gradient(colors: [], start: Point(x: 0, y: 0), end: Point(x: 1, y: 1))
        layer.colors = nil
        #expect(try Self.draw(layer).inkCount() == 0)
    }

    // MARK: - Animation

    @Test func animatedColorsAndLocationsShowTheirMidValues() throws {
        let layer = Self.gradient(
            colors: [.red, .blue], locations: [0, 1], start: Point(x: 0, y: 0.5), end: Point(x: 1, y: 0.5))
        var colors = BasicAnimation(keyPath: "colors")
        colors.toValue = [Color.green, Color.white]
        colors.duration = 1
        layer.add(colors, forKey: "colors")
        var locations = BasicAnimation(keyPath: "locations")
        locations.toValue = [0.5, 1.0]
        locations.duration = 1
        layer.add(locations, forKey: "locations")
        let stage = Stage(size: Self.size, fps: 10, duration: 1)
        stage.rootLayer.addSublayer(layer)
        let frame = try FrameRenderer(canvasSize: Self.size).render(stage.run().evaluate(at: 0.5))
        // At 0.5 s: colours red→green and blue→white half-way, locations [0.25, 1].
        let c0 = Color.red.interpolated(to: .green, amount: 0.5)
        let c1 = Color.blue.interpolated(to: .white, amount: 0.5)
        #expect(Self.close(frame.rgba(10, 50), Self.blend(c0, c0, 0)))
        #expect(Self.close(frame.rgba(62, 50), Self.blend(c0, c1, (62.5 - 25) / 75)))
    }

    // MARK: - Stops

    @Test func stopsAreCutToZeroToOneWithTheColoursThere() {
        let stops = LayerPainter.gradientStops(colors: [.black, .white, .black], locations: [-0.5, 0, 0.5])
        #expect(stops.map(\.location) == [0, 0.5, 1])
        #expect(stops.map(\.color) == [.white, .black, .black])
        let even = LayerPainter.gradientStops(colors: [.red, .green, .blue], locations: [0.1, 0.2])  // count differs
        #expect(even.map(\.location) == [0, 0.5, 1])
    }
}

import Foundation
import Testing
import _ReelTestSupport

@testable import ReelCore

@Suite struct PathLengthTests {
    static let curves: [PathConformance.PathLengths.Curve] = (try? PathConformance.pathLengths().curves) ?? []

    @Test func conformanceDataIsPresent() throws {
        let data = try PathConformance.pathLengths()
        #expect(data.curves.count >= 6)
        #expect(data.circles.count >= 4)
    }

    @Test(arguments: curves)
    func curveLengthMatchesReference(_ curve: PathConformance.PathLengths.Curve) {
        let segment = curve.segment
        #expect(
            relativeError(segment.length, curve.length) < 1e-10, "\(curve.name): \(segment.length) vs \(curve.length)")
        // The same through a path.
        var path = BezierPath()
        path.move(to: segment.start)
        path.append(BezierPath(elements: [segment.element]))
        #expect(relativeError(path.length, curve.length) < 1e-10)
    }

    @Test(arguments: curves)
    func lengthToParameterInverts(_ curve: PathConformance.PathLengths.Curve) {
        let segment = curve.segment
        let total = segment.length
        for i in 1..<20 {
            let target = total * Double(i) / 20
            let t = segment.parameter(atLength: target, totalLength: total)
            #expect(t > 0 && t < 1)
            #expect(abs(segment.length(to: t) - target) < 1e-9 * total, "\(curve.name) at \(i)/20")
        }
        #expect(segment.parameter(atLength: 0) == 0)
        #expect(segment.parameter(atLength: total) == 1)
        #expect(segment.parameter(atLength: -5) == 0)
        #expect(segment.parameter(atLength: total * 2) == 1)
        #expect(segment.parameter(atLength: .nan).isNaN)
    }

    @Test func circleLengthIsTwoPiR() throws {
        for circle in try PathConformance.pathLengths().circles {
            let r = circle.radius
            // The exact circle, as Reel draws it: four 90° cubics.
            let oval = BezierPath(ovalIn: Rect(x: -r, y: -r, width: 2 * r, height: 2 * r))
            let arc = BezierPath(arcCenter: .zero, radius: r, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            // The cubic approximation of a quarter circle is up to 2.7e-4 r off radially; its
            // length is 1.4e-4 longer than 2πr — and the measure must agree with a brute-force one.
            for path in [oval, arc] {
                #expect(relativeError(path.length, circle.length) < 1.5e-4, "\(circle.name)")
                let brute = path.segments.map { referenceLength(of: $0) }.reduce(0, +)
                #expect(relativeError(path.length, brute) < 1e-11, "\(circle.name)")
            }
            // A true circle's length through many short arcs converges on 2πr.
            var fine = BezierPath()
            for i in 0..<64 {
                let a0 = Double(i) * 2 * .pi / 64
                let a1 = Double(i + 1) * 2 * .pi / 64
                fine.addArc(withCenter: .zero, radius: r, startAngle: a0, endAngle: a1, clockwise: true)
            }
            #expect(fine.segments.count == 64)
            #expect(relativeError(fine.length, circle.length) < 1e-10, "\(circle.name): \(fine.length)")
        }
    }

    @Test func lineLengthIsExact() {
        let path = BezierPath(elements: [.move(to: Point(x: 1, y: 2)), .line(to: Point(x: 4, y: 6))])
        #expect(path.length == 5)
        #expect(PathMeasure(path).segmentLengths == [5])
        let segment = path.segments[0]
        #expect(segment.parameter(atLength: 2) == 0.4)
        #expect(segment.point(at: 0.4).distance(to: Point(x: 2.2, y: 3.6)) < 1e-14)
    }

    @Test func randomCubicsMatchBruteForce() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<8 {
            func p() -> Point {
                Point(x: .random(in: -300...300, using: &random), y: .random(in: -300...300, using: &random))
            }
            let segment = PathSegment(start: p(), element: .curve(to: p(), control1: p(), control2: p()))
            #expect(relativeError(segment.length, referenceLength(of: segment)) < 1e-10)
            let quad = PathSegment(start: p(), element: .quadCurve(to: p(), control: p()))
            #expect(relativeError(quad.length, referenceLength(of: quad)) < 1e-10)
        }
    }

    @Test func cuspAwayFromPanelBoundaries() {
        // The conformance cusp sits at t = 1/2; cut so it lands at t = 0.4/0.85 instead.
        let cusp = PathSegment(
            start: .zero,
            element: .curve(to: Point(x: 200, y: 0), control1: Point(x: 200, y: 100), control2: Point(x: 0, y: 100)))
        #expect(cusp.integrator.breakCount == 1)
        #expect(abs(cusp.integrator.breaks.0 - 0.5) < 1e-12)
        let piece = cusp.subsegment(from: 0.1, to: 0.95)
        #expect(abs(piece.integrator.breaks.0 - 0.4 / 0.85) < 1e-9)
        let reference = referenceLength(of: piece, pieces: 100_000)
        #expect(relativeError(piece.length, reference) < 1e-10)
        let total = piece.length
        for i in 1..<40 {
            let target = total * Double(i) / 40
            let t = piece.parameter(atLength: target, totalLength: total)
            #expect(abs(piece.length(to: t) - target) < 1e-9 * total)
        }
    }

    @Test func pointAtParameterMatchesBernsteinForm() {
        let p0 = Point(x: 0, y: 0)
        let p1 = Point(x: 10, y: 30)
        let p2 = Point(x: 40, y: -20)
        let p3 = Point(x: 50, y: 10)
        let cubic = PathSegment(start: p0, element: .curve(to: p3, control1: p1, control2: p2))
        let quad = PathSegment(start: p0, element: .quadCurve(to: p2, control: p1))
        for t in stride(from: 0.0, through: 1.0, by: 0.125) {
            let u = 1 - t
            let b = p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
            #expect(cubic.point(at: t).distance(to: b) < 1e-12)
            let q = p0 * (u * u) + p1 * (2 * u * t) + p2 * (t * t)
            #expect(quad.point(at: t).distance(to: q) < 1e-12)
            // Derivative by central differences.
            let h = 1e-6
            let numeric = (cubic.point(at: t + h) - cubic.point(at: t - h)) * (1 / (2 * h))
            #expect(numeric.distance(to: cubic.derivative(at: t)) < 1e-5)
            let numericQ = (quad.point(at: t + h) - quad.point(at: t - h)) * (1 / (2 * h))
            #expect(numericQ.distance(to: quad.derivative(at: t)) < 1e-5)
        }
        #expect(cubic.point(at: 0) == p0 && cubic.point(at: 1) == p3)
    }

    @Test func subsegmentIsExact() {
        let cubic = PathSegment(
            start: Point(x: 0, y: 0),
            element: .curve(to: Point(x: 50, y: 10), control1: Point(x: 10, y: 30), control2: Point(x: 40, y: -20)))
        let quad = PathSegment(
            start: Point(x: 0, y: 0), element: .quadCurve(to: Point(x: 30, y: 0), control: Point(x: 7, y: 40)))
        for segment in [cubic, quad] {
            let (a, b) = (0.2, 0.7)
            let piece = segment.subsegment(from: a, to: b)
            #expect(piece.degree == segment.degree)
            #expect(piece.start == segment.point(at: a))
            #expect(piece.end == segment.point(at: b))
            for u in stride(from: 0.0, through: 1.0, by: 0.1) {
                #expect(piece.point(at: u).distance(to: segment.point(at: a + (b - a) * u)) < 1e-12)
            }
            #expect(abs(piece.length - segment.length(from: a, to: b)) < 1e-10)
            let (left, right) = segment.split(at: 0.3)
            #expect(abs(left.length + right.length - segment.length) < 1e-10)
        }
    }

    @Test func tangents() throws {
        let line = PathSegment(start: .zero, element: .line(to: Point(x: 3, y: 4)))
        #expect(line.tangent(at: 0.5) == Point(x: 0.6, y: 0.8))
        // A control point on the end point: the derivative vanishes at t = 1, the direction
        // of arrival is from the first control point.
        let c = PathSegment(
            start: .zero,
            element: .curve(to: Point(x: 10, y: 0), control1: Point(x: 10, y: 10), control2: Point(x: 10, y: 0)))
        #expect(c.derivative(at: 1) == .zero)
        let arrival = try #require(c.tangent(at: 1))
        #expect(arrival.distance(to: Point(x: 0, y: -1)) < 1e-12)
        // The cusp of the conformance set has a direction too.
        let cusp = PathSegment(
            start: .zero,
            element: .curve(to: Point(x: 200, y: 0), control1: Point(x: 200, y: 100), control2: Point(x: 0, y: 100)))
        #expect(cusp.derivative(at: 0.5) == .zero)
        #expect(cusp.tangent(at: 0.5) != nil)
        // Circle: the tangent is perpendicular to the radius and turns clockwise on screen.
        let circle = PathMeasure(
            BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true))
        for i in 0..<8 {
            let s = circle.length * Double(i) / 8
            let p = try #require(circle.point(atLength: s))
            let d = try #require(circle.tangent(atLength: s))
            #expect(abs(p.x * d.x + p.y * d.y) < 1e-3 * 10)
            #expect(p.x * d.y - p.y * d.x > 0)  // clockwise on screen
        }
        #expect(PathSegment(start: .zero, element: .line(to: .zero)).tangent(at: 0.5) == nil)
    }
}

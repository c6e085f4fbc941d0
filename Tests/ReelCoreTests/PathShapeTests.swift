import Foundation
import Testing

@testable import ReelCore

@Suite struct PathArcTests {
    struct SweepCase: CustomTestStringConvertible, Sendable {
        let start: Double, end: Double, clockwise: Bool, sweep: Double
        var testDescription: String { "\(start) → \(end) clockwise: \(clockwise)" }
    }

    static let sweeps: [SweepCase] = [
        SweepCase(start: 0, end: .pi / 2, clockwise: true, sweep: .pi / 2),
        SweepCase(start: 0, end: .pi / 2, clockwise: false, sweep: -3 * .pi / 2),
        SweepCase(start: 0, end: -.pi / 2, clockwise: true, sweep: 3 * .pi / 2),
        SweepCase(start: 0, end: -.pi / 2, clockwise: false, sweep: -.pi / 2),
        SweepCase(start: 0, end: 2 * .pi, clockwise: true, sweep: 2 * .pi),  // full circle
        SweepCase(start: 0, end: 2 * .pi, clockwise: false, sweep: -2 * .pi),  // full circle, as on iOS
        SweepCase(start: 0, end: -2 * .pi, clockwise: false, sweep: -2 * .pi),
        SweepCase(start: 0, end: -2 * .pi, clockwise: true, sweep: 2 * .pi),  // full circle
        SweepCase(start: 0, end: 5 * .pi, clockwise: true, sweep: 2 * .pi),  // never wound twice
        SweepCase(start: 1, end: 1, clockwise: true, sweep: 0),
        SweepCase(start: 1, end: 1, clockwise: false, sweep: 0),
        SweepCase(start: .pi / 2, end: .pi / 6, clockwise: false, sweep: -.pi / 3),
    ]

    @Test(arguments: sweeps)
    func sweepRule(_ c: SweepCase) {
        let sweep = BezierPath.arcSweep(startAngle: c.start, endAngle: c.end, clockwise: c.clockwise)
        #expect(abs(sweep - c.sweep) < 1e-12)
        // The drawn arc: pieces of at most 90° and the sweep's length.
        let r = 10.0
        let path = BezierPath(
            arcCenter: Point(x: 5, y: 5), radius: r, startAngle: c.start, endAngle: c.end, clockwise: c.clockwise)
        let pieces = Int((abs(c.sweep) / (.pi / 2)).rounded(.up))
        #expect(path.segments.count == pieces)
        #expect(path.elements.first == .move(to: Point(x: 5 + r * cos(c.start), y: 5 + r * sin(c.start))))
        // Cubic pieces of ≤ 90° are at most 1.41e-4 longer than the true arc.
        #expect(abs(path.length - abs(c.sweep) * r) <= 1.5e-4 * abs(c.sweep) * r)
    }

    @Test func nonFiniteAnglesAddOnlyTheStart() {
        #expect(BezierPath.arcSweep(startAngle: .nan, endAngle: 1, clockwise: true).isNaN)
        let path = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .infinity, clockwise: true)
        #expect(path.elements == [.move(to: Point(x: 10, y: 0))])
        let nanRadius = BezierPath(arcCenter: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: true)
        #expect(nanRadius.segments.count == 1)
        #expect(nanRadius.length.isNaN)
    }

    @Test func arcPiecesLieOnTheCircle() throws {
        let c = Point(x: 100, y: 50)
        let r = 40.0
        let path = BezierPath(arcCenter: c, radius: r, startAngle: 0.3, endAngle: 4.0, clockwise: true)
        #expect(path.segments.count == 3)  // 3.7 rad: three pieces of 71°
        for segment in path.segments {
            for t in stride(from: 0.0, through: 1.0, by: 0.05) {
                let d = segment.point(at: t).distance(to: c)
                #expect(abs(d - r) < 2.8e-4 * r)
            }
        }
        let end = try #require(path.elements.last?.endPoint)
        #expect(end.distance(to: Point(x: c.x + r * cos(4.0), y: c.y + r * sin(4.0))) < 1e-12)
        // clockwise: true turns clockwise on screen (y down): positive cross products.
        let measure = PathMeasure(path)
        let d0 = try #require(measure.tangent(atLength: 1))
        let d1 = try #require(measure.tangent(atLength: 20))
        #expect(d0.x * d1.y - d0.y * d1.x > 0)
    }

    @Test func arcJoinsTheCurrentPointWithALine() {
        var path = BezierPath()
        path.move(to: .zero)
        path.addArc(withCenter: Point(x: 50, y: 0), radius: 10, startAngle: .pi, endAngle: 0, clockwise: true)
        #expect(path.elements[1] == .line(to: Point(x: 40, y: 10 * sin(Double.pi))))
        #expect(path.segments.count == 3)
        // No zero-length line when the current point is the arc's start already.
        var joined = BezierPath()
        joined.move(to: Point(x: 60, y: 0))
        joined.addArc(withCenter: Point(x: 50, y: 0), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(joined.segments.count == 1)
        if case .curve = joined.elements[1] {} else { Issue.record("expected a curve, got \(joined.elements[1])") }
    }
}

@Suite struct PathShapeTests {
    @Test func rectGoesClockwiseFromTopLeft() {
        let path = BezierPath(rect: Rect(x: 10, y: 20, width: -4, height: 5))  // standardized
        #expect(
            path.elements == [
                .move(to: Point(x: 6, y: 20)), .line(to: Point(x: 10, y: 20)), .line(to: Point(x: 10, y: 25)),
                .line(to: Point(x: 6, y: 25)), .close,
            ])
        #expect(path.length == 18)
    }

    @Test func ovalStartsAtTheRightAndGoesClockwise() throws {
        let rect = Rect(x: 10, y: 20, width: 100, height: 60)
        let path = BezierPath(ovalIn: rect)
        #expect(path.elements.count == 6)
        #expect(path.elements[0] == .move(to: Point(x: 110, y: 50)))
        #expect(path.elements[1].endPoint == Point(x: 60, y: 80))  // bottom: clockwise on screen
        #expect(path.elements[2].endPoint == Point(x: 10, y: 50))
        #expect(path.elements[3].endPoint == Point(x: 60, y: 20))
        #expect(path.elements[4].endPoint == Point(x: 110, y: 50))
        #expect(path.elements[5] == .close)
        #expect(path.bounds == rect)
        // Points stay within the approximation's error of the ellipse.
        for segment in path.segments where !segment.isClose {
            for t in stride(from: 0.0, through: 1.0, by: 0.1) {
                let p = segment.point(at: t)
                let e = pow((p.x - 60) / 50, 2) + pow((p.y - 50) / 30, 2)
                #expect(abs(e.squareRoot() - 1) < 3e-4)
            }
        }
    }

    @Test func roundedRectClampsItsRadius() {
        let square = BezierPath(roundedRect: Rect(x: 0, y: 0, width: 50, height: 50), cornerRadius: 100)
        // Radius 25: a circle of four curves, no zero-length sides.
        #expect(square.segments.filter { !$0.isClose }.allSatisfy { $0.degree == 3 })
        #expect(square.segments.count == 5)
        #expect(relativeError(square.length, 2 * .pi * 25) < 1.5e-4)
        #expect(square.bounds == Rect(x: 0, y: 0, width: 50, height: 50))
        let card = BezierPath(roundedRect: Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 8)
        #expect(card.elements.first == .move(to: Point(x: 8, y: 0)))
        #expect(card.segments.count == 9)
        let sides: Double = 2 * (100 - 16) + 2 * (40 - 16)
        let expected: Double = sides + 2 * Double.pi * 8
        #expect(relativeError(card.length, expected) < 1e-4)
        #expect(
            BezierPath(roundedRect: Rect(x: 1, y: 2, width: 3, height: 4), cornerRadius: 0)
                == BezierPath(rect: Rect(x: 1, y: 2, width: 3, height: 4)))
        #expect(BezierPath(roundedRect: Rect(x: 1, y: 2, width: 3, height: 4), cornerRadius: -3).elements.count == 5)
    }

    @Test func boundsAreTightAndControlPointBoundsAreNot() {
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 0))
        path.addCurve(to: Point(x: 100, y: 0), controlPoint1: Point(x: 0, y: 100), controlPoint2: Point(x: 100, y: 100))
        path.addQuadCurve(to: Point(x: 200, y: 0), controlPoint: Point(x: 150, y: -100))
        let b = path.bounds
        // The cubic peaks at y = 75 (t = 1/2), the quadratic at y = −50.
        #expect(abs(b.minX) < 1e-12 && abs(b.maxX - 200) < 1e-12)
        #expect(abs(b.maxY - 75) < 1e-12 && abs(b.minY + 50) < 1e-12)
        #expect(path.controlPointBounds == Rect(x: 0, y: -100, width: 200, height: 200))
        #expect(BezierPath().bounds.isNull)
        #expect(BezierPath().controlPointBounds.isNull)
        let nan = BezierPath(elements: [.move(to: .zero), .line(to: Point(x: .nan, y: 1))])
        #expect(!nan.bounds.isFinite)
    }

    @Test func transformsMoveEveryPoint() {
        let oval = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 20, height: 10))
        let t = AffineTransform(translationX: 5, y: 7).scaledBy(x: 2, y: 3)
        let moved = oval.applying(t)
        #expect(moved.bounds == Rect(x: 5, y: 7, width: 40, height: 30))
        var copy = oval
        copy.apply(t)
        #expect(copy == moved)
        #expect(relativeError(oval.applying(AffineTransform(rotationAngle: 0.7)).length, oval.length) < 1e-12)
    }

    @Test func reversingTracesBackwards() throws {
        var open = BezierPath()
        open.move(to: Point(x: 0, y: 0))
        open.addLine(to: Point(x: 10, y: 0))
        open.addQuadCurve(to: Point(x: 20, y: 10), controlPoint: Point(x: 20, y: 0))
        open.addCurve(to: Point(x: 0, y: 30), controlPoint1: Point(x: 20, y: 30), controlPoint2: Point(x: 5, y: 30))
        let reversed = open.reversing()
        #expect(reversed.elements.first == .move(to: Point(x: 0, y: 30)))
        #expect(reversed.elements.last == .line(to: .zero))
        #expect(reversed.reversing().elements == open.elements)
        #expect(abs(reversed.length - open.length) < 1e-9)
        let oval = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 10, height: 10))
        let back = oval.reversing()
        #expect(back.elements.first == oval.elements.first)
        #expect(back.elements.last == .close)
        #expect(abs(back.length - oval.length) < 1e-9)
        // Counter-clockwise now: the first curve heads up (towards the top point).
        let d = try #require(back.tangent(atLength: 0.01))
        #expect(d.y < 0)
    }

    @Test func currentPointFollowsCloses() {
        var path = BezierPath()
        #expect(path.currentPoint == .zero)
        path.move(to: Point(x: 3, y: 4))
        path.addLine(to: Point(x: 10, y: 4))
        #expect(path.currentPoint == Point(x: 10, y: 4))
        path.close()
        #expect(path.currentPoint == Point(x: 3, y: 4))
        path.addLine(to: Point(x: 3, y: 9))  // a new subpath from the same start
        path.close()
        #expect(path.currentPoint == Point(x: 3, y: 4))
        #expect(path.segments.map(\.subpathIndex) == [0, 0, 1, 1])
    }
}

import Foundation
import Testing
import _ReelTestSupport

@testable import ReelCore

@Suite struct PathTrimTests {
    /// Two subpaths with every kind of segment: a closed one with a quadratic and a cubic, and
    /// an open one with an arc.
    static var mixed: BezierPath {
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 100, y: 0))
        path.addQuadCurve(to: Point(x: 100, y: 100), controlPoint: Point(x: 150, y: 50))
        path.addCurve(to: Point(x: 0, y: 100), controlPoint1: Point(x: 70, y: 160), controlPoint2: Point(x: 30, y: 40))
        path.close()
        path.move(to: Point(x: 200, y: 0))
        path.addArc(withCenter: Point(x: 250, y: 50), radius: 50, startAngle: .pi, endAngle: .pi / 2, clockwise: true)
        path.addLine(to: Point(x: 300, y: 200))
        return path
    }

    @Test func startAtOrAfterEndDrawsNothing() {
        let path = Self.mixed
        #expect(path.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(path.trimmed(from: 0.7, to: 0.3).isEmpty)
        #expect(path.trimmed(from: 1, to: 1).isEmpty)
        #expect(path.trimmed(from: 0, to: 0).isEmpty)
        #expect(path.trimmed(from: -2, to: -1).isEmpty)  // both clamp to 0
        #expect(path.trimmed(from: 3, to: 5).isEmpty)
        #expect(PathMeasure(path).trimmed(fromLength: 10, toLength: 10).isEmpty)
    }

    @Test func fractionsAreClamped() {
        let path = Self.mixed
        #expect(path.trimmed(from: 0, to: 1) == path)
        #expect(path.trimmed(from: -1, to: 2) == path)
        #expect(path.trimmed(from: -.infinity, to: .infinity) == path)
        #expect(path.trimmed(from: -1, to: 0.4) == path.trimmed(from: 0, to: 0.4))
        #expect(path.trimmed(from: 0.4, to: 7) == path.trimmed(from: 0.4, to: 1))
        #expect(PathMeasure(path).trimmed(from: 0, to: 1) == path)
    }

    @Test func nanNeverCrashes() {
        let path = Self.mixed
        #expect(path.trimmed(from: .nan, to: 1).isEmpty)
        #expect(path.trimmed(from: 0, to: .nan).isEmpty)
        let measure = PathMeasure(path)
        #expect(measure.point(atLength: .nan) == nil)
        #expect(measure.tangent(atLength: .nan) == nil)
        #expect(measure.trimmed(fromLength: .nan, toLength: 5).isEmpty)
        for bad in [Double.nan, .infinity, -.infinity] {
            var broken = BezierPath()
            broken.move(to: .zero)
            broken.addLine(to: Point(x: 10, y: 0))
            broken.addCurve(to: Point(x: bad, y: 5), controlPoint1: Point(x: 1, y: bad), controlPoint2: .zero)
            broken.addLine(to: Point(x: 3, y: 3))
            let m = PathMeasure(broken)
            #expect(!m.length.isFinite)
            #expect(m.point(atLength: 5) == nil)
            #expect(m.tangent(atLength: 5) == nil)
            #expect(broken.trimmed(from: 0.2, to: 0.8).isEmpty)
            #expect(broken.trimmed(from: 0, to: 1) == broken)  // unchanged: the renderer decides
            _ = broken.bounds
            _ = broken.reversing()
            _ = broken.svgPathData
        }
    }

    @Test func trimmedLengthIsTheFractionOfTheTotal() {
        let path = Self.mixed
        let measure = PathMeasure(path)
        var random = SeededRandom(seed: 3)
        for _ in 0..<40 {
            let a = Double.random(in: 0...1, using: &random)
            let b = Double.random(in: 0...1, using: &random)
            let (from, to) = (min(a, b), max(a, b))
            let piece = measure.trimmed(from: from, to: to)
            #expect(abs(piece.length - (to - from) * measure.length) < 1e-9 * measure.length, "\(from)…\(to)")
        }
    }

    @Test func cutsEqualPointAtLength() throws {
        let path = Self.mixed
        let measure = PathMeasure(path)
        var random = SeededRandom(seed: 11)
        for _ in 0..<40 {
            let a = Double.random(in: 0.001...0.999, using: &random)
            let b = Double.random(in: 0.001...0.999, using: &random)
            let (from, to) = (min(a, b), max(a, b))
            let piece = measure.trimmed(from: from, to: to)
            guard case .move(let first) = try #require(piece.elements.first) else {
                Issue.record("a trimmed path starts with a move")
                continue
            }
            #expect(first == measure.point(atLength: from * measure.length))
            #expect(piece.currentPoint == measure.point(atLength: to * measure.length))
        }
    }

    @Test func curvesKeepTheirDegree() {
        let path = Self.mixed
        let measure = PathMeasure(path)
        // 0.2…0.3 of the whole lies inside the quadratic of the first subpath.
        let s0 = measure.segmentOffsets[1]
        let s1 = s0 + measure.segmentLengths[1]
        let piece = measure.trimmed(fromLength: s0 + 1, toLength: s1 - 1)
        #expect(piece.elements.count == 2)
        if case .quadCurve = piece.elements[1] {
        } else {
            Issue.record("expected a quadratic, got \(piece.elements[1])")
        }
        let c0 = measure.segmentOffsets[2]
        let cubic = measure.trimmed(fromLength: c0 + 3, toLength: c0 + 40)
        if case .curve = cubic.elements[1] {} else { Issue.record("expected a cubic, got \(cubic.elements[1])") }
        #expect(abs(cubic.length - 37) < 1e-9)
    }

    @Test func acrossAClosingSegment() {
        let square = BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 10))  // length 40
        // The whole closing segment but not the whole subpath: a line, not a close.
        #expect(square.trimmed(from: 0.75, to: 1).elements == [.move(to: Point(x: 0, y: 10)), .line(to: .zero)])
        // Part of the closing segment.
        let part = square.trimmed(from: 0.7, to: 0.9)
        #expect(part.elements.count == 3)
        #expect(part.elements[0].endPoint!.distance(to: Point(x: 2, y: 10)) < 1e-12)
        #expect(part.elements[1] == .line(to: Point(x: 0, y: 10)))
        #expect(part.elements[2] == .line(to: Point(x: 0, y: 4)))
        // Everything: the close stays.
        #expect(square.trimmed(from: 0, to: 1).elements.last == .close)
        // Two squares: the first kept whole keeps its close; the second is cut.
        var two = square
        two.append(BezierPath(rect: Rect(x: 20, y: 0, width: 10, height: 10)))
        let firstAndHalf = two.trimmed(from: 0, to: 0.75)
        #expect(Array(firstAndHalf.elements.prefix(5)) == square.elements)
        #expect(
            Array(firstAndHalf.elements.dropFirst(5)) == [
                .move(to: Point(x: 20, y: 0)), .line(to: Point(x: 30, y: 0)), .line(to: Point(x: 30, y: 10)),
            ])
        // From inside the first square's close into the second square.
        let across = two.trimmed(from: 0.45, to: 0.55)
        #expect(
            across.elements == [
                .move(to: Point(x: 0, y: 4)), .line(to: .zero), .move(to: Point(x: 20, y: 0)),
                .line(to: Point(x: 24, y: 0)),
            ])
    }

    @Test func zeroLengthSubpaths() {
        let path = BezierPath(elements: [
            .move(to: .zero), .line(to: Point(x: 10, y: 0)),
            .move(to: Point(x: 5, y: 5)), .line(to: Point(x: 5, y: 5)),  // a dot at length 10
            .move(to: Point(x: 20, y: 0)), .line(to: Point(x: 30, y: 0)),
        ])
        let measure = PathMeasure(path)
        #expect(measure.length == 20)
        #expect(measure.segmentLengths == [10, 0, 10])
        // The dot is kept when its position is in the closed range.
        #expect(path.trimmed(from: 0, to: 0.5).elements == Array(path.elements.prefix(4)))
        #expect(path.trimmed(from: 0.5, to: 1).elements == Array(path.elements.suffix(4)))
        #expect(!path.trimmed(from: 0.6, to: 1).elements.contains(.move(to: Point(x: 5, y: 5))))
        #expect(!path.trimmed(from: 0, to: 0.4).elements.contains(.move(to: Point(x: 5, y: 5))))
        // Positions on it skip to the next segment with length.
        #expect(measure.point(atLength: 10) == Point(x: 20, y: 0))
        // A path that is all dots has length 0 and no tangent.
        let dots = BezierPath(elements: [.move(to: Point(x: 1, y: 1)), .line(to: Point(x: 1, y: 1)), .close])
        let m = PathMeasure(dots)
        #expect(m.length == 0)
        #expect(m.point(atLength: 0) == Point(x: 1, y: 1))
        #expect(m.tangent(atLength: 0) == nil)
        #expect(dots.trimmed(from: 0, to: 0.5).elements == dots.elements)
    }

    @Test func trailingAndLoneMovesAddNothing() {
        let base = Self.mixed
        var withMoves = base
        withMoves.move(to: Point(x: 1000, y: 1000))
        var lone = BezierPath(elements: [.move(to: Point(x: -50, y: -50))])
        lone.append(base)
        for path in [withMoves, lone] {
            let measure = PathMeasure(path)
            #expect(measure.length == PathMeasure(base).length)
            #expect(measure.segments.map(\.element) == base.segments.map(\.element))
            #expect(path.trimmed(from: 0.2, to: 0.9).elements == base.trimmed(from: 0.2, to: 0.9).elements)
            #expect(measure.point(atLength: measure.length) == Point(x: 300, y: 200))
            #expect(path.trimmed(from: 0.5, to: 1).currentPoint == Point(x: 300, y: 200))
        }
        #expect(PathMeasure(BezierPath(elements: [.move(to: .zero)])).point(atLength: 0) == nil)
        #expect(BezierPath(elements: [.move(to: .zero)]).trimmed(from: 0, to: 0.5).isEmpty)
    }

    @Test func pointsAndTangentsAlongALine() throws {
        let path = BezierPath(elements: [.move(to: .zero), .line(to: Point(x: 30, y: 40))])
        #expect(path.point(atLength: 25) == Point(x: 15, y: 20))
        #expect(path.point(atLength: -3) == .zero)
        #expect(path.point(atLength: 99) == Point(x: 30, y: 40))
        #expect(path.tangent(atLength: 10) == Point(x: 0.6, y: 0.8))
        let angle = try #require(PathMeasure(path).tangentAngle(atLength: 10))
        #expect(abs(angle - atan2(0.8, 0.6)) < 1e-15)
        let measure = PathMeasure(Self.mixed)
        for i in 0...10 {
            let s = measure.length * Double(i) / 10
            let location = try #require(measure.location(atLength: s))
            #expect(abs(measure.distance(at: location) - s) < 1e-9)
        }
    }
}

import Foundation
import Testing

@testable import ReelCore

/// The seed posts' paths (see shared/docs/seeds.md), against shared/conformance/seeds.json.
@Suite struct PathSeedTests {
    /// The floating burger's path exactly as the post builds it: a line, then lineTo through
    /// 360 points of the circle (a = 0°…359°, starting at the line's end).
    static func burgerPath(_ b: PathConformance.Seeds.Burger) -> BezierPath {
        var path = BezierPath()
        path.move(to: Point(x: b.lineStart, y: 0))
        path.addLine(to: Point(x: b.lineLength, y: 0))
        let center = Point(b.circleCenter)
        for degrees in 0..<360 {
            let a = Double(degrees) * .pi / 180
            path.addLine(to: Point(x: sin(a) * b.radius + center.x, y: cos(a) * b.radius + center.y))
        }
        return path
    }

    @Test func burgerPathLengthAndLineFraction() throws {
        let seeds = try PathConformance.seeds()
        #expect(!seeds.floatingBurger.isEmpty)
        for b in seeds.floatingBurger {
            let path = Self.burgerPath(b)
            let measure = PathMeasure(path)
            #expect(measure.segments.count == 361)
            #expect(measure.segmentLengths[1] == 0)  // the circle's first point is the line's end
            #expect(relativeError(measure.length, b.builtPathLength) < 1e-12, "W = \(b.screenWidth)")
            let lineFraction = measure.segmentLengths[0] / measure.length
            #expect(relativeError(lineFraction, b.builtPathLineFraction) < 1e-12)

            // The post's lineLengthNormalized: the line over the line plus a true circle of
            // radius 20. Reel's circle (four cubics) is 1.4e-4 longer than 2πr, which moves the
            // fraction by ~1.4e-4 · (1 − f) · f / 1 ≈ 3e-5 at most.
            let circle = BezierPath(
                arcCenter: center(b), radius: b.radius, startAngle: .pi / 2, endAngle: .pi / 2 + 2 * .pi,
                clockwise: true)
            let post = measure.segmentLengths[0] / (measure.segmentLengths[0] + circle.length)
            #expect(abs(post - b.postLineLengthNormalized) < 4e-5)
            // With the circle drawn as many short arcs, the formula's precision is reached.
            var fine = BezierPath()
            for i in 0..<64 {
                let a0 = Double(i) * 2 * .pi / 64
                fine.addArc(
                    withCenter: center(b), radius: b.radius, startAngle: a0, endAngle: a0 + 2 * .pi / 64,
                    clockwise: true)
            }
            let precise = measure.segmentLengths[0] / (measure.segmentLengths[0] + fine.length)
            #expect(relativeError(precise, b.postLineLengthNormalized) < 1e-10)
            #expect(relativeError(measure.segmentLengths[0] + fine.length, b.postTotalLength) < 1e-10)
        }
    }

    func center(_ b: PathConformance.Seeds.Burger) -> Point { Point(b.circleCenter) }

    @Test func burgerOpenAndCollapsedStates() throws {
        for b in try PathConformance.seeds().floatingBurger {
            let path = Self.burgerPath(b)
            let measure = PathMeasure(path)
            // Open: strokeEnd = the post's fraction, which on the built (shorter) path ends a
            // little before the line's end: only the line shows.
            let open = path.trimmed(from: 0, to: b.postLineLengthNormalized)
            #expect(open.elements.count == 2)
            #expect(open.elements[0] == .move(to: Point(x: b.lineStart, y: 0)))
            let end = try #require(open.elements[1].endPoint)
            #expect(abs(end.x - (b.lineStart + b.postLineLengthNormalized * b.builtPathLength)) < 1e-9)
            #expect(end.y == 0 && end.x < b.lineLength)
            // Collapsed: strokeStart = the post's fraction: the circle plus that sliver of line.
            let collapsed = path.trimmed(from: b.postLineLengthNormalized, to: 1)
            #expect(collapsed.elements.count == 1 + 1 + 360)
            #expect(relativeError(collapsed.length, measure.length * (1 - b.postLineLengthNormalized)) < 1e-12)
            // At the built path's own fraction the line is left out exactly.
            let circleOnly = path.trimmed(from: b.builtPathLineFraction, to: 1)
            #expect(circleOnly.elements.first == .move(to: Point(x: b.lineLength, y: 0)))
            #expect(circleOnly.segments.allSatisfy { $0.start.y <= 1e-9 })
            #expect(relativeError(circleOnly.length, measure.length - (b.lineLength - b.lineStart)) < 1e-9)
        }
    }

    @Test func qqArcMoves() throws {
        let seeds = try PathConformance.seeds()
        #expect(!seeds.qqArc.isEmpty)
        for screen in seeds.qqArc {
            let r = screen.radius
            #expect(abs(r - 2 * screen.screenWidth / 3.0.squareRoot()) < 1e-9)
            #expect(screen.moves.count == 12)
            for move in screen.moves {
                let from = screen.buttons[move.from]
                let to = screen.buttons[move.to]
                #expect(move.startAngle == from.uikitAngleRad && move.endAngle == to.uikitAngleRad)
                var path = BezierPath(
                    arcCenter: .zero, radius: r, startAngle: move.startAngle, endAngle: move.endAngle,
                    clockwise: move.clockwise)
                // The post appends a move to the layer's position: it adds no segment.
                let segmentsBefore = path.segments
                path.move(to: Point(to.center))
                #expect(path.segments == segmentsBefore)

                // One cubic segment (every move is ≤ 45°), from button to button.
                #expect(segmentsBefore.count == 1)
                #expect(segmentsBefore[0].degree == 3)
                let start = segmentsBefore[0].start
                let end = segmentsBefore[0].end
                #expect(start.distance(to: Point(from.center)) < 1e-9 * r)
                #expect(end.distance(to: Point(to.center)) < 1e-9 * r)

                // Direction: NO (b > p) runs up the arc, towards smaller angles; YES runs down.
                let sweep = BezierPath.arcSweep(
                    startAngle: move.startAngle, endAngle: move.endAngle, clockwise: move.clockwise)
                #expect(abs(abs(sweep) - abs(move.endAngle - move.startAngle)) < 1e-12)
                #expect((sweep < 0) == (move.to > move.from))
                #expect(move.clockwise == (move.to < move.from))
                // Mid-way the position is on the arc, at the mean angle.
                let mid = try #require(path.point(atLength: path.length / 2))
                let meanAngle = (move.startAngle + move.endAngle) / 2
                #expect(mid.distance(to: Point(x: r * cos(meanAngle), y: r * sin(meanAngle))) < 1e-6 * r)
                // A cubic piece of θ ≤ 45° is at most 2.2e-6 longer than the true arc.
                #expect(abs(path.length - r * abs(sweep)) < 2.3e-6 * r * abs(sweep))

                // The opposite flag goes the long way round.
                let other = BezierPath.arcSweep(
                    startAngle: move.startAngle, endAngle: move.endAngle, clockwise: !move.clockwise)
                #expect(abs(abs(other) - (2 * .pi - abs(sweep))) < 1e-12)
            }

            // The red arc: π/2 → π/6, clockwise: NO — a 60° arc, one cubic.
            let red = screen.redArc
            let arc = BezierPath(
                arcCenter: Point(red.center), radius: red.radius, startAngle: red.startAngle, endAngle: red.endAngle,
                clockwise: red.clockwise)
            #expect(arc.segments.count == 1)
            #expect(arc.segments[0].start.distance(to: Point(red.start)) < 1e-9)
            #expect(arc.segments[0].end.distance(to: Point(red.end)) < 1e-9)
            #expect(abs(arc.segments[0].end.x - screen.screenWidth) < 1e-9)  // W = r cos 30°
        }
    }
}

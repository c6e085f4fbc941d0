import Foundation
import Testing
import _ReelTestSupport

@testable import ReelCore

@Suite struct PathSVGTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let data: String
        let elements: [BezierPath.Element]
        var testDescription: String { data }
    }

    static func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

    /// Hand-computed expectations for every command but `A`.
    static let cases: [Case] = [
        Case(data: "", elements: []),
        Case(data: "  \n", elements: []),
        Case(data: "M10 20 L30 40", elements: [.move(to: p(10, 20)), .line(to: p(30, 40))]),
        Case(
            data: "m10 20 l5 5 h10 v-5 H0 V0 z",
            elements: [
                .move(to: p(10, 20)), .line(to: p(15, 25)), .line(to: p(25, 25)), .line(to: p(25, 20)),
                .line(to: p(0, 20)), .line(to: p(0, 0)), .close,
            ]),
        // Implicit repetition: pairs after M are lines; after m, relative lines.
        Case(data: "M 0 0 10 10 20 0", elements: [.move(to: p(0, 0)), .line(to: p(10, 10)), .line(to: p(20, 0))]),
        Case(data: "m 1 1 2 2", elements: [.move(to: p(1, 1)), .line(to: p(3, 3))]),
        Case(data: "M0,0 L 1,2,3,4", elements: [.move(to: p(0, 0)), .line(to: p(1, 2)), .line(to: p(3, 4))]),
        // S reflects the last C control point; s is relative.
        Case(
            data: "M0 0 C1 2 3 4 5 6 S 9 10 11 12",
            elements: [
                .move(to: p(0, 0)), .curve(to: p(5, 6), control1: p(1, 2), control2: p(3, 4)),
                .curve(to: p(11, 12), control1: p(7, 8), control2: p(9, 10)),
            ]),
        Case(
            data: "M1 1 c1 1 2 2 3 3 s 1 1 2 2",
            elements: [
                .move(to: p(1, 1)), .curve(to: p(4, 4), control1: p(2, 2), control2: p(3, 3)),
                .curve(to: p(6, 6), control1: p(5, 5), control2: p(5, 5)),
            ]),
        // S after a non-curve uses the current point as its first control point.
        Case(
            data: "M0 0 L 10 0 S 20 10 30 0",
            elements: [
                .move(to: p(0, 0)), .line(to: p(10, 0)), .curve(to: p(30, 0), control1: p(10, 0), control2: p(20, 10)),
            ]),
        // Q stays quadratic; T reflects; t relative; T after a non-quadratic: control = current.
        Case(
            data: "M0 0 Q 10 10 20 0 T 40 0",
            elements: [
                .move(to: p(0, 0)), .quadCurve(to: p(20, 0), control: p(10, 10)),
                .quadCurve(to: p(40, 0), control: p(30, -10)),
            ]),
        Case(
            data: "M0 0 q 10 10 20 0 t 20 0 t 10 10",
            elements: [
                .move(to: p(0, 0)), .quadCurve(to: p(20, 0), control: p(10, 10)),
                .quadCurve(to: p(40, 0), control: p(30, -10)), .quadCurve(to: p(50, 10), control: p(50, 10)),
            ]),
        Case(data: "M5 5 T 10 0", elements: [.move(to: p(5, 5)), .quadCurve(to: p(10, 0), control: p(5, 5))]),
        Case(
            data: "M0 0 C 1 1 2 2 3 3 T 4 4",
            elements: [
                .move(to: p(0, 0)), .curve(to: p(3, 3), control1: p(1, 1), control2: p(2, 2)),
                .quadCurve(to: p(4, 4), control: p(3, 3)),
            ]),
        // After z the current point is the subpath's start; no move is inserted.
        Case(
            data: "M10 10 l 10 0 z l 0 10",
            elements: [.move(to: p(10, 10)), .line(to: p(20, 10)), .close, .line(to: p(10, 20))]),
        // Compact numbers: 1.5.5 is 1.5 and .5; '-' separates; exponents; a leading '+'.
        Case(data: "M1.5.5L-1-2e1", elements: [.move(to: p(1.5, 0.5)), .line(to: p(-1, -20))]),
        Case(data: "M+.5,-.5l3E-1 1e+1", elements: [.move(to: p(0.5, -0.5)), .line(to: p(0.8, 9.5))]),
        Case(
            data: "M 0 0 h 1 2 3 v 4 5",
            elements: [
                .move(to: p(0, 0)), .line(to: p(1, 0)), .line(to: p(3, 0)), .line(to: p(6, 0)),
                .line(to: p(6, 4)), .line(to: p(6, 9)),
            ]),
        // Arcs that are a line or nothing.
        Case(data: "M0 0 A 0 5 0 0 1 10 0", elements: [.move(to: p(0, 0)), .line(to: p(10, 0))]),
        Case(data: "M3 4 A 5 5 0 0 1 3 4", elements: [.move(to: p(3, 4))]),
    ]

    @Test(arguments: cases)
    func parses(_ c: Case) throws {
        let path = try BezierPath(svgPathData: c.data)
        #expect(path.elements.count == c.elements.count)
        for (got, want) in zip(path.elements, c.elements) {
            #expect(Self.close(got, want), "\(got) vs \(want)")
        }
    }

    static func close(_ a: BezierPath.Element, _ b: BezierPath.Element) -> Bool {
        func near(_ p: Point, _ q: Point) -> Bool { p.distance(to: q) < 1e-12 }
        switch (a, b) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)): return near(p, q)
        case (.quadCurve(let p, let c), .quadCurve(let q, let d)): return near(p, q) && near(c, d)
        case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
            return near(p, q) && near(c1, d1) && near(c2, d2)
        case (.close, .close): return true
        default: return false
        }
    }

    // MARK: - Arcs

    @Test func semicircleArc() throws {
        // Radius 10 from (0,0) to (20,0), sweep-flag 1: clockwise on screen, over the top.
        for data in [
            "M0 0 A 10 10 0 0 1 20 0", "M0 0a10 10 0 0120 0", "M0 0 A 1 1 0 0 1 20 0", "M0,0a10,10,0,0,1,20,0",
        ] {
            let path = try BezierPath(svgPathData: data)
            #expect(path.segments.count == 2, "\(data)")
            #expect(path.elements.last?.endPoint == Point(x: 20, y: 0))
            let top = try #require(path.elements[1].endPoint)
            #expect(top.distance(to: Point(x: 10, y: -10)) < 1e-12, "\(data)")
            #expect(abs(path.length - 10 * .pi) < 1.5e-4 * 10 * .pi)
        }
        // sweep-flag 0 goes under.
        let under = try BezierPath(svgPathData: "M0 0 A 10 10 0 0 0 20 0")
        #expect(try #require(under.elements[1].endPoint).distance(to: Point(x: 10, y: 10)) < 1e-12)
    }

    @Test func largeArcAndSweepFlags() throws {
        // Radius 10 between (0,0) and (10,10): centres (10,0) and (0,10).
        struct Expect {
            let data: String
            let center: Point
            let pieces: Int
            let clockwise: Bool
        }
        let expectations = [
            Expect(data: "M0 0 A10 10 0 0 1 10 10", center: Point(x: 0, y: 10), pieces: 1, clockwise: true),
            Expect(data: "M0 0 A10 10 0 1 1 10 10", center: Point(x: 10, y: 0), pieces: 3, clockwise: true),
            Expect(data: "M0 0 A10 10 0 0 0 10 10", center: Point(x: 10, y: 0), pieces: 1, clockwise: false),
            Expect(data: "M0 0 A10 10 0 1 0 10 10", center: Point(x: 0, y: 10), pieces: 3, clockwise: false),
        ]
        for e in expectations {
            let path = try BezierPath(svgPathData: e.data)
            #expect(path.segments.count == e.pieces, "\(e.data)")
            #expect(path.elements.last?.endPoint == Point(x: 10, y: 10))
            for segment in path.segments {
                #expect(segment.start.distance(to: e.center) - 10 < 1e-12)
                #expect(abs(segment.point(at: 0.5).distance(to: e.center) - 10) < 2.8e-3)
                let d0 = segment.derivative(at: 0.1)
                let d1 = segment.derivative(at: 0.9)
                #expect((d0.x * d1.y - d0.y * d1.x > 0) == e.clockwise, "\(e.data)")
            }
            let quarter = Double(e.pieces) * .pi / 2 * 10
            #expect(abs(path.length - quarter) < 1.5e-4 * quarter)
        }
    }

    @Test func rotatedEllipticalArc() throws {
        // rx 20 along the rotated (now vertical) axis, ry 10: from (0,0) to (0,40) around (0,20).
        let path = try BezierPath(svgPathData: "M0 0 A 20 10 90 0 1 0 40")
        #expect(path.segments.count == 2)
        let mid = try #require(path.elements[1].endPoint)
        #expect(mid.distance(to: Point(x: 10, y: 20)) < 1e-12)
        #expect(path.elements.last?.endPoint == Point(x: 0, y: 40))
        // Relative form, after a moveto elsewhere.
        let relative = try BezierPath(svgPathData: "M5 5 a 20 10 90 0 1 0 40")
        #expect(try #require(relative.elements[1].endPoint).distance(to: Point(x: 15, y: 25)) < 1e-12)
        // An S after an arc does not reflect (the arc is not a C).
        let afterArc = try BezierPath(svgPathData: "M0 0 A 10 10 0 0 1 20 0 S 30 10 40 0")
        guard case .curve(_, let c1, _) = afterArc.elements.last! else {
            Issue.record("expected a curve")
            return
        }
        #expect(c1 == Point(x: 20, y: 0))
    }

    // MARK: - Errors

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        let data: String
        let code: SVGPathError.Code
        let offset: Int
        let command: Character?
        var testDescription: String { data }
    }

    static let errors: [ErrorCase] = [
        ErrorCase(data: "M 10 20 C 1 2 3 x", code: .expectedNumber, offset: 16, command: "C"),
        ErrorCase(data: "L 10 10", code: .missingMoveTo, offset: 0, command: nil),
        ErrorCase(data: "  10 10", code: .missingMoveTo, offset: 2, command: nil),
        ErrorCase(data: "M 1 2 X 3", code: .expectedCommand, offset: 6, command: "M"),
        ErrorCase(data: "M 1", code: .expectedNumber, offset: 3, command: "M"),
        ErrorCase(data: "M 1 2,", code: .expectedNumber, offset: 6, command: "M"),
        ErrorCase(data: "M 1 2 L 3 4,,5 6", code: .expectedNumber, offset: 12, command: "L"),
        ErrorCase(data: "M0 0 A 10 10 0 2 1 5 5", code: .expectedFlag, offset: 15, command: "A"),
        ErrorCase(data: "M 1e999 0", code: .numberOutOfRange, offset: 2, command: "M"),
        ErrorCase(data: "M 1 2 Z 3", code: .expectedCommand, offset: 8, command: "Z"),
        ErrorCase(data: "M 1 2 é", code: .expectedCommand, offset: 6, command: "M"),
        ErrorCase(data: "M 1 2 q 1 2 3 .", code: .expectedNumber, offset: 14, command: "q"),
        ErrorCase(data: "M 1 2 L 3e 4", code: .expectedNumber, offset: 9, command: "L"),
    ]

    @Test(arguments: errors)
    func reportsOffsetAndCommand(_ e: ErrorCase) {
        do {
            _ = try BezierPath(svgPathData: e.data)
            Issue.record("no error for \(e.data)")
        } catch {
            #expect(error.code == e.code)
            #expect(error.offset == e.offset)
            #expect(error.command == e.command)
            #expect(error.message.contains("at offset \(e.offset)"))
            if let command = e.command {
                #expect(error.message.contains("in command '\(command)'"))
            }
        }
    }

    @Test func messageReadsWell() {
        do {
            _ = try BezierPath(svgPathData: "M 10 20 C 1 2 3 x")
        } catch {
            #expect(
                error.description
                    == """
                    invalid SVG path data at offset 16 in command 'C': expected a number, found 'x'; 'C' takes 6 \
                    numbers per segment — check for a missing or malformed value
                    """
            )
            #expect(error.localizedDescription == error.description)
        }
    }

    // MARK: - Serializing

    @Test func roundTripsElementForElement() throws {
        var random = SeededRandom(seed: 42)
        func number() -> Double {
            switch Int.random(in: 0..<5, using: &random) {
            case 0: return Double(Int.random(in: -500...500, using: &random))
            case 1: return .random(in: -1e-7...1e-7, using: &random)
            case 2: return .random(in: -1e18...1e18, using: &random)
            default: return .random(in: -1000...1000, using: &random)
            }
        }
        func point() -> Point { Point(x: number(), y: number()) }
        for _ in 0..<50 {
            var path = BezierPath()
            path.move(to: point())
            for _ in 0..<20 {
                switch Int.random(in: 0..<6, using: &random) {
                case 0: path.move(to: point())
                case 1: path.addLine(to: point())
                case 2: path.addQuadCurve(to: point(), controlPoint: point())
                case 3: path.addCurve(to: point(), controlPoint1: point(), controlPoint2: point())
                case 4: path.close()
                default:
                    path.addArc(
                        withCenter: point(), radius: abs(number()), startAngle: number(), endAngle: number(),
                        clockwise: true)
                }
            }
            let text = path.svgPathData
            let back = try BezierPath(svgPathData: text)
            #expect(back.elements == path.elements)
        }
        #expect(BezierPath().svgPathData == "")
        #expect(BezierPath(rect: Rect(x: 0, y: 0, width: 10, height: 5)).svgPathData == "M0 0 L10 0 L10 5 L0 5 Z")
        let parsed = try BezierPath(svgPathData: "M0 0a10 10 0 0120 0q5 5 10 0z")
        #expect(try BezierPath(svgPathData: parsed.svgPathData) == parsed)
    }

    @Test func pathWithoutMoveStartsAtOrigin() throws {
        let path = BezierPath(elements: [.line(to: Point(x: 3, y: 4))])
        #expect(path.svgPathData == "M0 0 L3 4")
        #expect(try BezierPath(svgPathData: path.svgPathData).length == path.length)
    }
}

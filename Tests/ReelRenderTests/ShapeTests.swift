import Foundation
import ReelCore
import Shaders
import Testing

@testable import ReelRender

@Suite struct ShapeTests {
    static func square(_ r: Rect) -> BezierPath {
        var p = BezierPath()
        p.move(to: r.origin)
        p.addLine(to: Point(x: r.maxX, y: r.minY))
        p.addLine(to: Point(x: r.maxX, y: r.maxY))
        p.addLine(to: Point(x: r.minX, y: r.maxY))
        p.close()
        return p
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func fillRule(_ rule: FillRule) throws {
        let size = Size(width: 40, height: 40)
        let shape = ShapeLayer()
        shape.frame = Rect(origin: .zero, size: size)
        var path = Self.square(Rect(x: 0, y: 0, width: 40, height: 40))
        path.append(Self.square(Rect(x: 10, y: 10, width: 20, height: 20)))
        shape.path = path
        shape.fillColor = .red
        shape.fillRule = rule
        let frame = try render(makeRoot(size, [shape]), size: size)
        #expect(frame.rgba(5, 5).r == 255)
        #expect(frame.rgba(20, 20).a == (rule == .evenOdd ? 0 : 255))
    }

    @Test func strokeWidthCapAndDash() throws {
        let size = Size(width: 100, height: 20)
        let shape = ShapeLayer()
        shape.frame = Rect(origin: .zero, size: size)
        var path = BezierPath()
        path.move(to: Point(x: 10, y: 10))
        path.addLine(to: Point(x: 90, y: 10))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = .black
        shape.lineWidth = 6
        let plain = try render(makeRoot(size, [shape]), size: size)
        #expect(plain.rgba(50, 8).a == 255 && plain.rgba(50, 14).a == 0)
        #expect(plain.rgba(8, 10).a == 0)  // butt cap
        shape.lineCap = .square
        #expect(try render(makeRoot(size, [shape]), size: size).rgba(8, 10).a == 255)
        shape.lineCap = .butt
        shape.lineDashPattern = [10, 10]
        let dashed = try render(makeRoot(size, [shape]), size: size)
        #expect(dashed.rgba(15, 10).a == 255 && dashed.rgba(25, 10).a == 0 && dashed.rgba(35, 10).a == 255)
    }

    @Test func quadraticIsDrawnAsItsExactCubic() throws {
        // A quadratic from (0, 40) to (80, 40) with control (40, 0) peaks at y = 20 (t = ½).
        let size = Size(width: 80, height: 50)
        let shape = ShapeLayer()
        shape.frame = Rect(origin: .zero, size: size)
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 40))
        path.addQuadCurve(to: Point(x: 80, y: 40), controlPoint: Point(x: 40, y: 0))
        path.close()
        shape.path = path
        shape.fillColor = .black
        let frame = try render(makeRoot(size, [shape]), size: size)
        #expect(frame[40, 21].a == 255)
        #expect(frame[40, 18].a == 0)
        #expect(frame[40, 20].a > 60 && frame[40, 19].a < 200)
    }

    @Test func startAtOrPastEndStrokesNothing() throws {
        let size = Size(width: 40, height: 20)
        let shape = ShapeLayer()
        shape.frame = Rect(origin: .zero, size: size)
        var path = BezierPath()
        path.move(to: Point(x: 0, y: 10))
        path.addLine(to: Point(x: 40, y: 10))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = .black
        shape.lineWidth = 4
        shape.strokeStart = 0.6
        shape.strokeEnd = 0.6
        #expect(try render(makeRoot(size, [shape]), size: size).inkCount() == 0)
        shape.strokeStart = 0.8
        shape.strokeEnd = 0.2
        #expect(try render(makeRoot(size, [shape]), size: size).inkCount() == 0)
    }

    @Test func trimmedStrokeHasInkOnlyWhereTheTrimmedPartLies() throws {
        // A 160 pt line then a 40 pt-high U turn; keep 25 %…50 % of the whole length.
        let size = Size(width: 200, height: 60)
        let shape = ShapeLayer()
        shape.frame = Rect(origin: .zero, size: size)
        var path = BezierPath()
        path.move(to: Point(x: 20, y: 10))
        path.addLine(to: Point(x: 180, y: 10))
        path.addLine(to: Point(x: 180, y: 50))
        path.addLine(to: Point(x: 20, y: 50))  // total 360
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = .black
        shape.lineWidth = 4
        shape.strokeStart = 0.25  // 90 pt: x = 110 on the top line
        shape.strokeEnd = 0.5  // 180 pt: (180, 30) on the right side
        let frame = try render(makeRoot(size, [shape]), size: size)
        #expect(frame.rgba(150, 10).a == 255)
        #expect(frame.rgba(180, 20).a == 255)
        #expect(frame.inkCount(x: 0, y: 0, width: 108, height: 60) == 0)  // before the start
        #expect(frame.inkCount(x: 0, y: 33, width: 200, height: 27) == 0)  // after the end
        #expect(frame.rgba(112, 10).a == 255)
        shape.strokeStart = 0
        shape.strokeEnd = 1
        let whole = try render(makeRoot(size, [shape]), size: size)
        #expect(whole.rgba(50, 50).a == 255 && whole.rgba(50, 10).a == 255)
    }

    @Test func burgerTrimShowsTheLineOrTheCircle() throws {
        // The floating-burger path: a line, then a 360-segment circle starting at the line's end.
        let width = 375.0
        let inset = 30.0
        let radius = 20.0
        let lineLength = width - inset
        let lineStart = (width - (lineLength - radius)) / 2
        var path = BezierPath()
        path.move(to: Point(x: lineStart, y: 0))
        path.addLine(to: Point(x: lineLength, y: 0))
        let c = Point(x: lineLength, y: -radius)
        for degree in 0..<360 {
            let a = Double(degree) * .pi / 180
            path.addLine(to: Point(x: sin(a) * radius + c.x, y: cos(a) * radius + c.y))
        }
        let normalized = (lineLength - lineStart) / (2 * .pi * radius + lineLength - lineStart)
        let size = Size(width: 375, height: 100)
        let shape = ShapeLayer()
        shape.frame = Rect(x: 0, y: 60, width: 375, height: 1)
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = .black
        shape.lineWidth = 2
        shape.strokeEnd = normalized
        let open = try render(makeRoot(size, [shape]), size: size)
        #expect(open.rgba(200, 60).a > 0)
        #expect(open.inkCount(x: 0, y: 0, width: 375, height: 55) == 0)  // no circle
        shape.strokeStart = normalized + 0.005
        shape.strokeEnd = 1
        let collapsed = try render(makeRoot(size, [shape]), size: size)
        #expect(collapsed.inkCount(x: 0, y: 0, width: 300, height: 100) == 0)  // no line
        #expect(collapsed.inkCount(x: 320, y: 15, width: 50, height: 50) > 100)  // the circle
    }
}

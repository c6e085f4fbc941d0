import ReelCore

extension CGLineCap {
    package var reel: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

extension CGLineJoin {
    package var reel: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}

/// The current path: built in user space through `ctm` at each call, as Core Graphics does
/// (a later transform does not move what is already in the path).
extension CGContext {
    /// Empties the current path.
    public func beginPath() { canvas.beginPath() }

    public func move(to point: CGPoint) { canvas.append(BezierPath(elements: [.move(to: point.reel)])) }

    public func addLine(to point: CGPoint) { canvas.append(BezierPath(elements: [.line(to: point.reel)])) }

    /// A new subpath through `points`: a move to the first, lines to the others.
    public func addLines(between points: [CGPoint]) {
        for (index, point) in points.enumerated() {
            if index == 0 { move(to: point) } else { addLine(to: point) }
        }
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        canvas.append(
            BezierPath(elements: [.curve(to: end.reel, control1: control1.reel, control2: control2.reel)]))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        canvas.append(BezierPath(elements: [.quadCurve(to: end.reel, control: control.reel)]))
    }

    /// Adds a circular arc, with a line from the current point to its start. `clockwise` is
    /// Core Graphics' (in a y-up space; in UIKit's flipped contexts it turns counter-clockwise
    /// on screen, the opposite of `UIBezierPath`'s flag).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        let arc = BezierPath(
            arcCenter: center.reel, radius: Double(radius), startAngle: Double(startAngle),
            endAngle: Double(endAngle), clockwise: !clockwise)
        var elements = arc.elements
        if canvas.currentPoint != nil, case .move(let start) = elements.first { elements[0] = .line(to: start) }
        canvas.append(BezierPath(elements: elements))
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// to the line from there to `tangent2End`, with a line to its start (a line to
    /// `tangent1End` when the three points are in line).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard let p0 = canvas.currentPoint else {
            move(to: tangent1End)
            return
        }
        guard
            let arc = TangentArc(from: CGPoint(p0), tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        else {
            addLine(to: tangent1End)
            return
        }
        addArc(
            center: arc.center, radius: radius, startAngle: arc.startAngle, endAngle: arc.endAngle,
            clockwise: arc.clockwise)
    }

    /// Adds `rect` as a closed subpath.
    public func addRect(_ rect: CGRect) { canvas.append(BezierPath(rect: rect.reel)) }

    public func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }

    /// Adds the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { canvas.append(BezierPath(ovalIn: rect.reel)) }

    /// Adds `path`'s elements (in user space).
    public func addPath(_ path: CGPath) { canvas.append(path.reel) }

    /// Closes the current subpath with a line to its start.
    public func closePath() { canvas.closePath() }

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { canvas.isPathEmpty }

    /// The current path's end in user space (zero when the path is empty).
    public var currentPointOfPath: CGPoint { canvas.currentPoint.map(CGPoint.init) ?? .zero }

    /// The smallest rectangle holding the current path in user space (`CGRect.null` when empty).
    public var boundingBoxOfPath: CGRect { canvas.pathBounds.map(CGRect.init) ?? .null }

    /// Whether `point` is inside the current path as `mode` would paint it.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        canvas.pathContains(point.reel, evenOdd: mode == .eoFill || mode == .eoFillStroke)
    }
}

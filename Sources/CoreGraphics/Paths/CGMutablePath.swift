import ReelCore

/// A path that can be built, like Core Graphics' `CGMutablePath`. Every method takes an
/// optional `transform` applied to the points it adds, as Core Graphics does.
open class CGMutablePath: CGPath, @unchecked Sendable {
    public init() {
        super.init(reel: BezierPath())
    }

    override package init(reel: BezierPath) {
        super.init(reel: reel)
    }

    private func adding(_ path: BezierPath, _ transform: CGAffineTransform) {
        reel.append(transform.isIdentity ? path : path.applying(transform.reel))
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        reel.move(to: point.applying(transform).reel)
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        reel.addLine(to: point.applying(transform).reel)
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (index, point) in points.enumerated() {
            if index == 0 { move(to: point, transform: transform) } else { addLine(to: point, transform: transform) }
        }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        reel.addQuadCurve(to: end.applying(transform).reel, controlPoint: control.applying(transform).reel)
    }

    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        reel.addCurve(
            to: end.applying(transform).reel, controlPoint1: control1.applying(transform).reel,
            controlPoint2: control2.applying(transform).reel)
    }

    /// Adds a circular arc; `clockwise` in Core Graphics' y-up sense (see `CGPath`).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        guard !transform.isIdentity else {
            reel.addArc(
                withCenter: center.reel, radius: Double(radius), startAngle: Double(startAngle),
                endAngle: Double(endAngle), clockwise: !clockwise)
            return
        }
        let arc = BezierPath(
            arcCenter: center.reel, radius: Double(radius), startAngle: Double(startAngle),
            endAngle: Double(endAngle), clockwise: !clockwise
        ).applying(transform.reel)
        var elements = arc.elements
        if !reel.isEmpty, case .move(let start) = elements.first { elements[0] = BezierPath.Element.line(to: start) }
        reel = BezierPath(elements: reel.elements + elements)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        adding(BezierPath(rect: rect.reel), transform)
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        adding(BezierPath(ovalIn: rect.reel), transform)
    }

    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        adding(CGPath.roundedRect(rect, cornerWidth, cornerHeight), transform)
    }

    /// Adds an arc of `radius` from `startAngle` turning by `delta` radians (positive: towards
    /// increasing angles), with a line from the current point to its start, as
    /// `addArc(center:radius:startAngle:endAngle:clockwise:transform:)` adds one.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0,
            transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and
    /// to the line from there to `tangent2End`, with a line to its start (a line to
    /// `tangent1End` when the three points are in line); the arc is found where `transform`
    /// has not yet been applied, then transformed with it (an ellipse under a stretch).
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard !reel.isEmpty else {
            move(to: tangent1End, transform: transform)
            return
        }
        let current = currentPoint.applying(transform.inverted())
        guard let arc = TangentArc(from: current, tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
        else {
            addLine(to: tangent1End, transform: transform)
            return
        }
        addArc(
            center: arc.center, radius: radius, startAngle: arc.startAngle, endAngle: arc.endAngle,
            clockwise: arc.clockwise, transform: transform)
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        adding(path.reel, transform)
    }

    public func closeSubpath() {
        reel.close()
    }
}

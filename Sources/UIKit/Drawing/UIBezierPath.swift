import ReelCore

/// A path of lines and curves, like `UIBezierPath`, over ReelCore's `BezierPath` (which has
/// UIKit's semantics: arcs' `clockwise` is on screen, rounded rectangles' shapes).
open class UIBezierPath: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked Sendable: built by one thread at a time, as in UIKit.
    /// The path in ReelCore.
    package var reel: BezierPath

    public override init() {
        reel = BezierPath()
        super.init()
    }

    package init(reel: BezierPath) {
        self.reel = reel
        super.init()
    }

    public convenience init(rect: CGRect) { self.init(reel: BezierPath(rect: rect.reel)) }
    public convenience init(ovalIn rect: CGRect) { self.init(reel: BezierPath(ovalIn: rect.reel)) }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(reel: BezierPath(roundedRect: rect.reel, cornerRadius: Double(cornerRadius)))
    }

    /// A rectangle with the `corners` rounded by `cornerRadii.width` (circular corners).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(
            reel: BezierPath(
                roundedRect: rect.reel, cornerRadius: Double(cornerRadii.width), cornerCurve: .circular,
                maskedCorners: corners.reel))
    }

    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init(
            reel: BezierPath(
                arcCenter: center.reel, radius: Double(radius), startAngle: Double(startAngle),
                endAngle: Double(endAngle), clockwise: clockwise))
    }

    public convenience init(cgPath CGPath: CGPath) { self.init(reel: CGPath.reel) }

    /// An independent path with the same elements and drawing settings (line width, cap, join,
    /// miter limit, fill rule, flatness, dashes).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath(reel: reel)
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.flatness = flatness
        copy.drawingDash = drawingDash
        return copy
    }

    /// The path as a `CGPath` (a copy); setting replaces the path.
    open var cgPath: CGPath {
        get { CGPath(reel: reel) }
        set { reel = newValue.reel }
    }

    open func move(to point: CGPoint) { reel.move(to: point.reel) }
    open func addLine(to point: CGPoint) { reel.addLine(to: point.reel) }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        reel.addCurve(to: endPoint.reel, controlPoint1: controlPoint1.reel, controlPoint2: controlPoint2.reel)
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        reel.addQuadCurve(to: endPoint.reel, controlPoint: controlPoint.reel)
    }

    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        reel.addArc(
            withCenter: center.reel, radius: Double(radius), startAngle: Double(startAngle),
            endAngle: Double(endAngle), clockwise: clockwise)
    }

    open func close() { reel.close() }
    open func removeAllPoints() { reel.removeAllPoints() }
    open func append(_ bezierPath: UIBezierPath) { reel.append(bezierPath.reel) }
    open func reversing() -> UIBezierPath { UIBezierPath(reel: reel.reversing()) }
    open func apply(_ transform: CGAffineTransform) { reel.apply(transform.reel) }

    open var isEmpty: Bool { reel.isEmpty }
    open var bounds: CGRect { CGRect(reel.controlPointBounds) }
    open var currentPoint: CGPoint { CGPoint(reel.currentPoint) }
    open var lineWidth: CGFloat {
        get { CGFloat(reel.lineWidth) }
        set { reel.lineWidth = Double(newValue) }
    }
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var usesEvenOddFillRule = false
    /// How far, in pixels, the lines a curve is drawn with may stray from it (UIKit's default is
    /// 0.6; Reel draws that default at Cairo's finer 0.1, and any other value as given).
    open var flatness: CGFloat = 0.6
    /// The dashes `stroke()` draws with (nil: solid).
    var drawingDash: (phase: CGFloat, lengths: [CGFloat])?

    /// Dashes `stroke()`: `count` lengths from `pattern`, painted and unpainted in turn, from
    /// `phase` into them; a nil pattern or zero count draws solid lines.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            drawingDash = nil
            return
        }
        drawingDash = (phase, (0..<count).map { pattern[$0] })
    }

    /// Reads the dashes back: the lengths into `pattern` (which must hold them all), their
    /// number into `count` and the phase into `phase`; 0 and 0 for solid lines.
    open func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        let dash = drawingDash ?? (0, [])
        if let pattern { for (i, length) in dash.lengths.enumerated() { pattern[i] = length } }
        count?.pointee = dash.lengths.count
        phase?.pointee = dash.phase
    }

    /// Whether `point` is inside the path as `fill()` paints it (by `usesEvenOddFillRule`).
    open func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}

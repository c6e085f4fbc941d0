/// A layer that draws a path, like `CAShapeLayer`.
///
/// `strokeStart` and `strokeEnd` trim the stroke to fractions of the whole path's length.
open class ShapeLayer: Layer, @unchecked Sendable {
    public override init() {
        super.init(kind: .shape)
    }

    public var path: BezierPath? {
        get { model.path }
        set { setModel(\.path, newValue) }
    }
    public var fillColor: Color? {
        get { model.fillColor }
        set { setModel(\.fillColor, newValue) }
    }
    public var fillRule: FillRule {
        get { model.fillRule }
        set { setModel(\.fillRule, newValue) }
    }
    public var strokeColor: Color? {
        get { model.strokeColor }
        set { setModel(\.strokeColor, newValue) }
    }
    public var lineWidth: Double {
        get { model.lineWidth }
        set { setModel(\.lineWidth, newValue) }
    }
    public var lineCap: LineCap {
        get { model.lineCap }
        set { setModel(\.lineCap, newValue) }
    }
    public var lineJoin: LineJoin {
        get { model.lineJoin }
        set { setModel(\.lineJoin, newValue) }
    }
    public var miterLimit: Double {
        get { model.miterLimit }
        set { setModel(\.miterLimit, newValue) }
    }
    public var lineDashPattern: [Double]? {
        get { model.lineDashPattern }
        set { setModel(\.lineDashPattern, newValue) }
    }
    public var lineDashPhase: Double {
        get { model.lineDashPhase }
        set { setModel(\.lineDashPhase, newValue) }
    }
    public var strokeStart: Double {
        get { model.strokeStart }
        set { setModel(\.strokeStart, newValue) }
    }
    public var strokeEnd: Double {
        get { model.strokeEnd }
        set { setModel(\.strokeEnd, newValue) }
    }
}

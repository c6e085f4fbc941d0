import ReelCore

/// A layer that draws a path, like `CAShapeLayer`, over ReelCore's `ShapeLayer`.
open class CAShapeLayer: CALayer, @unchecked Sendable {
    public override init() {
        super.init(reel: ShapeLayer())
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class func makeBackingLayer() -> CALayer { CAShapeLayer() }

    open var path: CGPath? {
        get { self[\.path] }
        set { self[\.path] = newValue }
    }
    /// The fill colour (opaque black by default; nil fills nothing).
    open var fillColor: CGColor? {
        get { self[\.fillColor] }
        set { self[\.fillColor] = newValue }
    }
    open var fillRule: CAShapeLayerFillRule {
        get { self[\.fillRule] }
        set { self[\.fillRule] = newValue }
    }
    open var strokeColor: CGColor? {
        get { self[\.strokeColor] }
        set { self[\.strokeColor] = newValue }
    }
    open var lineWidth: CGFloat {
        get { self[\.lineWidth] }
        set { self[\.lineWidth] = newValue }
    }
    open var lineCap: CAShapeLayerLineCap {
        get { self[\.lineCap] }
        set { self[\.lineCap] = newValue }
    }
    open var lineJoin: CAShapeLayerLineJoin {
        get { self[\.lineJoin] }
        set { self[\.lineJoin] = newValue }
    }
    open var miterLimit: CGFloat {
        get { self[\.miterLimit] }
        set { self[\.miterLimit] = newValue }
    }
    open var lineDashPattern: [NSNumber]? {
        get { self[\.lineDashPattern] }
        set { self[\.lineDashPattern] = newValue }
    }
    open var lineDashPhase: CGFloat {
        get { self[\.lineDashPhase] }
        set { self[\.lineDashPhase] = newValue }
    }
    open var strokeStart: CGFloat {
        get { self[\.strokeStart] }
        set { self[\.strokeStart] = newValue }
    }
    open var strokeEnd: CGFloat {
        get { self[\.strokeEnd] }
        set { self[\.strokeEnd] = newValue }
    }
}

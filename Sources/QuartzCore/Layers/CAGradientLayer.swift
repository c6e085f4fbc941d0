import ReelCore

/// A layer that fills its bounds with a colour gradient, like `CAGradientLayer`, over
/// ReelCore's `GradientLayer`. `colors` holds `CGColor`s.
open class CAGradientLayer: CALayer, @unchecked Sendable {
    private var gradient: GradientLayer { reel as! GradientLayer }

    public override init() {
        super.init(reel: GradientLayer())
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class func makeBackingLayer() -> CALayer { CAGradientLayer() }

    open var colors: [Any]? {
        get { gradient.colors?.map { CGColor($0) } }
        set { gradient.colors = newValue?.compactMap { ($0 as? CGColor)?.reel } }
    }
    open var locations: [NSNumber]? {
        get { self[\.locations] }
        set { self[\.locations] = newValue }
    }
    open var startPoint: CGPoint {
        get { self[\.startPoint] }
        set { self[\.startPoint] = newValue }
    }
    open var endPoint: CGPoint {
        get { self[\.endPoint] }
        set { self[\.endPoint] = newValue }
    }
    open var type: CAGradientLayerType {
        get { self[\.gradientType] }
        set { self[\.gradientType] = newValue }
    }
}

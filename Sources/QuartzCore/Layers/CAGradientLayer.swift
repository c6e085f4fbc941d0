import ReelCore

/// A layer that fills its bounds with a colour gradient, like `CAGradientLayer`, over
/// ReelCore's `GradientLayer`. `colors` holds `CGColor`s.
open class CAGradientLayer: CALayer, @unchecked Sendable {
    private var gradient: GradientLayer { reel as! GradientLayer }

    public override init() {
        super.init(reel: GradientLayer())
    }

    open override class func makeBackingLayer() -> CALayer { CAGradientLayer() }

    open var colors: [Any]? {
        get { gradient.colors?.map { CGColor($0) } }
        set { gradient.colors = newValue?.compactMap { ($0 as? CGColor)?.reel } }
    }
    open var locations: [NSNumber]? {
        get { gradient.locations?.map { NSNumber(value: $0) } }
        set { gradient.locations = newValue?.map(\.doubleValue) }
    }
    open var startPoint: CGPoint {
        get { CGPoint(gradient.startPoint) }
        set { gradient.startPoint = newValue.reel }
    }
    open var endPoint: CGPoint {
        get { CGPoint(gradient.endPoint) }
        set { gradient.endPoint = newValue.reel }
    }
    open var type: CAGradientLayerType {
        get { CAGradientLayerType(rawValue: gradient.type.rawValue) }
        set { gradient.type = GradientType(rawValue: newValue.rawValue) ?? .axial }
    }
}

import ReelCore

/// A layer whose sublayers keep their 3-D places instead of being flattened into it, like
/// `CATransformLayer`, over ReelCore's `TransformLayer`.
open class CATransformLayer: CALayer, @unchecked Sendable {
    public override init() {
        super.init(reel: TransformLayer())
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class func makeBackingLayer() -> CALayer { CATransformLayer() }
}

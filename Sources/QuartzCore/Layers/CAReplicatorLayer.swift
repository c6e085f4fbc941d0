import ReelCore

/// A layer that draws its sublayers several times, each copy transformed, delayed and tinted
/// from the one before, like `CAReplicatorLayer`, over ReelCore's `ReplicatorLayer`.
open class CAReplicatorLayer: CALayer, @unchecked Sendable {
    public override init() {
        super.init(reel: ReplicatorLayer())
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class func makeBackingLayer() -> CALayer { CAReplicatorLayer() }

    open var instanceCount: Int {
        get { self[\.instanceCount] }
        set { self[\.instanceCount] = newValue }
    }
    open var instanceDelay: CFTimeInterval {
        get { self[\.instanceDelay] }
        set { self[\.instanceDelay] = newValue }
    }
    open var instanceTransform: CATransform3D {
        get { self[\.instanceTransform] }
        set { self[\.instanceTransform] = newValue }
    }
    /// The colour the first instance is multiplied by (nil: opaque white, no change).
    open var instanceColor: CGColor? {
        get { CGColor(reel.instanceColor) }
        set { reel.instanceColor = newValue?.reel ?? .white }
    }
    open var instanceRedOffset: Float {
        get { self[\.instanceRedOffset] }
        set { self[\.instanceRedOffset] = newValue }
    }
    open var instanceGreenOffset: Float {
        get { self[\.instanceGreenOffset] }
        set { self[\.instanceGreenOffset] = newValue }
    }
    open var instanceBlueOffset: Float {
        get { self[\.instanceBlueOffset] }
        set { self[\.instanceBlueOffset] = newValue }
    }
    open var instanceAlphaOffset: Float {
        get { self[\.instanceAlphaOffset] }
        set { self[\.instanceAlphaOffset] = newValue }
    }
    open var preservesDepth: Bool {
        get { self[\.preservesDepth] }
        set { self[\.preservesDepth] = newValue }
    }
}

import ReelCore

/// A layer that draws its sublayers several times, each copy transformed, delayed and tinted
/// from the one before, like `CAReplicatorLayer`, over ReelCore's `ReplicatorLayer`.
open class CAReplicatorLayer: CALayer, @unchecked Sendable {
    private var replicator: ReplicatorLayer { reel as! ReplicatorLayer }

    public override init() {
        super.init(reel: ReplicatorLayer())
    }

    open override class func makeBackingLayer() -> CALayer { CAReplicatorLayer() }

    open var instanceCount: Int {
        get { replicator.instanceCount }
        set { replicator.instanceCount = newValue }
    }
    open var instanceDelay: CFTimeInterval {
        get { replicator.instanceDelay }
        set { replicator.instanceDelay = newValue }
    }
    open var instanceTransform: CATransform3D {
        get { CATransform3D(replicator.instanceTransform) }
        set { replicator.instanceTransform = newValue.reel }
    }
    open var instanceColor: CGColor? {
        get { CGColor(replicator.instanceColor) }
        set { replicator.instanceColor = newValue?.reel ?? .white }
    }
    open var instanceRedOffset: Float {
        get { Float(replicator.instanceRedOffset) }
        set { replicator.instanceRedOffset = Double(newValue) }
    }
    open var instanceGreenOffset: Float {
        get { Float(replicator.instanceGreenOffset) }
        set { replicator.instanceGreenOffset = Double(newValue) }
    }
    open var instanceBlueOffset: Float {
        get { Float(replicator.instanceBlueOffset) }
        set { replicator.instanceBlueOffset = Double(newValue) }
    }
    open var instanceAlphaOffset: Float {
        get { Float(replicator.instanceAlphaOffset) }
        set { replicator.instanceAlphaOffset = Double(newValue) }
    }
    open var preservesDepth: Bool {
        get { replicator.preservesDepth }
        set { replicator.preservesDepth = newValue }
    }
}

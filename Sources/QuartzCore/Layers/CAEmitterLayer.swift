import ReelCore

/// A layer that emits particles, like `CAEmitterLayer`, over ReelCore's `EmitterLayer`
/// (deterministic: the same `seed` gives the same particles in every render).
open class CAEmitterLayer: CALayer, @unchecked Sendable {
    private var emitter: EmitterLayer { reel as! EmitterLayer }
    private var cells: [CAEmitterCell]?

    public override init() {
        super.init(reel: EmitterLayer())
    }

    public override init(layer: Any) {
        super.init(layer: layer)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override class func makeBackingLayer() -> CALayer { CAEmitterLayer() }

    /// The cells, converted to ReelCore's values when set.
    open var emitterCells: [CAEmitterCell]? {
        get { cells }
        set {
            cells = newValue
            emitter.emitterCells = (newValue ?? []).map(\.reel)
        }
    }
    open var emitterPosition: CGPoint {
        get { self[\.emitterPosition] }
        set { self[\.emitterPosition] = newValue }
    }
    open var emitterZPosition: CGFloat {
        get { self[\.emitterZPosition] }
        set { self[\.emitterZPosition] = newValue }
    }
    open var emitterSize: CGSize {
        get { self[\.emitterSize] }
        set { self[\.emitterSize] = newValue }
    }
    open var emitterDepth: CGFloat {
        get { self[\.emitterDepth] }
        set { self[\.emitterDepth] = newValue }
    }
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { self[\.emitterShape] }
        set { self[\.emitterShape] = newValue }
    }
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { self[\.emitterMode] }
        set { self[\.emitterMode] = newValue }
    }
    open var renderMode: CAEmitterLayerRenderMode {
        get { self[\.renderMode] }
        set { self[\.renderMode] = newValue }
    }
    open var birthRate: Float {
        get { self[\.birthRate] }
        set { self[\.birthRate] = newValue }
    }
    open var lifetime: Float {
        get { self[\.lifetime] }
        set { self[\.lifetime] = newValue }
    }
    open var velocity: Float {
        get { self[\.velocity] }
        set { self[\.velocity] = newValue }
    }
    open var scale: Float {
        get { self[\.scale] }
        set { self[\.scale] = newValue }
    }
    open var spin: Float {
        get { self[\.spin] }
        set { self[\.spin] = newValue }
    }
    open var seed: UInt32 {
        get { self[\.seed] }
        set { self[\.seed] = newValue }
    }
    open var preservesDepth: Bool {
        get { self[\.preservesDepth] }
        set { self[\.preservesDepth] = newValue }
    }
}

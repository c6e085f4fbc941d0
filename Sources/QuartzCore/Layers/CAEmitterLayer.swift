import ReelCore

/// A layer that emits particles, like `CAEmitterLayer`, over ReelCore's `EmitterLayer`
/// (deterministic: the same `seed` gives the same particles in every render).
open class CAEmitterLayer: CALayer, @unchecked Sendable {
    private var emitter: EmitterLayer { reel as! EmitterLayer }
    private var cells: [CAEmitterCell]?

    public override init() {
        super.init(reel: EmitterLayer())
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
        get { CGPoint(emitter.emitterPosition) }
        set { emitter.emitterPosition = newValue.reel }
    }
    open var emitterZPosition: CGFloat {
        get { CGFloat(emitter.emitterZPosition) }
        set { emitter.emitterZPosition = Double(newValue) }
    }
    open var emitterSize: CGSize {
        get { CGSize(emitter.emitterSize) }
        set { emitter.emitterSize = newValue.reel }
    }
    open var emitterDepth: CGFloat {
        get { CGFloat(emitter.emitterDepth) }
        set { emitter.emitterDepth = Double(newValue) }
    }
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { CAEmitterLayerEmitterShape(rawValue: emitter.emitterShape.rawValue) }
        set { emitter.emitterShape = EmitterShape(rawValue: newValue.rawValue) ?? .point }
    }
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { CAEmitterLayerEmitterMode(rawValue: emitter.emitterMode.rawValue) }
        set { emitter.emitterMode = EmitterMode(rawValue: newValue.rawValue) ?? .volume }
    }
    open var renderMode: CAEmitterLayerRenderMode {
        get { CAEmitterLayerRenderMode(rawValue: emitter.renderMode.rawValue) }
        set { emitter.renderMode = EmitterRenderMode(rawValue: newValue.rawValue) ?? .unordered }
    }
    open var birthRate: Float {
        get { Float(emitter.birthRate) }
        set { emitter.birthRate = Double(newValue) }
    }
    open var lifetime: Float {
        get { Float(emitter.lifetime) }
        set { emitter.lifetime = Double(newValue) }
    }
    open var velocity: Float {
        get { Float(emitter.velocity) }
        set { emitter.velocity = Double(newValue) }
    }
    open var scale: Float {
        get { Float(emitter.scale) }
        set { emitter.scale = Double(newValue) }
    }
    open var spin: Float {
        get { Float(emitter.spin) }
        set { emitter.spin = Double(newValue) }
    }
    open var seed: UInt32 {
        get { UInt32(truncatingIfNeeded: emitter.seed) }
        set { emitter.seed = Int(newValue) }
    }
    open var preservesDepth: Bool {
        get { emitter.preservesDepth }
        set { emitter.preservesDepth = newValue }
    }
}

import ReelCore

/// A layer that emits particles, like `CAEmitterLayer`, over ReelCore's `EmitterLayer`.
/// `emitterCells` are converted to ReelCore's cell values when assigned (as iOS code does it:
/// configure the cells, then assign the array); change a cell afterwards and assign the array
/// again to use the change.
open class CAEmitterLayer: CALayer, @unchecked Sendable {
    private var emitter: EmitterLayer { reel as! EmitterLayer }
    private var storedCells: [CAEmitterCell]?

    public override init() {
        super.init(reel: EmitterLayer())
    }

    open override class func makeBackingLayer() -> CALayer { CAEmitterLayer() }

    open var emitterCells: [CAEmitterCell]? {
        get { storedCells }
        set {
            storedCells = newValue
            emitter.emitterCells = (newValue ?? []).map(\.reel)
        }
    }
    open var emitterPosition: CGPoint {
        get { CGPoint(x: emitter.emitterPosition.x, y: emitter.emitterPosition.y) }
        set { emitter.emitterPosition = Point(x: Double(newValue.x), y: Double(newValue.y)) }
    }
    open var emitterZPosition: CGFloat {
        get { CGFloat(emitter.emitterZPosition) }
        set { emitter.emitterZPosition = Double(newValue) }
    }
    open var emitterSize: CGSize {
        get { CGSize(width: emitter.emitterSize.width, height: emitter.emitterSize.height) }
        set { emitter.emitterSize = Size(width: Double(newValue.width), height: Double(newValue.height)) }
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
    /// Multiplies every cell's `birthRate`.
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
    /// The random seed: the same seed gives the same particles.
    open var seed: UInt32 {
        get { UInt32(truncatingIfNeeded: emitter.seed) }
        set { emitter.seed = Int(newValue) }
    }
    open var preservesDepth: Bool {
        get { emitter.preservesDepth }
        set { emitter.preservesDepth = newValue }
    }
}

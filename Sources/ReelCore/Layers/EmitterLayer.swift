/// A layer that emits particles, like `CAEmitterLayer`.
///
/// The particles shown at a time are a pure function of the layer's presentation values and
/// its local time (see `ParticleEvaluator`): nothing is simulated from frame to frame, so any
/// frame renders alone, on any thread, with the same pixels. Emission starts at the layer's
/// local time 0 (set `beginTime` to start it later).
///
/// ```swift
/// let emitter = EmitterLayer()
/// emitter.emitterPosition = Point(x: 120, y: -10)
/// emitter.emitterShape = .line
/// emitter.emitterSize = Size(width: 240, height: 1)
/// var piece = EmitterCell()
/// piece.birthRate = 20; piece.lifetime = 4; piece.velocity = 80
/// piece.emissionLongitude = .pi / 2; piece.yAcceleration = 60
/// piece.contents = Image(path: "confetti.png")
/// emitter.emitterCells = [piece]
/// ```
open class EmitterLayer: Layer, @unchecked Sendable {
    public override init() {
        super.init(kind: .emitter)
    }

    /// The kinds of particle emitted.
    public var emitterCells: [EmitterCell] {
        get { model.emitterCells.cells }
        set { setModel(\.emitterCells, EmitterCells(newValue)) }
    }
    public var emitterPosition: Point {
        get { model.emitterPosition }
        set { setModel(\.emitterPosition, newValue) }
    }
    public var emitterZPosition: Double {
        get { model.emitterZPosition }
        set { setModel(\.emitterZPosition, newValue) }
    }
    public var emitterSize: Size {
        get { model.emitterSize }
        set { setModel(\.emitterSize, newValue) }
    }
    public var emitterDepth: Double {
        get { model.emitterDepth }
        set { setModel(\.emitterDepth, newValue) }
    }
    public var emitterShape: EmitterShape {
        get { model.emitterShape }
        set { setModel(\.emitterShape, newValue) }
    }
    public var emitterMode: EmitterMode {
        get { model.emitterMode }
        set { setModel(\.emitterMode, newValue) }
    }
    public var renderMode: EmitterRenderMode {
        get { model.renderMode }
        set { setModel(\.renderMode, newValue) }
    }
    /// Multiplies every cell's `birthRate`.
    public var birthRate: Double {
        get { model.birthRate }
        set { setModel(\.birthRate, newValue) }
    }
    /// Multiplies every cell's `lifetime`.
    public var lifetime: Double {
        get { model.lifetime }
        set { setModel(\.lifetime, newValue) }
    }
    /// Multiplies every cell's `velocity`.
    public var velocity: Double {
        get { model.velocity }
        set { setModel(\.velocity, newValue) }
    }
    /// Multiplies every cell's `scale`.
    public var scale: Double {
        get { model.scale }
        set { setModel(\.scale, newValue) }
    }
    /// Multiplies every cell's `spin`.
    public var spin: Double {
        get { model.spin }
        set { setModel(\.spin, newValue) }
    }
    /// The seed of the particles' random numbers: two seeds give two patterns.
    public var seed: Int {
        get { model.seed }
        set { setModel(\.seed, newValue) }
    }
    /// Stored for Core Animation compatibility; Reel draws in 2-D.
    public var preservesDepth: Bool {
        get { model.preservesDepth }
        set { setModel(\.preservesDepth, newValue) }
    }
}

/// One kind of particle an `EmitterLayer` emits, like `CAEmitterCell`, as a value.
///
/// Every particle draws `contents` centred on its position, `scale` times the image's size
/// (`contentsScale` image pixels per point), turned by its spin, with its colour multiplying
/// the image's; a cell without `contents` draws nothing (its sub-cells still emit), as in
/// Core Animation. Ranges are symmetric: a particle's lifetime is `lifetime ± lifetimeRange`,
/// uniformly, and likewise velocity, scale, spin and each colour component; its direction is
/// `emissionLongitude ± emissionRange / 2`.
///
/// Unlike `CAEmitterCell` (a class), a cell is a value: change it, then assign the array to
/// `EmitterLayer.emitterCells` (or `emitterCells` of a parent cell).
public struct EmitterCell: Hashable, Sendable {
    public var name: String?
    /// Whether the cell emits (default true).
    public var isEnabled = true
    /// Particles per second (times the layer's `birthRate`).
    public var birthRate = 0.0
    /// Seconds a particle lives (times the layer's `lifetime`), ± `lifetimeRange`.
    public var lifetime = 0.0
    public var lifetimeRange = 0.0
    /// The direction in the layer's plane, radians from +x towards +y (−π/2 is up).
    public var emissionLongitude = 0.0
    /// The angle out of the layer's plane (the velocity's in-plane part is `cos` of it).
    public var emissionLatitude = 0.0
    /// The full angle of the cone of directions around the emission direction.
    public var emissionRange = 0.0
    /// Points per second (times the layer's `velocity`), ± `velocityRange`.
    public var velocity = 0.0
    public var velocityRange = 0.0
    /// Points per second², added to the velocity.
    public var xAcceleration = 0.0
    public var yAcceleration = 0.0
    public var zAcceleration = 0.0
    /// Size multiplier of the image (times the layer's `scale`), ± `scaleRange`, changing by
    /// `scaleSpeed` per second.
    public var scale = 1.0
    public var scaleRange = 0.0
    public var scaleSpeed = 0.0
    /// Radians per second (times the layer's `spin`), ± `spinRange`.
    public var spin = 0.0
    public var spinRange = 0.0
    /// The colour multiplying the image (straight alpha), each component ± its range and
    /// changing by its speed per second, clamped to 0…1.
    public var color: Color = .white
    public var redRange = 0.0, greenRange = 0.0, blueRange = 0.0, alphaRange = 0.0
    public var redSpeed = 0.0, greenSpeed = 0.0, blueSpeed = 0.0, alphaSpeed = 0.0
    /// The particle's image; nil draws nothing.
    public var contents: Image?
    /// Image pixels per point (default 1).
    public var contentsScale = 1.0
    /// When the cell starts emitting, in seconds of the emitter layer's local time.
    public var beginTime = 0.0
    /// For how long it emits (0: for ever). Particles already born live their lifetime out.
    public var duration = 0.0
    /// Cells whose emitter is each live particle of this cell (directions relative to the
    /// particle's; colour and scale multiplied by the particle's at the sub-particle's birth).
    public var emitterCells: [EmitterCell] = []

    public init() {}

    /// The longest a particle of this cell can live, for a layer `lifetime` multiplier.
    public func maximumLifetime(layerLifetime: Double) -> Double {
        max((lifetime + abs(lifetimeRange)) * layerLifetime, 0)
    }
}

extension EmitterCell {
    /// The cell and its sub-cells with every image path passed through `transform`.
    public func mappingContents(_ transform: (String) -> String) -> EmitterCell {
        var cell = self
        cell.contents = contents.map { Image(path: transform($0.path)) }
        cell.emitterCells = emitterCells.map { $0.mappingContents(transform) }
        return cell
    }
}

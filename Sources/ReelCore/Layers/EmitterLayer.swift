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
    /// Sets one property of a cell by Core Animation's key path, as
    /// `emitter.setValue(0, forKeyPath: "emitterCells.fire.birthRate")` does: the cells are
    /// replaced by a copy with that property changed (`EmitterCellKeyPaths.swift` lists the
    /// keys). Animate the same key paths with `BasicAnimation(keyPath:)`. A stage records the
    /// change under the key path (a scene document writes it as such a `set`); no implicit
    /// animation runs.
    /// - Returns: false, changing nothing, when the key path names no cell property or the
    ///   value has the wrong type. A cell that is not there is left so (true).
    @discardableResult
    public func setValue(_ value: any AnimatableValue, forKeyPath keyPath: String) -> Bool {
        guard keyPath.hasPrefix("emitterCells."), let property = LayerProperty.named(keyPath) else { return false }
        var state = model
        guard property.set(value, in: &state) else { return false }
        guard state.emitterCells != model.emitterCells else { return true }
        model.emitterCells = state.emitterCells
        if let observer = changeObserver {
            observer.layer(self, didChange: property)  // recorded as a set of the key path
        }
        return true
    }

    /// `setValue(_:forKeyPath:)` for a number (`birthRate`, `velocity`, …).
    @discardableResult
    public func setValue(_ value: Double, forKeyPath keyPath: String) -> Bool {
        setValue(value as any AnimatableValue, forKeyPath: keyPath)
    }

    /// A cell's property by key path (`"emitterCells.fire.birthRate"`), or nil when the key
    /// path names no cell property.
    public func value(forKeyPath keyPath: String) -> (any AnimatableValue)? {
        guard keyPath.hasPrefix("emitterCells.") else { return nil }
        return LayerProperty.named(keyPath)?.value(in: model)
    }

}

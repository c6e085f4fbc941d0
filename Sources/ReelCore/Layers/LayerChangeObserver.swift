/// Observes changes to a layer tree; a `Stage` uses it to record a `Timeline` and to give the
/// layers a clock.
public protocol LayerChangeObserver: AnyObject {
    func layer(_ layer: Layer, didChange keyPath: PartialKeyPath<LayerState>)
    func layer(_ layer: Layer, didInsert sublayer: Layer, at index: Int)
    func layer(_ layer: Layer, didRemove sublayer: Layer, at index: Int)
    /// `layer.mask` was set (to `mask`, nil when removed).
    func layer(_ layer: Layer, didSetMask mask: Layer?)
    /// An animation was attached (after any animation with the same key was removed).
    func layer(_ layer: Layer, didAdd animation: AttachedAnimation)
    /// An animation was detached: `finished` is true when it ran to its end.
    func layer(_ layer: Layer, didRemove animation: AttachedAnimation, finished: Bool)
    /// The clock's current time (the stage's time), in the root layer's parent time.
    var currentTime: Double { get }
    /// A value was set through a property that is no whole property (`EmitterLayer.setValue(_:forKeyPath:)`,
    /// `"emitterCells.fire.birthRate"`); the model already holds it.
    func layer(_ layer: Layer, didChange property: LayerProperty)
}

extension LayerChangeObserver {
    public func layer(_ layer: Layer, didSetMask mask: Layer?) {}
    public func layer(_ layer: Layer, didAdd animation: AttachedAnimation) {}
    public func layer(_ layer: Layer, didRemove animation: AttachedAnimation, finished: Bool) {}
    public var currentTime: Double { 0 }
    /// By default, the whole property the key path starts in changed (`emitterCells`).
    public func layer(_ layer: Layer, didChange property: LayerProperty) {
        layer.modelDidChange(\LayerState.emitterCells)
    }
}

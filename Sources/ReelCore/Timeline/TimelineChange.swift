/// A layer's identity inside a `Timeline`: stable for the whole recording, assigned in the
/// order the recorder first sees layers (the root is 0).
public typealias LayerID = Int

/// One recorded change to a layer tree, with the clock time it happened at.
public struct TimelineChange: Sendable {
    /// Seconds on the stage clock.
    public var time: Double
    public var event: Event

    public init(time: Double, event: Event) {
        self.time = time
        self.event = event
    }

    /// What changed.
    public enum Event: Sendable {
        /// A model value was set (a whole property, a sub-key path such as `position.x`, or an
        /// emitter cell's `emitterCells.NAME.KEY`).
        case set(layer: LayerID, property: LayerProperty, value: any AnimatableValue)
        /// A model change the property table does not name: the layer's whole model.
        case setState(layer: LayerID, state: LayerState)
        /// `layer` (a whole subtree, with its animations) was inserted into `parent`'s sublayers
        /// at `index`.
        case insertSublayer(parent: LayerID, index: Int, layer: TimelineLayer)
        /// `layer` was removed from `parent`'s sublayers.
        case removeSublayer(parent: LayerID, layer: LayerID)
        /// `layer.mask` was set to `mask` (a whole subtree with its animations), or removed (nil).
        case setMask(layer: LayerID, mask: TimelineLayer?)
        /// An animation was attached to `layer` (on top of the others).
        case addAnimation(layer: LayerID, animation: AttachedAnimation)
        /// The animation with `id` (`AttachedAnimation.id`) was removed from `layer`.
        case removeAnimation(layer: LayerID, id: Int)
    }
}

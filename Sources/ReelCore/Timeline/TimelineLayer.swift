/// A layer subtree as a timeline stores it: ids, model values and attached animations.
public struct TimelineLayer: Sendable {
    public var id: LayerID
    /// The model values.
    public var state: LayerState
    /// The attached animations in adding order (resolved, without callbacks).
    public var animations: [AttachedAnimation]
    public var sublayers: [TimelineLayer]
    /// The mask layer (`Layer.mask`) with its own id, values and animations.
    public var mask: TimelineLayer? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }
    private var maskStorage: [TimelineLayer] = []  // an array gives the recursive value a home

    public init(
        id: LayerID, state: LayerState, animations: [AttachedAnimation] = [], sublayers: [TimelineLayer] = [],
        mask: TimelineLayer? = nil
    ) {
        self.id = id
        self.state = state
        self.animations = animations
        self.sublayers = sublayers
        self.mask = mask
    }
}

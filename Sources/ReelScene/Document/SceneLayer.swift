import ReelCore

/// One layer of a document: its properties, animations and sublayers.
public struct SceneLayer: Sendable {
    /// Every property; `state.kind` is the `"type"`, `state.path` the `"path"` (SVG data).
    public var state: LayerState
    /// The animations attached at the start, in adding order (`"animations"`).
    public var animations: [SceneAnimation]
    public var sublayers: [SceneLayer]
    /// The mask layer (`"mask"`), in this layer's coordinate space, not one of its sublayers.
    public var mask: SceneLayer? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }
    private var maskStorage: [SceneLayer] = []  // an array gives the recursive value a home

    public init(
        state: LayerState, animations: [SceneAnimation] = [], sublayers: [SceneLayer] = [], mask: SceneLayer? = nil
    ) {
        self.state = state
        self.animations = animations
        self.sublayers = sublayers
        self.mask = mask
    }
}

extension SceneLayer: Equatable {
    /// Layers are equal when they write the same JSON (every value is written exactly).
    public static func == (a: SceneLayer, b: SceneLayer) -> Bool {
        a.jsonValue() == b.jsonValue()
    }
}

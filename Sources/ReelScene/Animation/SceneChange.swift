import ReelCore

/// One timed change of a document (`"changes"`): at `time`, something happens to the layer
/// that `layer` names.
public struct SceneChange: Sendable {
    /// What happens.
    public enum Action: Sendable {
        /// Sets one model property (`"set": {"opacity": 0.5}`); `property` is a key path such
        /// as `"position"` or `"transform.rotation.z"`.
        case set(property: String, value: any AnimatableValue)
        /// Replaces every model value (`"setState": {…layer keys…}`).
        case setState(LayerState)
        /// Adds an animation on top of the layer's others (`"addAnimation": {…}`).
        case addAnimation(SceneAnimation)
        /// Removes the layer's animation with this key, or `#n` for the n-th animation ever
        /// added to the layer, from 0 (`"removeAnimation": "pulse"`).
        case removeAnimation(String)
        /// Inserts a new layer subtree among the layer's sublayers at `index`
        /// (`"insertSublayer": {…}, "index": 0`; no index appends).
        case insertSublayer(SceneLayer, index: Int?)
        /// Removes a sublayer, named relative to the layer or by `#n` (`"removeSublayer": "badge"`).
        case removeSublayer(String)
        /// Sets the layer's mask to a new layer subtree, or removes it (`"setMask": {…}` or
        /// `"setMask": null`).
        case setMask(SceneLayer?)
    }

    /// Seconds from the start of the clip.
    public var time: Double
    /// The layer: a path of names from the canvas (`"card/avatar"`), `"/"` for the canvas, or
    /// `"#n"` for the n-th layer in document order (the canvas is `#0`, then depth first, then
    /// layers inserted by changes in order).
    public var layer: String
    public var action: Action

    public init(time: Double, layer: String, action: Action) {
        self.time = time
        self.layer = layer
        self.action = action
    }
}

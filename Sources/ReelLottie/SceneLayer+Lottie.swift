import ReelCore
import ReelScene

extension SceneLayer {
    /// A layer of `kind` as the converter makes them: anchored at its origin (so that a Lottie
    /// layer's coordinates are its own), named when `name` is given.
    static func lottie(_ kind: LayerKind = .plain, name: String? = nil) -> SceneLayer {
        var state = LayerState(kind: kind)
        state.anchorPoint = Point(x: 0, y: 0)
        state.name = name
        return SceneLayer(state: state)
    }
}

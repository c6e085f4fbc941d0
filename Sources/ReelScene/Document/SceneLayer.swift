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
    /// Properties given by a document parameter: the property's key as the document writes it
    /// (`"fillColor"`, `"string"`, any key of `SceneLayerKey.all` that the layer's kind has) →
    /// the parameter's name (`"headline"`), so that a document built in code can be a template
    /// that `--set` changes.
    ///
    /// `state` still holds the resolved value. The encoder writes `"$name"` for a bound key,
    /// even when the value is the key's default, and
    /// ``SceneDocument/resolvingParameters(overrides:)`` sets the value from the parameter. A
    /// key the layer's kind does not have is not written, and resolving reports it.
    /// Opt-in: decoding resolves `$name` references and records no bindings, so only layers
    /// built in code have them. Layers that differ only in bindings are not equal (they write
    /// different JSON).
    public var parameterBindings: [String: String] = [:]

    public init(
        state: LayerState, animations: [SceneAnimation] = [], sublayers: [SceneLayer] = [], mask: SceneLayer? = nil,
        parameterBindings: [String: String] = [:]
    ) {
        self.state = state
        self.animations = animations
        self.sublayers = sublayers
        self.mask = mask
        self.parameterBindings = parameterBindings
    }
}

extension SceneLayer: Equatable {
    /// Layers are equal when they write the same JSON (every value is written exactly; a bound
    /// property as its `$name`).
    public static func == (a: SceneLayer, b: SceneLayer) -> Bool {
        a.jsonValue() == b.jsonValue()
    }
}

import ReelCore

/// One layer property as a document spells it: its key, the layer kinds that have it, and how
/// it is read from JSON, written to JSON and set on a `Layer`.
///
/// ``SceneLayerKey/all`` is made from `LayerProperty.all`, the one list of layer properties:
/// each property's key is its name, its scope is the property's, and its reader and writer
/// follow from the value's type and the property's `domain` (`SceneLayerKey+Coding.swift`), so
/// a property declared in ReelCore is read, written, checked and applied with nothing to add
/// here. Decoding (`SceneDecoder.decodeLayer`), encoding (`SceneLayer.properties(of:)`), the
/// lists of known keys and `Layer.apply(_:)` all walk it.
struct SceneLayerKey: @unchecked Sendable {
    // @unchecked Sendable: immutable; the closures capture only key paths (immutable values).
    /// The property.
    let property: LayerProperty
    /// The JSON key, as Core Animation names the property (`"hidden"` for `isHidden`).
    var key: String { property.name }
    /// Reads the JSON value into the state; reports problems through the decoder's context.
    let decode: (SceneDecoder, JSONValue, JSONPath, inout LayerState) -> Void
    /// The JSON value when the state's differs from `defaults`, else nil.
    let encode: (LayerState, _ defaults: LayerState) -> JSONValue?
    /// Sets the state's value through the layer's public member (so that a stage records it),
    /// on layers whose kind has the property.
    let apply: (Layer, LayerState) -> Void

    init<V: AnimatableValue>(
        _ property: LayerProperty, _ keyPath: WritableKeyPath<LayerState, V>, coding: SceneValueCoding<V>
    ) {
        nonisolated(unsafe) let kp = keyPath  // key paths are immutable values
        self.property = property
        decode = { d, v, p, s in if let value = coding.read(d, v, p) { s[keyPath: kp] = value } }
        encode = { s, defaults in s[keyPath: kp] != defaults[keyPath: kp] ? coding.write(s[keyPath: kp]) : nil }
        let scope = property.scope
        apply = { layer, s in
            if scope.includes(layer.model.kind) { layer[dynamicMember: kp] = s[keyPath: kp] }
        }
    }

    /// Whether a layer of `kind` has the property.
    func applies(to kind: LayerKind) -> Bool { property.scope.includes(kind) }

    /// Every layer property in the documented order (the order they are written in).
    static let all: [SceneLayerKey] = LayerProperty.all.map { property in
        guard let key = property.accept(Maker()) else {
            preconditionFailure("\(property) is a whole property and has a key path")
        }
        return key
    }

    static let common = all.filter { $0.property.scope == .common }
    static let shape = all.filter { $0.property.scope == .shape }
    static let text = all.filter { $0.property.scope == .text }
    static let gradient = all.filter { $0.property.scope == .gradient }
    /// The replicator's, `preservesDepth` (which emitters share) included.
    static let replicator = all.filter { $0.property.scope == .replicator || $0.property.scope == .depth }
    static let emitter = all.filter { $0.property.scope == .emitter }

    /// Makes a property's key with the coding of its value's type.
    private struct Maker: LayerPropertyVisitor {
        func visit<V: AnimatableValue>(_ keyPath: WritableKeyPath<LayerState, V>, of property: LayerProperty)
            -> SceneLayerKey
        {
            SceneLayerKey(property, keyPath, coding: SceneValueCoding(for: property))
        }
    }
}

func numbers(_ values: Double...) -> JSONValue {
    .array(values.map(JSONValue.number))
}

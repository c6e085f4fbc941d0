/// Values a layer holds under keys of the code's own (`CALayer.setValue(_:forKey:)` with a key
/// such as `"progress"`, which no layer property has): animatable like a property through
/// `LayerProperty.custom(_:fallback:)`, and presented at a time as the others are. The renderer
/// draws none of them; a layer that draws its own contents reads them (`CALayer.draw(in:)`).
public struct CustomLayerValues: Hashable, Sendable {
    /// The values by key.
    public private(set) var values: [String: any AnimatableValue] = [:]

    public init() {}

    /// The value under `key`, or nil when none was set.
    public subscript(key: String) -> (any AnimatableValue)? {
        get { values[key] }
        set { values[key] = newValue }
    }

    public static func == (a: CustomLayerValues, b: CustomLayerValues) -> Bool {
        a.values.count == b.values.count
            && a.values.allSatisfy { key, value in
                b.values[key].map { AnyHashable(value) == AnyHashable($0) } ?? false
            }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(values.count)
        for key in values.keys.sorted() {
            hasher.combine(key)
            hasher.combine(AnyHashable(values[key]!))
        }
    }
}

extension LayerProperty {
    /// A key of the code's own (`"progress"`), holding values of `V` in `LayerState.customValues`
    /// (`fallback` until one is set): what an animation of such a key animates. Two custom
    /// properties of the same name are the same property, as for every property.
    public static func custom<V: AnimatableValue>(_ name: String, fallback: V) -> LayerProperty {
        LayerProperty(
            name, get: { $0.customValues[name].flatMap { castAnimatable($0, to: V.self) } ?? fallback },
            set: { $0.customValues[name] = $1 })
    }

    /// A custom property whose values have the type of `sample`, its fallback the type's zero
    /// (`sample` scaled by 0).
    public static func custom(_ name: String, like sample: any AnimatableValue) -> LayerProperty {
        func open<V: AnimatableValue>(_ v: V) -> LayerProperty { custom(name, fallback: v.scaled(by: 0)) }
        return open(sample)
    }
}

extension Layer {
    /// Sets the value of a key of the code's own (nil removes it), as a property setter does:
    /// the stage records the new state (the renderer ignores custom values; a layer that draws
    /// reads them) and an animation added now with no values animates from the value before.
    /// No implicit action runs (the façade runs its own, `CALayer.action(forKey:)`).
    public func setCustomValue(_ value: (any AnimatableValue)?, forKey key: String) {
        let old = model.customValues[key]
        if let old, let observer = changeObserver {
            let property = LayerProperty.custom(key, like: old)
            if previousValues[property]?.time != observer.currentTime {
                previousValues[property] = (observer.currentTime, old)
            }
        }
        var values = model.customValues
        values[key] = value
        setModel(\.customValues, values)
    }
}

extension Layer {
    /// Sets a property by Core Animation's key path (`"position"`, `"transform.scale"`,
    /// `"bounds.size.width"`), as `CALayer.setValue(_:forKeyPath:)` does: through the whole
    /// property's setter, so a stage records it and its implicit action runs.
    /// - Returns: false, changing nothing, when the value does not fit the property.
    @discardableResult
    public func setValue(_ value: any AnimatableValue, for property: LayerProperty) -> Bool {
        var state = model
        guard property.set(value, in: &state) else { return false }
        let head = property.name.split(separator: ".").first.map(String.init) ?? property.name
        guard let whole = property.keyPath != nil ? property : LayerProperty.named(head) else {
            model = state
            modelDidChange(\.self)
            return true
        }
        _ = whole.accept(WholePropertySetter(layer: self, state: state))
        return true
    }

    /// Replaces the model without recording or actions: a presentation copy's values.
    package func setUnrecordedModel(_ state: LayerState) { model = state }
}

/// Sets a layer's whole property to its value in `state` (through the recorded setter).
private struct WholePropertySetter: LayerPropertyVisitor {
    let layer: Layer
    let state: LayerState

    func visit<Value: AnimatableValue>(_ keyPath: WritableKeyPath<LayerState, Value>, of property: LayerProperty) {
        layer.setModel(keyPath, state[keyPath: keyPath])
    }
}

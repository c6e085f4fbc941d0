import ReelCore

/// What reading one animation object knows besides the member being read: the decoder, the
/// object, and the animated property and value function, read first because the values
/// depend on them.
struct AnimationReading {
    let decoder: SceneDecoder
    let object: ObjectReader
    /// The property `"keyPath"` names (nil when it is missing or unknown: reported).
    var property: LayerProperty? = nil
    /// `"valueFunction"`, and whether it was given but unusable (then the values are not read).
    var valueFunction: (function: ValueFunction?, refused: Bool) = (nil, false)

    var context: DecodingContext { decoder.context }

    /// An animated value: the property's JSON form, or the value function's input; nil when
    /// the key path is unknown (nothing is read) or the value is wrong (reported).
    func value(_ v: JSONValue, _ p: JSONPath) -> (any AnimatableValue)? {
        guard let property else { return nil }
        return decoder.decodeAnimatedValue(v, p, property, valueFunction)
    }

    /// Reads the members of `table` that the object has into `animation`, in table order.
    func read<A>(_ table: [AnimationKey<A>], into animation: inout A) {
        for entry in table {
            guard let decode = entry.decode, let (v, p) = object.member(entry.key) else { continue }
            decode(self, v, p, &animation)
        }
    }
}

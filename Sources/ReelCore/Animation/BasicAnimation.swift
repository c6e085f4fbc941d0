/// An animation between two values of one layer property, like `CABasicAnimation`.
///
/// Which values it runs between follows Core Animation's rules (`u` is the *underlying*
/// value: the model value with earlier animations on the layer applied, read at every frame):
///
/// | set                | from          | to          |
/// |--------------------|---------------|-------------|
/// | from, to (± by)    | `from`        | `to`        |
/// | from, by           | `from`        | `from + by` |
/// | by, to             | `to − by`     | `to`        |
/// | from only          | `from`        | `u`         |
/// | to only            | `u`           | `to`        |
/// | by only            | `u`           | `u + by`    |
/// | none               | the value before this instant's model change | `u` |
///
/// For "none", `Layer.add(_:forKey:)` fills `fromValue` with the model value the property had
/// before it was last set at the current time (the "previous value" of Core Animation's rule);
/// when the property was not set at this time the animation shows `u` throughout.
///
/// `isAdditive` adds the animated value to `u` (for transforms: the animated transform is
/// applied first, then `u`); `isCumulative` adds the end value of each earlier repeat cycle.
/// Values whose type does not match the property's are ignored, as Core Animation ignores
/// them.
public struct BasicAnimation: PropertyAnimation {
    /// The key path, additive, cumulative and value function (see `PropertyAnimation`).
    public var core: PropertyAnimationCore
    /// The start value.
    public var fromValue: (any AnimatableValue)?
    /// The end value.
    public var toValue: (any AnimatableValue)?
    /// A relative value, as in the table above.
    public var byValue: (any AnimatableValue)?

    public var timing = MediaTiming()
    public var callbacks: AnimationCallbacks?

    /// An animation of the property at `keyPath`, like `CABasicAnimation(keyPath:)`.
    public init(keyPath: String) {
        core = PropertyAnimationCore(keyPath: keyPath)
    }

    /// An animation of `property`; its name is kept in `keyPath`.
    public init(property: LayerProperty) {
        core = PropertyAnimationCore(property: property)
    }

    /// An animation of a typed layer property (`\.position`); the string form is kept in
    /// `keyPath`.
    /// - Precondition: `keyPath` is a whole `LayerState` property (see `LayerProperty.all`).
    public init<V: AnimatableValue>(keyPath: WritableKeyPath<LayerState, V>) {
        self.init(property: LayerProperty.required(keyPath))
    }

    public func apply(to state: inout LayerState, at time: Double) {
        guard let progress = timing.progress(at: time) else { return }
        apply(to: &state, progress: progress, amount: progress.fraction)
    }

    /// Shows the value `amount` of the way from the start to the end value (the eased fraction
    /// for a basic animation, the spring's fraction for a spring), additive and cumulative
    /// applied for `progress`'s cycle.
    func apply(to state: inout LayerState, progress: MediaTiming.Progress, amount: Double) {
        guard let property else { return }
        if let function = drivingValueFunction {
            guard let (start, end) = function.endpoints(from: fromValue, to: toValue, by: byValue) else { return }
            show(
                start.interpolated(to: end, amount: amount), of: function,
                cycleEnd: timing.autoreverses ? start : end, iteration: progress.iteration, on: &state)
            return
        }
        func open<V: AnimatableValue>(_ u: V) -> (any AnimatableValue)? {
            guard let (start, end) = endpoints(underlying: u) else { return nil }
            return composed(
                start.interpolated(to: end, amount: amount), underlying: u,
                cycleEnd: timing.autoreverses ? start : end, iteration: progress.iteration)
        }
        if let value = open(property.value(in: state)) { property.set(value, in: &state) }
    }

    /// The start and end values under the table's rules, or nil when a value has the wrong type.
    func endpoints<V: AnimatableValue>(underlying u: V) -> (V, V)? {
        let from = fromValue.flatMap { castAnimatable($0, to: V.self) }
        let to = toValue.flatMap { castAnimatable($0, to: V.self) }
        let by = byValue.flatMap { castAnimatable($0, to: V.self) }
        if (fromValue != nil && from == nil) || (toValue != nil && to == nil) || (byValue != nil && by == nil) {
            return nil
        }
        return Self.endpoints(from: from, to: to, by: by, underlying: u)
    }

    /// CABasicAnimation's table for which of `fromValue`, `toValue` and `byValue` give the two
    /// ends, `u` (the underlying value) standing in for a missing end.
    static func endpoints<V: AnimatableValue>(from: V?, to: V?, by: V?, underlying u: V) -> (V, V) {
        switch (from, to, by) {
        case (let f?, let t?, _): (f, t)
        case (let f?, nil, let b?): (f, f.adding(b))
        case (nil, let t?, let b?): (t.subtracting(b), t)
        case (let f?, nil, nil): (f, u)
        case (nil, let t?, nil): (u, t)
        case (nil, nil, let b?): (u, u.adding(b))
        case (nil, nil, nil): (u, u)
        }
    }
}

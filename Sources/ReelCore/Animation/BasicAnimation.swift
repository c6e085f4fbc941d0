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
public struct BasicAnimation: Animation {
    /// The animated property, as a Core Animation key path (`"position"`, `"strokeEnd"`,
    /// `"transform.rotation.z"`; see `LayerProperty`).
    public var keyPath: String {
        didSet { property = LayerProperty.named(keyPath) }
    }
    /// The property `keyPath` names, resolved when `keyPath` is set (nil when Reel does not know
    /// the key path: the animation then changes nothing, but it is attached, timed and completes
    /// like any other).
    public private(set) var property: LayerProperty?
    /// The start value.
    public var fromValue: (any AnimatableValue)?
    /// The end value.
    public var toValue: (any AnimatableValue)?
    /// A relative value, as in the table above.
    public var byValue: (any AnimatableValue)?
    /// Whether the value is added to the underlying value instead of replacing it.
    public var isAdditive: Bool = false
    /// Whether each repeat cycle builds on the end value of the previous one.
    public var isCumulative: Bool = false
    /// Makes the shown transform from animated numbers, like `CAPropertyAnimation.valueFunction`
    /// (only for `"transform"`; see `ValueFunction`).
    public var valueFunction: ValueFunction?

    public var timing = MediaTiming()
    public var callbacks: AnimationCallbacks?

    /// An animation of the property at `keyPath`, like `CABasicAnimation(keyPath:)`.
    public init(keyPath: String) {
        self.keyPath = keyPath
        property = LayerProperty.named(keyPath)
    }

    /// An animation of `property`; its name is kept in `keyPath`.
    public init(property: LayerProperty) {
        keyPath = property.name
        self.property = property
    }

    /// An animation of a typed layer property (`\.position`); the string form is kept in
    /// `keyPath`.
    /// - Precondition: `keyPath` is a whole `LayerState` property (see `LayerProperty.all`).
    public init<V: AnimatableValue>(keyPath: WritableKeyPath<LayerState, V>) {
        self.init(property: LayerProperty.required(keyPath))
    }

    public func apply(to state: inout LayerState, at time: Double) {
        guard let progress = timing.progress(at: time), let property else { return }
        if let valueFunction, ValueFunction.drives(property) {
            guard let (start, end) = valueFunction.endpoints(from: fromValue, to: toValue, by: byValue) else { return }
            valueFunction.show(
                start.interpolated(to: end, amount: progress.fraction), cycleEnd: timing.autoreverses ? start : end,
                iteration: progress.iteration, isCumulative: isCumulative, isAdditive: isAdditive, on: &state)
            return
        }
        let underlying = property.value(in: state)
        if let value = value(underlying: underlying, progress: progress) {
            property.set(value, in: &state)
        }
    }

    /// The value shown for `progress` over `underlying` (additive and cumulative applied).
    func value(underlying: any AnimatableValue, progress: MediaTiming.Progress) -> (any AnimatableValue)? {
        func open<V: AnimatableValue>(_ u: V) -> (any AnimatableValue)? {
            guard let (start, end) = endpoints(underlying: u) else { return nil }
            let v = start.interpolated(to: end, amount: progress.fraction)
            return PropertyComposition.finish(
                v, underlying: u, isAdditive: isAdditive, isCumulative: isCumulative,
                cycleEnd: timing.autoreverses ? start : end, iteration: progress.iteration)
        }
        return open(underlying)
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

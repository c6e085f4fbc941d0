/// An animation of one layer property, like `CAPropertyAnimation`: what `BasicAnimation`,
/// `KeyframeAnimation` and `SpringAnimation` share.
///
/// Each kind stores one `PropertyAnimationCore` (the key path and the property it names,
/// `isAdditive`, `isCumulative`, `valueFunction`); this protocol gives those their Core
/// Animation names on every kind and the steps every kind takes with them: composing a value
/// over the underlying one, and showing a value function's input.
public protocol PropertyAnimation: Animation {
    /// The state every property animation has, stored once.
    var core: PropertyAnimationCore { get set }
}

extension PropertyAnimation {
    /// The animated property, as a Core Animation key path (`"position"`, `"strokeEnd"`,
    /// `"transform.rotation.z"`; see `LayerProperty`).
    public var keyPath: String {
        get { core.keyPath }
        set { core.keyPath = newValue }
    }

    /// The property `keyPath` names, resolved when `keyPath` is set (nil when Reel does not know
    /// the key path: the animation then changes nothing, but it is attached, timed and completes
    /// like any other).
    public var property: LayerProperty? { core.property }

    /// Whether the value is added to the underlying value instead of replacing it (for
    /// transforms: the animated transform is applied first, then the underlying one).
    public var isAdditive: Bool {
        get { core.isAdditive }
        set { core.isAdditive = newValue }
    }

    /// Whether each repeat cycle builds on the end value of the previous one.
    public var isCumulative: Bool {
        get { core.isCumulative }
        set { core.isCumulative = newValue }
    }

    /// Makes the shown transform from animated numbers, like `CAPropertyAnimation.valueFunction`
    /// (only for `"transform"`; see `ValueFunction`): the animation's values are then the
    /// function's inputs.
    public var valueFunction: ValueFunction? {
        get { core.valueFunction }
        set { core.valueFunction = newValue }
    }

    /// The value function that makes the shown value: `valueFunction` when the property is a
    /// transform, else nil (Core Animation ignores a value function anywhere else).
    var drivingValueFunction: ValueFunction? {
        guard let valueFunction, let property, ValueFunction.drives(property) else { return nil }
        return valueFunction
    }

    /// `value` of cycle `iteration` composed over `underlying`: plus `iteration` times
    /// `cycleEnd` when cumulative, then added to `underlying` when additive.
    func composed<V: AnimatableValue>(_ value: V, underlying: V, cycleEnd: V, iteration: Int) -> V {
        var v = value
        if isCumulative && iteration > 0 { v = v.adding(cycleEnd.scaled(by: Double(iteration))) }
        if isAdditive { v = underlying.adding(v) }
        return v
    }

    /// Shows `function`'s `input` (of cycle `iteration`, ending cycles at `cycleEnd`) on
    /// `state`'s transform, cumulative and additive as the animation says.
    func show(
        _ input: [Double], of function: ValueFunction, cycleEnd: [Double], iteration: Int,
        on state: inout LayerState
    ) {
        function.show(
            input, cycleEnd: cycleEnd, iteration: iteration, isCumulative: isCumulative, isAdditive: isAdditive,
            on: &state)
    }
}

/// The state `CAPropertyAnimation` adds to an animation: which property it animates and how
/// its value combines with the underlying one. Basic, key-frame and spring animations store one
/// each and show its fields under their own names (see `PropertyAnimation`).
public struct PropertyAnimationCore: Sendable {
    /// The animated property, as a Core Animation key path.
    public var keyPath: String {
        didSet { property = LayerProperty.named(keyPath) }
    }
    /// The property `keyPath` names, resolved when `keyPath` is set (nil when unknown).
    public private(set) var property: LayerProperty?
    /// Whether the value is added to the underlying value.
    public var isAdditive = false
    /// Whether each repeat cycle builds on the end value of the previous one.
    public var isCumulative = false
    /// Makes the shown transform from animated numbers (`CAValueFunction`).
    public var valueFunction: ValueFunction?

    /// The state for an animation of the property at `keyPath`.
    public init(keyPath: String) {
        self.keyPath = keyPath
        property = LayerProperty.named(keyPath)
    }

    /// The state for an animation of `property`; its name is kept in `keyPath`.
    public init(property: LayerProperty) {
        keyPath = property.name
        self.property = property
    }
}

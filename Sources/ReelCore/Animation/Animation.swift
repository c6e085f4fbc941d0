/// An animation of layer properties, like `CAAnimation`: a value with `CAMediaTiming`
/// properties that, given a time, changes what a layer shows.
///
/// Reel's animations are value types (`Sendable`), so a recorded `Timeline` can hold them and
/// be evaluated on any thread. Port Core Animation code by declaring the animation with `var`
/// instead of `let`. The four kinds are `BasicAnimation`, `KeyframeAnimation`,
/// `SpringAnimation` and `AnimationGroup`; serializers switch over exactly these.
///
/// Adding an animation to a layer copies it and resolves two defaults, as Core Animation does
/// when it commits: a `beginTime` of 0 becomes the layer's current local time and a
/// `duration` of 0 becomes the transaction's animation duration (0.25 s unless
/// `Transaction.setAnimationDuration(_:)` says otherwise).
public protocol Animation: Sendable {
    /// The media timing (begin time, duration, speed, repeats, fill mode, …).
    var timing: MediaTiming { get set }
    /// The completion handler and delegate, called by the stage; never part of a `Timeline`.
    var callbacks: AnimationCallbacks? { get set }
    /// Applies the animation's effect to `state` at time `time` in the animation's parent time
    /// space (the layer's local time for an animation on a layer).
    func apply(to state: inout LayerState, at time: Double)
    /// A copy with zero durations replaced: its own by `defaultDuration`, its children's (for a
    /// group) by its own.
    func resolvingDuration(_ defaultDuration: Double) -> Self
}

extension Animation {
    /// A copy whose zero duration is replaced by `defaultDuration` (groups and springs say more).
    public func resolvingDuration(_ defaultDuration: Double) -> Self {
        var copy = self
        if copy.timing.duration <= 0 { copy.timing.duration = defaultDuration }
        return copy
    }

    /// When the animation starts, in its parent's time (0 when added: now).
    public var beginTime: Double {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    /// The length of one simple cycle, in seconds (0 when added: the transaction's duration).
    public var duration: Double {
        get { timing.duration }
        set { timing.duration = newValue }
    }
    /// The rate of the animation's time relative to its parent's.
    public var speed: Double {
        get { timing.speed }
        set { timing.speed = newValue }
    }
    /// An offset added to the animation's active local time.
    public var timeOffset: Double {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    /// How many cycles play (fractional allowed, `.infinity` for ever).
    public var repeatCount: Double {
        get { timing.repeatCount }
        set { timing.repeatCount = newValue }
    }
    /// How long the cycles repeat, overriding `repeatCount` when positive.
    public var repeatDuration: Double {
        get { timing.repeatDuration }
        set { timing.repeatDuration = newValue }
    }
    /// Whether each cycle plays forwards and then backwards.
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { timing.autoreverses = newValue }
    }
    /// What shows before and after the active time.
    public var fillMode: FillMode {
        get { timing.fillMode }
        set { timing.fillMode = newValue }
    }
    /// Whether the layer removes the animation when it ends (default true).
    public var isRemovedOnCompletion: Bool {
        get { timing.isRemovedOnCompletion }
        set { timing.isRemovedOnCompletion = newValue }
    }
    /// The easing of each cycle (nil: linear).
    public var timingFunction: TimingFunction? {
        get { timing.timingFunction }
        set { timing.timingFunction = newValue }
    }

    /// Called once when the animation stops: `finished` is true when it ran to its end, false
    /// when it was removed early. The stage calls it at the exact time on its clock.
    public var completion: ((_ finished: Bool) -> Void)? {
        get { callbacks?.completion }
        set { callbacks = AnimationCallbacks(completion: newValue, delegate: callbacks?.delegate) }
    }

    /// Receives `animationDidStart` and `animationDidStop(_:finished:)`, like
    /// `CAAnimationDelegate`. Held strongly, as Core Animation does.
    public var delegate: AnimationDelegate? {
        get { callbacks?.delegate }
        set { callbacks = AnimationCallbacks(completion: callbacks?.completion, delegate: newValue) }
    }

    /// The same animation without completion handler and delegate (what a timeline stores).
    public func withoutCallbacks() -> Self {
        var copy = self
        copy.callbacks = nil
        return copy
    }
}

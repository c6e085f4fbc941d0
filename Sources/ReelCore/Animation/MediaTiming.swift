import Foundation

/// The timing of one animation, as `CAMediaTiming` (the properties every `CAAnimation` has).
///
/// Times are in the *parent* time space: a layer's local time for an animation on a layer,
/// the group's local time for a child of an `AnimationGroup`.
///
/// ```
///  parent time ──►
///  beginTime        beginTime + activeDuration / speed
///      |====cycle 1====|====cycle 2====|==3 (fractional)=|- - - fill forwards - - ->
///  <- - - fill backwards
/// ```
/// - A cycle lasts `duration`, or `2 · duration` with `autoreverses` (forwards then back).
/// - The active duration is `repeatDuration` when it is positive, else
///   `cycle · max(repeatCount, 1)` (`repeatCount` may be fractional or `.infinity`).
/// - Active local time: `(t − beginTime) · speed + timeOffset`, wrapped into the active
///   duration when it is finite, so a `timeOffset` starts the animation part-way through and
///   the skipped part plays at the end, as in Core Animation.
/// - Inside a cycle the fraction `elapsed / duration` is eased by `timingFunction`.
///
/// Reel differs from Core Animation in one documented way: a `speed` of 0 freezes the
/// animation at its start (Core Animation does the same, but also never ends it; Reel's
/// stage likewise never completes it).
public struct MediaTiming: Hashable, Sendable {
    /// When the animation starts, in its parent's time. 0 when adding to a layer means "now"
    /// (the layer's current local time); inside a group it is relative to the group's start.
    public var beginTime: Double = 0
    /// The length of one simple cycle in seconds. 0 when added means the transaction's
    /// animation duration (0.25 s by default); inside a group, the group's duration.
    public var duration: Double = 0
    /// The rate of local time relative to the parent's (2 plays twice as fast).
    public var speed: Double = 1
    /// An offset added to the active local time.
    public var timeOffset: Double = 0
    /// How many cycles play; fractional values stop part-way, `.infinity` repeats forever.
    /// 0 means once.
    public var repeatCount: Double = 0
    /// How long, in local seconds, the cycles repeat; overrides `repeatCount` when positive.
    public var repeatDuration: Double = 0
    /// Whether each cycle plays forwards and then backwards.
    public var autoreverses: Bool = false
    /// What is shown before and after the active time.
    public var fillMode: FillMode = .removed
    /// Whether the layer removes the animation when it ends (the default, as in Core
    /// Animation). With `true`, a `.forwards` fill has no visible effect after the end: the
    /// model value shows, on a live stage and in any timeline (`isRemoved(at:)`).
    public var isRemovedOnCompletion: Bool = true
    /// The easing applied to each cycle's progress; nil means linear.
    public var timingFunction: TimingFunction? = nil

    public init() {}

    /// The length of one cycle, forwards and (with `autoreverses`) back.
    public var cycleDuration: Double { autoreverses ? 2 * duration : duration }

    /// The active duration in local time: how long the cycles play.
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return cycleDuration * repeatCount }
        return cycleDuration
    }

    /// When the active time ends, in the parent's time (`.infinity` when it never does).
    public var endTime: Double {
        guard speed != 0 else { return .infinity }
        return beginTime + activeDuration / abs(speed)
    }

    /// Whether an animation attached to a layer with this timing has been removed by time `t`
    /// (in the layer's time): `isRemovedOnCompletion` and `t` at or after `endTime`. Children
    /// of a group are never removed on their own (Core Animation ignores their
    /// `removedOnCompletion`).
    public func isRemoved(at t: Double) -> Bool {
        isRemovedOnCompletion && t >= endTime
    }

    /// Where the animation is at parent time `t`.
    public struct Progress: Hashable, Sendable {
        /// Seconds into the current cycle's forward play (mirrored during the reverse half),
        /// in 0…duration, before easing.
        public var cycleTime: Double
        /// The eased fraction of the simple duration (may leave 0…1 for overshooting curves).
        public var fraction: Double
        /// The index of the current cycle (0 for the first), for cumulative animations.
        public var iteration: Int
    }

    /// Where the animation is at parent time `t`, or nil when it shows nothing (outside its
    /// active time and not filling that side).
    public func progress(at t: Double) -> Progress? {
        let active = activeDuration
        var elapsed: Double
        if speed == 0 {
            elapsed = 0
        } else {
            elapsed = (t - beginTime) * abs(speed)
        }
        if elapsed < 0 {
            guard fillMode.fillsBackwards else { return nil }
            elapsed = 0
        } else if elapsed >= active {
            guard fillMode.fillsForwards else { return nil }
            elapsed = active
        }
        if speed < 0 { elapsed = active - elapsed }
        return progress(activeTime: elapsed, activeDuration: active)
    }

    /// The progress at `elapsed` seconds into the active duration (0…active).
    func progress(activeTime elapsed: Double, activeDuration active: Double) -> Progress {
        guard duration > 0 else {
            return Progress(cycleTime: 0, fraction: ease(1), iteration: 0)
        }
        var local = elapsed + timeOffset
        let atEnd = elapsed >= active
        if active.isFinite && active > 0 && timeOffset != 0 {
            local = local.truncatingRemainder(dividingBy: active)
            if local < 0 { local += active }
            if atEnd && local == 0 { local = active }
        }
        let cycle = cycleDuration
        var iteration = Int((local / cycle).rounded(.down))
        var inCycle = local - Double(iteration) * cycle
        // The very end of a cycle belongs to that cycle (fill forwards holds its last value).
        if inCycle == 0 && iteration > 0 && local >= active {
            iteration -= 1
            inCycle = cycle
        }
        var forward = inCycle
        if autoreverses && inCycle > duration { forward = cycle - inCycle }
        forward = min(max(forward, 0), duration)
        return Progress(cycleTime: forward, fraction: ease(forward / duration), iteration: iteration)
    }

    func ease(_ x: Double) -> Double {
        timingFunction?.value(at: x) ?? x
    }
}

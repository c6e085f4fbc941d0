/// An animated transition between a layer's old and new rendering, like `CATransition`.
///
/// Add it to a layer and change the layer (its sublayers, contents, text, colours — anything it
/// draws) in the same event; the layer then shows, for the animation's duration, its old
/// rendering (frozen at the moment of the change) and its new one (live) composed by `type`:
/// ```
///  push, fromRight, progress p (W = bounds width)
///   old: moved by −p·W      new: moved by (1 − p)·W      (moveIn: old still; reveal: new still)
///  fade: old · (1 − p) + new · p   (premultiplied, a cross-dissolve)
/// ```
/// The progress runs from `startProgress` to `endProgress` over the eased fraction of each
/// cycle (`timingFunction`, nil linear, as every `CAAnimation`), so `startProgress = 0.5` starts
/// half-way. `Layer.add(_:forKey:)` files every transition under the key `"transition"`
/// (`kCATransition`), whatever key is given, as Core Animation does ("The special key
/// kCATransition is automatically used for transition animations"); an explicit animation added
/// under that key replaces it.
///
/// The old rendering is the layer's subtree as it was shown just before the current instant's
/// changes (the start of the stage event that changed it), captured when the transition is
/// added (`old`); changes made later in the same event are part of the new rendering. A
/// transition added to a layer no running stage has shown freezes the layer as it is when added.
public struct Transition: Animation {
    /// The key `Layer.add(_:forKey:)` files every transition under, `kCATransition`.
    public static let key = "transition"

    /// How the old and new rendering are composed (`fade` by default, as `CATransition`).
    public var type: TransitionType = .fade
    /// Where a moving type starts; nil is `fromLeft` (Apple's CATransition example: a push with
    /// no subtype moves the old state "from left to right with the blue state entering the
    /// scene from the left"). `fade` ignores it.
    public var subtype: TransitionSubtype?
    /// Where the transition starts, a fraction of the whole (clamped to 0…1).
    public var startProgress: Double = 0
    /// Where it ends (clamped to `startProgress`…1, as Apple documents the legal values).
    public var endProgress: Double = 1
    /// The old rendering: set by `Layer.add(_:forKey:)` when nil (a document stores it).
    public var old: LayerSnapshot?

    public var timing = MediaTiming()
    public var callbacks: AnimationCallbacks?

    public init(type: TransitionType = .fade, subtype: TransitionSubtype? = nil) {
        self.type = type
        self.subtype = subtype
    }

    /// A transition changes no property: the renderer composes it (`LayerSnapshot.transition`).
    public func apply(to state: inout LayerState, at time: Double) {}

    /// The progress shown at `time` (the layer's local time), or nil when the transition shows
    /// nothing then (outside its active time without a fill, or removed).
    public func progress(at time: Double) -> Double? {
        guard !timing.isRemoved(at: time), let p = timing.progress(at: time) else { return nil }
        let start = min(max(startProgress.isFinite ? startProgress : 0, 0), 1)
        let end = min(max(endProgress.isFinite ? endProgress : 1, start), 1)
        return start + (end - start) * p.fraction
    }

    /// The transition shown by a layer with `animations` at its local time `time`: the last
    /// transition that shows something then, with its frozen old rendering.
    public static func frame(in animations: [AttachedAnimation], at time: Double) -> TransitionFrame? {
        for attached in animations.reversed() {
            guard let t = attached.animation as? Transition, let old = t.old, let p = t.progress(at: time) else {
                continue
            }
            return TransitionFrame(type: t.type, subtype: t.subtype ?? .fromLeft, progress: p, old: old)
        }
        return nil
    }
}

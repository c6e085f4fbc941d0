/// The kind of a `Transition`, like `CATransitionType`.
public enum TransitionType: String, Hashable, Sendable, CaseIterable {
    /// The old rendering cross-fades into the new one (`kCATransitionFade`, the default).
    case fade
    /// The new rendering slides in over the old one, which stays (`kCATransitionMoveIn`).
    case moveIn
    /// The new rendering slides in and pushes the old one out by the layer's width or height
    /// (`kCATransitionPush`).
    case push
    /// The old rendering slides away and uncovers the new one, which stays
    /// (`kCATransitionReveal`).
    case reveal
}

/// The side a moving `Transition` starts from, like `CATransitionSubtype`.
public enum TransitionSubtype: String, Hashable, Sendable, CaseIterable {
    /// "The transition begins at the left side of the layer" (`kCATransitionFromLeft`).
    case fromLeft
    /// `kCATransitionFromRight`.
    case fromRight
    /// `kCATransitionFromTop` (the top of the layer's bounds: small y).
    case fromTop
    /// `kCATransitionFromBottom`.
    case fromBottom
}

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

/// A transition as one frame shows it: what the renderer composes and traces print.
public struct TransitionFrame: Hashable, Sendable {
    public var type: TransitionType
    /// The side it starts from (nil subtypes are resolved to `fromLeft`).
    public var subtype: TransitionSubtype
    /// The progress at this frame (0: all old, 1: all new).
    public var progress: Double
    /// The old rendering: the layer's subtree as it was shown before the change, frozen.
    public var old: LayerSnapshot

    public init(type: TransitionType, subtype: TransitionSubtype, progress: Double, old: LayerSnapshot) {
        self.type = type
        self.subtype = subtype
        self.progress = progress
        self.old = old
    }

    /// How far the old and the new rendering are moved, in the layer's coordinates, for a
    /// layer whose bounds are `size`: push moves both (the new one comes in from the subtype's
    /// side, the old one leaves by the other), moveIn only the new, reveal only the old, fade
    /// neither.
    public func offsets(size: Size) -> (old: Point, new: Point) {
        let p = progress
        let (dx, dy): (Double, Double)
        switch subtype {
        case .fromLeft: (dx, dy) = (-size.width, 0)
        case .fromRight: (dx, dy) = (size.width, 0)
        case .fromTop: (dx, dy) = (0, -size.height)
        case .fromBottom: (dx, dy) = (0, size.height)
        }
        let incoming = Point(x: dx * (1 - p), y: dy * (1 - p))
        let outgoing = Point(x: -dx * p, y: -dy * p)
        switch type {
        case .fade: return (.zero, .zero)
        case .moveIn: return (.zero, incoming)
        case .push: return (outgoing, incoming)
        case .reveal: return (outgoing, .zero)
        }
    }
}

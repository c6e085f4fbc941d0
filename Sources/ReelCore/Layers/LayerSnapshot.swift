/// An immutable value snapshot of a layer tree: every layer's shown values at one time.
///
/// This is what the renderer draws and what traces print; it is `Sendable`, so frames can be
/// rasterized on any thread.
public struct LayerSnapshot: Hashable, Sendable {
    /// The layer's shown values. Stored in a shared box, copied on write: a layer's state is
    /// large (every property of every kind), and the renderer's walks copy snapshots often.
    @inlinable public var state: LayerState {
        _read { yield box.state }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = StateBox(box.state) }
            yield &box.state
        }
    }
    @usableFromInline var box: StateBox
    public var sublayers: [LayerSnapshot]
    /// The mask (`Layer.mask`), in this layer's coordinate space; not one of the sublayers.
    public var mask: LayerSnapshot? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }
    private var maskStorage: [LayerSnapshot] = []  // an array gives the recursive value a home
    /// The transition the layer shows (`Transition`): its frozen old rendering and progress,
    /// composed with this layer's own rendering by the renderer; nil when none runs.
    public var transition: TransitionFrame? {
        get { transitionStorage.first }
        set { transitionStorage = newValue.map { [$0] } ?? [] }
    }
    private var transitionStorage: [TransitionFrame] = []  // as `maskStorage`
    /// For a replicator whose `instanceDelay` is not 0: the sublayers of instances 1, 2, …,
    /// `instanceCount − 1`, each evaluated `i · instanceDelay` earlier (instance 0's are
    /// `sublayers`). Empty otherwise: every instance then shows `sublayers`.
    public var instanceSublayers: [[LayerSnapshot]]
    /// For an emitter layer: its local time, from which the particles are evaluated
    /// (`ParticleEvaluator`); 0 for other layers.
    public var localTime: Double
    /// For an emitter presented by a `Timeline`: the birth rates it has shown so far (nil: the
    /// rates shown now, for all time).
    public var emitterRateHistory: EmitterRateHistory? = nil

    public init(
        state: LayerState, sublayers: [LayerSnapshot] = [], instanceSublayers: [[LayerSnapshot]] = [],
        localTime: Double = 0, mask: LayerSnapshot? = nil
    ) {
        self.box = StateBox(state)
        self.sublayers = sublayers
        self.instanceSublayers = instanceSublayers
        self.localTime = localTime
        self.mask = mask
    }

    /// The presentation of a layer at its local time `local`, given how to present its
    /// sublayers at a local time of theirs' parent: fills `instanceSublayers` for replicators
    /// with an instance delay and `localTime` for emitters.
    public static func presenting(
        _ state: consuming LayerState, at local: Double, sublayers: (_ parentTime: Double) -> [LayerSnapshot]
    ) -> LayerSnapshot {
        var instances: [[LayerSnapshot]] = []
        if state.kind == .replicator, state.instanceDelay != 0, state.instanceDelay.isFinite, state.instanceCount > 1 {
            let count = min(state.instanceCount, ReplicatorLayer.maximumInstanceCount)
            instances = (1..<count).map { i in sublayers(local - Double(i) * state.instanceDelay) }
        }
        return LayerSnapshot(
            state: state, sublayers: sublayers(local), instanceSublayers: instances,
            localTime: state.kind == .emitter ? local : 0)
    }

    /// Calls `body` for this layer and every descendant in drawing order (depth first), with
    /// the transform from that layer's coordinates to this snapshot's root coordinates
    /// (flattened as Core Animation does: see `LayerState.sublayerToSelf(_:)`; points of the
    /// layer's plane map with `Transform3D.project`).
    public func forEachLayer(_ body: (LayerSnapshot, Transform3D) throws -> Void) rethrows {
        try visit(toRoot: .identity, body)
    }

    private func visit(toRoot: Transform3D, _ body: (LayerSnapshot, Transform3D) throws -> Void) rethrows {
        try body(self, toRoot)
        for sub in sublayers {
            try sub.visit(toRoot: state.sublayerToSelf(sub.state).concatenating(toRoot), body)
        }
    }
}

/// A `LayerSnapshot`'s state, shared by its copies until one of them changes it.
///
/// `@unchecked Sendable`: the box is written only through `LayerSnapshot.state`'s `_modify`,
/// after `isKnownUniquelyReferenced` made it the writer's own, so a box two values (or two
/// threads) can see is never written.
@usableFromInline final class StateBox: Hashable, @unchecked Sendable {
    /// Unchecked: each box has one writer at a time by the rule above, and the check costs a
    /// runtime call on every read of every layer's state.
    @exclusivity(unchecked) @usableFromInline var state: LayerState

    @usableFromInline init(_ state: LayerState) { self.state = state }

    @usableFromInline static func == (a: StateBox, b: StateBox) -> Bool { a === b || a.state == b.state }

    @usableFromInline func hash(into hasher: inout Hasher) { hasher.combine(state) }
}

/// The one presentation evaluator: what a layer tree shows at a time, model values plus attached
/// animations, each layer at its own local time.
///
/// Everything that presents goes through here: `Timeline.evaluate(at:)` (through `TreeState`, the
/// recorded tree), `Stage.run(frame:)` (the timeline recorded so far), `Stage.snapshot()` and the
/// stage's hit-testing and drawing order (the live `Layer` objects), and `Layer.presentation()`.
/// A tree is any `PresentableTree`; the walk (local times, replicator instance delays, masks,
/// emitters' local times and rate histories) is written once, in `snapshot(of:in:parentTime:)`.
public enum Presentation {
    /// The values shown for a layer with model `model` and `animations` (in adding order, later
    /// ones composed over earlier ones) at the layer's local time `time`.
    ///
    /// An animation with `isRemovedOnCompletion` (the default) shows nothing from its end time
    /// on, whatever its fill mode: Core Animation removes it from the layer when it ends, so
    /// the model value shows. A live `Stage` removes it at that instant too; evaluating here
    /// makes a recorded or hand-written timeline show the same without the removal.
    /// - Complexity: O(number of animations).
    public static func state(model: LayerState, animations: [AttachedAnimation], at time: Double) -> LayerState {
        var state = model
        present(animations, on: &state, at: time)
        return state
    }

    /// `state(model:animations:at:)` in place: `state` holds the model and becomes what is shown.
    static func present(_ animations: [AttachedAnimation], on state: inout LayerState, at time: Double) {
        for attached in animations {
            if attached.animation.timing.isRemoved(at: time) { continue }
            attached.animation.apply(to: &state, at: time)
        }
        // A video's frame follows the layer's local time.
        if state.contents?.video != nil { state.contents?.presentationTime = time }
    }

    /// The local time and shown values of `node` when its parent's time is `parentTime`.
    static func state<Tree: PresentableTree>(
        of node: Tree.Handle, in tree: Tree, parentTime: Double
    ) -> (local: Double, state: LayerState) {
        let model = tree.model(of: node)
        let local = model.localTime(fromParent: parentTime)
        return (local, state(model: model, animations: tree.animations(of: node), at: local))
    }

    /// The presentation tree below `node` when its parent's time is `parentTime`.
    /// - Parameters:
    ///   - clockToParent: Maps clock time to the parent's time (for emitters' rate histories).
    ///   - rateHistory: Gives an emitter (with the map from clock time to its local time) its
    ///     birth-rate history; nil leaves `emitterRateHistory` empty.
    /// - Complexity: O(layers + attached animations), plus what `rateHistory` costs.
    static func snapshot<Tree: PresentableTree>(
        of node: Tree.Handle, in tree: Tree, parentTime: Double,
        clockToParent: @escaping (Double) -> Double = { $0 },
        rateHistory: ((Tree.Handle, (Double) -> Double) -> EmitterRateHistory?)? = nil
    ) -> LayerSnapshot {
        // One copy of the model, presented in place (a layer's state is large).
        var state = tree.model(of: node)
        let local = state.localTime(fromParent: parentTime)
        let isEmitter = state.kind == .emitter
        // The closure keeps the layer's clock alone, not a copy of the whole state.
        let clock = LocalClock(state)
        let clockToLocal: (Double) -> Double = { clock.localTime(fromParent: clockToParent($0)) }
        let sublayers = tree.sublayers(of: node)
        let animations = tree.animations(of: node)
        present(animations, on: &state, at: local)
        var presented = LayerSnapshot.presenting(state, at: local) { t in
            // A replicator instance's time is shifted from the layer's by a constant.
            let shift = t - local
            return sublayers.map {
                snapshot(
                    of: $0, in: tree, parentTime: t,
                    clockToParent: shift == 0 ? clockToLocal : { clockToLocal($0) + shift }, rateHistory: rateHistory)
            }
        }
        presented.mask = tree.mask(of: node).map {
            snapshot(of: $0, in: tree, parentTime: local, clockToParent: clockToLocal, rateHistory: rateHistory)
        }
        presented.transition = Transition.frame(in: animations, at: local)
        if isEmitter, let rateHistory { presented.emitterRateHistory = rateHistory(node, clockToLocal) }
        return presented
    }
}

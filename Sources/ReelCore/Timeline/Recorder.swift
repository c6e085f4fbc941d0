/// Assigns layer ids and collects changes while a stage runs, and presents the recording so
/// far as its `Timeline` will (for `Stage.run(frame:)`).
final class Recorder {
    private var ids: [ObjectIdentifier: LayerID] = [:]
    /// Keeps recorded layers alive so their object identifiers are never reused.
    private var layers: [Layer] = []
    private(set) var changes: [TimelineChange] = []
    /// The tree when recording started.
    private var initialTree = TimelineLayer(id: 0, state: LayerState())
    /// The recorded tree after the first `mirrored` changes (nil: not built yet).
    private var mirror: TreeState?
    private var mirrored = 0
    /// `Timeline.rateChangeIndex` of the first `mirrored` changes.
    private var rateIndex: [LayerID: [Int]] = [:]

    /// Starts recording the tree below `root`; returns it as the timeline's initial tree.
    func start(_ root: Layer) -> TimelineLayer {
        initialTree = describe(root)
        return initialTree
    }

    /// What the recorded timeline shows at clock time `t`: `Timeline.evaluate(at:)` of the
    /// changes recorded so far. Call it once the stage's frame at `t` ran: the changes at or
    /// before `t` are then final, and later calls pass later times.
    /// - Complexity: amortized O(new changes) to catch up, then a `TreeState` snapshot.
    func snapshot(at t: Double) -> LayerSnapshot {
        var tree = mirror ?? TreeState(initialTree)
        while mirrored < changes.count, changes[mirrored].time <= t {
            tree.apply(changes[mirrored].event)
            Timeline.indexRateChange(changes[mirrored], at: mirrored, into: &rateIndex)
            mirrored += 1
        }
        mirror = tree
        let (initial, changes, index) = (initialTree, changes, rateIndex)
        return tree.snapshot(at: t) { id, toLocal in
            Timeline.emitterRateHistory(
                of: id, at: t, toLocal: toLocal, initialTree: initial, changes: changes, indices: index[id] ?? [])
        }
    }

    func id(of layer: Layer) -> LayerID {
        if let id = ids[ObjectIdentifier(layer)] { return id }
        let id = layers.count
        ids[ObjectIdentifier(layer)] = id
        layers.append(layer)
        return id
    }

    func record(_ time: Double, _ event: TimelineChange.Event) {
        changes.append(TimelineChange(time: time, event: event))
    }

    /// Drops the recorded addition of animation `animation` to layer `layer` when it happened at
    /// `time` (an animation replaced in the instant it was added, such as an implicit animation
    /// that an explicit one for the same key replaces, never shows); returns whether it did.
    func cancelAddition(layer: LayerID, animation: Int, at time: Double) -> Bool {
        var i = changes.count - 1
        while i >= 0, changes[i].time == time {
            if case .addAnimation(let l, let attached) = changes[i].event, l == layer, attached.id == animation {
                changes.remove(at: i)
                if i < mirrored {  // already presented (added in a frame callback): replay again
                    mirror = nil
                    mirrored = 0
                    rateIndex = [:]
                }
                return true
            }
            i -= 1
        }
        return false
    }

    /// The subtree as timeline values (ids assigned depth first).
    func describe(_ layer: Layer) -> TimelineLayer {
        TimelineLayer(
            id: id(of: layer), state: layer.model,
            animations: layer.attachedAnimations.map(Recorder.stripped),
            sublayers: layer.sublayers.map { describe($0) }, mask: layer.mask.map { describe($0) })
    }

    static func stripped(_ attached: AttachedAnimation) -> AttachedAnimation {
        var copy = attached
        copy.animation = copy.animation.withoutCallbacks()
        return copy
    }
}

/// A layer tree as flat, replayable values: what a timeline holds at a checkpoint.
struct TreeState: Sendable, PresentableTree {
    struct Node: Sendable {
        var state: LayerState
        var animations: [AttachedAnimation]
        var sublayers: [LayerID]
        var mask: LayerID? = nil
    }

    var nodes: [LayerID: Node] = [:]
    let root: LayerID

    init(_ tree: TimelineLayer) {
        root = tree.id
        register(tree)
    }

    private mutating func register(_ layer: TimelineLayer) {
        nodes[layer.id] = Node(
            state: layer.state, animations: layer.animations, sublayers: layer.sublayers.map(\.id), mask: layer.mask?.id
        )
        for sub in layer.sublayers { register(sub) }
        if let mask = layer.mask { register(mask) }
    }

    /// Applies one recorded change. Changes to layers that are not in the tree (detached layers
    /// the stage still observes) are dropped: a layer that comes back is re-inserted whole.
    mutating func apply(_ event: TimelineChange.Event) {
        switch event {
        case .set(let id, let property, let value):
            guard var node = nodes[id] else { return }
            property.set(value, in: &node.state)
            nodes[id] = node
        case .setState(let id, let state):
            nodes[id]?.state = state
        case .insertSublayer(let parent, let index, let layer):
            guard var subs = nodes[parent]?.sublayers else { return }
            register(layer)
            subs.removeAll { $0 == layer.id }
            subs.insert(layer.id, at: min(max(index, 0), subs.count))
            nodes[parent]?.sublayers = subs
        case .removeSublayer(let parent, let id):
            guard nodes[parent]?.sublayers.contains(id) == true else { return }
            nodes[parent]?.sublayers.removeAll { $0 == id }
            prune(id)
        case .setMask(let id, let mask):
            guard nodes[id] != nil else { return }
            if let old = nodes[id]?.mask, old != mask?.id { prune(old) }
            if let mask { register(mask) }
            nodes[id]?.mask = mask?.id
        case .addAnimation(let id, let animation):
            nodes[id]?.animations.append(animation)
        case .removeAnimation(let id, let animationID):
            nodes[id]?.animations.removeAll { $0.id == animationID }
        }
    }

    /// Forgets a detached subtree, so a checkpoint's size follows the live tree.
    private mutating func prune(_ id: LayerID) {
        guard let node = nodes.removeValue(forKey: id) else { return }
        for sub in node.sublayers { prune(sub) }
        if let mask = node.mask { prune(mask) }
    }

    private static let empty = Node(state: LayerState(), animations: [], sublayers: [])

    /// The presentation tree at clock time `t`. `rateHistory` gives an emitter (by id, with the
    /// map from clock time to its local time) its birth-rate history.
    /// - Complexity: O(layers + attached animations), plus what `rateHistory` costs.
    func snapshot(
        at t: Double,
        rateHistory: ((LayerID, (Double) -> Double) -> EmitterRateHistory?)? = nil
    ) -> LayerSnapshot {
        Presentation.snapshot(of: root, in: self, parentTime: t, rateHistory: rateHistory)
    }

    // MARK: - PresentableTree (a layer that is not in the tree shows as a default layer)

    func model(of id: LayerID) -> LayerState { nodes[id]?.state ?? Self.empty.state }
    func animations(of id: LayerID) -> [AttachedAnimation] { nodes[id]?.animations ?? [] }
    func sublayers(of id: LayerID) -> [LayerID] { nodes[id]?.sublayers ?? [] }
    func mask(of id: LayerID) -> LayerID? { nodes[id]?.mask }

    /// The model tree (with attached animations) below `id`.
    func layer(_ id: LayerID) -> TimelineLayer {
        let node = nodes[id] ?? Self.empty
        return TimelineLayer(
            id: id, state: node.state, animations: node.animations,
            sublayers: node.sublayers.map { layer($0) }, mask: node.mask.map { layer($0) })
    }
}

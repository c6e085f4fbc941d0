/// A layer tree as flat, replayable values: what a timeline holds at a checkpoint.
struct TreeState: Sendable {
    struct Node: Sendable {
        var state: LayerState
        var animations: [AttachedAnimation]
        var sublayers: [LayerID]
    }

    var nodes: [LayerID: Node] = [:]
    let root: LayerID

    init(_ tree: TimelineLayer) {
        root = tree.id
        register(tree)
    }

    private mutating func register(_ layer: TimelineLayer) {
        nodes[layer.id] = Node(state: layer.state, animations: layer.animations, sublayers: layer.sublayers.map(\.id))
        for sub in layer.sublayers { register(sub) }
    }

    /// Applies one recorded change.
    mutating func apply(_ event: TimelineChange.Event) {
        switch event {
        case .set(let id, let property, let value):
            if let p = LayerProperty.named(property) { p.set(value, in: &nodes[id, default: Self.empty].state) }
        case .setState(let id, let state):
            nodes[id, default: Self.empty].state = state
        case .insertSublayer(let parent, let index, let layer):
            register(layer)
            var subs = nodes[parent, default: Self.empty].sublayers
            subs.removeAll { $0 == layer.id }
            subs.insert(layer.id, at: min(max(index, 0), subs.count))
            nodes[parent, default: Self.empty].sublayers = subs
        case .removeSublayer(let parent, let id):
            nodes[parent]?.sublayers.removeAll { $0 == id }
        case .addAnimation(let id, let animation):
            nodes[id, default: Self.empty].animations.append(animation)
        case .removeAnimation(let id, let animationID):
            nodes[id]?.animations.removeAll { $0.id == animationID }
        }
    }

    private static let empty = Node(state: LayerState(), animations: [], sublayers: [])

    /// The presentation tree at clock time `t`.
    /// - Complexity: O(layers + attached animations).
    func snapshot(at t: Double) -> LayerSnapshot {
        snapshot(of: root, parentTime: t)
    }

    private func snapshot(of id: LayerID, parentTime: Double) -> LayerSnapshot {
        guard let node = nodes[id] else { return LayerSnapshot(state: LayerState()) }
        let local = node.state.localTime(fromParent: parentTime)
        return LayerSnapshot(
            state: Presentation.state(model: node.state, animations: node.animations, at: local),
            sublayers: node.sublayers.map { snapshot(of: $0, parentTime: local) })
    }

    /// The model tree (with attached animations) below `id`.
    func layer(_ id: LayerID) -> TimelineLayer {
        let node = nodes[id] ?? Self.empty
        return TimelineLayer(id: id, state: node.state, animations: node.animations,
                             sublayers: node.sublayers.map { layer($0) })
    }
}

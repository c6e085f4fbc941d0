/// How a `Timeline` gives each emitter it presents an `EmitterRateHistory`: the changes and
/// animations of its birth rates up to the time shown, so that particles are born at the rate
/// of their moment (Core Animation: setting `birthRate` to 0 stops new particles and lets the
/// live ones finish, the usual way to end a burst, e.g. stackoverflow.com/questions/29994236).
///
/// The timeline keeps, per emitter, the changes that can touch its rates (`set` of
/// `birthRate`, `emitterCells` or `emitterCells.…`, `setState`, animations added or removed,
/// the emitter inserted again); presenting replays only those, so the cost follows the
/// emitter's rate changes, plus 240 segments per second of a running rate animation before
/// the time shown (a rate animation that repeats for ever costs more as the clip goes on).
/// Clock times become the emitter's local time through its and its ancestors' timing as
/// shown at the presented time.
extension Timeline {
    /// The emitter's state and animations, replayed.
    struct EmitterNode {
        var state: LayerState
        var animations: [AttachedAnimation]
    }

    /// Per emitter id: the indices of the changes that can touch its rates, in order.
    static func rateChangeIndex(_ changes: [TimelineChange]) -> [LayerID: [Int]] {
        var index: [LayerID: [Int]] = [:]
        for (i, change) in changes.enumerated() { indexRateChange(change, at: i, into: &index) }
        return index
    }

    /// Adds change `i` to `index` when it can touch an emitter's rates.
    static func indexRateChange(_ change: TimelineChange, at i: Int, into index: inout [LayerID: [Int]]) {
        switch change.event {
        case .set(let id, let property, _):
            if property.name == "birthRate" || property.name == "emitterCells"
                || property.name.hasPrefix("emitterCells.")
            {
                index[id, default: []].append(i)
            }
        case .setState(let id, let state):
            if state.kind == .emitter { index[id, default: []].append(i) }
        case .addAnimation(let id, let attached):
            if touchesRates(attached.animation) { index[id, default: []].append(i) }
        case .removeAnimation(let id, _):
            if index[id] != nil { index[id, default: []].append(i) }
        case .insertSublayer(_, _, let layer):
            for id in emitterIDs(in: layer) { index[id, default: []].append(i) }
        case .setMask(_, let mask):
            if let mask { for id in emitterIDs(in: mask) { index[id, default: []].append(i) } }
        case .removeSublayer: break
        }
    }

    static func emitterIDs(in layer: TimelineLayer) -> [LayerID] {
        var ids = layer.state.kind == .emitter ? [layer.id] : []
        for sub in layer.sublayers { ids += emitterIDs(in: sub) }
        if let mask = layer.mask { ids += emitterIDs(in: mask) }
        return ids
    }

    static func node(_ id: LayerID, in layer: TimelineLayer) -> EmitterNode? {
        if layer.id == id { return EmitterNode(state: layer.state, animations: layer.animations) }
        for sub in layer.sublayers { if let found = node(id, in: sub) { return found } }
        return layer.mask.flatMap { node(id, in: $0) }
    }

    /// Whether an animation (or one in a group) animates a birth rate or a cell's `enabled`.
    static func touchesRates(_ animation: any Animation) -> Bool {
        switch animation {
        case let a as BasicAnimation: return a.property?.touchesEmitterRates ?? false
        case let a as KeyframeAnimation: return a.property?.touchesEmitterRates ?? false
        case let a as SpringAnimation: return a.property?.touchesEmitterRates ?? false
        case let g as AnimationGroup: return g.animations.contains(where: touchesRates)
        default: return false
        }
    }

    /// The rate history of emitter `id` presented at clock time `t`, `toLocal` mapping clock
    /// time to its local time; nil when its rates never changed (the rate shown is the rate).
    func emitterRateHistory(of id: LayerID, at t: Double, toLocal: (Double) -> Double) -> EmitterRateHistory? {
        Self.emitterRateHistory(
            of: id, at: t, toLocal: toLocal, initialTree: initialTree, changes: changes, indices: rateChanges[id] ?? [])
    }

    /// The rate history of emitter `id` in the recording `initialTree` + `changes`, `indices`
    /// being its entries in the rate-change index (a `Recorder` calls this while recording).
    static func emitterRateHistory(
        of id: LayerID, at t: Double, toLocal: (Double) -> Double, initialTree: TimelineLayer,
        changes: [TimelineChange], indices: [Int]
    ) -> EmitterRateHistory? {
        let clockSegments = Self.clockSegments(
            of: id, at: t, initialTree: initialTree, changes: changes, indices: indices)
        let animated = clockSegments.contains { segment in
            segment.node?.animations.contains { Self.touchesRates($0.animation) } ?? false
        }
        guard clockSegments.count > 1 || animated else { return nil }

        let limit = toLocal(t)
        var segments: [EmitterRateHistory.Segment] = []
        for (j, segment) in clockSegments.enumerated() {
            let x0 = segment.start.isFinite ? toLocal(segment.start) : -.infinity
            let x1 = j + 1 < clockSegments.count ? toLocal(clockSegments[j + 1].start) : .infinity
            guard x0 <= limit else { break }
            guard let node = segment.node else {
                appendSegment(x0, nil, to: &segments)
                continue
            }
            appendRateSegments(of: node, from: x0, to: x1, limit: limit, to: &segments)
        }
        return segments.isEmpty ? nil : EmitterRateHistory(segments: segments)
    }

    /// The emitter's layer (nil while it is not in the tree) from each clock time a change to
    /// it took effect, starting at −∞ with `initialTree`'s, up to `t`.
    static func clockSegments(
        of id: LayerID, at t: Double, initialTree: TimelineLayer, changes: [TimelineChange], indices: [Int]
    ) -> [(start: Double, node: EmitterNode?)] {
        var node = Self.node(id, in: initialTree)
        var clockSegments: [(start: Double, node: EmitterNode?)] = [(-.infinity, node)]
        for i in indices {
            let change = changes[i]
            guard change.time <= t else { break }
            switch change.event {
            case .set(_, let property, let value):
                if node != nil { property.set(value, in: &node!.state) }
            case .setState(_, let state): node = EmitterNode(state: state, animations: node?.animations ?? [])
            case .addAnimation(_, let attached): node?.animations.append(attached)
            case .removeAnimation(_, let animationID): node?.animations.removeAll { $0.id == animationID }
            case .insertSublayer(_, _, let layer): node = Self.node(id, in: layer) ?? node
            case .setMask(_, let mask): node = mask.flatMap { Self.node(id, in: $0) } ?? node
            case .removeSublayer: break
            }
            if clockSegments[clockSegments.count - 1].start == change.time {
                clockSegments[clockSegments.count - 1].node = node
            } else {
                clockSegments.append((change.time, node))
            }
        }
        return clockSegments
    }

    /// Appends the rates `node` shows from local time `x0` to `x1` (not past `limit`): split at
    /// its rate animations' begin and end times, constant between them, sampled inside them.
    static func appendRateSegments(
        of node: EmitterNode, from x0: Double, to x1: Double, limit: Double,
        to segments: inout [EmitterRateHistory.Segment]
    ) {
        let rateAnimations = node.animations.filter { Self.touchesRates($0.animation) }
        guard !rateAnimations.isEmpty else {
            appendSegment(x0, node.state, to: &segments)
            return
        }
        var cuts = [x0]
        for a in rateAnimations {
            for c in [a.animation.timing.beginTime, a.animation.timing.endTime] where c > x0 && c < x1 {
                cuts.append(c)
            }
        }
        cuts = Array(Set(cuts)).sorted()
        for (k, x) in cuts.enumerated() where x <= limit {
            let y = k + 1 < cuts.count ? cuts[k + 1] : x1
            let probe = x.isFinite ? x : (y.isFinite ? y - 1 : limit)
            let running = rateAnimations.contains { a in
                probe >= a.animation.timing.beginTime && probe < a.animation.timing.endTime
            }
            if !running {
                appendSegment(
                    x, Presentation.state(model: node.state, animations: node.animations, at: probe), to: &segments)
                continue
            }
            // x is finite here (an animation begins at or before it and runs).
            appendSamples(of: node, from: x, to: y, limit: limit, to: &segments)
        }
    }

    /// Appends `node`'s rates from `x` to `y` (not past `limit`) one `sampleStep` cell at a
    /// time, each shown as at the cell's middle.
    static func appendSamples(
        of node: EmitterNode, from x: Double, to y: Double, limit: Double,
        to segments: inout [EmitterRateHistory.Segment]
    ) {
        let h = EmitterRateHistory.sampleStep
        var cell = (x / h).rounded(.down)
        while cell * h < min(y, limit) || cell * h <= x {
            let start = max(x, cell * h)
            let middle = min(max((cell + 0.5) * h, x), y.isFinite ? y.nextDown : (cell + 0.5) * h)
            appendSegment(
                start, Presentation.state(model: node.state, animations: node.animations, at: middle), to: &segments)
            cell += 1
            if start > limit || segments.count >= EmitterRateHistory.maximumSegments { break }
        }
    }

    /// Appends a segment from `start` showing `state`'s rates (none when nil), unless the
    /// history is full.
    static func appendSegment(_ start: Double, _ state: LayerState?, to segments: inout [EmitterRateHistory.Segment]) {
        guard segments.count < EmitterRateHistory.maximumSegments else { return }
        segments.append(
            EmitterRateHistory.Segment(start: start, layerRate: state?.birthRate ?? 0, cells: state?.emitterCells ?? [])
        )
    }
}

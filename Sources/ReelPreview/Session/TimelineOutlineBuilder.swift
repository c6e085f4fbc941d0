import ReelCore

/// Builds a ``TimelineOutline``: walks the initial tree, then replays the recorded changes
/// (inserted layers become rows, added animations bars, removed ones end early).
struct TimelineOutlineBuilder {
    typealias Row = TimelineOutline.Row
    let duration: Double
    /// Row 0 holds what unnamed layers above every named one carry.
    private(set) var rows: [Row] = [Row(path: "", name: "(root)", depth: 0)]
    private var rowOf: [LayerID: Int] = [:]
    /// A layer's recorded state, then its ancestors' up to the root: the time mapping.
    private var chainOf: [LayerID: [LayerState]] = [:]
    private var namedOf: [LayerID: Bool] = [:]
    private var seenPaths: [String: Int] = [:]
    /// Where each attached animation's bar is: layer → animation id → (row, bar).
    private var barOf: [LayerID: [Int: (row: Int, bar: Int)]] = [:]

    init(duration: Double) {
        self.duration = duration
    }

    /// Adds `layer`'s subtree: a row per named layer (paths as `Trace` spells them; a mask is
    /// drawn with its layer, as the trace lists no masks), a bar per animation.
    mutating func add(_ layer: TimelineLayer, parent: LayerID?, at time: Double?, named: Bool = true) {
        let parentRow = parent.flatMap { rowOf[$0] } ?? 0
        chainOf[layer.id] = [layer.state] + (parent.flatMap { chainOf[$0] } ?? [])
        var row = parentRow
        if named, let name = layer.state.name {
            let above = rows[parentRow].path
            let base = above.isEmpty ? name : above + "/" + name
            var path = base
            if let count = seenPaths[base] {
                seenPaths[base] = count + 1
                path = "\(base)#\(count + 1)"
            } else {
                seenPaths[base] = 1
            }
            rows.append(Row(path: path, name: name, depth: above.isEmpty ? 0 : rows[parentRow].depth + 1))
            row = rows.count - 1
        }
        rowOf[layer.id] = row
        namedOf[layer.id] = named && layer.state.name != nil
        for attached in layer.animations { addBar(attached, layer: layer.id, addedAt: time) }
        if let mask = layer.mask { add(mask, parent: layer.id, at: time, named: false) }
        for sub in layer.sublayers { add(sub, parent: layer.id, at: time, named: named) }
    }

    /// Replays one recorded change: a tick on its layer's row, and what it adds or removes.
    mutating func record(_ change: TimelineChange) {
        let t = change.time
        switch change.event {
        case .set(let layer, _, _), .setState(let layer, _):
            tick(layer, at: t)
        case .insertSublayer(let parent, _, let layer):
            tick(parent, at: t)
            add(layer, parent: parent, at: t)
            tick(layer.id, at: t)
        case .removeSublayer(let parent, let layer):
            tick(parent, at: t)
            tick(layer, at: t)
        case .setMask(let layer, let mask):
            tick(layer, at: t)
            if let mask { add(mask, parent: layer, at: t, named: false) }
        case .addAnimation(let layer, let animation):
            tick(layer, at: t)
            addBar(animation, layer: layer, addedAt: t)
        case .removeAnimation(let layer, let id):
            tick(layer, at: t)
            if let place = barOf[layer]?[id] {
                let bar = rows[place.row].animations[place.bar]
                if bar.end.map({ t < $0 }) ?? true {
                    rows[place.row].animations[place.bar].removedAt = t
                    rows[place.row].animations[place.bar].keyframes = bar.keyframes.filter { $0 <= t }
                }
            }
        }
    }

    private mutating func tick(_ layer: LayerID, at t: Double) {
        guard let row = rowOf[layer], t.isFinite else { return }
        if rows[row].changes.last != t { rows[row].changes.append(t) }
    }

    private mutating func addBar(_ attached: AttachedAnimation, layer: LayerID, addedAt: Double?) {
        guard let row = rowOf[layer], let chain = chainOf[layer] else { return }
        let unnamedPrefix = namedOf[layer] == true ? nil : "(sublayer) "
        guard
            var bar = TimelineBarMaker(chain: chain, clipDuration: duration).bar(
                attached, labelPrefix: unnamedPrefix)
        else { return }
        bar.addedAt = addedAt.flatMap { $0 > 0 ? $0 : nil }
        if let added = bar.addedAt, let end = bar.end, end <= added, !bar.fillsAfter {
            bar.warning =
                "added at \(TimelineBarFields.number(added)) s, after it ended at \(TimelineBarFields.number(end)) s: "
                + "it shows nothing (beginTime is in the layer's time, counted from the clip's start)"
        }
        rows[row].animations.append(bar)
        barOf[layer, default: [:]][attached.id] = (row, rows[row].animations.count - 1)
    }
}

import ReelCore

/// Turns a document's layers and changes into a `Timeline`'s (`SceneDocument.timeline`):
/// layers numbered as the document numbers them (`#n`: depth first, a mask after its layer and
/// before its sublayers), image paths resolved against the document's folder.
struct SceneTimelineBuilder {
    /// The folder image paths are resolved against (nil: left as they are).
    let baseDirectory: String?
    /// The layers and animations as the changes so far left them, for resolving references.
    var directory: LayerDirectory
    /// The number the next built layer gets.
    var next = 1

    init(layers: [SceneLayer], baseDirectory: String?) {
        self.baseDirectory = baseDirectory
        directory = LayerDirectory(layers: layers)
    }

    /// `a` with a transition's old rendering's image paths resolved too.
    func resolvingPaths(_ a: any Animation) -> any Animation {
        guard let base = baseDirectory else { return a }
        return TransitionCoding.mappingPaths(a) { SceneDocument.resolve($0, relativeTo: base) }
    }

    /// `l` and its subtree as timeline layers, numbered from `next`.
    mutating func build(_ l: SceneLayer) -> TimelineLayer {
        let id = next
        next += 1
        let animations = l.animations.enumerated().map {
            AttachedAnimation(id: $0, key: $1.key, animation: resolvingPaths($1.animation))
        }
        let mask = l.mask.map { build($0) }  // numbered after the layer, before its sublayers
        return TimelineLayer(
            id: id, state: l.resolvedState(baseDirectory), animations: animations,
            sublayers: l.sublayers.map { build($0) }, mask: mask)
    }

    /// The timeline event for `change`, applied to the directory; nil when its references do
    /// not resolve (possible only in documents built in code: decoding reports them).
    mutating func event(for change: SceneChange) -> TimelineChange.Event? {
        guard let n = directory.resolve(change.layer) else { return nil }
        switch change.action {
        case .set(let name, let value):
            // The one place a document's property name becomes the typed key; the decoder
            // accepts only names LayerProperty knows, and a change naming another is dropped.
            guard let property = LayerProperty.named(name) else { return nil }
            var value = value
            if let image = value as? Image?, let base = baseDirectory, let path = image?.path {
                value = image.map { $0.withPath(SceneDocument.resolve(path, relativeTo: base)) }
            }
            return .set(layer: n, property: property, value: value)
        case .setState(let state):
            return .setState(layer: n, state: SceneLayer(state: state).resolvedState(baseDirectory))
        case .addAnimation(let a):
            let number = directory.addAnimation(key: a.key, to: n)
            return .addAnimation(
                layer: n, animation: AttachedAnimation(id: number, key: a.key, animation: resolvingPaths(a.animation)))
        case .removeAnimation(let ref):
            guard let number = directory.animation(ref, on: n) else { return nil }
            directory.removeAnimation(number, from: n)
            return .removeAnimation(layer: n, id: number)
        case .insertSublayer(let layer, let index):
            next = directory.nodes.count
            let subtree = build(layer)
            _ = directory.add(layer, parent: n, index: index)
            return .insertSublayer(parent: n, index: index ?? directory.nodes[n].children.count - 1, layer: subtree)
        case .removeSublayer(let ref):
            guard let child = directory.resolveChild(ref, of: n), directory.nodes[child].parent == n else {
                return nil
            }
            directory.remove(child)
            return .removeSublayer(parent: n, layer: child)
        case .setMask(let layer):
            next = directory.nodes.count
            let subtree = layer.map { build($0) }
            if let layer { directory.addMask(layer, owner: n) }
            return .setMask(layer: n, mask: subtree)
        }
    }
}

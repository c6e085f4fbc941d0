import ReelCore

extension SceneDocument {
    /// The document as a `Timeline`, what the renderer evaluates frame by frame.
    ///
    /// Layers get their canonical numbers as ids (`#n`, see `SceneChange.layer`) and each
    /// layer's animations ids from 0 in adding order. Image paths are resolved against
    /// `baseDirectory` (the document's folder). Changes whose references do not resolve
    /// (possible only in documents built in code; decoding reports them) are left out.
    public func timeline(baseDirectory: String? = nil) -> Timeline {
        var directory = LayerDirectory(layers: layers)
        var next = 1
        // A transition's old rendering holds image paths too.
        func resolvingPaths(_ a: any Animation) -> any Animation {
            guard let base = baseDirectory else { return a }
            return TransitionCoding.mappingPaths(a) { SceneDocument.resolve($0, relativeTo: base) }
        }
        func build(_ l: SceneLayer) -> TimelineLayer {
            let id = next
            next += 1
            let animations = l.animations.enumerated().map {
                AttachedAnimation(id: $0, key: $1.key, animation: resolvingPaths($1.animation))
            }
            let mask = l.mask.map(build)  // numbered after the layer, before its sublayers
            return TimelineLayer(
                id: id, state: l.resolvedState(baseDirectory), animations: animations,
                sublayers: l.sublayers.map(build), mask: mask)
        }
        let root = TimelineLayer(id: 0, state: rootState, sublayers: layers.map(build))
        var events: [TimelineChange] = []
        for change in changes.enumerated().sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) })
            .map(\.element)
        {
            guard let n = directory.resolve(change.layer) else { continue }
            let event: TimelineChange.Event
            switch change.action {
            case .set(let name, let value):
                // The one place a document's property name becomes the typed key; the decoder
                // accepts only names LayerProperty knows, and a change naming another is dropped.
                guard let property = LayerProperty.named(name) else { continue }
                var value = value
                if let image = value as? Image?, let base = baseDirectory, let path = image?.path {
                    value = image.map { $0.withPath(SceneDocument.resolve(path, relativeTo: base)) }
                }
                event = .set(layer: n, property: property, value: value)
            case .setState(let state):
                event = .setState(layer: n, state: SceneLayer(state: state).resolvedState(baseDirectory))
            case .addAnimation(let a):
                let number = directory.addAnimation(key: a.key, to: n)
                event = .addAnimation(
                    layer: n,
                    animation: AttachedAnimation(id: number, key: a.key, animation: resolvingPaths(a.animation)))
            case .removeAnimation(let ref):
                guard let number = directory.animation(ref, on: n) else { continue }
                directory.removeAnimation(number, from: n)
                event = .removeAnimation(layer: n, id: number)
            case .insertSublayer(let layer, let index):
                next = directory.nodes.count
                let subtree = build(layer)
                _ = directory.add(layer, parent: n, index: index)
                event = .insertSublayer(
                    parent: n, index: index ?? directory.nodes[n].children.count - 1, layer: subtree)
            case .removeSublayer(let ref):
                guard let child = directory.resolveChild(ref, of: n), directory.nodes[child].parent == n else {
                    continue
                }
                directory.remove(child)
                event = .removeSublayer(parent: n, layer: child)
            case .setMask(let layer):
                next = directory.nodes.count
                let subtree = layer.map(build)
                if let layer { directory.addMask(layer, owner: n) }
                event = .setMask(layer: n, mask: subtree)
            }
            events.append(TimelineChange(time: change.time, event: event))
        }
        return Timeline(size: size, fps: fps, duration: duration, initialTree: root, changes: events)
    }

    /// A document from a recorded `Timeline` (what `Stage.exportScene(to:)` writes).
    ///
    /// The root layer is the canvas: its size is the timeline's and its background colour the
    /// document's `background`; its other values and animations are not part of the format.
    /// Layers are referred to by name paths where names make them unambiguous, else by `#n`.
    /// Image paths under `baseDirectory` are written relative to it.
    public init(timeline: Timeline, scale: Double = 1, baseDirectory: String? = nil) {
        let root = timeline.initialTree
        self.init(
            size: timeline.size, duration: timeline.duration, fps: timeline.fps, scale: scale,
            background: root.state.backgroundColor)
        func relativePaths(_ a: any Animation) -> any Animation {
            guard let base = baseDirectory else { return a }
            return TransitionCoding.mappingPaths(a) { SceneLayer.relativePath($0, to: base) }
        }
        var ids: [LayerID: Int] = [root.id: 0]
        var animationNumbers: [LayerID: [Int: Int]] = [:]
        var next = 1
        func convert(_ t: TimelineLayer) -> SceneLayer {
            ids[t.id] = next
            next += 1
            var numbers: [Int: Int] = [:]
            for (i, a) in t.animations.enumerated() { numbers[a.id] = i }
            animationNumbers[t.id] = numbers
            let mask = t.mask.map(convert)  // numbered after the layer, before its sublayers
            var layer = SceneLayer(
                snapshotState: t.state, baseDirectory: baseDirectory,
                animations: t.animations.map { SceneAnimation(key: $0.key, animation: relativePaths($0.animation)) },
                sublayers: t.sublayers.map(convert))
            layer.mask = mask
            return layer
        }
        layers = root.sublayers.map(convert)
        var directory = LayerDirectory(layers: layers)
        for change in timeline.changes {
            let t = change.time
            switch change.event {
            case .set(let layer, let property, let value):
                guard let n = ids[layer] else { continue }
                var value = value
                if let image = value as? Image?, let base = baseDirectory, let path = image?.path {
                    value = image.map { $0.withPath(SceneLayer.relativePath(path, to: base)) }
                }
                changes.append(
                    SceneChange(
                        time: t, layer: directory.reference(to: n), action: .set(property: property.name, value: value))
                )
            case .setState(let layer, let state):
                guard let n = ids[layer] else { continue }
                let s = SceneLayer(snapshotState: state, baseDirectory: baseDirectory).state
                changes.append(SceneChange(time: t, layer: directory.reference(to: n), action: .setState(s)))
            case .addAnimation(let layer, let attached):
                guard let n = ids[layer] else { continue }
                let ref = directory.reference(to: n)
                let number = directory.addAnimation(key: attached.key, to: n)
                animationNumbers[layer, default: [:]][attached.id] = number
                changes.append(
                    SceneChange(
                        time: t, layer: ref,
                        action: .addAnimation(
                            SceneAnimation(key: attached.key, animation: relativePaths(attached.animation)))))
            case .removeAnimation(let layer, let id):
                guard let n = ids[layer], let number = animationNumbers[layer]?[id] else { continue }
                let ref = directory.animationReference(to: number, on: n)
                changes.append(SceneChange(time: t, layer: directory.reference(to: n), action: .removeAnimation(ref)))
                directory.removeAnimation(number, from: n)
            case .insertSublayer(let parent, let index, let layer):
                guard let p = ids[parent] else { continue }
                let ref = directory.reference(to: p)
                next = directory.nodes.count
                let scene = convert(layer)
                _ = directory.add(scene, parent: p, index: index)
                changes.append(SceneChange(time: t, layer: ref, action: .insertSublayer(scene, index: index)))
            case .removeSublayer(let parent, let layer):
                guard let p = ids[parent], let n = ids[layer] else { continue }
                let ref = directory.reference(to: p)
                let child = directory.childReference(to: n, of: p)
                changes.append(SceneChange(time: t, layer: ref, action: .removeSublayer(child)))
                directory.remove(n)
            case .setMask(let layer, let mask):
                guard let p = ids[layer] else { continue }
                let ref = directory.reference(to: p)
                next = directory.nodes.count
                let scene = mask.map(convert)
                if let scene { directory.addMask(scene, owner: p) }
                changes.append(SceneChange(time: t, layer: ref, action: .setMask(scene)))
            }
        }
    }
}

extension SceneLayer {
    /// A document layer from model values, image paths under `baseDirectory` made relative.
    init(
        snapshotState state: LayerState, baseDirectory: String?, animations: [SceneAnimation] = [],
        sublayers: [SceneLayer] = []
    ) {
        var s = state
        if let image = s.contents, let base = baseDirectory {
            s.contents = image.withPath(SceneLayer.relativePath(image.path, to: base))
        }
        if let base = baseDirectory {
            s.emitterCells = EmitterCells(
                s.emitterCells.cells.map { $0.mappingContents { SceneLayer.relativePath($0, to: base) } })
        }
        self.init(state: s, animations: animations, sublayers: sublayers)
    }
}

import ReelCore

/// Turns a recorded `Timeline`'s layers and changes into a document's
/// (`SceneDocument(timeline:)`): layers numbered as the document numbers them, referred to by
/// name paths where names make them unambiguous, image paths made relative to the document's
/// folder.
struct SceneDocumentBuilder {
    /// The folder image paths are written relative to (nil: left as they are).
    let baseDirectory: String?
    /// Each timeline layer's document number.
    var ids: [LayerID: Int]
    /// Each timeline layer's animations: their document numbers by timeline id.
    var animationNumbers: [LayerID: [Int: Int]] = [:]
    /// The number the next converted layer gets.
    var next = 1
    /// The document's layers as the changes so far left them, for writing references (set
    /// once the initial layers are converted).
    var directory = LayerDirectory(layers: [])

    init(rootID: LayerID, baseDirectory: String?) {
        self.baseDirectory = baseDirectory
        ids = [rootID: 0]
    }

    /// `a` with a transition's old rendering's image paths made relative too.
    func relativePaths(_ a: any Animation) -> any Animation {
        guard let base = baseDirectory else { return a }
        return TransitionCoding.mappingPaths(a) { SceneLayer.relativePath($0, to: base) }
    }

    /// Whether the document holds `animation`: not one of a key of the code's own (`"progress"`,
    /// `LayerProperty.custom`), which only the drawing that recorded it reads; what it drew is in
    /// the recorded contents.
    static func isWritten(_ animation: any Animation) -> Bool {
        guard let property = (animation as? any PropertyAnimation)?.property else { return true }
        return LayerProperty.named(property.name) != nil
    }

    /// `t` and its subtree as document layers, numbered from `next`.
    mutating func convert(_ t: TimelineLayer) -> SceneLayer {
        ids[t.id] = next
        next += 1
        let written = t.animations.filter { Self.isWritten($0.animation) }
        var numbers: [Int: Int] = [:]
        for (i, a) in written.enumerated() { numbers[a.id] = i }
        animationNumbers[t.id] = numbers
        let mask = t.mask.map { convert($0) }  // numbered after the layer, before its sublayers
        var layer = SceneLayer(
            snapshotState: t.state, baseDirectory: baseDirectory,
            animations: written.map { SceneAnimation(key: $0.key, animation: relativePaths($0.animation)) },
            sublayers: Self.uniqueSiblingNames(t.sublayers.map { convert($0) }))
        layer.mask = mask
        return layer
    }

    /// `layers` with each name an earlier sibling already has made unique by a number after it
    /// ("bar", "bar 2", "bar 3", skipping names siblings have): iOS lets sibling layers share a
    /// name (`layer.name = "bar"` in a loop), the format does not.
    static func uniqueSiblingNames(_ layers: [SceneLayer]) -> [SceneLayer] {
        var taken = Set(layers.compactMap(\.state.name))
        var seen: Set<String> = []
        return layers.map { layer in
            guard let name = layer.state.name, !seen.insert(name).inserted else { return layer }
            var renamed = layer
            var n = 2
            while taken.contains("\(name) \(n)") { n += 1 }
            renamed.state.name = "\(name) \(n)"
            taken.insert("\(name) \(n)")
            seen.insert("\(name) \(n)")
            return renamed
        }
    }

    /// The document change for `change`, applied to the directory; nil when it names a layer or
    /// animation the document does not have.
    mutating func change(for change: TimelineChange) -> SceneChange? {
        let t = change.time
        switch change.event {
        case .set(let layer, let property, let value):
            guard let n = ids[layer] else { return nil }
            var value = value
            if let image = value as? Image?, let base = baseDirectory, let path = image?.path {
                value = image.map { $0.withPath(SceneLayer.relativePath(path, to: base)) }
            }
            return SceneChange(
                time: t, layer: directory.reference(to: n), action: .set(property: property.name, value: value))
        case .setState(let layer, let state):
            guard let n = ids[layer] else { return nil }
            let s = SceneLayer(snapshotState: state, baseDirectory: baseDirectory).state
            return SceneChange(time: t, layer: directory.reference(to: n), action: .setState(s))
        case .addAnimation(let layer, let attached):
            guard let n = ids[layer], Self.isWritten(attached.animation) else { return nil }
            let ref = directory.reference(to: n)
            animationNumbers[layer, default: [:]][attached.id] = directory.addAnimation(key: attached.key, to: n)
            let animation = SceneAnimation(key: attached.key, animation: relativePaths(attached.animation))
            return SceneChange(time: t, layer: ref, action: .addAnimation(animation))
        case .removeAnimation(let layer, let id):
            guard let n = ids[layer], let number = animationNumbers[layer]?[id] else { return nil }
            let ref = directory.animationReference(to: number, on: n)
            defer { directory.removeAnimation(number, from: n) }
            return SceneChange(time: t, layer: directory.reference(to: n), action: .removeAnimation(ref))
        case .insertSublayer(let parent, let index, let layer):
            guard let p = ids[parent] else { return nil }
            let ref = directory.reference(to: p)
            next = directory.nodes.count
            let scene = convert(layer)
            _ = directory.add(scene, parent: p, index: index)
            return SceneChange(time: t, layer: ref, action: .insertSublayer(scene, index: index))
        case .removeSublayer(let parent, let layer):
            guard let p = ids[parent], let n = ids[layer] else { return nil }
            let ref = directory.reference(to: p)
            let child = directory.childReference(to: n, of: p)
            directory.remove(n)
            return SceneChange(time: t, layer: ref, action: .removeSublayer(child))
        case .setMask(let layer, let mask):
            guard let p = ids[layer] else { return nil }
            let ref = directory.reference(to: p)
            next = directory.nodes.count
            let scene = mask.map { convert($0) }
            if let scene { directory.addMask(scene, owner: p) }
            return SceneChange(time: t, layer: ref, action: .setMask(scene))
        }
    }
}

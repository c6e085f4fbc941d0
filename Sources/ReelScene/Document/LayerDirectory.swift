import ReelCore

/// The layers of a document as its timed changes see them: canonical numbers (`#n`: the canvas
/// is `#0`, then depth first, then each inserted subtree depth first when it is inserted),
/// names, parents and the animations attached to each, updated change by change.
///
/// Reading a document and exporting a `Timeline` both walk the changes with one of these, so
/// that `#n` and name paths mean the same on both sides.
struct LayerDirectory {
    struct Node {
        var name: String?
        var parent: Int?
        var children: [Int] = []
        /// Canonical animation numbers and keys, in adding order.
        var animations: [(number: Int, key: String?)] = []
        var nextAnimation = 0
        /// Whether the node is a mask (`parent` is the layer it masks; it is not a child).
        var isMask = false
    }

    private(set) var nodes: [Node] = []

    /// A directory holding the canvas (`#0`) and `layers` below it.
    init(layers: [SceneLayer]) {
        nodes.append(Node(name: nil, parent: nil))
        for l in layers { _ = add(l, parent: 0, index: nil) }
    }

    /// Adds a subtree, numbering it depth first; returns the number of its root.
    mutating func add(_ layer: SceneLayer, parent: Int, index: Int?) -> Int {
        let n = nodes.count
        nodes.append(Node(name: layer.state.name, parent: parent))
        attach(n, to: parent, at: index)
        for a in layer.animations { addAnimation(key: a.key, to: n) }
        if let mask = layer.mask { addMask(mask, owner: n) }
        for s in layer.sublayers { _ = add(s, parent: n, index: nil) }
        return n
    }

    /// Adds a mask subtree for `owner`, numbered depth first like a sublayer's but not among
    /// its children, so that changes name it (and its sublayers) by `#n` only.
    mutating func addMask(_ layer: SceneLayer, owner: Int) {
        let n = nodes.count
        nodes.append(Node(name: layer.state.name, parent: owner, isMask: true))
        for a in layer.animations { addAnimation(key: a.key, to: n) }
        if let mask = layer.mask { addMask(mask, owner: n) }
        for s in layer.sublayers { _ = add(s, parent: n, index: nil) }
    }

    /// Puts the new node `n` among `parent`'s sublayers (appending is O(1)).
    private mutating func attach(_ n: Int, to parent: Int, at index: Int?) {
        let count = nodes[parent].children.count
        if let index, index < count {
            nodes[parent].children.insert(n, at: max(index, 0))
        } else {
            nodes[parent].children.append(n)
        }
        nodes[n].parent = parent
    }

    /// Detaches `n` from its parent.
    mutating func remove(_ n: Int) {
        guard let p = nodes[n].parent else { return }
        nodes[p].children.removeAll { $0 == n }
        nodes[n].parent = nil
    }

    /// Records an added animation; returns its canonical number on the layer.
    @discardableResult
    mutating func addAnimation(key: String?, to n: Int) -> Int {
        let number = nodes[n].nextAnimation
        nodes[n].nextAnimation += 1
        nodes[n].animations.append((number, key))
        return number
    }

    /// The canonical number of the animation a reference names (`"pulse"`: the last animation
    /// with that key; `"#n"`), if attached.
    func animation(_ ref: String, on n: Int) -> Int? {
        if let k = Self.number(ref) { return nodes[n].animations.contains { $0.number == k } ? k : nil }
        return nodes[n].animations.last { $0.key == ref }?.number
    }

    mutating func removeAnimation(_ number: Int, from n: Int) {
        nodes[n].animations.removeAll { $0.number == number }
    }

    /// The layer a reference names: `"/"` the canvas, `"#n"`, or a path of names from the
    /// canvas (`"card/avatar"`, first match among siblings).
    func resolve(_ ref: String) -> Int? {
        if ref == "/" { return 0 }
        if let n = Self.number(ref) { return n < nodes.count ? n : nil }
        var current = 0
        for part in ref.split(separator: "/", omittingEmptySubsequences: false) {
            guard let next = nodes[current].children.first(where: { nodes[$0].name == String(part) }) else {
                return nil
            }
            current = next
        }
        return current
    }

    /// A sublayer of `parent` by name, or any layer by `#n`.
    func resolveChild(_ ref: String, of parent: Int) -> Int? {
        if let n = Self.number(ref) { return n < nodes.count ? n : nil }
        return nodes[parent].children.first { nodes[$0].name == ref }
    }

    /// The shortest unambiguous reference to `n`: its path of names when every layer on the
    /// way is named and first among its siblings with that name, else `#n`.
    func reference(to n: Int) -> String {
        if n == 0 { return "/" }
        var parts: [String] = []
        var current = n
        while let p = nodes[current].parent {
            guard let name = nodes[current].name, !name.contains("/"), !name.hasPrefix("#"), name != "",
                nodes[p].children.first(where: { nodes[$0].name == name }) == current
            else { return "#\(n)" }
            parts.append(name)
            current = p
        }
        return current == 0 ? parts.reversed().joined(separator: "/") : "#\(n)"
    }

    /// How `parent` can name its sublayer `child` in `removeSublayer`.
    func childReference(to child: Int, of parent: Int) -> String {
        if let name = nodes[child].name, !name.hasPrefix("#"),
            nodes[parent].children.first(where: { nodes[$0].name == name }) == child
        {
            return name
        }
        return "#\(child)"
    }

    /// How a layer can name its animation `number` in `removeAnimation`.
    func animationReference(to number: Int, on n: Int) -> String {
        if let key = nodes[n].animations.first(where: { $0.number == number })?.key, !key.hasPrefix("#"),
            nodes[n].animations.last(where: { $0.key == key })?.number == number
        {
            return key
        }
        return "#\(number)"
    }

    /// All references that name layers now, for suggestions.
    func knownReferences() -> [String] {
        nodes.indices.map { reference(to: $0) }
    }

    static func number(_ ref: String) -> Int? {
        guard ref.hasPrefix("#"), let n = Int(ref.dropFirst()), n >= 0 else { return nil }
        return n
    }
}

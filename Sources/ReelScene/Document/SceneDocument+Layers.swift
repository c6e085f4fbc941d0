import Foundation
import ReelCore

extension SceneDocument {
    /// The canvas as a root layer state: bounds `(0, 0, size)`, positioned so that its
    /// coordinates are the canvas's, filled with `background`.
    public var rootState: LayerState {
        var s = LayerState(kind: .plain)
        s.bounds = Rect(origin: .zero, size: size)
        s.position = Point(x: size.width / 2, y: size.height / 2)
        s.backgroundColor = background
        return s
    }

    /// The document's layer tree as a snapshot whose root is the canvas.
    ///
    /// Image paths are resolved against `baseDirectory` (the document's folder).
    public func snapshot(baseDirectory: String? = nil) -> LayerSnapshot {
        LayerSnapshot(state: rootState, sublayers: layers.map { $0.snapshot(baseDirectory: baseDirectory) })
    }

    /// Builds `Layer` objects (`ShapeLayer`, `TextLayer` by type) for the canvas and every
    /// layer, with model values set through the public properties.
    public func makeRootLayer(baseDirectory: String? = nil) -> Layer {
        let root = Layer()
        root.apply(rootState)
        for l in layers { root.addSublayer(l.makeLayer(baseDirectory: baseDirectory)) }
        return root
    }

    /// A document from a layer tree whose root is the canvas (as `snapshot()` makes):
    /// its bounds give the size and its background colour the background.
    ///
    /// Image paths under `baseDirectory` are written relative to it.
    public init(
        root: LayerSnapshot, duration: Double, fps: Double = 30, scale: Double = 1,
        baseDirectory: String? = nil
    ) {
        self.init(
            size: root.state.bounds.size, duration: duration, fps: fps, scale: scale,
            background: root.state.backgroundColor,
            layers: root.sublayers.map { SceneLayer(snapshot: $0, baseDirectory: baseDirectory) })
    }
}

extension SceneLayer {
    /// The layer as a snapshot, image paths resolved against `baseDirectory`.
    public func snapshot(baseDirectory: String? = nil) -> LayerSnapshot {
        LayerSnapshot(
            state: resolvedState(baseDirectory), sublayers: sublayers.map { $0.snapshot(baseDirectory: baseDirectory) },
            mask: mask?.snapshot(baseDirectory: baseDirectory))
    }

    /// A `Layer` (or `ShapeLayer` / `TextLayer`) with this layer's values and sublayers.
    public func makeLayer(baseDirectory: String? = nil) -> Layer {
        let layer: Layer
        switch state.kind {
        case .plain: layer = Layer()
        case .shape: layer = ShapeLayer()
        case .text: layer = TextLayer()
        case .transformLayer: layer = TransformLayer()
        case .replicator: layer = ReplicatorLayer()
        case .emitter: layer = EmitterLayer()
        case .gradient: layer = GradientLayer()
        }
        layer.apply(resolvedState(baseDirectory))
        layer.mask = mask?.makeLayer(baseDirectory: baseDirectory)
        for s in sublayers { layer.addSublayer(s.makeLayer(baseDirectory: baseDirectory)) }
        return layer
    }

    /// A document layer from a snapshot; image paths under `baseDirectory` become relative.
    public init(snapshot: LayerSnapshot, baseDirectory: String? = nil) {
        var s = snapshot.state
        if let image = s.contents, let base = baseDirectory {
            s.contents = image.withPath(SceneLayer.relativePath(image.path, to: base))
        }
        if let base = baseDirectory {
            s.emitterCells = EmitterCells(
                s.emitterCells.cells.map { $0.mappingContents { SceneLayer.relativePath($0, to: base) } })
        }
        self.init(
            state: s, sublayers: snapshot.sublayers.map { SceneLayer(snapshot: $0, baseDirectory: baseDirectory) },
            mask: snapshot.mask.map { SceneLayer(snapshot: $0, baseDirectory: baseDirectory) })
    }

    func resolvedState(_ baseDirectory: String?) -> LayerState {
        var s = state
        if let image = s.contents, let base = baseDirectory {
            s.contents = image.withPath(SceneDocument.resolve(image.path, relativeTo: base))
        }
        if let base = baseDirectory {
            s.emitterCells = EmitterCells(
                s.emitterCells.cells.map { $0.mappingContents { SceneDocument.resolve($0, relativeTo: base) } })
        }
        return s
    }

    /// `path` relative to the folder `base` when it lies inside it, else absolute. Relative
    /// paths (of either) are taken from the current directory, as `Image(path:)` reads them.
    static func relativePath(_ path: String, to base: String) -> String {
        let absolutePath = absolute(path)
        let absoluteBase = absolute(base)
        let prefix = absoluteBase.hasSuffix("/") ? absoluteBase : absoluteBase + "/"
        return absolutePath.hasPrefix(prefix) ? String(absolutePath.dropFirst(prefix.count)) : absolutePath
    }

    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return (full as NSString).standardizingPath
    }
}

extension Layer {
    /// Sets every model value of `state` through the public properties (so a stage records
    /// them), walking `SceneLayerKey.all`. Shape and text values are set only on `ShapeLayer`
    /// and `TextLayer`.
    public func apply(_ s: LayerState) {
        for key in SceneLayerKey.all { key.apply(self, s) }
    }
}

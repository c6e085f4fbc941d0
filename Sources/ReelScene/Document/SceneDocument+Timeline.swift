import ReelCore

extension SceneDocument {
    /// The document as a `Timeline`, what the renderer evaluates frame by frame.
    ///
    /// Layers get their canonical numbers as ids (`#n`, see `SceneChange.layer`) and each
    /// layer's animations ids from 0 in adding order. Image paths are resolved against
    /// `baseDirectory` (the document's folder). Changes whose references do not resolve
    /// (possible only in documents built in code; decoding reports them) are left out.
    public func timeline(baseDirectory: String? = nil) -> Timeline {
        var builder = SceneTimelineBuilder(layers: layers, baseDirectory: baseDirectory)
        let root = TimelineLayer(id: 0, state: rootState, sublayers: layers.map { builder.build($0) })
        var events: [TimelineChange] = []
        for change in changes.enumerated().sorted(by: { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) })
            .map(\.element)
        {
            if let event = builder.event(for: change) { events.append(TimelineChange(time: change.time, event: event)) }
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
        var builder = SceneDocumentBuilder(rootID: root.id, baseDirectory: baseDirectory)
        layers = SceneDocumentBuilder.uniqueSiblingNames(root.sublayers.map { builder.convert($0) })
        builder.directory = LayerDirectory(layers: layers)
        changes = timeline.changes.compactMap { builder.change(for: $0) }
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

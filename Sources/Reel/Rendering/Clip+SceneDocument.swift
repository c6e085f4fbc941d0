import ReelScene

extension Clip {
    /// The clip a scene document describes, at the document's scale and background.
    /// - Throws: `SceneLoadError` when the file is missing or not a valid scene document.
    public init(scenePath: String, overrides: [SceneOverride] = []) throws {
        let (document, base) = try SceneDocument.load(contentsOfFile: scenePath, overrides: overrides)
        self.init(
            timeline: document.timeline(baseDirectory: base), scale: document.scale,
            backgroundColor: document.background)
    }
}

import ReelCore
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

    /// The clip `document` describes, with `reel`'s overrides: another frame rate (the
    /// document's changes and animations keep their times in seconds), and the pixel size
    /// either exactly (`pixelSize`, which must keep the canvas's aspect ratio) or as a scale.
    /// - Parameter baseDirectory: what the document's relative image paths are relative to.
    /// - Throws: ``ReelError/aspectRatioChanged(requested:canvas:sameWidth:sameHeight:)`` when
    ///   no uniform scale gives `pixelSize`.
    public init(
        document: SceneDocument, baseDirectory: String, frameRate: FrameRate? = nil, pixelSize: PixelSize? = nil,
        scale: Double? = nil
    ) throws(ReelError) {
        var timeline = document.timeline(baseDirectory: baseDirectory)
        if let frameRate {
            timeline = Timeline(
                size: timeline.size, frameRate: frameRate, duration: timeline.duration,
                initialTree: timeline.initialTree, changes: timeline.changes)
        }
        var pixelsPerPoint = scale ?? document.scale
        if let pixelSize {
            let (w, h) = (document.size.width, document.size.height)
            guard let exact = pixelSize.scale(forCanvasWidth: w, height: h) else {
                let (sameWidth, sameHeight) = pixelSize.nearestExact(forCanvasWidth: w, height: h)
                throw .aspectRatioChanged(
                    requested: pixelSize, canvas: document.size, sameWidth: sameWidth, sameHeight: sameHeight)
            }
            pixelsPerPoint = exact
        }
        self.init(timeline: timeline, scale: pixelsPerPoint, backgroundColor: document.background)
    }
}

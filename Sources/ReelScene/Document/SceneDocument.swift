import ReelCore

/// The scene format version this build reads and writes (`"reel": 1`).
public let sceneFormatVersion = 1

/// A scene document: a canvas, its settings and a tree of layers, as read from or written to
/// JSON (see `docs/scene-format.md`).
///
/// Values are resolved: `$param` references are replaced by their values when the document is
/// decoded, and `params` keeps the declarations (with any `--set` overrides applied) for
/// `reel info` and for writing the document back. A document built in code can also keep a
/// layer property as a reference (`SceneLayer.parameterBindings`: written as `"$name"`, set
/// from `params` by ``resolvingParameters(overrides:)``); decoding records no bindings.
public struct SceneDocument: Sendable {
    /// The format version (`"reel"`), always `sceneFormatVersion` once decoded.
    public var version: Int = sceneFormatVersion
    /// A free-text description.
    public var summary: String?
    /// The canvas size in points (`"size": [w, h]`).
    public var size: Size
    /// Pixels per point (`"scale"`, default 1).
    public var scale: Double = 1
    /// Frames per second (`"fps"`, default 30): a number, or `"N/D"` read as N ÷ D. Rendering
    /// reads it as ``FrameRate/init(framesPerSecond:)`` (29.97 is 30000/1001).
    public var fps: Double = 30
    /// The clip's length in seconds (`"duration"`).
    public var duration: Double
    /// The canvas colour behind every layer; nil leaves it transparent (`"background"`).
    public var background: Color?
    /// Files the document uses besides layer images (`"assets"`).
    public var assets = SceneAssets()
    /// The sound under the clip (`"audio"`), its path relative to the document; nil for none.
    public var audio: SoundTrack?
    /// Where the document names its sound file (`audio.path`), so that a file FFmpeg cannot
    /// decode is reported at its JSON path. Never written back; nil for documents made in code.
    public var audioReference: SceneAssetReference?
    /// Template parameters, in declaration order (`"params"`).
    public var params: [SceneParameter] = []
    /// The canvas's sublayers, bottom first (`"layers"`).
    public var layers: [SceneLayer] = []
    /// Timed changes, in time order (`"changes"`).
    public var changes: [SceneChange] = []
    /// Named moments and stretches of the clip, in time order (`"markers"`).
    public var markers: [SceneMarker] = []
    /// What decoding accepted but `reel validate` warns about, in text order: values Core
    /// Animation ignores or clamps (invalid `keyTimes`, too few `timingFunctions`, a
    /// `strokeEnd` above 1, …). Never written back; empty for documents made in code.
    public var warnings: [SceneDiagnostic] = []
    /// Every place the document names an image file (`assets.images`, layers' `contents`,
    /// changes and animation values), in text order, so that `reel validate` can decode each
    /// one and name the JSON path of a file that does not decode. Never written back; empty
    /// for documents made in code.
    public var imageReferences: [SceneAssetReference] = []
    /// Where `assets.fonts` names each font file (`assets.fonts[i]`), in order, so that a
    /// file FreeType cannot read is reported at its JSON path. Never written back; empty for
    /// documents made in code.
    public var fontReferences: [SceneAssetReference] = []

    public init(
        size: Size, duration: Double, fps: Double = 30, scale: Double = 1, background: Color? = nil,
        layers: [SceneLayer] = []
    ) {
        self.size = size
        self.duration = duration
        self.fps = fps
        self.scale = scale
        self.background = background
        self.layers = layers
    }

    /// The number of frames, as `Timeline.frameCount`: `duration × fps` rounded, frame `i`
    /// showing time `i / fps` (2.4 s at 25 fps is 60 frames, times 0 … 2.36).
    public var frameCount: Int {
        (FrameRate(framesPerSecond: fps) ?? FrameRate(30)).frameCount(duration: duration)
    }

    /// The canvas size in pixels (`size × scale`, rounded).
    public var pixelWidth: Int { PixelSize(canvas: size, scale: scale).width }
    public var pixelHeight: Int { PixelSize(canvas: size, scale: scale).height }

    /// Every layer, depth first in drawing order, with its path of names (`card/avatar`,
    /// unnamed layers as `#index`).
    public func allLayers() -> [(path: String, layer: SceneLayer)] {
        var out: [(String, SceneLayer)] = []
        func visit(_ layers: [SceneLayer], prefix: String) {
            for (i, l) in layers.enumerated() {
                let p = prefix + (l.state.name ?? "#\(i)")
                out.append((p, l))
                visit(l.sublayers, prefix: p + "/")
            }
        }
        visit(layers, prefix: "")
        return out
    }
}

extension SceneDocument: Equatable {
    /// Documents are equal when they write the same JSON (every value is written exactly), so
    /// documents that differ only in their layers' parameter bindings are not equal.
    public static func == (a: SceneDocument, b: SceneDocument) -> Bool {
        a.jsonValue() == b.jsonValue()
    }
}

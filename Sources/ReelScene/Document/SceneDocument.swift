import ReelCore

/// The scene format version this build reads and writes (`"reel": 1`).
public let sceneFormatVersion = 1

/// A scene document: a canvas, its settings and a tree of layers, as read from or written to
/// JSON (see `docs/scene-format.md`).
///
/// Values are resolved: `$param` references are replaced by their values when the document is
/// decoded, and `params` keeps the declarations (with any `--set` overrides applied) for
/// `reel info` and for writing the document back.
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

/// Files a document uses, by path relative to the document's folder.
public struct SceneAssets: Hashable, Sendable {
    /// Images (PNG or JPEG) to check and preload; images named by layers' `contents` are
    /// checked whether listed here or not.
    public var images: [String] = []
    /// Font files (TrueType, OpenType) to make available to text layers.
    public var fonts: [String] = []

    public init(images: [String] = [], fonts: [String] = []) {
        self.images = images
        self.fonts = fonts
    }

    public var isEmpty: Bool { images.isEmpty && fonts.isEmpty }
}

/// Where a document names a file: the JSON path and text location of the reference, and the
/// path as written (relative to the document's folder).
public struct SceneAssetReference: Hashable, Sendable {
    public var file: String
    public var path: JSONPath
    public var location: SourceLocation

    public init(file: String, path: JSONPath, location: SourceLocation) {
        self.file = file
        self.path = path
        self.location = location
    }
}

/// A template parameter: a name, its default, and the value in effect after `--set`.
public struct SceneParameter: Hashable, Sendable {
    /// The value kinds a parameter can have.
    public enum Value: Hashable, Sendable, CustomStringConvertible {
        case string(String)
        case number(Double)
        case bool(Bool)

        public var json: JSONValue {
            switch self {
            case .string(let s): .string(s)
            case .number(let n): .number(n)
            case .bool(let b): .bool(b)
            }
        }

        /// The value as written on a command line (`9.99`, `true`, `Hello`).
        public var description: String {
            switch self {
            case .string(let s): s
            case .number(let n): JSONWriter.format(n)
            case .bool(let b): b ? "true" : "false"
            }
        }
    }

    public var name: String
    /// The value declared in the document.
    public var defaultValue: Value
    /// The value used: the default, or what `--set name=value` gave.
    public var value: Value
    /// The value's text, as `${name}` inserts it into a longer string: a number as it was
    /// written, in the document or after `--set` (`19.90` stays `19.90`, not `19.9`), a
    /// string as it is, `true` or `false`.
    public var text: String

    /// - Parameter text: The value as written; nil for `value`'s shortest form (`19.9`).
    public init(name: String, defaultValue: Value, value: Value? = nil, text: String? = nil) {
        self.name = name
        self.defaultValue = defaultValue
        self.value = value ?? defaultValue
        self.text = text ?? self.value.description
    }
}

/// One layer of a document: its properties, animations and sublayers.
public struct SceneLayer: Sendable {
    /// Every property; `state.kind` is the `"type"`, `state.path` the `"path"` (SVG data).
    public var state: LayerState
    /// The animations attached at the start, in adding order (`"animations"`).
    public var animations: [SceneAnimation]
    public var sublayers: [SceneLayer]
    /// The mask layer (`"mask"`), in this layer's coordinate space, not one of its sublayers.
    public var mask: SceneLayer? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }
    private var maskStorage: [SceneLayer] = []  // an array gives the recursive value a home

    public init(
        state: LayerState, animations: [SceneAnimation] = [], sublayers: [SceneLayer] = [], mask: SceneLayer? = nil
    ) {
        self.state = state
        self.animations = animations
        self.sublayers = sublayers
        self.mask = mask
    }
}

extension SceneDocument: Equatable {
    /// Documents are equal when they write the same JSON (every value is written exactly).
    public static func == (a: SceneDocument, b: SceneDocument) -> Bool {
        a.jsonValue() == b.jsonValue()
    }
}

extension SceneLayer: Equatable {
    /// Layers are equal when they write the same JSON (every value is written exactly).
    public static func == (a: SceneLayer, b: SceneLayer) -> Bool {
        a.jsonValue() == b.jsonValue()
    }
}

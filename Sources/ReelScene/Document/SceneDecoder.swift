import Foundation
import ReelCore

extension SceneDocument {
    /// Decodes a document from JSON text, checking everything and reporting every problem.
    /// - Throws: `SceneValidationError` with one diagnostic per problem, in text order.
    public init(json text: String, options: SceneDecodingOptions = SceneDecodingOptions()) throws(SceneValidationError)
    {
        try self.init(jsonBytes: Array(text.utf8), options: options)
    }

    /// Decodes a document from UTF-8 JSON bytes.
    /// - Throws: `SceneValidationError` with one diagnostic per problem, in text order.
    public init(jsonBytes: [UInt8], options: SceneDecodingOptions = SceneDecodingOptions()) throws(SceneValidationError)
    {
        let value: JSONValue
        do {
            value = try JSONParser(maxDepth: options.maxDepth).parse(jsonBytes)
        } catch {
            throw SceneValidationError(diagnostics: [
                SceneDiagnostic(.syntax, path: .root, location: error.location, message: error.message)
            ])
        }
        try self.init(jsonValue: value, options: options)
    }

    /// Decodes a document from a parsed JSON value. Every `$name` reference is replaced by its
    /// parameter's value (after `options.overrides`); no `SceneLayer.parameterBindings` are
    /// recorded, so a decoded document writes literal values (bindings are for documents built
    /// in code).
    /// - Throws: `SceneValidationError` with one diagnostic per problem, in text order.
    public init(jsonValue: JSONValue, options: SceneDecodingOptions = SceneDecodingOptions())
        throws(SceneValidationError)
    {
        let context = DecodingContext()
        let decoder = SceneDecoder(context: context, options: options)
        let document = decoder.decodeDocument(jsonValue)
        func inTextOrder(_ list: [SceneDiagnostic]) -> [SceneDiagnostic] {
            list.enumerated().sorted { a, b in
                let x = a.element.location?.offset ?? Int.max
                let y = b.element.location?.offset ?? Int.max
                return x != y ? x < y : a.offset < b.offset
            }.map(\.element)
        }
        let diagnostics = inTextOrder(context.diagnostics)
        guard diagnostics.isEmpty, var document else {
            throw SceneValidationError(diagnostics: diagnostics)
        }
        document.warnings = inTextOrder(context.warnings)
        document.imageReferences = context.imageReferences.sorted { $0.location.offset < $1.location.offset }
        document.fontReferences = context.fontReferences
        document.audioReference = context.audioReference
        self = document
    }
}

/// Turns a `JSONValue` into a `SceneDocument`, recording every problem in the context.
struct SceneDecoder {
    let context: DecodingContext
    let options: SceneDecodingOptions

    static let topLevelKeys = [
        "reel", "description", "size", "scale", "fps", "duration", "background", "assets", "audio", "params",
        "layers", "changes", "markers",
    ]

    func decodeDocument(_ value: JSONValue) -> SceneDocument? {
        guard let o = context.object(value, .root, "a scene document object {\"reel\": 1, …}") else { return nil }
        // Parameters first: every other value may refer to them.
        let params = decodeParameters(o)
        checkFormatVersion(o)
        let canvas = decodeCanvas(o)
        var document = canvas.document
        document.params = params
        if let (v, p) = o.member("audio") { document.audio = decodeAudio(v, p) }
        if let size = canvas.size, let (v, p) = o.member("size") {
            checkPixelLimits(size: size, scale: document.scale, value: v, path: p)
        }
        var count = 0
        if let (v, p) = o.member("layers") {
            document.layers = decodeLayers(v, p, count: &count)
        }
        if let (v, p) = o.member("changes") {
            document.changes = decodeChanges(v, p, layers: document.layers, duration: document.duration, count: &count)
        }
        if let (v, p) = o.member("markers") { document.markers = decodeMarkers(v, p, duration: document.duration) }
        checkHasFrames(o, duration: canvas.duration, fps: canvas.fps, defaultFPS: document.fps)
        o.rejectUnknownKeys(known: Self.topLevelKeys, misplaced: Self.misplacedTopLevel)
        return document
    }

    /// `"params"` with the `--set` overrides applied, made known to the context so that values
    /// read after them can refer to them.
    func decodeParameters(_ o: ObjectReader) -> [SceneParameter] {
        var params: [SceneParameter] = []
        if let (v, p) = o.member("params") { params = decodeParams(v, p) }
        applyOverrides(&params)
        context.declare(params)
        return params
    }

    /// `"reel"`, the format version: required, and the one this build reads.
    func checkFormatVersion(_ o: ObjectReader) {
        guard let (v, p) = o.member("reel") else {
            o.require("reel", example: "\"reel\": \(sceneFormatVersion) as the first key")
            return
        }
        if case .number(let n) = v.kind, n == Double(sceneFormatVersion) {
            // fine
        } else if case .number(let n) = v.kind, n == n.rounded(), n > 0 {
            context.report(
                .version, p, v.location,
                """
                unsupported version \(JSONWriter.format(n)); this build of reel reads \"reel\": \
                \(sceneFormatVersion)
                """
            )
        } else {
            context.expected("the format version \(sceneFormatVersion)", got: v, at: p)
        }
    }

    /// The canvas and its clip: size, scale, frame rate, duration, background, description and
    /// assets, in a document with nothing else yet; with the size, frame rate and duration as
    /// given (nil when absent or wrong).
    func decodeCanvas(_ o: ObjectReader) -> (document: SceneDocument, size: Size?, duration: Double?, fps: Double?) {
        o.require("size", example: "\"size\": [width, height] in points")
        o.require("duration", example: "\"duration\": seconds")
        let size = o.read("size") { v, p in context.readSize(v, p, .positive) }
        let scale = o.read("scale") { v, p in context.readNumber(v, p, .positive(atMost: SceneLimits.maxScale)) }
        let fps = o.read("fps") { v, p in readFrameRate(v, p) }
        let duration = o.read("duration") { v, p in
            context.readNumber(v, p, .positive(atMost: SceneLimits.maxDuration, "a number of seconds"))
        }
        let background = o.read("background") { v, p in context.readOptionalColor(v, p) }
        let summary = o.read("description") { v, p in context.readString(v, p) }
        var assets = SceneAssets()
        if let (v, p) = o.member("assets") { assets = decodeAssets(v, p) }

        var document = SceneDocument(size: size ?? Size(width: 1, height: 1), duration: duration ?? 1)
        document.scale = scale ?? 1
        document.fps = fps ?? 30
        document.background = background ?? nil
        document.summary = summary
        document.assets = assets
        return (document, size, duration, fps)
    }

    /// Reports a clip whose duration and frame rate give no frames. `fps` defaults to
    /// `defaultFPS` when absent (`"duration": 0.01` alone has no frames either).
    func checkHasFrames(_ o: ObjectReader, duration: Double?, fps: Double?, defaultFPS: Double) {
        if let d = duration, let f = fps ?? (o.has("fps") ? nil : defaultFPS), (d * f).rounded() < 1,
            let (v, p) = o.member("duration")
        {
            context.report(
                .range, p, v.location,
                """
                the clip has no frames: duration × fps (\(JSONWriter.format(d)) × \(JSONWriter.format(f))) rounds to \
                0; make it longer
                """
            )
        }
    }

    /// `"fps"`: a number (29.97 is read as 30000/1001 when rendering) or a fraction string
    /// `"N/D"` (`"30000/1001"`), as frames per second.
    private func readFrameRate(_ value: JSONValue, _ path: JSONPath) -> Double? {
        guard let value = context.resolve(value, path) else { return nil }
        guard case .string(let text) = value.kind else {
            return context.readNumber(value, path, .positive(atMost: SceneLimits.maxFPS))
        }
        let phrase =
            DecodingContext.NumberRange.positive(atMost: SceneLimits.maxFPS).phrase
            + ", or a fraction such as \"30000/1001\""
        guard text.contains("/"), let rate = FrameRate(parsing: text) else {
            context.expected(phrase, got: value, at: path)
            return nil
        }
        guard rate.framesPerSecond <= SceneLimits.maxFPS else {
            context.expected(phrase, got: value, at: path, kind: .range)
            return nil
        }
        return rate.framesPerSecond
    }

    static let misplacedTopLevel: [String: String] = [
        "width": "is not a top-level key; write the canvas size as \"size\": [width, height]",
        "height": "is not a top-level key; write the canvas size as \"size\": [width, height]",
        "version": "is not a key; write the format version as \"reel\": 1",
        "sublayers": "is not a top-level key; the canvas's layers go in \"layers\"",
    ]

    func checkPixelLimits(size: Size, scale: Double, value: JSONValue, path: JSONPath) {
        let w = (size.width * scale).rounded()
        let h = (size.height * scale).rounded()
        let side = Double(SceneLimits.maxPixelSide)
        if w > side || h > side || w * h > Double(SceneLimits.maxPixelCount) {
            context.report(
                .range, path, value.location,
                """
                the canvas is \(JSONWriter.format(w)) × \(JSONWriter.format(h)) pixels (size × scale), over the limit \
                of \(SceneLimits.maxPixelSide) pixels a side and \(SceneLimits.maxPixelCount) pixels in all; make it \
                smaller
                """
            )
        } else if w < 1 || h < 1 {
            context.report(
                .range, path, value.location,
                """
                the canvas is \(JSONWriter.format(w)) × \(JSONWriter.format(h)) pixels (size × scale); it must be at \
                least 1 × 1
                """
            )
        }
    }

    // MARK: - Layers

    func decodeLayers(_ value: JSONValue, _ path: JSONPath, count: inout Int) -> [SceneLayer] {
        guard let elements = value.arrayValue else {
            context.expected("an array of layers", got: value, at: path)
            return []
        }
        var out: [SceneLayer] = []
        var names: [String: SourceLocation] = [:]
        for (i, e) in elements.enumerated() {
            let p = path.appending(i)
            count += 1
            if count == SceneLimits.maxLayers + 1 {
                context.report(.range, p, e.location, "more than \(SceneLimits.maxLayers) layers; split the scene")
            }
            guard let layer = decodeLayer(e, p, count: &count) else { continue }
            if let name = layer.state.name {
                if let first = names[name] {
                    let at = e["name"]?.location ?? e.location
                    context.report(
                        .duplicate, p.appending("name"), at,
                        """
                        two sibling layers are named \(JSONWriter.quote(name)) (the first at \(first)); names must be \
                        unique among siblings
                        """
                    )
                } else {
                    names[name] = e["name"]?.location ?? e.location
                }
            }
            out.append(layer)
        }
        return out
    }

    /// The keys of every layer, of shape layers only and of text layers only, in the documented
    /// order (from `SceneLayerKey.all`, the one list of layer properties).
    static let commonKeys = ["type"] + SceneLayerKey.common.map(\.key) + ["mask", "animations", "sublayers"]
    static let shapeKeys = SceneLayerKey.shape.map(\.key)
    static let textKeys = SceneLayerKey.text.map(\.key)
    static let gradientKeys = SceneLayerKey.gradient.map(\.key)
    static let replicatorKeys = SceneLayerKey.replicator.map(\.key)
    static let emitterKeys = SceneLayerKey.emitter.map(\.key) + ["preservesDepth"]

    /// Swift property names that the document spells differently.
    static let renamed: [String: String] = [
        "isHidden": "hidden", "isDoubleSided": "doubleSided", "isBold": "bold", "isWrapped": "wrapped",
        "frame": "position\" and \"bounds",
        "children": "sublayers", "layers": "sublayers", "kind": "type", "text": "string", "color": "backgroundColor",
    ]

    func decodeLayer(_ value: JSONValue, _ path: JSONPath, count: inout Int) -> SceneLayer? {
        guard let o = context.object(value, path, "a layer object") else { return nil }
        let kind = o.read("type") { v, p in context.readEnum(v, p, LayerKind.self) } ?? .plain
        var s = LayerState(kind: kind)
        for key in SceneLayerKey.all where key.applies(to: kind) {
            if let (v, p) = o.member(key.key) { key.decode(self, v, p, &s) }
        }
        var animations: [SceneAnimation] = []
        if let (v, p) = o.member("animations") { animations = decodeAnimations(v, p) }
        var mask: SceneLayer?
        if let (v, p) = o.member("mask"), !v.isNull {
            count += 1
            mask = decodeLayer(v, p, count: &count)
        }
        var sublayers: [SceneLayer] = []
        if let (v, p) = o.member("sublayers") { sublayers = decodeLayers(v, p, count: &count) }
        let keys = Self.layerKeys(of: kind)
        o.rejectUnknownKeys(known: keys.known, misplaced: keys.misplaced)
        return SceneLayer(state: s, animations: animations, sublayers: sublayers, mask: mask)
    }

    /// The keys a layer of `kind` has, and why each key that belongs to another kind of layer
    /// (or is spelt as Swift spells it) is not one of them.
    static func layerKeys(of kind: LayerKind) -> (known: [String], misplaced: [String: String]) {
        var known = Self.commonKeys
        var misplaced: [String: String] = [:]
        for (k, v) in Self.renamed { misplaced[k] = "is not a layer key; write \"\(v)\"" }
        if kind == .shape {
            known += Self.shapeKeys
        } else {
            for k in Self.shapeKeys { misplaced[k] = "applies only to shape layers; add \"type\": \"shape\"" }
        }
        if kind == .text {
            known += Self.textKeys
        } else {
            for k in Self.textKeys { misplaced[k] = "applies only to text layers; add \"type\": \"text\"" }
        }
        if kind == .gradient {
            known += Self.gradientKeys
        } else {
            for k in Self.gradientKeys {
                misplaced[k] = "applies only to gradient layers; add \"type\": \"gradient\""
            }
        }
        for (other, keys) in [(LayerKind.replicator, Self.replicatorKeys), (.emitter, Self.emitterKeys)] {
            if kind == other {
                known += keys
            } else {
                for k in keys where !(kind == .replicator || kind == .emitter) || k != "preservesDepth" {
                    misplaced[k] = "applies only to \(other.rawValue) layers; add \"type\": \"\(other.rawValue)\""
                }
            }
        }
        return (known, misplaced)
    }

    /// An array of colours (each as `readColor` reads them), such as `["#ff0000", "#0000ff"]`.
    func readColors(_ value: JSONValue, _ path: JSONPath) -> [Color]? {
        guard let elements = context.resolve(value, path)?.arrayValue else {
            context.expected("an array of colours such as [\"#ff0000\", \"#0000ff\"], or null", got: value, at: path)
            return nil
        }
        var out: [Color] = []
        for (i, e) in elements.enumerated() {
            guard let c = context.readColor(e, path.appending(i)) else { return nil }
            out.append(c)
        }
        return out
    }

    func readDashes(_ value: JSONValue, _ path: JSONPath) -> [Double]? {
        guard let elements = value.arrayValue else {
            context.expected("an array of dash and gap lengths such as [6, 4], or null", got: value, at: path)
            return nil
        }
        var out: [Double] = []
        for (i, e) in elements.enumerated() {
            guard let n = context.readNumber(e, path.appending(i), .length) else { return nil }
            out.append(n)
        }
        if !out.isEmpty && out.allSatisfy({ $0 == 0 }) {
            context.report(
                .range, path, value.location, "a dash pattern needs at least one length > 0; use null for a solid line")
            return nil
        }
        return out
    }

    /// SVG path data parsed into a `BezierPath`.
    func readPath(_ value: JSONValue, _ path: JSONPath) -> BezierPath? {
        guard let d = context.readString(value, path, "SVG path data such as \"M 0 0 L 10 10 Z\"") else { return nil }
        do {
            return try BezierPath(svgPathData: d)
        } catch {
            context.report(.type, path, value.location, error.message)
            return nil
        }
    }
}

extension SceneDocument {
    /// `path` if absolute, else `base/path`.
    public static func resolve(_ path: String, relativeTo base: String) -> String {
        if path.hasPrefix("/") || base.isEmpty { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }
}

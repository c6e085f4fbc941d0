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

    /// Decodes a document from a parsed JSON value.
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
        "layers", "changes",
    ]

    func decodeDocument(_ value: JSONValue) -> SceneDocument? {
        let root = JSONPath.root
        guard let o = context.object(value, root, "a scene document object {\"reel\": 1, …}") else { return nil }
        // Parameters first: every other value may refer to them.
        var params: [SceneParameter] = []
        if let (v, p) = o.member("params") { params = decodeParams(v, p) }
        applyOverrides(&params)
        for p in params {
            context.parameters[p.name] = p
            context.parameterNames.append(p.name)
        }

        if let (v, p) = o.member("reel") {
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
        } else {
            o.require("reel", example: "\"reel\": \(sceneFormatVersion) as the first key")
        }

        o.require("size", example: "\"size\": [width, height] in points")
        o.require("duration", example: "\"duration\": seconds")
        let size = o.read("size") { v, p in context.readSize(v, p, .positive) }
        let scale = o.read("scale") { v, p in
            context.readNumber(
                v, p,
                DecodingContext.NumberRange(
                    lower: 0, lowerInclusive: false, upper: SceneLimits.maxScale, phrase: "a number > 0 and ≤ 16"))
        }
        let fps = o.read("fps") { v, p in readFrameRate(v, p) }
        let duration = o.read("duration") { v, p in
            context.readNumber(
                v, p,
                DecodingContext.NumberRange(
                    lower: 0, lowerInclusive: false, upper: SceneLimits.maxDuration,
                    phrase: "a number of seconds > 0 and ≤ 3600"))
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
        document.params = params
        if let (v, p) = o.member("audio") { document.audio = decodeAudio(v, p) }

        if let size, let (v, p) = o.member("size") {
            checkPixelLimits(size: size, scale: document.scale, value: v, path: p)
        }

        var count = 0
        if let (v, p) = o.member("layers") {
            document.layers = decodeLayers(v, p, count: &count)
        }
        if let (v, p) = o.member("changes") {
            document.changes = decodeChanges(v, p, layers: document.layers, duration: document.duration, count: &count)
        }
        // fps defaults to 30 when absent (`"duration": 0.01` alone has no frames either).
        if let d = duration, let f = fps ?? (o.has("fps") ? nil : document.fps), (d * f).rounded() < 1,
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
        o.rejectUnknownKeys(known: Self.topLevelKeys, misplaced: Self.misplacedTopLevel)
        return document
    }

    /// `"fps"`: a number (29.97 is read as 30000/1001 when rendering) or a fraction string
    /// `"N/D"` (`"30000/1001"`), as frames per second.
    private func readFrameRate(_ value: JSONValue, _ path: JSONPath) -> Double? {
        guard let value = context.resolve(value, path) else { return nil }
        guard case .string(let text) = value.kind else {
            return context.readNumber(
                value, path,
                DecodingContext.NumberRange(
                    lower: 0, lowerInclusive: false, upper: SceneLimits.maxFPS, phrase: "a number > 0 and ≤ 240"))
        }
        let phrase = "a number > 0 and ≤ 240, or a fraction such as \"30000/1001\""
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

    // MARK: - Parameters

    func decodeParams(_ value: JSONValue, _ path: JSONPath) -> [SceneParameter] {
        guard let members = value.objectMembers else {
            context.expected("an object of parameter defaults {\"title\": \"Hello\", …}", got: value, at: path)
            return []
        }
        _ = ObjectReader(context: context, path: path, value: value, members: members)  // duplicates
        var seen = Set<String>()
        var params: [SceneParameter] = []
        for m in members where seen.insert(m.key).inserted {
            let p = path.appending(m.key)
            guard JSONPath.isIdentifier(m.key) else {
                context.report(
                    .type, p, m.keyLocation,
                    """
                    parameter names are letters, digits and _ (not starting with a digit), got \
                    \(JSONWriter.quote(m.key))
                    """
                )
                continue
            }
            let v: SceneParameter.Value
            switch m.value.kind {
            case .string(let s): v = .string(s)
            case .number(let n): v = .number(n)
            case .bool(let b): v = .bool(b)
            default:
                context.expected("a default value (string, number or true/false)", got: m.value, at: p)
                continue
            }
            params.append(SceneParameter(name: m.key, defaultValue: v, text: m.value.numberText))
        }
        return params
    }

    func applyOverrides(_ params: inout [SceneParameter]) {
        for o in options.overrides {
            let path = JSONPath.root.appending("params").appending(o.name)
            guard let i = params.firstIndex(where: { $0.name == o.name }) else {
                var message = "--set \(o.name)=…: the document has no parameter \(JSONWriter.quote(o.name))"
                if let near = Suggestion.nearest(to: o.name, in: params.map(\.name)) {
                    message += "; did you mean \(JSONWriter.quote(near))?"
                } else if params.isEmpty {
                    message += "; it declares no \"params\""
                } else {
                    message += "; it declares " + params.map(\.name).joined(separator: ", ")
                }
                context.report(.reference, path, nil, message)
                continue
            }
            switch params[i].defaultValue {
            case .string:
                params[i].value = .string(o.value)
                params[i].text = o.value
            case .number:
                if let n = Double(o.value), n.isFinite {
                    params[i].value = .number(n)
                    params[i].text = o.value  // as typed: `--set price=19.90` shows 19.90
                } else {
                    context.report(
                        .type, path, nil,
                        "--set \(o.name)=\(o.value): expected a number (the default is \(params[i].defaultValue))")
                }
            case .bool:
                if o.value == "true" || o.value == "false" {
                    params[i].value = .bool(o.value == "true")
                    params[i].text = o.value
                } else {
                    context.report(.type, path, nil, "--set \(o.name)=\(o.value): expected true or false")
                }
            }
        }
    }

    // MARK: - Assets

    func decodeAssets(_ value: JSONValue, _ path: JSONPath) -> SceneAssets {
        guard let o = context.object(value, path, "an object {\"images\": […], \"fonts\": […]}") else {
            return SceneAssets()
        }
        var assets = SceneAssets()
        assets.images = readPathList(o, "images", extensions: Self.imageExtensions, what: "image")
        assets.fonts = readPathList(o, "fonts", extensions: Self.fontExtensions, what: "font")
        o.rejectUnknownKeys(known: ["images", "fonts"])
        return assets
    }

    /// `"audio": {"path": "music.m4a", "offset": 0, "volume": 1, "fadeIn": 0, "fadeOut": 0}`.
    func decodeAudio(_ value: JSONValue, _ path: JSONPath) -> SoundTrack? {
        guard
            let o = context.object(
                value, path, "an object {\"path\": \"music.m4a\", \"offset\", \"volume\", \"fadeIn\", \"fadeOut\"}")
        else { return nil }
        o.require("path", example: "\"path\": \"music.m4a\" (relative to the document)")
        let file = o.read("path") { v, p in readAssetPath(v, p, extensions: Self.audioExtensions, what: "sound") }
        let seconds = DecodingContext.NumberRange(
            lower: 0, upper: SceneLimits.maxDuration, phrase: "a number of seconds ≥ 0")
        let offset = o.read("offset") { v, p in
            context.readNumber(v, p, DecodingContext.NumberRange(lower: 0, phrase: "a number of seconds ≥ 0"))
        }
        let volume = o.read("volume") { v, p in
            context.readNumber(v, p, DecodingContext.NumberRange(lower: 0, upper: 10, phrase: "a gain from 0 to 10"))
        }
        let fadeIn = o.read("fadeIn") { v, p in context.readNumber(v, p, seconds) }
        let fadeOut = o.read("fadeOut") { v, p in context.readNumber(v, p, seconds) }
        o.rejectUnknownKeys(known: ["path", "offset", "volume", "fadeIn", "fadeOut"])
        guard let file else { return nil }
        return SoundTrack(
            path: file, offset: offset ?? 0, volume: volume ?? 1, fadeIn: fadeIn ?? 0, fadeOut: fadeOut ?? 0)
    }

    /// Sound files FFmpeg decodes (Debian's build): WAV, MP3, AAC (M4A, MP4), FLAC, Ogg (Vorbis, Opus).
    static let audioExtensions = ["wav", "mp3", "m4a", "aac", "mp4", "flac", "ogg", "oga", "opus"]

    static let imageExtensions = ["png", "jpg", "jpeg"]
    static let fontExtensions = ["ttf", "otf", "ttc"]

    func readPathList(_ o: ObjectReader, _ key: String, extensions: [String], what: String) -> [String] {
        guard let (v, p) = o.member(key) else { return [] }
        guard let elements = v.arrayValue else {
            context.expected("an array of file paths", got: v, at: p)
            return []
        }
        var out: [String] = []
        for (i, e) in elements.enumerated() {
            if let s = readAssetPath(e, p.appending(i), extensions: extensions, what: what) { out.append(s) }
        }
        return out
    }

    /// A file path relative to the document, with an allowed extension, that exists when the
    /// base directory is known.
    func readAssetPath(_ value: JSONValue, _ path: JSONPath, extensions: [String], what: String) -> String? {
        guard let s = context.readNonEmptyString(value, path, "a file path") else { return nil }
        let ext = (s as NSString).pathExtension.lowercased()
        guard extensions.contains(ext) else {
            context.report(
                .range, path, value.location,
                "\(JSONWriter.quote(s)) is not a supported \(what) file; use "
                    + extensions.map { "." + $0 }.joined(separator: ", "))
            return nil
        }
        if let base = options.baseDirectory {
            let full = SceneDocument.resolve(s, relativeTo: base)
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory) || isDirectory.boolValue {
                context.report(
                    .missingAsset, path, value.location,
                    """
                    cannot find \(what) \(JSONWriter.quote(s)) (looked for \(full)); paths are relative to the \
                    document's folder
                    """
                )
                return nil
            }
            if !FileManager.default.isReadableFile(atPath: full) {
                context.report(
                    .missingAsset, path, value.location,
                    "cannot read \(what) \(JSONWriter.quote(s)) (\(full)): permission denied")
                return nil
            }
        }
        if what == "image" {
            context.imageReferences.append(SceneAssetReference(file: s, path: path, location: value.location))
        } else if what == "font" {
            context.fontReferences.append(SceneAssetReference(file: s, path: path, location: value.location))
        } else if what == "sound" {
            context.audioReference = SceneAssetReference(file: s, path: path, location: value.location)
        }
        return s
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

        var animations: [SceneAnimation] = []
        if let (v, p) = o.member("animations") { animations = decodeAnimations(v, p) }
        var mask: SceneLayer?
        if let (v, p) = o.member("mask"), !v.isNull {
            count += 1
            mask = decodeLayer(v, p, count: &count)
        }
        var sublayers: [SceneLayer] = []
        if let (v, p) = o.member("sublayers") { sublayers = decodeLayers(v, p, count: &count) }
        o.rejectUnknownKeys(known: known, misplaced: misplaced)
        return SceneLayer(state: s, animations: animations, sublayers: sublayers, mask: mask)
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

import Foundation
import ReelCore

/// `"assets"` and `"audio"`: the files a document names, as paths checked against the file kinds
/// they must be.
extension SceneDecoder {
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
}

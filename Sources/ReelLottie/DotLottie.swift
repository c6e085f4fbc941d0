import Foundation
import ReelArchive
import ReelScene

/// A dotLottie (`.lottie`) file: a ZIP archive with `manifest.json`, Lottie animations, images
/// and themes, in either layout: version 1 (`animations/`, `images/`, `themes/`) or version 2
/// (`a/`, `i/`, `t/`). Each animation is read as a plain Lottie file whose external images are
/// replaced by the archive's bytes (as embedded `data:` images) and whose slots take the chosen
/// theme's values (`LottieTheme`).
public struct DotLottie: Sendable {
    /// The archive's path, used in errors.
    public let path: String
    /// Animation ids, in the manifest's order.
    public let animations: [String]
    /// Theme ids, in the manifest's order.
    public let themes: [String]
    /// The animation read when none is chosen: the manifest's initial or active one, else the first.
    public let initialAnimation: String
    /// Per animation, the theme applied when none is chosen (`initialTheme`, v1's `defaultTheme`).
    let initialThemes: [String: String]
    let archive: ZipArchive

    /// Reads the archive and its manifest.
    public init(data: Data, path: String) throws(LottieImport.ImportError) {
        self.path = path
        do { archive = try ZipArchive(data: data, name: path) } catch { throw .archive(error) }
        var ids: [String] = []
        var themeIds: [String] = []
        var initialThemes: [String: String] = [:]
        var initial: String?
        if let data = archive["manifest.json"] {
            let json = try Self.parse(data, entry: "manifest.json", path: path)
            let manifest = (try? LottieJSONDecoder.decode(DotLottieManifest.self, from: json)) ?? DotLottieManifest()
            for a in manifest.animations ?? [] {
                guard let id = a.id else { continue }
                ids.append(id)
                initialThemes[id] = a.initialTheme ?? a.defaultTheme
            }
            themeIds = (manifest.themes ?? []).compactMap(\.id)
            initial = manifest.initialAnimation
        } else {
            throw .container(path: path, entry: "manifest.json", message: "no manifest.json: not a dotLottie file")
        }
        if ids.isEmpty { ids = Self.stems(in: archive, folders: ["a/", "animations/"]) }
        if themeIds.isEmpty { themeIds = Self.stems(in: archive, folders: ["t/", "themes/"]) }
        guard let first = ids.first else {
            throw .container(path: path, entry: "manifest.json", message: "the manifest lists no animations")
        }
        animations = ids
        themes = themeIds
        initialAnimation = initial.flatMap { ids.contains($0) ? $0 : nil } ?? first
        self.initialThemes = initialThemes
    }

    /// The theme applied to animation `id` when none is chosen, if the manifest names one.
    public func initialTheme(of id: String) -> String? { initialThemes[id] }

    /// The chosen animation as a Lottie file's JSON, with the archive's images embedded and the
    /// chosen theme applied; the warnings name theme rules that are not applied.
    public func lottie(_ selection: LottieSelection) throws(LottieImport.ImportError) -> (
        value: JSONValue, warnings: [LottieWarning]
    ) {
        let id = selection.animation ?? initialAnimation
        guard animations.contains(id) else {
            throw .noSuchChoice(path: path, option: "animation", id: id, available: animations)
        }
        let (entry, data) = try file(id, folders: ["a/", "animations/"], kind: "animation")
        var value = try Self.parse(data, entry: entry, path: path)
        guard LottieImport.isLottie(value) else {
            throw .container(
                path: path, entry: entry, message: "not a Lottie animation (needs fr, ip, op, w, h and layers)")
        }
        if let missing = LottieImport.missingKey(value) { throw .container(path: path, entry: entry, message: missing) }
        value = embedImages(value)
        var warnings: [LottieWarning] = []
        if let themeId = selection.theme ?? initialThemes[id] {
            guard themes.contains(themeId) else {
                throw .noSuchChoice(path: path, option: "theme", id: themeId, available: themes)
            }
            let (themeEntry, themeData) = try file(themeId, folders: ["t/", "themes/"], kind: "theme")
            let theme = try Self.parse(themeData, entry: themeEntry, path: path)
            (value, warnings) = LottieTheme(theme, entry: themeEntry).apply(to: value, animation: id)
        }
        return (value, warnings)
    }

    /// `ID.json` in the first of `folders` that holds it.
    private func file(_ id: String, folders: [String], kind: String) throws(LottieImport.ImportError) -> (
        entry: String, data: Data
    ) {
        for folder in folders {
            for name in [folder + id + ".json", folder + id + ".lss", folder + id] {
                if let data = archive[name] { return (name, data) }
            }
        }
        throw .container(
            path: path, entry: folders[0] + id + ".json",
            message: "the manifest lists \(kind) '\(id)' but the archive has no such file")
    }

    /// Replaces each image asset whose file is in the archive by a `data:` URI of its bytes.
    private func embedImages(_ root: JSONValue) -> JSONValue {
        guard let assets = root["assets"]?.arrayValue else { return root }
        let replaced = assets.map { asset -> JSONValue in
            guard let p = asset["p"]?.stringValue, !p.hasPrefix("data:"), let members = asset.objectMembers else {
                return asset
            }
            let u = (asset["u"]?.stringValue ?? "").trimmingCharacters(in: CharacterSet(charactersIn: "/"))
            let candidates = [u.isEmpty ? p : u + "/" + p, "i/" + p, "images/" + p]
            guard let bytes = candidates.lazy.compactMap({ archive[$0] }).first else { return asset }
            let uri = "data:\(Self.mimeType(p));base64," + bytes.base64EncodedString()
            var out = members.filter { $0.key != "p" && $0.key != "u" && $0.key != "e" }
            out.append(JSONValue.Member(key: "p", value: .string(uri)))
            out.append(JSONValue.Member(key: "u", value: .string("")))
            out.append(JSONValue.Member(key: "e", value: .number(1)))
            return JSONValue(.object(out), at: asset.location)
        }
        return root.replacingMember("assets", with: .array(replaced))
    }

    static func mimeType(_ name: String) -> String {
        switch (name as NSString).pathExtension.lowercased() {
        case "jpg", "jpeg": "image/jpeg"
        case "webp": "image/webp"
        case "gif": "image/gif"
        default: "image/png"
        }
    }

    /// The names without `.json` of the JSON files directly in the first of `folders` that has any.
    static func stems(in archive: ZipArchive, folders: [String]) -> [String] {
        for folder in folders {
            let names = archive.names.filter { $0.hasPrefix(folder) && $0.hasSuffix(".json") }
                .map { String($0.dropFirst(folder.count).dropLast(5)) }.filter { !$0.contains("/") }
            if !names.isEmpty { return names }
        }
        return []
    }

    static func parse(_ data: Data, entry: String, path: String) throws(LottieImport.ImportError) -> JSONValue {
        do { return try JSONParser().parse([UInt8](data)) } catch {
            throw .container(path: path, entry: entry, message: "\(error.location): \(error.message)")
        }
    }
}

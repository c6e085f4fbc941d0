import Foundation
import Reel
import ReelEncode
import ReelRender

/// What a frame's exact pixels depend on besides the scene: Reel's version, the drawing and
/// encoding libraries' versions (and the system font's, Inter, when the clip draws with it), and
/// the font files the clip's text is drawn with (by path and SHA-256): every face and fallback
/// font Pango used, read from the laid-out glyph runs.
///
/// Two runs with equal fingerprints must give equal frame hashes; with different fingerprints
/// exact equality cannot be expected, and `reel verify` falls back to a perceptual comparison.
public struct EnvironmentFingerprint: Hashable, Sendable {
    /// `name=version` pairs, in a fixed order.
    public var libraries: [String]
    /// `path sha256:<hex>` per font file.
    public var fonts: [String]

    public init(libraries: [String], fonts: [String]) {
        self.libraries = libraries
        self.fonts = fonts
    }

    /// The fingerprint of this process for a clip whose text is drawn with `fontFiles` (paths,
    /// as ``Clip/fontFiles()`` finds them): each file is listed once, sorted, with its SHA-256.
    /// - Throws: a file error when a font file cannot be read.
    /// A file with an entry in `names` (a document's own fonts, `assets.fonts`) is listed by
    /// that name, the path as the document writes it, so a golden beside its document stays
    /// valid in another checkout.
    public static func current(fontFiles: [String], names: [String: String] = [:]) throws -> EnvironmentFingerprint {
        var libs = ["reel=\(ReelVersion.current)"]
        libs += RenderEnvironment.libraryVersions.map { "\($0.name)=\($0.version)" }
        libs.append("libavutil=\(EncodeLibraries.avutilVersion)")
        // The system font's version, for clips that draw with it (UIKit's pinned Inter).
        if fontFiles.contains(where: RenderEnvironment.isSystemFontFile),
            let inter = RenderEnvironment.systemFontVersion
        {
            libs.append("inter=\(inter)")
        }
        let fonts = try Set(fontFiles).sorted().map { path -> String in
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            return "\(names[path] ?? path) sha256:\(try SHA256Hasher.hex(of: bytes))"
        }.sorted()
        return EnvironmentFingerprint(libraries: libs, fonts: fonts)
    }

    /// Human-readable differences from `other` (empty when equal).
    public func differences(from other: EnvironmentFingerprint) -> [String] {
        var out: [String] = []
        let mine = Set(libraries)
        let theirs = Set(other.libraries)
        for l in other.libraries where !mine.contains(l) {
            let name = l.split(separator: "=").first.map(String.init) ?? l
            let now = libraries.first { $0.hasPrefix(name + "=") } ?? "\(name) missing"
            out.append("\(l) in the golden, \(now) here")
        }
        for l in libraries where !theirs.contains(l) {
            let name = l.split(separator: "=").first.map(String.init) ?? l
            if !other.libraries.contains(where: { $0.hasPrefix(name + "=") }) {
                out.append("\(l) here, not in the golden")
            }
        }
        // Font lines are "path sha256:<hex>": name each file added, removed or changed.
        func byPath(_ lines: [String]) -> [String: String] {
            var map: [String: String] = [:]
            for line in lines {
                let parts = line.split(separator: " ")
                map[parts.dropLast().joined(separator: " ")] = parts.last.map(String.init) ?? ""
            }
            return map
        }
        let myFonts = byPath(fonts)
        let theirFonts = byPath(other.fonts)
        for (path, hash) in theirFonts.sorted(by: { $0.key < $1.key }) {
            if let now = myFonts[path] {
                if now != hash { out.append("font \(path) has \(hash) in the golden, \(now) here") }
            } else {
                out.append("font \(path) in the golden, not used here")
            }
        }
        for path in myFonts.keys.sorted() where theirFonts[path] == nil {
            out.append("font \(path) used here, not in the golden")
        }
        return out
    }
}

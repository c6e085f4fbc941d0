import Foundation
import ReelRender
import ReelEncode

/// What a frame's exact pixels depend on besides the scene: Reel's version, the drawing and
/// encoding libraries' versions, and the font files used (by path and SHA-256).
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

    /// The fingerprint of this process, for scenes whose text uses `fontFamilies`
    /// (`needsCJK` adds the font fontconfig picks for Chinese text).
    public static func current(fontFamilies: Set<String>, needsCJK: Bool) -> EnvironmentFingerprint {
        var libs = ["reel=\(ReelCommandLine.version)"]
        libs += RenderEnvironment.libraryVersions.map { "\($0.name)=\($0.version)" }
        libs.append("libavutil=\(EncodeLibraries.avutilVersion)")
        var files = Set<String>()
        for family in fontFamilies {
            if let f = RenderEnvironment.fontFile(family: family) { files.insert(f) }
            if needsCJK, let f = RenderEnvironment.fontFile(family: family, language: "zh-cn") { files.insert(f) }
        }
        let fonts = files.sorted().map { path -> String in
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) } ?? []
            return "\(path) sha256:\(SHA256Context.hex(of: bytes))"
        }
        return EnvironmentFingerprint(libraries: libs, fonts: fonts)
    }

    /// Human-readable differences from `other` (empty when equal).
    public func differences(from other: EnvironmentFingerprint) -> [String] {
        var out: [String] = []
        let mine = Set(libraries), theirs = Set(other.libraries)
        for l in other.libraries where !mine.contains(l) {
            let name = l.split(separator: "=").first.map(String.init) ?? l
            let now = libraries.first { $0.hasPrefix(name + "=") } ?? "\(name) missing"
            out.append("\(l) in the golden, \(now) here")
        }
        for l in libraries where !theirs.contains(l) {
            let name = l.split(separator: "=").first.map(String.init) ?? l
            if !other.libraries.contains(where: { $0.hasPrefix(name + "=") }) { out.append("\(l) here, not in the golden") }
        }
        if Set(fonts) != Set(other.fonts) {
            out.append("font files differ: golden [\(other.fonts.joined(separator: ", "))], here [\(fonts.joined(separator: ", "))]")
        }
        return out
    }
}

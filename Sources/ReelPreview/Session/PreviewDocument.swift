import Foundation
import Reel
import ReelCore
import ReelLottie
import ReelRender
import ReelScene

/// A scene document read from disk that validated: its text (so that every parameter set
/// the page asks for is decoded from this same text, even after the file breaks), and the
/// files it refers to.
struct PreviewDocument: Sendable {
    /// Counts good versions: 1 for the first, +1 each time the file or an asset changes.
    var generation: Int
    var bytes: [UInt8]
    var baseDirectory: String
    /// The document with the command line's `--set` values.
    var document: SceneDocument

    /// This version's text decoded again with `overrides` (the command line's, then the page's).
    func decoded(file: String, path: String, overrides: [SceneOverride]) throws(SceneLoadError) -> SceneDocument {
        try Self.decode(bytes, baseDirectory: baseDirectory, file: file, path: path, overrides: overrides)
    }

    /// A document's text decoded as `SceneDocument.load` decodes a file: asset paths checked
    /// relative to `baseDirectory`, problems naming `file`. A Lottie file (Bodymovin JSON) is
    /// converted as every `reel` command reads one: `LottieImport.load` reads it from `path`.
    static func decode(
        _ bytes: [UInt8], baseDirectory: String, file: String, path: String, overrides: [SceneOverride]
    ) throws(SceneLoadError) -> SceneDocument {
        if let value = try? JSONParser().parse(bytes), LottieImport.isLottie(value) {
            do {
                return try LottieImport.load(contentsOfFile: path, overrides: overrides).document
            } catch {
                switch error {
                case .invalid(let e): throw .invalid(e)
                default: throw .cannotRead(path: file, reason: error.description)
                }
            }
        }
        do {
            return try SceneDocument(
                jsonBytes: bytes, options: SceneDecodingOptions(baseDirectory: baseDirectory, overrides: overrides))
        } catch {
            var e = error
            e.file = file
            throw .invalid(e)
        }
    }

    /// Every file the document depends on besides itself: images and fonts, resolved.
    var assetPaths: [String] {
        var paths = document.imageReferences.map { SceneDocument.resolve($0.file, relativeTo: baseDirectory) }
        paths += document.assets.fonts.map { SceneDocument.resolve($0, relativeTo: baseDirectory) }
        return Array(Set(paths)).sorted()
    }
}

import Foundation
import ReelCore

/// Why a scene document could not be written.
public struct SceneWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "cannot write scene '\(path)': \(reason)" }
}

extension SceneDocument {
    /// Writes the document as pretty-printed JSON, atomically (a temporary file renamed into
    /// place), so a failed write leaves no partial file.
    /// - Throws: `SceneWriteError` naming the path and the reason.
    public func write(toFile path: String) throws(SceneWriteError) {
        do {
            try Data(jsonText().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? error.localizedDescription
            throw SceneWriteError(path: path, reason: reason)
        }
    }
}

extension Timeline {
    /// Writes this recorded timeline as a scene document, the form `reel render` reads: what
    /// `Stage.exportScene(to:)` does with the timeline `run()` returns.
    ///
    /// Rendering the document gives the same frames as rendering the timeline. Image paths
    /// inside the document's folder are written relative to it, others as absolute paths.
    /// - Parameters:
    ///   - path: The JSON file to write.
    ///   - scale: The document's pixels per point.
    /// - Throws: `SceneWriteError` when the file cannot be written.
    public func exportScene(to path: String, scale: Double = 1) throws(SceneWriteError) {
        let folder = PathText.folder(of: SceneLayer.absolute(path))
        try SceneDocument(timeline: self, scale: scale, baseDirectory: folder).write(toFile: path)
    }
}

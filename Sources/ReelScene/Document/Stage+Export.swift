import Foundation
import ReelCore

extension Stage {
    /// Writes the recorded timeline as a scene document (running the stage first if it has
    /// not run), so that `reel render` can render it again with no compiler.
    ///
    /// The file is written to a temporary file beside `path` and renamed onto it, so an
    /// existing document is never left half-written. Image paths inside the document's folder
    /// are written relative to it, others as absolute paths.
    /// - Parameters:
    ///   - path: Where the document goes (`samples/fly-to-cart/scene.json`).
    ///   - scale: Pixels per point to render at.
    /// - Throws: `SceneWriteError` when the file cannot be written.
    public func exportScene(to path: String, scale: Double = 1) throws(SceneWriteError) {
        try (recordedTimeline ?? run()).exportScene(to: path, scale: scale)
    }
}

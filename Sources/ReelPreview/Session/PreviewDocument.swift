import Foundation
import Reel
import ReelCore
import ReelRender
import ReelScene

/// One problem of a scene document as the page shows it: where (line and column when the
/// document's text says) and what.
public struct PreviewProblem: Hashable, Sendable {
    public var line: Int?
    public var column: Int?
    /// The JSON path (`layers[0].opacity`), or empty for the whole file.
    public var path: String
    /// `reel validate`'s line for it: `scene.json: layers[0].opacity (line 7, column 18): …`.
    public var text: String

    init(_ diagnostic: SceneDiagnostic, file: String) {
        line = diagnostic.location?.line
        column = diagnostic.location?.column
        path = diagnostic.path.description
        text = "\(file): \(diagnostic)"
    }

    init(text: String) {
        self.text = text
        path = ""
    }

    /// The problems of a failed load, one per diagnostic.
    static func list(_ error: SceneLoadError, file: String) -> [PreviewProblem] {
        switch error {
        case .cannotRead: [PreviewProblem(text: error.description)]
        case .invalid(let e): e.diagnostics.map { PreviewProblem($0, file: file) }
        }
    }
}

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
    func decoded(file: String, overrides: [SceneOverride]) throws(SceneLoadError) -> SceneDocument {
        try Self.decode(bytes, baseDirectory: baseDirectory, file: file, overrides: overrides)
    }

    /// A document's text decoded as `SceneDocument.load` decodes a file: asset paths checked
    /// relative to `baseDirectory`, problems naming `file`.
    static func decode(_ bytes: [UInt8], baseDirectory: String, file: String, overrides: [SceneOverride])
        throws(SceneLoadError) -> SceneDocument
    {
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

/// A clip ready to draw: one document version with one set of parameter values.
public final class PreviewClip: Sendable {
    public let generation: Int
    /// The parameter values it was made with, as `name=value` in name order.
    public let key: String
    public let document: SceneDocument
    public let clip: Clip
    let renderer: FrameRenderer

    init(generation: Int, key: String, document: SceneDocument, baseDirectory: String) throws {
        self.generation = generation
        self.key = key
        self.document = document
        clip = Clip(
            timeline: document.timeline(baseDirectory: baseDirectory), scale: document.scale,
            backgroundColor: document.background)
        renderer = try clip.makeRenderer()
    }

    /// The trace line of frame `index` (`reel trace`'s line for that frame).
    public func traceLine(frame index: Int) -> String {
        let time = clip.time(ofFrame: index)
        return Trace.line(frame: index, time: time, snapshot: clip.timeline.evaluate(at: time))
    }
}

import Foundation
import ReelCore
import ReelEncode
import ReelRender
import ReelScene

extension Clip {
    /// The clip a scene document describes, at the document's scale and background, with the
    /// document's fonts (`assets.fonts`).
    /// - Throws: `SceneLoadError` when the file is missing or not a valid scene document,
    ///   `SceneValidationError` when a font file cannot be read as a font.
    public init(scenePath: String, overrides: [SceneOverride] = []) throws {
        let (document, base) = try SceneDocument.load(contentsOfFile: scenePath, overrides: overrides)
        self.init(
            timeline: document.timeline(baseDirectory: base), scale: document.scale,
            backgroundColor: document.background,
            fonts: try Self.fontLibrary(for: document, baseDirectory: base, file: scenePath),
            soundTrack: try Self.soundTrack(for: document, baseDirectory: base, file: scenePath))
    }

    /// The document's `audio`, its path resolved against `baseDirectory`, checked to decode.
    /// - Throws: `SceneValidationError` naming `audio.path` and its position when FFmpeg cannot
    ///   decode the file (``SceneDiagnostic/Kind/unreadableAsset``, exit 65). A missing file is
    ///   reported when the document is loaded (66).
    public static func soundTrack(for document: SceneDocument, baseDirectory: String, file: String? = nil)
        throws(SceneValidationError) -> SoundTrack?
    {
        guard var track = document.audio else { return nil }
        track.path = SceneDocument.resolve(track.path, relativeTo: baseDirectory)
        for i in track.mixedWith.indices {
            track.mixedWith[i].path = SceneDocument.resolve(track.mixedWith[i].path, relativeTo: baseDirectory)
        }
        do {
            try SoundFile.check(track.path)
        } catch {
            let reference =
                document.audioReference
                ?? SceneAssetReference(
                    file: document.audio!.path, path: JSONPath().appending("audio").appending("path"),
                    location: SourceLocation(line: 1, column: 1, offset: 0))
            throw SceneValidationError(
                diagnostics: [
                    SceneDiagnostic(
                        .unreadableAsset, path: reference.path, location: reference.location,
                        message:
                            """
                            cannot decode the sound \(JSONWriter.quote(reference.file)): \(error.message); use a WAV, \
                            MP3, AAC, FLAC or Ogg file
                            """
                    )
                ], file: file)
        }
        return track
    }

    /// The document's `assets.fonts` as a ``FontLibrary`` (nil when it lists none), the files
    /// resolved against `baseDirectory`.
    /// - Throws: `SceneValidationError` naming the JSON path (`assets.fonts[i]`) and position of
    ///   a file that is missing (``SceneDiagnostic/Kind/missingAsset``, exit 66) or that
    ///   FreeType cannot read as a font (``SceneDiagnostic/Kind/unreadableAsset``, exit 65).
    public static func fontLibrary(for document: SceneDocument, baseDirectory: String, file: String? = nil)
        throws(SceneValidationError) -> FontLibrary?
    {
        guard !document.assets.fonts.isEmpty else { return nil }
        // Absolute paths: fontconfig keeps the file names, and the working folder may change.
        let cwd = FileManager.default.currentDirectoryPath
        let files = document.assets.fonts.map { name -> String in
            let path = SceneDocument.resolve(name, relativeTo: baseDirectory)
            return ((path.hasPrefix("/") ? path : cwd + "/" + path) as NSString).standardizingPath
        }
        do {
            return try FontLibraryCache.shared.library(files: files, names: document.assets.fonts)
        } catch {
            let bad = error.path ?? ""
            let index = files.firstIndex(of: bad) ?? 0
            let reference =
                document.fontReferences.indices.contains(index)
                ? document.fontReferences[index]
                : SceneAssetReference(
                    file: document.assets.fonts[index],
                    path: JSONPath().appending("assets").appending("fonts")
                        .appending(index), location: SourceLocation(line: 1, column: 1, offset: 0))
            let kind: SceneDiagnostic.Kind
            if case .fontNotFound = error { kind = .missingAsset } else { kind = .unreadableAsset }
            throw SceneValidationError(
                diagnostics: [
                    SceneDiagnostic(
                        kind, path: reference.path, location: reference.location, message: error.description)
                ], file: file)
        }
    }

    /// The clip `document` describes, with `reel`'s overrides: another frame rate (the
    /// document's changes and animations keep their times in seconds), and the pixel size
    /// either exactly (`pixelSize`, which must keep the canvas's aspect ratio) or as a scale.
    /// - Parameter baseDirectory: what the document's relative image paths are relative to.
    /// - Parameter fonts: the document's `assets.fonts` (``fontLibrary(for:baseDirectory:file:)``).
    /// - Throws: ``ReelError/aspectRatioChanged(requested:canvas:sameWidth:sameHeight:)`` when
    ///   no uniform scale gives `pixelSize`.
    public init(
        document: SceneDocument, baseDirectory: String, frameRate: FrameRate? = nil, pixelSize: PixelSize? = nil,
        scale: Double? = nil, fonts: FontLibrary? = nil
    ) throws(ReelError) {
        var timeline = document.timeline(baseDirectory: baseDirectory)
        if let frameRate {
            timeline = Timeline(
                size: timeline.size, frameRate: frameRate, duration: timeline.duration,
                initialTree: timeline.initialTree, changes: timeline.changes)
        }
        var pixelsPerPoint = scale ?? document.scale
        if let pixelSize {
            let (w, h) = (document.size.width, document.size.height)
            guard let exact = pixelSize.scale(forCanvasWidth: w, height: h) else {
                let (sameWidth, sameHeight) = pixelSize.nearestExact(forCanvasWidth: w, height: h)
                throw .aspectRatioChanged(
                    requested: pixelSize, canvas: document.size, sameWidth: sameWidth, sameHeight: sameHeight)
            }
            pixelsPerPoint = exact
        }
        self.init(timeline: timeline, scale: pixelsPerPoint, backgroundColor: document.background, fonts: fonts)
        markers = document.markers
        if var track = document.audio {
            track.path = SceneDocument.resolve(track.path, relativeTo: baseDirectory)
            soundTrack = track
        }
    }
}

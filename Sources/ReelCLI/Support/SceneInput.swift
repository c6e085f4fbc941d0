import Foundation
import Reel
import ReelCore
import ReelLottie
import ReelRender
import ReelScene

/// How commands read their input: a scene document or a Lottie file, loaded with the exit
/// codes of the style guide, and the clip it describes with the command line's overrides.
public enum SceneInput {
    /// Loads one scene, turning failures into command-line errors: a file that cannot be read
    /// is 66, an invalid document 65 (66 when its only problems are missing asset files).
    /// A Lottie file is imported (``loadIfLottie(_:overrides:strict:selection:io:)``): its warnings
    /// go to `io` when given, and `strict` makes them an error.
    /// `lottie` picks a dotLottie file's animation and theme; it is a usage error for any other file.
    public static func load(
        _ path: String, overrides: [SceneOverride], strict: Bool = false, lottie: LottieSelection = LottieSelection(),
        io: CommandIO? = nil
    ) throws(CommandLineError) -> (document: SceneDocument, baseDirectory: String) {
        if let loaded = try loadIfLottie(path, overrides: overrides, strict: strict, selection: lottie, io: io) {
            return loaded
        }
        if !lottie.isEmpty {
            throw lottieError(
                .choiceNeedsDotLottie(path: path, option: lottie.animation != nil ? "animation" : "theme"))
        }
        do {
            return try SceneDocument.load(contentsOfFile: path, overrides: overrides)
        } catch {
            switch error {
            case .cannotRead:
                throw CommandLineError(error.description, exitCode: .noInput)
            case .invalid(let e):
                throw CommandLineError(e.description, exitCode: e.isOnlyMissingFiles ? .noInput : .dataError)
            }
        }
    }

    /// The imported document when `path` is a Lottie file (recognised by its top-level keys),
    /// nil when it is not one (a scene document or anything else, read as before). Warnings go
    /// to `io` as `warning: FILE: PATH (line L, column C): message`.
    static func loadIfLottie(
        _ path: String, overrides: [SceneOverride], strict: Bool, selection: LottieSelection, io: CommandIO?
    ) throws(CommandLineError) -> (document: SceneDocument, baseDirectory: String)? {
        guard LottieImport.isLottieFile(atPath: path) else { return nil }
        do {
            let (document, base, warnings) = try LottieImport.load(
                contentsOfFile: path, overrides: overrides, strict: strict, selection: selection)
            if let io { for w in warnings { io.error("warning: \(path): \(w)\n") } }
            return (document, base)
        } catch {
            throw lottieError(error)
        }
    }

    /// A Lottie import's failure with its exit code.
    static func lottieError(_ error: LottieImport.ImportError) -> CommandLineError {
        switch error {
        case .cannotRead: CommandLineError(error.description, exitCode: .noInput)
        case .invalid(let e): CommandLineError(e.description, exitCode: e.isOnlyMissingFiles ? .noInput : .dataError)
        case .cannotWriteImage: CommandLineError(error.description, exitCode: .cannotCreate)
        case .notLottie, .syntax, .unsupported, .archive, .container:
            CommandLineError(error.description, exitCode: .dataError)
        case .noSuchChoice, .choiceNeedsDotLottie: CommandLineError(error.description, exitCode: .usage)
        }
    }

    /// The clip a document describes, with the command line's overrides; a frame rate, size or
    /// scale the document cannot take is a usage error (64).
    static func makeClip(
        _ document: SceneDocument, base: String, fps: Double?, size: PixelSize?, scale: Double?, scene: String? = nil
    ) throws -> Clip {
        var clip: Clip
        do {
            let rate = fps.map { FrameRate(framesPerSecond: $0) ?? FrameRate(30) }
            clip = try Clip(document: document, baseDirectory: base, frameRate: rate, pixelSize: size, scale: scale)
        } catch {
            throw CommandLineError(error.description, exitCode: .usage, showsUsage: true)
        }
        clip.fonts = try Clip.fontLibrary(for: document, baseDirectory: base, file: scene)
        clip.soundTrack = try Clip.soundTrack(for: document, baseDirectory: base, file: scene)
        return clip
    }

    /// The clip of the scene at `path`: ``load(_:overrides:strict:lottie:io:)`` then
    /// ``makeClip(_:base:fps:size:scale:scene:)``, for the commands that read one scene.
    static func clip(
        _ path: String, overrides: [SceneOverride], lottie: LottieSelection, fps: Double? = nil,
        size: PixelSize? = nil, scale: Double? = nil
    ) throws -> Clip {
        let (document, base) = try load(path, overrides: overrides, lottie: lottie)
        return try makeClip(document, base: base, fps: fps, size: size, scale: scale, scene: path)
    }

    /// The document's font library, failing as `reel render` would: 66 for a missing file,
    /// 65 for one FreeType cannot read, naming the JSON path.
    static func fontLibrary(_ doc: SceneDocument, baseDirectory: String, file: String) throws(CommandLineError)
        -> FontLibrary?
    {
        do {
            return try Clip.fontLibrary(for: doc, baseDirectory: baseDirectory, file: file)
        } catch {
            throw CommandLineError(error.description, exitCode: error.isOnlyMissingFiles ? .noInput : .dataError)
        }
    }
}

/// The options of a command that renders one scene's frames with `CommonOptions.rendering`
/// (`hash`, `verify`): what its clip and its pipeline are made from.
protocol SceneRenderingOptions {
    var scene: String { get }
    var overrides: [SceneOverride] { get }
    var lottie: LottieSelection { get }
    var fps: Double? { get }
    var size: PixelSize? { get }
    var scale: Double? { get }
    var jobs: Int? { get }
    var quiet: Bool { get }
}

extension SceneRenderingOptions {
    /// The scene's clip with the command line's overrides.
    func clip() throws -> Clip {
        try SceneInput.clip(scene, overrides: overrides, lottie: lottie, fps: fps, size: size, scale: scale)
    }

    /// The pipeline's options: `--jobs`, progress unless `--quiet`, the command's interruption.
    func pipeline(io: CommandIO, interruption: Interruption) -> RenderPipeline.Options {
        .command(jobs: jobs, quiet: quiet, io: io, interruption: interruption)
    }
}

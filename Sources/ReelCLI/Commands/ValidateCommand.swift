import Foundation
import Reel
import ReelCore
import ReelRender
import ReelScene

/// `reel validate`'s options, which `reel info` takes too.
public typealias ValidateOptions = SceneListOptions

/// `reel validate`: every scene checked as `reel render` would load it (document, images, fonts,
/// sound), every problem printed with its line and column.
enum ValidateCommand: ReelCommand {
    static let spec = CommandSpec(
        name: "validate",
        abstract: "Check scene documents and report every problem with its line and column.",
        discussion: "Exits with 0 when every scene is valid, 65 when one is not, 66 when a file is missing.",
        usage: "reel validate <scene> ... [--set <name>=<value> ...]",
        arguments: [("<scene>", "Scene documents (JSON).")],
        options: SceneListOptions.declarations, writesFiles: false)

    static func run(_ options: ValidateOptions, io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode {
        var code = ReelCommandLine.ExitCode.success
        for path in options.scenes {
            do throws(CommandLineError) {
                let (doc, base) = try SceneInput.load(path, overrides: options.overrides, lottie: options.lottie)
                if let error = undecodableImages(doc, baseDirectory: base, file: path) {
                    throw CommandLineError(error.description, exitCode: .dataError)
                }
                _ = try SceneInput.fontLibrary(doc, baseDirectory: base, file: path)
                do {
                    _ = try Clip.soundTrack(for: doc, baseDirectory: base, file: path)
                } catch {
                    throw CommandLineError(error.description, exitCode: .dataError)
                }
                for warning in doc.warnings { io.error("warning: \(path): \(warning)\n") }
                let layers = doc.allLayers().count
                io.output("\(path): valid (\(plural(layers, "layer")), \(plural(doc.frameCount, "frame")))\n")
            } catch {
                code = code.combined(with: io.report(error))
            }
        }
        return code
    }

    /// Decodes every image the document names with the renderer's decoder (`ImageCache`, as
    /// `reel render` does), so that a file that exists but does not decode is a validation
    /// error naming its JSON path rather than a failure at render time. One diagnostic per
    /// reference, in text order; nil when every image decodes.
    static func undecodableImages(_ doc: SceneDocument, baseDirectory: String, file: String) -> SceneValidationError? {
        let cache = ImageCache()
        var diagnostics: [SceneDiagnostic] = []
        for reference in doc.imageReferences {
            do {
                _ = try cache.image(at: SceneDocument.resolve(reference.file, relativeTo: baseDirectory))
            } catch {
                let kind: SceneDiagnostic.Kind
                if case .imageNotFound = error { kind = .missingAsset } else { kind = .unreadableAsset }
                diagnostics.append(
                    SceneDiagnostic(
                        kind, path: reference.path, location: reference.location, message: error.description))
            }
        }
        return diagnostics.isEmpty ? nil : SceneValidationError(diagnostics: diagnostics, file: file)
    }
}

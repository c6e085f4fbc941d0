import Foundation
import ReelLottie
import ReelScene

/// Lottie files on the command line: recognised by their top-level keys wherever a scene is
/// read, and converted by `reel import`.
enum LottieCommand {
    /// The imported document when `path` is a Lottie file, nil when it is not one (a scene
    /// document or anything else, read as before). Warnings go to `io` as
    /// `warning: FILE: PATH (line L, column C): message`.
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
            throw commandLineError(error)
        }
    }

    /// `reel info`'s line for a dotLottie file: its animations and themes, the ones read marked
    /// with `*` (`  dotLottie:  animations red *, blue; themes dark, mint`); empty for any other file.
    static func describeContainer(_ path: String, selection: LottieSelection) -> String {
        guard let file = try? LottieImport.dotLottie(atPath: path) else { return "" }
        let animation = selection.animation ?? file.initialAnimation
        let theme = selection.theme ?? file.initialTheme(of: animation)
        func list(_ ids: [String], chosen: String?) -> String {
            ids.isEmpty ? "none" : ids.map { $0 == chosen ? $0 + " *" : $0 }.joined(separator: ", ")
        }
        return "  dotLottie:  animations \(list(file.animations, chosen: animation)); "
            + "themes \(list(file.themes, chosen: theme))\n"
    }

    static func commandLineError(_ error: LottieImport.ImportError) -> CommandLineError {
        switch error {
        case .cannotRead: CommandLineError(error.description, exitCode: .noInput)
        case .invalid(let e): CommandLineError(e.description, exitCode: e.isOnlyMissingFiles ? .noInput : .dataError)
        case .cannotWriteImage: CommandLineError(error.description, exitCode: .cannotCreate)
        case .notLottie, .syntax, .unsupported, .archive, .container:
            CommandLineError(error.description, exitCode: .dataError)
        case .noSuchChoice, .choiceNeedsDotLottie: CommandLineError(error.description, exitCode: .usage)
        }
    }

    /// `reel import`: converts, checks the document decodes, writes images and then the
    /// document (each through a temporary file).
    static func importFile(_ options: ImportOptions, io: CommandIO) -> ReelCommandLine.ExitCode {
        do throws(CommandLineError) {
            let value: JSONValue
            let themeWarnings: [LottieWarning]
            do {
                (value, _, themeWarnings) = try LottieImport.read(
                    contentsOfFile: options.input, selection: options.lottie)
            } catch {
                throw commandLineError(error)
            }
            let stem = ((options.output as NSString).lastPathComponent as NSString).deletingPathExtension
            var result = LottieImport.convert(value, imageFolder: stem + "-images")
            result.warnings = themeWarnings + result.warnings
            if options.strict && !result.warnings.isEmpty {
                throw commandLineError(.unsupported(path: options.input, warnings: result.warnings))
            }
            for w in result.warnings { io.error("warning: \(options.input): \(w)\n") }
            let folder = (options.output as NSString).deletingLastPathComponent
            let base = folder.isEmpty ? "." : folder
            if !FileManager.default.fileExists(atPath: base) {
                throw CommandLineError(
                    "cannot create '\(options.output)': the folder '\(base)' does not exist; create it first",
                    exitCode: .cannotCreate)
            }
            for image in result.images {
                let target = (base as NSString).appendingPathComponent(image.path)
                do {
                    try FileManager.default.createDirectory(
                        atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                    try image.data.write(to: URL(fileURLWithPath: target), options: .atomic)
                } catch {
                    throw commandLineError(.cannotWriteImage(path: target, reason: error.localizedDescription))
                }
            }
            // The document must pass the scene checks before it is written, as `load` checks it.
            do {
                _ = try result.document.validated(baseDirectory: base)
            } catch {
                var e = error
                e.file = options.output
                throw commandLineError(.invalid(e))
            }
            do {
                try Data(JSONWriter().write(result.scene).utf8).write(
                    to: URL(fileURLWithPath: options.output), options: .atomic)
            } catch {
                throw CommandLineError(
                    "cannot write '\(options.output)': \(error.localizedDescription)", exitCode: .cannotCreate)
            }
            return .success
        } catch {
            SceneCommand.report(error, io: io)
            return error.exitCode
        }
    }
}

import Foundation
import Reel
import ReelCore
import ReelLottie
import ReelRender
import ReelScene

/// Loading scenes for commands, with the exit codes of the style guide.
public enum SceneCommand {
    /// Loads one scene, turning failures into command-line errors: a file that cannot be read
    /// is 66, an invalid document 65 (66 when its only problems are missing asset files).
    /// A Lottie file is imported (`LottieCommand`): its warnings go to `io` when given, and
    /// `strict` makes them an error.
    /// `lottie` picks a dotLottie file's animation and theme; it is a usage error for any other file.
    public static func load(
        _ path: String, overrides: [SceneOverride], strict: Bool = false, lottie: LottieSelection = LottieSelection(),
        io: CommandIO? = nil
    ) throws(CommandLineError) -> (document: SceneDocument, baseDirectory: String) {
        if let loaded = try LottieCommand.loadIfLottie(
            path, overrides: overrides, strict: strict, selection: lottie, io: io)
        {
            return loaded
        }
        if !lottie.isEmpty {
            throw LottieCommand.commandLineError(
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

    /// Prints an error as `Error: <line>` for each line of its message.
    static func report(_ error: CommandLineError, io: CommandIO) {
        for line in error.message.split(separator: "\n", omittingEmptySubsequences: false) {
            io.error("Error: \(line)\n")
        }
    }

    /// The worst of several exit codes: any data error wins over missing input, which wins
    /// over a plain failure.
    static func combine(_ a: ReelCommandLine.ExitCode, _ b: ReelCommandLine.ExitCode) -> ReelCommandLine.ExitCode {
        let rank: [ReelCommandLine.ExitCode: Int] = [
            .success: 0, .failure: 1, .noInput: 2, .cannotCreate: 3, .dataError: 4, .usage: 5, .terminated: 6,
            .interrupted: 7,
        ]
        return rank[a, default: 0] >= rank[b, default: 0] ? a : b
    }

    /// `reel validate`: every scene checked, every problem printed.
    static func validate(_ options: SceneListOptions, io: CommandIO) -> ReelCommandLine.ExitCode {
        var code = ReelCommandLine.ExitCode.success
        for path in options.scenes {
            do throws(CommandLineError) {
                let (doc, base) = try load(path, overrides: options.overrides, lottie: options.lottie)
                if let error = undecodableImages(doc, baseDirectory: base, file: path) {
                    throw CommandLineError(error.description, exitCode: .dataError)
                }
                _ = try fontLibrary(doc, baseDirectory: base, file: path)
                do {
                    _ = try Clip.soundTrack(for: doc, baseDirectory: base, file: path)
                } catch {
                    throw CommandLineError(error.description, exitCode: .dataError)
                }
                for warning in doc.warnings { io.error("warning: \(path): \(warning)\n") }
                let layers = doc.allLayers().count
                io.output("\(path): valid (\(plural(layers, "layer")), \(plural(doc.frameCount, "frame")))\n")
            } catch {
                report(error, io: io)
                code = combine(code, error.exitCode)
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

    /// `reel info`: a description of each scene on stdout.
    static func info(_ options: SceneListOptions, io: CommandIO) -> ReelCommandLine.ExitCode {
        var code = ReelCommandLine.ExitCode.success
        for (n, path) in options.scenes.enumerated() {
            do {
                let (doc, base) = try load(path, overrides: options.overrides, lottie: options.lottie)
                let fonts = try fontLibrary(doc, baseDirectory: base, file: path)
                io.output(
                    (n > 0 ? "\n" : "") + describe(doc, path: path) + describeFonts(doc, fonts: fonts)
                        + LottieCommand.describeContainer(path, selection: options.lottie))
            } catch {
                report(error, io: io)
                code = combine(code, error.exitCode)
            }
        }
        return code
    }

    /// The 3-D placement `reel info` shows for a layer: a transform that is not affine (its
    /// 16 fields), `zPosition`, `sublayerTransform`, `doubleSided: false`.
    static func describe3D(_ s: LayerState) -> String {
        let f = JSONWriter.format
        var parts: [String] = []
        if !s.transform.isAffine {
            parts.append("transform [" + s.transform.values.map(f).joined(separator: ", ") + "]")
        }
        if s.zPosition != 0 { parts.append("zPosition \(f(s.zPosition))") }
        if !s.sublayerTransform.isIdentity {
            parts.append("sublayerTransform [" + s.sublayerTransform.values.map(f).joined(separator: ", ") + "]")
        }
        if !s.isDoubleSided { parts.append("not double-sided") }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: "; ") + ")"
    }

    /// An emitter's shape, mode and birth rates (what `reel trace` shows per frame as
    /// `birthRate` and `cellBirthRates`): ` (point shape, volume mode, birthRate ×1; rocket
    /// 2/s for 1.6 s, 1 nested: trail 40/s for 0.5 s)`.
    static func describeEmitter(_ s: LayerState) -> String {
        let f = JSONWriter.format
        func cell(_ c: EmitterCell) -> String {
            var text = "\(c.name ?? "unnamed") \(f(c.birthRate))/s for \(f(c.lifetime)) s"
            if !c.emitterCells.isEmpty {
                text += ", \(c.emitterCells.count) nested: " + c.emitterCells.map(cell).joined(separator: ", ")
            }
            return text
        }
        let cells = s.emitterCells.map(cell).joined(separator: "; ")
        return " (\(s.emitterShape.rawValue) shape, \(s.emitterMode.rawValue) mode, birthRate ×\(f(s.birthRate))"
            + (cells.isEmpty ? ")" : "; \(cells))")
    }

    /// The text `reel info` prints for one document.
    public static func describe(_ doc: SceneDocument, path: String) -> String {
        let f = JSONWriter.format
        var out = "\(path)\n"
        if let s = doc.summary { out += "  description: \(s)\n" }
        out +=
            """
              size:       \(f(doc.size.width)) × \(f(doc.size.height)) points, scale \(f(doc.scale)) \
            (\(doc.pixelWidth) × \(doc.pixelHeight) pixels)\n
            """
        out += "  fps:        \(FrameRate(framesPerSecond: doc.fps)?.formatted ?? f(doc.fps))\n"
        out += "  duration:   \(f(doc.duration)) s\n"
        out += "  frames:     \(doc.frameCount)\n"
        out += "  background: \(doc.background?.hex ?? "none (transparent)")\n"
        let all = doc.allLayers()
        out += "  layers:     \(all.count)\n"
        for (p, l) in all { out += describeLayer(l, path: p) + "\n" }
        let animationCount =
            all.reduce(0) { $0 + $1.layer.animations.count }
            + doc.changes.filter { if case .addAnimation = $0.action { true } else { false } }.count
        out += "  animations: \(animationCount)\n"
        out += "  changes:    \(doc.changes.count)\n"
        out += describeAssets(doc, layers: all.map(\.layer))
        return out
    }

    /// One layer's line of `reel info`: its path, kind, mask, 3-D, appearance and animations.
    static func describeLayer(_ l: SceneLayer, path p: String) -> String {
        var line = "    \(p)"
        switch l.state.kind {
        case .plain:
            if let c = l.state.contents { line += c.video == nil ? " (image \(c.path))" : " (video \(c.path))" }
        case .shape: line += " (shape)"
        case .text: line += " (text \(JSONWriter.quote(l.state.string)))"
        case .transformLayer: line += " (transform layer)"
        case .gradient:
            line += " (\(l.state.gradientType.rawValue) gradient, \(l.state.colors?.count ?? 0) colours)"
        case .replicator: line += " (replicator, \(l.state.instanceCount) instances)"
        case .emitter:
            let cells = l.state.emitterCells.map { $0.name ?? "unnamed" }.joined(separator: ", ")
            line += " (emitter, \(l.state.emitterCells.count) cells: \(cells))"
            line += Self.describeEmitter(l.state)
        }
        if let mask = l.mask {
            let name = mask.state.name.map { " \(JSONWriter.quote($0))" } ?? ""
            let animated = mask.animations.isEmpty ? "" : ", \(mask.animations.count) animations"
            line += " masked by a \(mask.state.kind.rawValue) layer\(name)\(animated)"
        }
        line += Self.describe3D(l.state)
        line += Self.describeAppearance(l.state)
        if !l.animations.isEmpty {
            line +=
                " — animations: "
                + l.animations.map { a in
                    let keyPath =
                        (a.animation as? BasicAnimation)?.keyPath ?? (a.animation as? KeyframeAnimation)?.keyPath
                        ?? (a.animation as? SpringAnimation)?.keyPath ?? "group"
                    return (a.key.map { "\($0) " } ?? "") + "(\(keyPath))"
                }.joined(separator: ", ")
        }
        return line
    }

    /// The assets, audio and params sections of `reel info`.
    static func describeAssets(_ doc: SceneDocument, layers: [SceneLayer]) -> String {
        var out = ""
        var images = doc.assets.images
        for l in layers { if let c = l.state.contents, !images.contains(c.path) { images.append(c.path) } }
        out += "  assets:     \(images.count + doc.assets.fonts.count)\n"
        for i in images { out += "    image \(i)\n" }
        for i in doc.assets.fonts { out += "    font \(i)\n" }
        if let audio = doc.audio {
            let f = JSONWriter.format
            out +=
                "  audio:      \(audio.path) (from \(f(audio.offset)) s into the file, volume \(f(audio.volume)), "
                + "fade in \(f(audio.fadeIn)) s, fade out \(f(audio.fadeOut)) s; MP4 only)\n"
        }
        out += "  params:     \(doc.params.count)\n"
        for p in doc.params {
            let v: String
            switch p.value {
            case .string(let s): v = JSONWriter.quote(s)
            default: v = p.text  // a number as written: 19.90
            }
            out +=
                "    \(p.name) = \(v)"
                + (p.value != p.defaultValue ? " (default \(p.defaultValue.json.briefDescription))" : "") + "\n"
        }
        return out
    }
}

import Foundation
import Reel
import ReelCore
import ReelLottie
import ReelRender
import ReelScene

/// `reel info`'s options, which `reel validate` takes too.
public typealias InfoOptions = SceneListOptions

/// `reel info`: a description of each scene (size, timing, layers, assets, parameters, fonts,
/// a dotLottie file's animations and themes) on stdout.
public enum InfoCommand: ReelCommand {
    static let spec = CommandSpec(
        name: "info",
        abstract: "Describe scenes: size, frame rate, duration, frames, layers, assets and parameters.",
        discussion: nil,
        usage: "reel info <scene> ... [--set <name>=<value> ...]",
        arguments: [("<scene>", "Scene documents (JSON).")],
        options: SceneListOptions.declarations, writesFiles: false)

    /// `reel info`'s options, which `reel validate` takes too.
    public typealias InfoOptions = SceneListOptions

    /// `reel info`: a description of each scene on stdout.
    static func run(_ options: InfoOptions, io: CommandIO, interruption: Interruption) -> ReelCommandLine.ExitCode {
        var code = ReelCommandLine.ExitCode.success
        for (n, path) in options.scenes.enumerated() {
            do {
                let (doc, base) = try SceneInput.load(path, overrides: options.overrides, lottie: options.lottie)
                let fonts = try SceneInput.fontLibrary(doc, baseDirectory: base, file: path)
                io.output(
                    (n > 0 ? "\n" : "") + describe(doc, path: path) + describeFonts(doc, fonts: fonts)
                        + describeContainer(path, selection: options.lottie))
            } catch {
                code = code.combined(with: io.report(error))
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
        if !doc.markers.isEmpty {
            out += "  markers:    \(doc.markers.count) (reel render --frames NAME)\n"
            for m in doc.markers {
                let end = m.end(in: doc.markers, clipDuration: doc.duration)
                out += "    \(JSONWriter.quote(m.name)): \(f(m.time))–\(f(end)) s\n"
            }
        }
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
                + "fade in \(f(audio.fadeIn)) s, fade out \(f(audio.fadeOut)) s; MP4, QuickTime and WebM)\n"
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

    /// What `reel info` adds for a layer's non-default corner, contents and shadow-path
    /// properties: `" [cornerCurve continuous, maskedCorners 2, contentsRect, nine-part,
    /// magnificationFilter nearest, shadowPath]"`, or nothing.
    static func describeAppearance(_ s: LayerState) -> String {
        let unit = Rect(x: 0, y: 0, width: 1, height: 1)
        var parts: [String] = []
        if s.cornerCurve != .circular { parts.append("cornerCurve \(s.cornerCurve.rawValue)") }
        if s.maskedCorners != .all { parts.append("maskedCorners \(s.maskedCorners.corners.count)") }
        if s.contentsRect != unit { parts.append("contentsRect") }
        if s.contentsCenter != unit { parts.append("nine-part") }
        if s.minificationFilter != .linear { parts.append("minificationFilter \(s.minificationFilter.rawValue)") }
        if s.magnificationFilter != .linear { parts.append("magnificationFilter \(s.magnificationFilter.rawValue)") }
        if s.shadowPath != nil { parts.append("shadowPath") }
        return parts.isEmpty ? "" : " [" + parts.joined(separator: ", ") + "]"
    }

    /// `reel info`'s `fonts:` section: the document's font files with their faces, then per
    /// text layer (as it starts) the faces its string is drawn with, in the order its glyph
    /// runs first use them, fallback fonts included. Empty when the document has no text
    /// layer and no font files.
    static func describeFonts(_ doc: SceneDocument, fonts: FontLibrary?) -> String {
        let texts = doc.allLayers().filter { $0.layer.state.kind == .text }
        guard !texts.isEmpty || fonts != nil else { return "" }
        var out = "  fonts:      \(plural(texts.count, "text layer"))\n"
        if let fonts {
            for file in fonts.files {
                let faces = fonts.faces.filter { $0.file == file }.map(\.description)
                out += "    file \(fonts.displayNames[file] ?? file): \(faces.joined(separator: ", "))\n"
            }
        }
        for (path, layer) in texts {
            let faces = (try? TextFonts.faces(of: layer.state, scale: doc.scale, fonts: fonts)) ?? []
            out += "    \(path): \(faces.isEmpty ? "nothing drawn" : faces.joined(separator: ", "))"
            out += substitution(asked: layer.state.fontFamily, faces: faces) + "\n"
        }
        return out
    }

    /// Generic family names, which any installed face answers.
    static let genericFamilies: Set<String> = ["sans", "sans-serif", "serif", "monospace", "system-ui", "cursive"]

    /// `; substitutes for "F" (not installed)` when a text layer names a family `F` that none of
    /// the faces it is drawn with belongs to (a Lottie file's font, say), else nothing.
    static func substitution(asked family: String, faces: [String]) -> String {
        let asked = family.lowercased()
        guard !faces.isEmpty, !asked.isEmpty, !genericFamilies.contains(asked),
            !faces.contains(where: { $0.lowercased().hasPrefix(asked) })
        else { return "" }
        return "; substitutes for \"\(family)\" (not installed)"
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
}

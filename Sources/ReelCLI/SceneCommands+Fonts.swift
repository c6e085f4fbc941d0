import Foundation
import Reel
import ReelCore
import ReelRender
import ReelScene

/// The fonts part of `reel info` and `reel validate`: a document's `assets.fonts` read as
/// fonts, and the faces each text layer's string is drawn with.
extension SceneCommand {
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
}

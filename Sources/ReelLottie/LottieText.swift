import Foundation
import ReelCore
import ReelScene

/// Text layers (`ty: 5`) as Reel text layers: the first text document's string, font, size,
/// colour and justification; drawn from the file's glyph outlines where it has them for every
/// character (`LottieGlyphText`), then with every text document in its time and the text
/// animators (`LottieText+Glyphs`). The string is a template parameter named after the layer (or its
/// slot id), so `--set headline="…"` replaces it.
///
/// Lottie places point text with its first baseline at the layer's origin (left, centre or
/// right of it by justification); Reel's text layer lays text out from the top of its bounds,
/// so the bounds start one ascent (taken as 0.75 em, set by `ascent`) above the origin.
struct LottieText {
    let converter: LottieConverter
    static let ascent = 0.75

    /// The text layer `l` as Reel layers: one text layer, or shapes drawn from its glyphs.
    func layers(_ l: LottieLayer, path: JSONPath, name: String, timing: LottieTiming) -> [SceneLayer] {
        let t = l.t
        let docs = t?.d?.value?.k ?? []
        guard let first = docs.first, let doc = first.s else { return [] }
        let text = (doc.t ?? "").replacingOccurrences(of: "\r", with: "\n").replacingOccurrences(
            of: "\u{3}", with: "\n")
        let size = doc.s ?? 12
        let fontName = doc.f ?? ""
        let (family, bold) = font(named: fontName)
        let color = LottieRead.color(doc.fc ?? [0, 0, 0])
        let glyphs = glyphItems(l, documents: docs.compactMap { k in k.s.map { (k.t ?? 0, $0) } })
        warnUnsupported(t, documents: docs.count, glyphs: glyphs != nil, path: path, name: name)
        if let glyphs {
            var shapes = ShapeContext(converter: converter, layerName: name, timing: timing)
            return shapes.group(glyphs, path: path.appending("t"))
        }
        let justify = doc.j ?? 0
        if let tr = doc.tr, tr != 0 {
            converter.warn(
                path.appending("t"), at: t?.location,
                "layer \"\(name)\": text tracking is not supported; drawn with the font's spacing")
        }
        if doc.sc != nil, let sw = doc.sw, sw > 0 {
            converter.warn(
                path.appending("t"), at: t?.location,
                "layer \"\(name)\": text strokes are not supported; drawn filled only")
        }
        let (x, y, width, height, wrapped) = Self.frame(doc, text: text, size: size, justify: justify)
        let sid = t?.d?.value?.sid
        let paramName = sid.flatMap(LottieConverter.identifier) ?? LottieConverter.identifier(name) ?? "text"
        var layer = SceneLayer.lottie(.text)
        layer.state.position = LottieValue.point(x, y)
        layer.state.bounds = LottieValue.rect(0, 0, width, height)
        layer.state.string = text
        layer.parameterBindings["string"] = converter.param(paramName, .string(text))
        layer.state.fontFamily = family
        layer.state.fontSize = LottieNumber.clean(max(size, 0.01))
        if bold { layer.state.isBold = true }
        let (foreground, parameter) = converter.colorParam(color, name: name, item: "color", slot: nil)
        layer.state.foregroundColor = foreground
        if let parameter { layer.parameterBindings["foregroundColor"] = parameter }
        layer.state.alignmentMode = [1: .right, 2: .center][justify] ?? .left
        if wrapped { layer.state.isWrapped = true }
        return [layer]
    }

    /// Where the text layer is and how large: the text box (`sz` at `ps`, wrapped), or room for
    /// the longest line and every line around point text's first baseline at the origin.
    private static func frame(_ doc: LottieTextDocument, text: String, size: Double, justify: Int)
        -> (x: Double, y: Double, width: Double, height: Double, wrapped: Bool)
    {
        if let box = doc.sz, box.count >= 2 {
            let origin = doc.ps ?? []
            return (origin.first ?? 0, origin.count > 1 ? origin[1] : 0, box[0], box[1], true)
        }
        let lines = max(text.split(separator: "\n", omittingEmptySubsequences: false).count, 1)
        let lineHeight = doc.lh ?? size * 1.2
        let longest = text.split(separator: "\n").map(\.count).max() ?? 0
        let width = size * Double(longest + 2)
        let height = lineHeight * Double(lines) + size
        return (justify == 1 ? -width : justify == 2 ? -width / 2 : 0, -size * ascent, width, height, false)
    }

    /// Warns of text on a path, and of text keyframes and animators or the parts of them that
    /// are not drawn (all of them where the text is drawn with a font rather than the file's
    /// glyphs).
    private func warnUnsupported(
        _ t: LottieTextData?, documents: Int, glyphs: Bool, path: JSONPath, name: String
    ) {
        if documents > 1 && !glyphs {
            converter.warn(
                path.appending("t").appending("d"), t?.d,
                "layer \"\(name)\": text keyframes are not supported; the first text is drawn throughout")
        }
        if let a = t?.a?.value, !a.isEmpty {
            if glyphs {
                LottieTextAnimatorChecks(converter: converter).warn(
                    a, at: path.appending("t").appending("a"), name: name)
            } else {
                converter.warn(
                    path.appending("t").appending("a"), t?.a,
                    "layer \"\(name)\": text animators are drawn only for text with glyph outlines in the file "
                        + "(\"chars\"); this text uses an installed font and is drawn without them")
            }
        }
        if let p = t?.p, p.value?.m != nil {
            converter.warn(
                path.appending("t").appending("p"), p,
                "layer \"\(name)\": text on a path is not supported; drawn straight")
        }
    }

    /// The family and boldness of the font the file names `fontName` (its `fonts` list), "Sans"
    /// when it names none.
    private func font(named fontName: String) -> (family: String, bold: Bool) {
        var family = fontName
        var bold = fontName.lowercased().contains("bold")
        for f in converter.file.fonts?.list ?? [] where f.fName == fontName {
            family = f.fFamily ?? family
            bold = (f.fStyle ?? "").lowercased().contains("bold")
        }
        if family.isEmpty { family = "Sans" }
        return (family, bold)
    }
}

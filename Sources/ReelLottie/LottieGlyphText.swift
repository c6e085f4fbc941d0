import Foundation
import ReelScene

/// Text drawn from the glyph outlines a file carries (`chars`: each character's shapes at 100
/// units per em and its advance `w`), as lottie-web draws glyph text: the font the file names,
/// not an installed one. Each line's glyphs sit on its baseline, advanced by `w × size / 100`
/// plus the tracking (`tr`, thousandths of an em); lines `lh` apart, moved left by their width
/// (right-justified, `j: 1`) or half of it (centred, `j: 2`). Point text has its first baseline
/// at the layer's origin; box text (`sz`, `ps`) wraps at spaces to the box's width and has its
/// first baseline one font ascent (`fonts.list[].ascent`, per 100 units) below the box's top.
struct LottieGlyphText {
    let file: LottieFile

    /// The glyphs of font `fName`, by character; nil when the file has none for it.
    func glyphs(font fName: String) -> [String: (advance: Double, shapes: [LottieShapeItem])]? {
        guard let font = file.fonts?.list?.first(where: { $0.fName == fName }) else { return nil }
        var out: [String: (advance: Double, shapes: [LottieShapeItem])] = [:]
        for c in file.chars ?? [] where c.fFamily == font.fFamily && c.style == font.fStyle {
            guard let ch = c.ch else { continue }
            out[ch] = (c.w ?? 0, c.data?.shapes ?? [])
        }
        return out.isEmpty ? nil : out
    }

    /// The font's ascent in units per 100 (0.75 em when the file gives none).
    func ascent(font fName: String) -> Double {
        file.fonts?.list?.first(where: { $0.fName == fName })?.ascent ?? 75
    }

    /// One letter as set: its glyph's shapes (none for a space), the left end of its baseline in
    /// the layer, its advance (without tracking) and its line; a line break has no character.
    struct Placement: Sendable {
        var character: Character?
        var x: Double
        var y: Double
        var advance: Double
        var line: Int
        var shapes: [LottieShapeItem]
    }

    /// The letters of `text` as set in `doc`, in reading order with a break between lines; nil
    /// when a character has no glyph in the file.
    func layout(_ doc: LottieTextDocument, text: String) -> [Placement]? {
        let fName = doc.f ?? ""
        guard let glyphs = glyphs(font: fName) else { return nil }
        let lineBreaks = Set<Character>(["\n", "\r", "\u{3}"])
        guard text.allSatisfy({ lineBreaks.contains($0) || glyphs[String($0)] != nil }) else { return nil }
        let size = doc.s ?? 12
        let tracking = (doc.tr ?? 0) * size / 1000
        let lineHeight = doc.lh ?? size * 1.2
        let justify = doc.j ?? 0
        func advance(_ c: Character) -> Double { (glyphs[String(c)]?.advance ?? 0) * size / 100 + tracking }
        func width(_ line: Substring) -> Double { line.reduce(0) { $0 + advance($1) } }
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { lineBreaks.contains($0) })
        var origin = (0.0, 0.0)
        var boxWidth: Double?
        if let box = doc.sz, box.count >= 2 {
            let ps = doc.ps ?? []
            origin = (ps.first ?? 0, (ps.count > 1 ? ps[1] : 0) + ascent(font: fName) * size / 100)
            boxWidth = box[0]
            lines = lines.flatMap { wrap($0, width: box[0], measure: width) }
        }
        var out: [Placement] = []
        for (i, line) in lines.enumerated() {
            let w = width(line)
            let room = boxWidth ?? 0
            var x = origin.0 + (justify == 1 ? room - w : justify == 2 ? (room - w) / 2 : 0)
            if boxWidth == nil { x = origin.0 - (justify == 1 ? w : justify == 2 ? w / 2 : 0) }
            let y = origin.1 + Double(i) * lineHeight
            if i > 0 { out.append(Placement(character: nil, x: x, y: y, advance: 0, line: i, shapes: [])) }
            for c in line {
                let g = glyphs[String(c)]
                let shapes = g?.shapes ?? []
                out.append(Placement(character: c, x: x, y: y, advance: advance(c) - tracking, line: i, shapes: shapes))
                x += advance(c)
            }
        }
        return out
    }

    /// A group drawing `letter`'s glyph at `size`, its origin at `origin`.
    static func glyph(_ letter: Placement, size: Double, at origin: [Double]) -> LottieShapeItem {
        var group = LottieShapeItem(ty: .group, nm: letter.character.map { String($0) })
        group.it = letter.shapes + [transform(p: LottieAnimatedValue(constant: origin), s: [size, size])]
        return group
    }

    /// A group transform at `p` scaled by `s` percent.
    static func transform(p: LottieAnimatedValue, s: [Double]) -> LottieShapeItem {
        var tr = LottieShapeItem(ty: .transform)
        tr.transform = LottieTransformRecord()
        tr.transform?.p = p
        tr.transform?.s = LottieAnimatedValue(constant: s)
        return tr
    }

    /// The text's fill (non-zero winding, as glyph outlines are drawn).
    static func fill(_ color: LottieAnimatedValue, opacity: LottieAnimatedValue) -> LottieShapeItem {
        var fill = LottieShapeItem(ty: .fill, nm: "color")
        fill.c = color
        fill.o = opacity
        fill.fillRule = 1
        return fill
    }

    /// `line` broken at spaces into lines no wider than `width` (a word wider than that alone).
    private func wrap(_ line: Substring, width: Double, measure: (Substring) -> Double) -> [Substring] {
        var out: [Substring] = []
        var start = line.startIndex
        var lastBreak: Substring.Index?
        var i = line.startIndex
        while i < line.endIndex {
            if line[i] == " " { lastBreak = i }
            let next = line.index(after: i)
            if measure(line[start..<next]) > width, let b = lastBreak, b > start {
                out.append(line[start..<b])
                start = line.index(after: b)
                lastBreak = nil
            }
            i = next
        }
        out.append(line[start...])
        return out
    }
}

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

    /// The shape items that draw `text` (one group per glyph, then the fill), or nil when a
    /// character has no glyph in the file.
    func items(_ doc: LottieTextDocument, text: String, fill: [Double]) -> [LottieShapeItem]? {
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
        var out: [LottieShapeItem] = []
        for (i, line) in lines.enumerated() {
            let w = width(line)
            let room = boxWidth ?? 0
            var x = origin.0 + (justify == 1 ? room - w : justify == 2 ? (room - w) / 2 : 0)
            if boxWidth == nil { x = origin.0 - (justify == 1 ? w : justify == 2 ? w / 2 : 0) }
            let y = origin.1 + Double(i) * lineHeight
            for c in line {
                if let g = glyphs[String(c)], !g.shapes.isEmpty {
                    var tr = LottieShapeItem(ty: .transform)
                    tr.transform = LottieTransformRecord()
                    tr.transform?.p = LottieAnimatedValue(constant: [x, y])
                    tr.transform?.s = LottieAnimatedValue(constant: [size, size])
                    var glyph = LottieShapeItem(ty: .group, nm: String(c))
                    glyph.it = g.shapes + [tr]
                    out.append(glyph)
                }
                x += advance(c)
            }
        }
        var color = LottieShapeItem(ty: .fill, nm: "color")
        color.c = LottieAnimatedValue(constant: fill)
        color.o = LottieAnimatedValue(constant: [100])
        color.fillRule = 1
        out.append(color)
        return out
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

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
    let root: JSONValue

    /// The glyphs of font `fName`, by character; nil when the file has none for it.
    func glyphs(font fName: String) -> [String: (advance: Double, shapes: [JSONValue])]? {
        guard let font = root["fonts"]?["list"]?.arrayValue?.first(where: { $0["fName"]?.stringValue == fName })
        else { return nil }
        let family = font["fFamily"]?.stringValue
        let style = font["fStyle"]?.stringValue
        var out: [String: (advance: Double, shapes: [JSONValue])] = [:]
        for c in root["chars"]?.arrayValue ?? []
        where c["fFamily"]?.stringValue == family && c["style"]?.stringValue == style {
            guard let ch = c["ch"]?.stringValue else { continue }
            out[ch] = (LottieRead.number(c["w"]) ?? 0, c["data"]?["shapes"]?.arrayValue ?? [])
        }
        return out.isEmpty ? nil : out
    }

    /// The font's ascent in units per 100 (0.75 em when the file gives none).
    func ascent(font fName: String) -> Double {
        let font = root["fonts"]?["list"]?.arrayValue?.first(where: { $0["fName"]?.stringValue == fName })
        return LottieRead.number(font?["ascent"]) ?? 75
    }

    /// The shape items that draw `text` (one group per glyph, then the fill), or nil when a
    /// character has no glyph in the file.
    func items(_ doc: JSONValue, text: String, fill: [Double]) -> [JSONValue]? {
        let fName = doc["f"]?.stringValue ?? ""
        guard let glyphs = glyphs(font: fName) else { return nil }
        let lineBreaks = Set<Character>(["\n", "\r", "\u{3}"])
        guard text.allSatisfy({ lineBreaks.contains($0) || glyphs[String($0)] != nil }) else { return nil }
        let size = LottieRead.number(doc["s"]) ?? 12
        let tracking = (LottieRead.number(doc["tr"]) ?? 0) * size / 1000
        let lineHeight = LottieRead.number(doc["lh"]) ?? size * 1.2
        let justify = LottieRead.int(doc["j"]) ?? 0
        func advance(_ c: Character) -> Double { (glyphs[String(c)]?.advance ?? 0) * size / 100 + tracking }
        func width(_ line: Substring) -> Double { line.reduce(0) { $0 + advance($1) } }
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { lineBreaks.contains($0) })
        var origin = (0.0, 0.0)
        var boxWidth: Double?
        if let box = LottieRead.numbers(doc["sz"]), box.count >= 2 {
            let ps = LottieRead.numbers(doc["ps"]) ?? [0, 0]
            origin = (ps[0], ps[1] + ascent(font: fName) * size / 100)
            boxWidth = box[0]
            lines = lines.flatMap { wrap($0, width: box[0], measure: width) }
        }
        var out: [JSONValue] = []
        for (i, line) in lines.enumerated() {
            let w = width(line)
            let room = boxWidth ?? 0
            var x = origin.0 + (justify == 1 ? room - w : justify == 2 ? (room - w) / 2 : 0)
            if boxWidth == nil { x = origin.0 - (justify == 1 ? w : justify == 2 ? w / 2 : 0) }
            let y = origin.1 + Double(i) * lineHeight
            for c in line {
                if let g = glyphs[String(c)], !g.shapes.isEmpty {
                    let tr: JSONValue = .object([
                        ("ty", .string("tr")), ("p", .object([("k", LottieNumber.array([x, y]))])),
                        ("s", .object([("k", LottieNumber.array([size, size]))])),
                    ])
                    out.append(
                        .object([("ty", .string("gr")), ("nm", .string(String(c))), ("it", .array(g.shapes + [tr]))]))
                }
                x += advance(c)
            }
        }
        out.append(
            .object([
                ("ty", .string("fl")), ("nm", .string("color")), ("c", .object([("k", LottieNumber.array(fill))])),
                ("o", .object([("k", .number(100))])), ("r", .number(1)),
            ]))
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

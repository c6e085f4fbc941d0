import Foundation

extension LottieText {
    /// Glyph text's shape items: each text document's letters (moved by the layer's animators,
    /// if any), shown from its keyframe's frame to the next's (`documents`: frame and document,
    /// in the file's order; before the first keyframe the first document shows, as in lottie-web
    /// and ThorVG). Nil when a document has a character without a glyph in the file.
    func glyphItems(_ l: LottieLayer, documents: [(Double, LottieTextDocument)]) -> [LottieShapeItem]? {
        let sorted = documents.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map(\.element)
        var sets: [[LottieShapeItem]] = []
        for (_, doc) in sorted {
            let text = (doc.t ?? "").replacingOccurrences(of: "\r", with: "\n").replacingOccurrences(
                of: "\u{3}", with: "\n")
            guard let letters = LottieGlyphText(file: converter.file).layout(doc, text: text) else { return nil }
            sets.append(glyphItems(l, letters: letters, doc: doc, color: LottieRead.color(doc.fc ?? [0, 0, 0])))
        }
        guard sets.count > 1 else { return sets.first }
        return sets.indices.map { i in
            var group = LottieShapeItem(ty: .group, nm: "text \(i + 1)")
            var tr = LottieShapeItem(ty: .transform)
            tr.transform = LottieTransformRecord()
            tr.transform?.o = Self.shown(from: i == 0 ? nil : sorted[i].0, until: sorted[safe: i + 1]?.0)
            group.it = sets[i] + [tr]
            return group
        }
    }

    /// An opacity of 100 from frame `start` (nil: always before) to `end` (nil: ever after),
    /// 0 outside, as hold keyframes.
    static func shown(from start: Double?, until end: Double?) -> LottieAnimatedValue {
        var value = LottieAnimatedValue(constant: [100])
        var keys: [LottieKeyframe] = []
        if let start {
            keys.append(LottieKeyframe(time: start - 1, start: [0], end: nil, hold: true))
            keys.append(LottieKeyframe(time: start, start: [100], end: nil, hold: true))
        } else if let end {
            keys.append(LottieKeyframe(time: end - 1, start: [100], end: nil, hold: true))
        }
        if let end { keys.append(LottieKeyframe(time: end, start: [0], end: nil, hold: true)) }
        if !keys.isEmpty { value.keyframes = keys }
        return value
    }

    /// The shape items of one document's glyph text: one group per glyph, then the fill; or,
    /// with text animators, each letter in its own group moved by them (``LottieTextAnimation``).
    private func glyphItems(
        _ l: LottieLayer, letters: [LottieGlyphText.Placement], doc: LottieTextDocument, color: [Double]
    ) -> [LottieShapeItem] {
        let size = doc.s ?? 12
        guard let records = l.t?.a?.value, !records.isEmpty else {
            var out = letters.filter { !$0.shapes.isEmpty }.map {
                LottieGlyphText.glyph($0, size: size, at: [$0.x, $0.y])
            }
            out.append(LottieGlyphText.fill(LottieAnimatedValue(constant: color), opacity: .init(constant: [100])))
            return out
        }
        let animation = LottieTextAnimation(
            records, letters: letters, doc: doc, color: color,
            alignment: l.t?.m?.a.property(default: [0, 0]) ?? LottieProperty(constant: [0, 0]))
        return animation.items(frames: LottieTextAnimation.frames(ip: l.ip ?? 0, op: l.op ?? 0))
    }
}

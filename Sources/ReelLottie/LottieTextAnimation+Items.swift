import Foundation

extension LottieTextAnimation {
    /// The most frames a layer's letters are sampled at; a longer layer is sampled at wider steps.
    static let maxSamples = 4096

    /// The composition frames to sample a layer living from `ip` to `op` at: every whole frame
    /// (at most `maxSamples`; one frame where the span is not a finite number).
    static func frames(ip: Double, op: Double) -> [Double] {
        guard ip.isFinite, op.isFinite, (op - ip).isFinite else { return [ip.isFinite ? ip.rounded(.down) : 0] }
        let first = ip.rounded(.down)
        let last = max(op.rounded(.up), first)
        let step = max(1, ((last - first) / Double(maxSamples)).rounded(.up))
        return Array(stride(from: first, through: last, by: step))
    }

    /// The shape items drawing the letters at composition frames `frames`: per glyph, a group
    /// holding the glyph (scaled to the font size) and the letter's own fill, under a transform
    /// that places and moves the letter and carries its opacity (a group's opacity applies to
    /// what the group draws itself).
    func items(frames: [Double]) -> [LottieShapeItem] {
        let samples = frames.map { states(at: $0) }
        var out: [LottieShapeItem] = []
        for k in letters.indices where !letters[k].shapes.isEmpty {
            var group = LottieShapeItem(ty: .group, nm: letters[k].character.map { String($0) })
            let states = samples.map { $0[k] }
            let fill = LottieGlyphText.fill(
                Self.track(states.map(\.color), frames), opacity: Self.track(states.map { [$0.fillOpacity] }, frames))
            group.it = [
                LottieGlyphText.glyph(letters[k], size: size, at: [0, 0]), fill,
                transform(k, states: states, all: samples, frames: frames),
            ]
            out.append(group)
        }
        return out
    }

    /// Letter `k`'s transform over `frames`: anchored at its pivot, moved to its place.
    private func transform(_ k: Int, states: [LetterState], all: [[LetterState]], frames: [Double]) -> LottieShapeItem {
        let letter = letters[k]
        let lineOffset = size * 1.2 * 0.714
        var position: [[Double]] = []
        var anchor: [[Double]] = []
        for (i, f) in frames.enumerated() {
            let al = alignment.value(at: f)
            let pivot = [
                letter.advance / 2 + (al.first ?? 0) * letter.advance / 200,
                (al.count > 1 ? al[1] : 0) * lineOffset / 100,
            ]
            let s = states[i]
            let x = letter.x + trackingShift(all[i], k) + pivot[0] + s.position[0]
            let bound = { (v: Double) in min(max(v, -9 * Self.limit), 9 * Self.limit) }
            position.append([bound(x), bound(letter.y + pivot[1] + s.position[1])])
            anchor.append([bound(pivot[0] + s.anchor[0]), bound(pivot[1] + s.anchor[1])])
        }
        var tr = LottieShapeItem(ty: .transform)
        var record = LottieTransformRecord()
        record.p = Self.track(position, frames)
        record.a = Self.track(anchor, frames)
        record.s = Self.track(states.map(\.scale), frames)
        record.r = Self.track(states.map { [$0.rotation] }, frames)
        record.sk = Self.track(states.map { [$0.skew] }, frames)
        record.sa = Self.track(states.map { [$0.skewAxis] }, frames)
        record.o = Self.track(states.map { [$0.opacity] }, frames)
        tr.transform = record
        return tr
    }

    /// How far tracking animators move letter `k` along its line: the tracking of every letter
    /// of the line up to and including it (but a left-justified line's first letter), less all
    /// of the line's for right-justified text and half of it for centred text.
    private func trackingShift(_ states: [LetterState], _ k: Int) -> Double {
        let line = letters[k].line
        var before = 0.0
        var total = 0.0
        var first = true
        for i in letters.indices where letters[i].line == line && letters[i].character != nil {
            let t = (justify == 0 && first) ? 0 : states[i].tracking
            first = false
            total += t
            if i <= k { before += t }
        }
        switch justify {
        case 1: return before - total
        case 2: return before - total / 2
        default: return before
        }
    }

    /// `values` at `frames` as a property: constant when they never change, else linear
    /// keyframes without the samples that lie on the line between their neighbours.
    static func track(_ values: [[Double]], _ frames: [Double]) -> LottieAnimatedValue {
        guard let first = values.first else { return LottieAnimatedValue(constant: []) }
        var constant = LottieAnimatedValue(constant: first)
        guard values.contains(where: { $0 != first }) else { return constant }
        var keys: [LottieKeyframe] = []
        for i in values.indices {
            if i > 0, i < values.count - 1, onLine(values[i - 1], values[i], values[i + 1], frames, i) { continue }
            keys.append(LottieKeyframe(time: frames[i], start: values[i], end: nil, hold: false))
        }
        constant.keyframes = keys
        return constant
    }

    /// Whether `b` (at frame i) lies on the straight line from `a` to `c` (frames i − 1, i + 1).
    private static func onLine(_ a: [Double], _ b: [Double], _ c: [Double], _ frames: [Double], _ i: Int) -> Bool {
        let t = (frames[i] - frames[i - 1]) / (frames[i + 1] - frames[i - 1])
        for d in b.indices where d < a.count && d < c.count {
            let expected = a[d] + (c[d] - a[d]) * t
            if abs(b[d] - expected) > 1e-9 * max(1, abs(b[d])) { return false }
        }
        return true
    }
}

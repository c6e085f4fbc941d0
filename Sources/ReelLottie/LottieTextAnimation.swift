import Foundation

/// Text animators (`t.a`) on glyph text, as lottie-web sets each letter: every animator's range
/// selector gives each letter an amount m (``LottieRangeSelector``), and the letter moves by the
/// animator's values times m, animators in order. About the letter's anchor (the middle of its
/// advance on the baseline, moved by the grouping alignment `m.a`) it is moved by −anchor·m,
/// scaled by 1 + (s − 1)·m, skewed, turned by r·m, then moved by position·m; its opacity and
/// fill opacity go from their value o₀ to o₀ + (o − o₀)·m, its fill colour likewise (then hue,
/// saturation and brightness are added, times m), and tracking·m widens the gap after it.
///
/// Reel's layer tree holds animations rather than a per-frame program, so each letter's values
/// are sampled at every composition frame of the layer's life and become linear keyframes
/// (samples that change nothing are dropped): exact at whole frames, straight between them.
struct LottieTextAnimation {
    /// One animator: its selector and the properties it has (nil: it does not change that).
    struct Animator {
        var selector: LottieRangeSelector
        var start, end, offset, easeHigh, easeLow, amount, smoothness: LottieProperty
        var position, anchor, scale, skew, skewAxis, rotation: LottieProperty?
        var opacity, fillOpacity, fillColor, hue, saturation, brightness, tracking: LottieProperty?
        var indices: [Int]
        var count: Int
    }

    /// One letter's values at one frame.
    struct LetterState: Equatable {
        var position = [0.0, 0.0]
        var anchor = [0.0, 0.0]
        var scale = [100.0, 100.0]
        var rotation = 0.0
        var skew = 0.0
        var skewAxis = 0.0
        var opacity = 100.0
        var fillOpacity = 100.0
        var color: [Double]
        var tracking = 0.0

        /// The values within what a picture can use: lengths, percentages and degrees within
        /// ±`limit`, opacities 0 … 100 and colours 0 … 1 (a file's 1e300 must not overflow).
        func clamped() -> LetterState {
            let limit = LottieTextAnimation.limit
            func c(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -limit), limit) }
            var out = self
            out.position = position.map(c)
            out.anchor = anchor.map(c)
            out.scale = scale.map(c)
            out.rotation = c(rotation)
            out.skew = min(max(c(skew), -85), 85)
            out.skewAxis = c(skewAxis)
            out.opacity = min(max(c(opacity), 0), 100)
            out.fillOpacity = min(max(c(fillOpacity), 0), 100)
            out.color = color.map { min(max(c($0), 0), 1) }
            out.tracking = c(tracking)
            return out
        }
    }

    /// The largest length, percentage or angle a letter's values may reach.
    static let limit = 1e5

    let animators: [Animator]
    let letters: [LottieGlyphText.Placement]
    let size: Double
    let justify: Int
    let color: [Double]
    let alignment: LottieProperty

    /// The animators of `records` over `letters`; `seed` orders randomized selectors.
    init(
        _ records: [LottieTextAnimator], letters: [LottieGlyphText.Placement], doc: LottieTextDocument,
        color: [Double], alignment: LottieProperty
    ) {
        self.letters = letters
        size = doc.s ?? 12
        justify = doc.j ?? 0
        self.color = Array((color + [0, 0, 0]).prefix(3))
        self.alignment = alignment
        let sequence = letters.map(\.character)
        animators = records.enumerated().compactMap { j, record in
            Self.animator(record, letters: sequence, seed: UInt64(j + 1))
        }
    }

    private static func animator(_ record: LottieTextAnimator, letters: [Character?], seed: UInt64) -> Animator? {
        let s = record.s
        let selector = LottieRangeSelector(
            shape: LottieRangeSelector.Shape(rawValue: s?.sh ?? 1) ?? .square,
            based: LottieRangeSelector.Based(rawValue: s?.b ?? 1) ?? .characters,
            inPercent: (s?.r ?? 1) != 2)
        var (indices, count) = LottieRangeSelector.indices(letters, based: selector.based)
        if s?.rn == 1 { indices = LottieRangeSelector.randomized(indices, count: count, seed: seed) }
        let a = record.a
        func optional(_ v: LottieAnimatedValue?, _ d: [Double]) -> LottieProperty? { v.map { $0.property(default: d) } }
        return Animator(
            selector: selector,
            start: s?.s.property(default: [0]) ?? LottieProperty(constant: [0]),
            end: s?.e.property(default: [selector.inPercent ? 100 : Double(count)])
                ?? LottieProperty(constant: [selector.inPercent ? 100 : Double(count)]),
            offset: s?.o.property(default: [0]) ?? LottieProperty(constant: [0]),
            easeHigh: s?.xe.property(default: [0]) ?? LottieProperty(constant: [0]),
            easeLow: s?.ne.property(default: [0]) ?? LottieProperty(constant: [0]),
            amount: s?.a.property(default: [100]) ?? LottieProperty(constant: [100]),
            smoothness: s?.sm.property(default: [100]) ?? LottieProperty(constant: [100]),
            position: optional(a?.p, [0, 0]), anchor: optional(a?.a, [0, 0]), scale: optional(a?.s, [100, 100]),
            skew: optional(a?.sk, [0]), skewAxis: optional(a?.sa, [0]), rotation: optional(a?.r, [0]),
            opacity: optional(a?.o, [100]), fillOpacity: optional(a?.fo, [100]),
            fillColor: optional(a?.fc, [0, 0, 0]), hue: optional(a?.fh, [0]), saturation: optional(a?.fs, [0]),
            brightness: optional(a?.fb, [0]), tracking: optional(a?.t, [0]),
            indices: indices, count: count)
    }

    /// Every letter's values at composition frame `f`.
    func states(at f: Double) -> [LetterState] {
        var out = letters.map { _ in LetterState(color: color) }
        for an in animators {
            let v = LottieRangeSelector.Values(
                start: an.start.value(at: f).first ?? 0, end: an.end.value(at: f).first ?? 100,
                offset: an.offset.value(at: f).first ?? 0, easeHigh: an.easeHigh.value(at: f).first ?? 0,
                easeLow: an.easeLow.value(at: f).first ?? 0, amount: an.amount.value(at: f).first ?? 100,
                smoothness: an.smoothness.value(at: f).first ?? 100)
            let values = Values(an, at: f)
            for k in letters.indices where letters[k].character != nil {
                let m = an.selector.amount(index: an.indices[k], count: an.count, v)
                if m != 0 { values.apply(m, to: &out[k]) }
            }
            out = out.map { $0.clamped() }
        }
        return out
    }

    /// An animator's property values at one frame.
    private struct Values {
        var position, anchor, scale: [Double]?
        var skew, skewAxis, rotation, opacity, fillOpacity, hue, saturation, brightness, tracking: Double?
        var fillColor: [Double]?

        init(_ an: Animator, at f: Double) {
            func one(_ p: LottieProperty?) -> Double? { p.map { $0.value(at: f).first ?? 0 } }
            position = an.position?.value(at: f)
            anchor = an.anchor?.value(at: f)
            scale = an.scale?.value(at: f)
            fillColor = an.fillColor?.value(at: f)
            skew = one(an.skew)
            skewAxis = one(an.skewAxis)
            rotation = one(an.rotation)
            opacity = one(an.opacity)
            fillOpacity = one(an.fillOpacity)
            hue = one(an.hue)
            saturation = one(an.saturation)
            brightness = one(an.brightness)
            tracking = one(an.tracking)
        }

        func apply(_ m: Double, to s: inout LetterState) {
            func pair(_ v: [Double]?) -> [Double]? { v.map { [$0.first ?? 0, $0.count > 1 ? $0[1] : 0] } }
            if let p = pair(position) { s.position = [s.position[0] + p[0] * m, s.position[1] + p[1] * m] }
            if let a = pair(anchor) { s.anchor = [s.anchor[0] + a[0] * m, s.anchor[1] + a[1] * m] }
            if let c = pair(scale) {
                let y = (scale?.count ?? 0) > 1 ? c[1] : c[0]
                s.scale = [s.scale[0] * (1 + (c[0] / 100 - 1) * m), s.scale[1] * (1 + (y / 100 - 1) * m)]
            }
            if let skew { s.skew += skew * m }
            if let skewAxis { s.skewAxis += skewAxis * m }
            if let rotation { s.rotation += rotation * m }
            if let opacity { s.opacity += (opacity - s.opacity) * m }
            if let fillOpacity { s.fillOpacity += (fillOpacity - s.fillOpacity) * m }
            if let fillColor, fillColor.count >= 3 {
                s.color = (0..<3).map { s.color[$0] + (fillColor[$0] - s.color[$0]) * m }
            }
            if hue != nil || saturation != nil || brightness != nil {
                s.color = LottieTextAnimation.adjust(
                    s.color, hue: (hue ?? 0) * m, saturation: (saturation ?? 0) * m, brightness: (brightness ?? 0) * m)
            }
            if let tracking { s.tracking += tracking * m }
        }
    }

    /// `rgb` (0 … 1) with `hue` degrees added and `saturation` and `brightness` percent added in
    /// HSB, each clamped, as lottie-web's fill hue, saturation and brightness do.
    static func adjust(_ rgb: [Double], hue: Double, saturation: Double, brightness: Double) -> [Double] {
        let (r, g, b) = (rgb[0], rgb[1], rgb[2])
        let mx = max(r, g, b)
        let mn = min(r, g, b)
        let d = mx - mn
        var h = 0.0
        if d > 0 {
            if mx == r {
                h = ((g - b) / d).truncatingRemainder(dividingBy: 6)
            } else if mx == g {
                h = (b - r) / d + 2
            } else {
                h = (r - g) / d + 4
            }
            h /= 6
        }
        var sat = mx == 0 ? 0 : d / mx
        var v = mx
        h = (h + hue / 360).truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        sat = min(max(sat + saturation / 100, 0), 1)
        v = min(max(v + brightness / 100, 0), 1)
        let i = Int((h * 6).rounded(.down)) % 6
        let fr = h * 6 - (h * 6).rounded(.down)
        let p = v * (1 - sat)
        let q = v * (1 - fr * sat)
        let t = v * (1 - (1 - fr) * sat)
        switch i {
        case 0: return [v, t, p]
        case 1: return [q, v, p]
        case 2: return [p, v, t]
        case 3: return [p, q, v]
        case 4: return [t, p, v]
        default: return [v, p, q]
        }
    }
}

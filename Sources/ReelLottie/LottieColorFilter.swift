import Foundation

/// A layer effect that recolours what the layer draws, applied to each colour it holds (fills,
/// strokes, solids, text): After Effects' Fill (type 21) and Tint (type 20), as lottie-web's
/// SVG filters compute them (`SVGFillFilter`, `SVGTintFilter`), and Tritone (type 23), as
/// ThorVG's software renderer computes it.
///
/// Applied colour by colour, the result is the filter's wherever the layer's shapes do not
/// overlap one another with partial alpha (the filter works on the layer's composite);
/// gradients keep their colours, warned.
enum LottieColorFilter: Sendable {
    /// Every colour becomes `color`, its alpha multiplied by `opacity` (0 … 1).
    case fill(color: [Double], opacity: Double)
    /// Each colour's luminance (the mean of its linear-light channels, back in sRGB) maps
    /// black to `black` and white to `white`; the tinted copy is drawn over the colour at
    /// `amount` (0 … 1) of its alpha.
    case tint(black: [Double], white: [Double], amount: Double)
    /// Each colour's luma `l` (Rec. 709 weights on its sRGB channels) maps 0 to `shadows`,
    /// ½ to `midtones` and 1 to `highlights`, linearly between; the result is mixed with the
    /// original colour, `blend` (0 … 1) of the original. Alpha is kept.
    case tritone(highlights: [Double], midtones: [Double], shadows: [Double], blend: Double)

    /// `rgba` (straight, 0 … 1) through the filter.
    func apply(_ rgba: [Double]) -> [Double] {
        let c = rgba.count >= 4 ? rgba : rgba + Array(repeating: 1, count: 4 - rgba.count)
        switch self {
        case .fill(let color, let opacity):
            return [color[safe: 0] ?? 0, color[safe: 1] ?? 0, color[safe: 2] ?? 0, c[3] * opacity]
        case .tint(let black, let white, let amount):
            let linear = (0..<3).map { Self.linear(c[$0]) }
            let l = Self.srgb((linear[0] + linear[1] + linear[2]) / 3)
            let tinted = (0..<3).map { (black[safe: $0] ?? 0) + ((white[safe: $0] ?? 1) - (black[safe: $0] ?? 0)) * l }
            // The tinted copy (alpha a·amount) over the colour (alpha a), as feMerge draws them.
            let a = c[3]
            let top = a * amount
            let out = top + a * (1 - top)
            guard out > 0 else { return [0, 0, 0, 0] }
            let rgb = (0..<3).map { (tinted[$0] * top + c[$0] * a * (1 - top)) / out }
            return rgb.map { min(max($0, 0), 1) } + [out]
        case .tritone(let highlights, let midtones, let shadows, let blend):
            let l = min(max(Self.luma(c), 0), 1)
            let (from, to, t) = l < 0.5 ? (shadows, midtones, 2 * l) : (midtones, highlights, 2 * l - 1)
            let toned = (0..<3).map { (from[safe: $0] ?? 0) + ((to[safe: $0] ?? 0) - (from[safe: $0] ?? 0)) * t }
            return (0..<3).map { min(max(c[$0] * blend + toned[$0] * (1 - blend), 0), 1) } + [c[3]]
        }
    }

    /// The filters the effects `effects` ask for, in their order; effects of other types are
    /// skipped (the caller warns).
    static func filters(for effects: [LottieEffect]) -> [LottieColorFilter] {
        effects.compactMap { e -> LottieColorFilter? in
            guard e.en != 0, let ty = e.ty else { return nil }
            func value(_ i: Int, _ fallback: [Double]) -> [Double] { e.value(i, default: fallback) }
            switch ty {
            case fillType: return .fill(color: value(2, [1, 0, 0, 1]), opacity: value(6, [1]).first ?? 1)
            case tintType:
                return .tint(
                    black: value(0, [0, 0, 0, 1]), white: value(1, [1, 1, 1, 1]),
                    amount: (value(2, [100]).first ?? 100) / 100)
            case tritoneType:
                return .tritone(
                    highlights: value(0, [1, 1, 1, 1]), midtones: value(1, [0.5, 0.5, 0.5, 1]),
                    shadows: value(2, [0, 0, 0, 1]), blend: min(max((value(3, [0]).first ?? 0) / 100, 0), 1))
            default: return nil
            }
        }
    }

    /// Lottie's effect types of After Effects' Fill and Tint.
    static let fillType = 21
    static let tintType = 20
    /// Lottie's effect type of After Effects' Tritone.
    static let tritoneType = 23

    /// The luma ThorVG's tritone reads: Rec. 709's weights on the sRGB channels.
    static func luma(_ c: [Double]) -> Double { 0.2125 * c[0] + 0.7154 * c[1] + 0.0721 * c[2] }

    static func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
    static func srgb(_ v: Double) -> Double { v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055 }
}

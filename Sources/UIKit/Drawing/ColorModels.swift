import Foundation

/// The colour-model conversions `UIColor` and `CIColor` use: HSB ⇄ RGB (the hexcone model,
/// as `UIColor(hue:…)` and `getHue` document) and Display P3 to sRGB (both with sRGB's
/// transfer curve; the linear-light matrix from the two spaces' primaries and D65 white).
enum ColorModels {
    static func rgb(hue: Double, saturation s: Double, brightness v: Double) -> (
        red: Double, green: Double, blue: Double
    ) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    static func hsb(red r: Double, green g: Double, blue b: Double) -> (
        hue: Double, saturation: Double, brightness: Double
    ) {
        let maximum = max(r, g, b)
        let minimum = min(r, g, b)
        let delta = maximum - minimum
        let saturation = maximum > 0 ? delta / maximum : 0
        guard delta > 0 else { return (0, saturation, maximum) }
        var hue: Double
        if maximum == r {
            hue = (g - b) / delta
        } else if maximum == g {
            hue = 2 + (b - r) / delta
        } else {
            hue = 4 + (r - g) / delta
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, saturation, maximum)
    }

    /// Display P3 components to sRGB, clamped to 0…1.
    static func sRGB(displayP3Red r: Double, green g: Double, blue b: Double) -> (
        red: Double, green: Double, blue: Double
    ) {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: Double) -> Double {
            let v = min(max(c, 0), 1)
            return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
        }
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        return (
            encoded(1.224_940_2 * lr - 0.224_940_2 * lg),
            encoded(-0.042_056_9 * lr + 1.042_056_9 * lg),
            encoded(-0.019_637_6 * lr - 0.078_636_1 * lg + 1.098_273_7 * lb)
        )
    }
}

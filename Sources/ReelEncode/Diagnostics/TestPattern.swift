import Foundation
import Shaders

/// A synthetic moving picture for checking encoders without a renderer (like FFmpeg's
/// `testsrc`): a static gradient band, an anti-aliased disc gliding across, a translucent
/// bar sliding down and a hard-edged square, over a solid or transparent background.
///
/// Pure: the same arguments give the same pixels.
public enum TestPattern {
    /// Frame `index` of a clip at `framesPerSecond`, `width` × `height`, premultiplied BGRA.
    /// - Parameters:
    ///   - background: straight-alpha background; alpha 0 leaves the background transparent.
    ///   - richColour: paints a slowly drifting two-dimensional gradient over the whole
    ///     background, so the frame holds thousands of colours (hard for a 256-colour GIF).
    public static func frame(
        index: Int, framesPerSecond: Int, width: Int, height: Int,
        background: RGBA8 = RGBA8(red: 245, green: 242, blue: 235), richColour: Bool = false
    ) -> Frame {
        let picture = Picture(
            index: index, framesPerSecond: framesPerSecond, width: width, height: height, background: background,
            richColour: richColour)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { p in
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let (b, g, r, a) = picture.colour(x: x, y: y)
                    p[i] = UInt8((b).rounded())
                    p[i + 1] = UInt8((g).rounded())
                    p[i + 2] = UInt8((r).rounded())
                    p[i + 3] = UInt8((a * 255).rounded())
                }
            }
        }
        return Frame(width: width, height: height, pixels: pixels)
    }

    /// Where the shapes are in one frame, and the colour each pixel gets.
    private struct Picture {
        let width: Int
        let background: RGBA8
        let richColour: Bool
        let t: Double
        let w: Double
        let h: Double
        let cx: Double
        let cy: Double
        let radius: Double
        let barY: Double
        let barH: Double
        let sq: Int
        let sx: Int
        let sy: Int

        init(index: Int, framesPerSecond: Int, width: Int, height: Int, background: RGBA8, richColour: Bool) {
            self.width = width
            self.background = background
            self.richColour = richColour
            t = Double(index) / Double(framesPerSecond)
            w = Double(width)
            h = Double(height)
            let unit = min(w, h)
            // Disc: moves left-right and a little up-down.
            cx = w * (0.5 + 0.35 * sin(t * 2.1))
            cy = h * (0.55 + 0.1 * cos(t * 3.3))
            radius = unit * 0.18
            // Bar: slides down, wraps.
            barY = (t * h * 0.4).truncatingRemainder(dividingBy: h) - h * 0.1
            barH = h * 0.08
            // Square: jumps by whole pixels.
            sq = Int(unit * 0.15)
            sx = Int(w * 0.1) + (index * 3) % max(1, width / 2)
            sy = Int(h * 0.75)
        }

        /// Pixel (`x`, `y`): premultiplied blue, green, red in 0…255 and alpha in 0…1.
        func colour(x: Int, y: Int) -> (Double, Double, Double, Double) {
            let fy = Double(y) + 0.5
            let fx = Double(x) + 0.5
            var (b, g, r, a) = TestPattern.premultiplied(background, coverage: 1)
            if richColour {
                let u = fx / w
                let v = fy / h
                let phase = t * 0.5
                (b, g, r, a) = (
                    255 * (0.5 + 0.5 * sin(6.3 * u + phase)), 255 * v,
                    255 * (0.5 + 0.5 * cos(4.1 * v - 2.7 * u + phase)), 1
                )
            }
            if fy < h * 0.2 {  // static gradient band
                let u = fx / w
                (b, g, r, a) = TestPattern.over(
                    (b, g, r, a), (40 + 180 * u, 90 + 60 * (1 - u), 200 * (1 - u) + 30, 1.0))
            }
            let d = ((fx - cx) * (fx - cx) + (fy - cy) * (fy - cy)).squareRoot()
            let coverage = min(1, max(0, radius - d + 0.5))
            if coverage > 0 {
                (b, g, r, a) = TestPattern.over((b, g, r, a), (60 * coverage, 120 * coverage, 230 * coverage, coverage))
            }
            if fy >= barY && fy < barY + barH {
                let k = 0.6
                (b, g, r, a) = TestPattern.over((b, g, r, a), (200 * k, 120 * k, 30 * k, k))
            }
            if x >= sx && x < sx + sq && y >= sy && y < sy + sq {
                (b, g, r, a) = (40, 180, 60, 1)
            }
            return (b, g, r, a)
        }
    }

    private static func premultiplied(_ c: RGBA8, coverage: Double) -> (Double, Double, Double, Double) {
        let a = Double(c.alpha) / 255 * coverage
        return (Double(c.blue) * a, Double(c.green) * a, Double(c.red) * a, a)
    }

    /// Source-over with premultiplied colour in 0…255 and alpha in 0…1.
    private static func over(_ d: (Double, Double, Double, Double), _ s: (Double, Double, Double, Double)) -> (
        Double, Double, Double, Double
    ) {
        let k = 1 - s.3
        return (s.0 + d.0 * k, s.1 + d.1 * k, s.2 + d.2 * k, s.3 + d.3 * k)
    }
}

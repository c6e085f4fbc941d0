/// A size in pixels: a clip's frames, or the command line's `--size 750x1334`.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size of a canvas of `canvas` points at `scale` pixels per point: each side
    /// `points × scale`, rounded. The one place this rule lives: the renderer, the clip, the
    /// writers and the scene document all take their pixel size from here.
    public init(canvas: Size, scale: Double) {
        self.init(width: Self.pixels(canvas.width, scale: scale), height: Self.pixels(canvas.height, scale: scale))
    }

    /// Parses `WxH` (`x`, `X` or `×`), both sides from 1 to `maxSide` and at most
    /// `maxPixelCount` pixels in all.
    public init?(parsing text: String, maxSide: Int = .max, maxPixelCount: Int = .max) {
        let parts = text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w >= 1, h >= 1, w <= maxSide,
            h <= maxSide, case (let count, let overflow) = w.multipliedReportingOverflow(by: h), !overflow,
            count <= maxPixelCount
        else { return nil }
        self.init(width: w, height: h)
    }

    public var description: String { "\(width)x\(height)" }

    /// The scale (pixels per point) at which a canvas of `width` × `height` points renders
    /// exactly this many pixels, or nil when no uniform scale does.
    ///
    /// A canvas side of `p` points is `(p × scale).rounded()` pixels, so a size is exact when
    /// one scale rounds both sides to it: the scene, scaled uniformly, then covers the frame to
    /// within half a pixel at each edge (1080x1920 for a 375 × 667 scene: scale 2.879, the
    /// width 1079.6 pixels). Of the scales that work, the one the width alone gives (so
    /// `750x1334` on a 375-point scene is scale 2 exactly), else the one the height alone
    /// gives, else the middle of the range.
    public func scale(forCanvasWidth pointWidth: Double, height pointHeight: Double) -> Double? {
        let low = max((Double(width) - 0.5) / pointWidth, (Double(height) - 0.5) / pointHeight)
        let high = min((Double(width) + 0.5) / pointWidth, (Double(height) + 0.5) / pointHeight)
        let candidates = [Double(width) / pointWidth, Double(height) / pointHeight, (low + high) / 2]
        return candidates.first {
            Self.pixels(pointWidth, scale: $0) == width && Self.pixels(pointHeight, scale: $0) == height
        }
    }

    /// The sizes at the canvas's own aspect ratio with this width, and with this height.
    public func nearestExact(forCanvasWidth pointWidth: Double, height pointHeight: Double) -> (
        sameWidth: PixelSize, sameHeight: PixelSize
    ) {
        let byWidth = Double(width) / pointWidth
        let byHeight = Double(height) / pointHeight
        return (
            PixelSize(width: width, height: Self.pixels(pointHeight, scale: byWidth)),
            PixelSize(width: Self.pixels(pointWidth, scale: byHeight), height: height)
        )
    }

    /// A side of `points` points in pixels at `scale`, rounded.
    public static func pixels(_ points: Double, scale: Double) -> Int { Int((points * scale).rounded()) }
}

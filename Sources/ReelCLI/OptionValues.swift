import Reel
import ReelCore
import ReelEncode
import ReelScene

/// An output size in pixels, `--size 750x1334`.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `WxH` (`x` or `×`), both from 1 to the scene pixel limit.
    public init?(parsing text: String) {
        let parts = text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w >= 1, h >= 1,
            w <= SceneLimits.maxPixelSide, h <= SceneLimits.maxPixelSide, w * h <= SceneLimits.maxPixelCount
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

    /// A side of `points` points in pixels at `scale`, rounded as the renderer rounds it.
    static func pixels(_ points: Double, scale: Double) -> Int { Int((points * scale).rounded()) }
}

/// Where one rendered scene goes.
public struct OutputTarget: Hashable, Sendable {
    public var path: String
    public var format: OutputFormat

    public init(path: String, format: OutputFormat) {
        self.path = path
        self.format = format
    }
}

/// Typed readers for option values; each failure is a usage error naming the option.
enum OptionValue {
    static func double(_ text: String?, _ option: String, range: ClosedRange<Double>, phrase: String)
        throws(CommandLineError) -> Double?
    {
        guard let text else { return nil }
        guard let v = Double(text), v.isFinite, range.contains(v) else {
            throw .usage("invalid value '\(text)' for '--\(option)'; expected \(phrase)")
        }
        return v
    }

    static func positiveDouble(_ text: String?, _ option: String, max: Double) throws(CommandLineError) -> Double? {
        guard let text else { return nil }
        guard let v = Double(text), v.isFinite, v > 0, v <= max else {
            throw .usage(
                "invalid value '\(text)' for '--\(option)'; expected a number > 0 and ≤ \(JSONWriter.format(max))")
        }
        return v
    }

    /// A frame rate option: a number (`30`, `29.97`) or a fraction (`30000/1001`), as frames
    /// per second.
    static func frameRate(_ text: String?, _ option: String, max: Double) throws(CommandLineError) -> Double? {
        guard let text else { return nil }
        guard let rate = FrameRate(parsing: text), rate.framesPerSecond <= max else {
            throw .usage(
                "invalid value '\(text)' for '--\(option)'; expected a number > 0 and ≤ \(JSONWriter.format(max)), "
                    + "or a fraction such as 30000/1001")
        }
        return rate.framesPerSecond
    }

    static func integer(_ text: String?, _ option: String, range: ClosedRange<Int>) throws(CommandLineError) -> Int? {
        guard let text else { return nil }
        guard let v = Int(text), range.contains(v) else {
            throw .usage(
                "invalid value '\(text)' for '--\(option)'; expected a whole number from \(range.lowerBound) to \(range.upperBound)"
            )
        }
        return v
    }

    static func overrides(_ texts: [String]) throws(CommandLineError) -> [SceneOverride] {
        var out: [SceneOverride] = []
        for t in texts {
            guard let o = SceneOverride(parsing: t) else {
                throw .usage("invalid value '\(t)' for '--set'; expected name=value")
            }
            out.append(o)
        }
        return out
    }

    static func format(_ text: String?) throws(CommandLineError) -> OutputFormat? {
        guard let text else { return nil }
        guard let f = OutputFormat(rawValue: text.lowercased()) else {
            throw .usage(
                "invalid value '\(text)' for '--format'; expected one of \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        return f
    }
}

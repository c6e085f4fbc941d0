import Reel
import ReelCore
import ReelEncode
import ReelScene

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

    /// `--size WxH`: both sides from 1 to the scene pixel limit.
    static func size(_ text: String?) throws(CommandLineError) -> PixelSize? {
        guard let text else { return nil }
        guard
            let size = PixelSize(
                parsing: text, maxSide: SceneLimits.maxPixelSide, maxPixelCount: SceneLimits.maxPixelCount)
        else {
            throw .usage(
                "invalid value '\(text)' for '--size'; expected <width>x<height> in pixels, such as 750x1334, "
                    + "at most \(SceneLimits.maxPixelSide) a side")
        }
        return size
    }

    static func integer(_ text: String?, _ option: String, range: ClosedRange<Int>) throws(CommandLineError) -> Int? {
        guard let text else { return nil }
        guard let v = Int(text), range.contains(v) else {
            throw .usage(
                """
                invalid value '\(text)' for '--\(option)'; expected a whole number from \(range.lowerBound) to \
                \(range.upperBound)
                """
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
                """
                invalid value '\(text)' for '--format'; expected one of \
                \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", "))
                """
            )
        }
        return f
    }

    /// `--codec`: a ``VideoCodec`` name.
    static func codec(_ text: String?) throws(CommandLineError) -> VideoCodec? {
        guard let text else { return nil }
        guard let codec = VideoCodec(name: text) else {
            throw .usage(
                """
                invalid value '\(text)' for '--codec'; expected one of \
                \(VideoCodec.allCases.map(\.rawValue).joined(separator: ", "))
                """
            )
        }
        return codec
    }

    /// `--quality`: a ProRes profile name.
    static func proresProfile(_ text: String?) throws(CommandLineError) -> ProResProfile? {
        guard let text else { return nil }
        guard let profile = ProResProfile(rawValue: text.lowercased()) else {
            throw .usage(
                """
                invalid value '\(text)' for '--quality'; expected a ProRes profile: \
                \(ProResProfile.allCases.map(\.rawValue).joined(separator: ", "))
                """
            )
        }
        return profile
    }
}

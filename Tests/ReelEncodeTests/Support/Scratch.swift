import Foundation
import ReelEncode
import Shaders
import _ReelTestSupport

/// The test clip: `count` frames of ``TestPattern`` at 160 × 120.
enum Clip {
    static let width = 160, height = 120, fps = 30, count = 30
    static let background = RGBA8(red: 245, green: 242, blue: 235)

    static func frames(
        count: Int = count, width: Int = width, height: Int = height, fps: Int = fps, background: RGBA8 = background
    ) -> [Frame] {
        (0..<count).map {
            TestPattern.frame(index: $0, framesPerSecond: fps, width: width, height: height, background: background)
        }
    }

    static func settings(width: Int = width, height: Int = height, fps: Int = fps) -> EncodeSettings {
        var s = EncodeSettings(width: width, height: height, framesPerSecond: fps)
        s.background = background
        return s
    }

    /// Writes `frames` with a writer of `format` and returns the destination.
    @discardableResult
    static func write(_ frames: [Frame], format: OutputFormat, to path: String, settings: EncodeSettings) throws
        -> any VideoWriter
    {
        let writer = try format.makeWriter(destination: path, settings: settings)
        for f in frames { try writer.append(f) }
        try writer.finish()
        return writer
    }
}

/// Runs `ffprobe` and returns its JSON output.
enum FFprobe {
    static func json(_ arguments: [String]) throws -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/ffprobe")
        process.arguments = ["-v", "error", "-of", "json"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any]) ?? [:]
    }

    /// The first video stream's fields (with `-count_frames`).
    static func stream(_ path: String) throws -> [String: Any] {
        let j = try json(["-count_frames", "-select_streams", "v:0", "-show_streams", "-show_format", path])
        var s = ((j["streams"] as? [[String: Any]])?.first) ?? [:]
        if let f = j["format"] as? [String: Any] {
            s["format.duration"] = f["duration"]
            s["format_name"] = f["format_name"]
        }
        return s
    }

    /// Each video packet's (presentation, decoding) timestamps, in file order.
    static func packetTimes(_ path: String) throws -> [(pts: Int, dts: Int)] {
        let j = try json(["-select_streams", "v:0", "-show_packets", "-show_entries", "packet=pts,dts", path])
        return ((j["packets"] as? [[String: Any]]) ?? []).compactMap { p in
            guard let pts = p["pts"] as? Int, let dts = p["dts"] as? Int else { return nil }
            return (pts, dts)
        }
    }

    /// Packet durations in the stream's time base, and that time base.
    static func packetDurations(_ path: String) throws -> [Int] {
        let j = try json(["-select_streams", "v:0", "-show_packets", "-show_entries", "packet=duration", path])
        return ((j["packets"] as? [[String: Any]]) ?? []).compactMap { p in
            (p["duration"] as? Int) ?? Int(p["duration"] as? String ?? "")
        }
    }
}

/// Picture quality measures between frames of the same size, over the colour channels of
/// the pixels composited over a background (what a viewer sees).
enum Quality {
    /// PSNR in dB over R, G, B of all frames together (∞ when identical).
    static func psnr(_ a: [Frame], _ b: [Frame], over bg: RGBA8) -> Double {
        precondition(a.count == b.count)
        var sum = 0.0
        var n = 0.0
        for (x, y) in zip(a, b) {
            precondition(x.width == y.width && x.height == y.height)
            for i in stride(from: 0, to: x.pixels.count, by: 4) {
                for c in 0..<3 {
                    let d = Double(visible(x, i, c, bg)) - Double(visible(y, i, c, bg))
                    sum += d * d
                }
                n += 3
            }
        }
        if sum == 0 { return .infinity }
        return 10 * log10(255 * 255 / (sum / n))
    }

    /// PSNR in dB of luma (BT.709 weights: Y = 0.2126 R + 0.7152 G + 0.0722 B, on the 8-bit
    /// values), the figure video encoders are judged by: 4:2:0 chroma subsampling halves the
    /// colour resolution by design, so colour edges alone cap an RGB PSNR near 35 dB on a
    /// small clip of hard coloured shapes even at CRF 0.
    static func lumaPSNR(_ a: [Frame], _ b: [Frame], over bg: RGBA8) -> Double {
        precondition(a.count == b.count)
        var sum = 0.0
        var n = 0.0
        for (x, y) in zip(a, b) {
            for i in stride(from: 0, to: x.pixels.count, by: 4) {
                let d = luma(x, i, bg) - luma(y, i, bg)
                sum += d * d
                n += 1
            }
        }
        if sum == 0 { return .infinity }
        return 10 * log10(255 * 255 / (sum / n))
    }

    static func luma(_ f: Frame, _ i: Int, _ bg: RGBA8) -> Double {
        0.0722 * Double(visible(f, i, 0, bg)) + 0.7152 * Double(visible(f, i, 1, bg)) + 0.2126
            * Double(visible(f, i, 2, bg))
    }

    /// Premultiplied channel `c` (B, G, R) of pixel byte offset `i` over an opaque background.
    static func visible(_ f: Frame, _ i: Int, _ c: Int, _ bg: RGBA8) -> Int {
        let a = Int(f.pixels[i + 3])
        let b = [bg.blue, bg.green, bg.red][c]
        return Int(f.pixels[i + c]) + (Int(b) * (255 - a) + 127) / 255
    }
}

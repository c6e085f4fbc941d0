import CFFmpeg
import Foundation
import Shaders

/// Writes an animated WebP with libwebp (FFmpeg's `libwebp_anim` encoder and `webp` muxer),
/// keeping transparency. Lossy at ``EncodeSettings/webpQuality`` unless
/// ``EncodeSettings/webpLossless``.
///
/// Timing: WebP durations are whole milliseconds. Frame i starts at `round(1000 · i / rate)` ms
/// (timestamps in a 1/1000 s time base, so the rounding never accumulates) and the last frame
/// lasts until `round(1000 · count / rate)`: the durations add up to the clip's length to the
/// millisecond (0.5 s at 30 fps is 500 ms; at 29.97, 15 frames are 501 ms). FFmpeg 5.1's
/// encoder gives libwebp no end time, and libwebp then makes the last frame as long as the
/// average of the others, rounded down (a 0.5 s clip totalled 499 ms), so the writer sets the
/// last frame's duration in the file itself.
public final class WebPWriter: VideoWriter {
    public var destination: String { stream.destination }
    public var format: OutputFormat { .webp }
    public let notes: [String] = []
    private let stream: StraightAlphaStream

    /// Starts writing `destination` (through a temporary file beside it).
    /// - Throws: ``EncodeError``.
    public init(destination: String, settings: EncodeSettings) throws(EncodeError) {
        stream = try StraightAlphaStream(
            destination: destination, settings: settings, encoder: "libwebp_anim", label: "WebP",
            containerName: "webp", order: .bgra, timeBase: AVRational(num: 1, den: 1000),
            codecOptions: [
                ("lossless", settings.webpLossless ? "1" : "0"),
                ("quality", String(settings.webpQuality)),
            ],
            loopOption: "loop")
    }

    public func append(_ frame: Frame) throws(EncodeError) { try stream.append(frame) }

    public func finish() throws(EncodeError) {
        let total = stream.pts(ofFrame: stream.frameCount)
        let destination = stream.destination
        try stream.finish { path throws(EncodeError) in
            try WebPAnimation.setTotalDuration(milliseconds: Int(total), ofFileAt: path, destination: destination)
        }
    }

    public func cancel() { stream.cancel() }
}

/// The animated WebP container (RIFF `WEBP`: `VP8X`, `ANIM`, then one `ANMF` chunk per stored
/// frame, each with a 24-bit little-endian duration in milliseconds at payload offset 12).
enum WebPAnimation {
    /// Sets the last frame's duration so that all frames' durations add up to `milliseconds`.
    /// A file without frame chunks (a single still) is left as it is.
    static func setTotalDuration(milliseconds total: Int, ofFileAt path: String, destination: String)
        throws(EncodeError)
    {
        let url = URL(fileURLWithPath: path)
        guard var data = try? Data(contentsOf: url) else {
            throw EncodeError(.ffmpeg, "cannot read back the WebP written for '\(destination)'")
        }
        var durationOffsets: [Int] = []
        var offset = 12
        while offset + 8 <= data.count {
            let size =
                Int(data[offset + 4]) | Int(data[offset + 5]) << 8 | Int(data[offset + 6]) << 16
                | Int(data[offset + 7]) << 24
            if data[offset..<offset + 4].elementsEqual("ANMF".utf8), offset + 8 + 16 <= data.count {
                durationOffsets.append(offset + 8 + 12)
            }
            offset += 8 + size + size % 2
        }
        guard let last = durationOffsets.last else { return }
        func duration(at i: Int) -> Int { Int(data[i]) | Int(data[i + 1]) << 8 | Int(data[i + 2]) << 16 }
        let before = durationOffsets.dropLast().reduce(0) { $0 + duration(at: $1) }
        let wanted = min(max(total - before, 1), 0xFF_FFFF)
        guard wanted != duration(at: last) else { return }
        data[last] = UInt8(wanted & 0xFF)
        data[last + 1] = UInt8(wanted >> 8 & 0xFF)
        data[last + 2] = UInt8(wanted >> 16 & 0xFF)
        do { try data.write(to: url) } catch {
            throw EncodeError(
                .cannotCreateOutput, "cannot write the WebP for '\(destination)': \(error.localizedDescription)")
        }
    }
}

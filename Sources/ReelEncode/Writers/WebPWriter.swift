import CFFmpeg
import Foundation
import Shaders

/// Writes an animated WebP with libwebp (FFmpeg's `libwebp_anim` encoder and `webp` muxer),
/// keeping transparency. Lossy at ``WebPOptions/quality`` unless
/// ``WebPOptions/lossless``.
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
                ("lossless", settings.webp.lossless ? "1" : "0"),
                ("quality", String(settings.webp.quality)),
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

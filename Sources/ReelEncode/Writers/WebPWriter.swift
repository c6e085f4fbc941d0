import Shaders

/// Writes an animated WebP with libwebp (FFmpeg's `libwebp_anim` encoder and `webp` muxer),
/// keeping transparency. Lossy at ``EncodeSettings/webpQuality`` unless
/// ``EncodeSettings/webpLossless``.
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
            containerName: "webp", order: .bgra,
            codecOptions: [
                ("lossless", settings.webpLossless ? "1" : "0"),
                ("quality", String(settings.webpQuality)),
            ],
            loopOption: "loop")
    }

    public func append(_ frame: Frame) throws(EncodeError) { try stream.append(frame) }

    public func finish() throws(EncodeError) { try stream.finish() }

    public func cancel() { stream.cancel() }
}

import Shaders

/// Writes an animated PNG (FFmpeg's `apng` encoder and muxer): lossless, straight alpha.
public final class APNGWriter: VideoWriter {
    public var destination: String { stream.destination }
    public var format: OutputFormat { .apng }
    public let notes: [String] = []
    private let stream: StraightAlphaStream

    /// Starts writing `destination` (through a temporary file beside it).
    /// - Throws: ``EncodeError``.
    public init(destination: String, settings: EncodeSettings) throws(EncodeError) {
        stream = try StraightAlphaStream(
            destination: destination, settings: settings, encoder: "apng", label: "APNG", containerName: "apng",
            order: .rgba, threads: 1, codecOptions: [], loopOption: "plays")
    }

    public func append(_ frame: Frame) throws(EncodeError) { try stream.append(frame) }

    public func finish() throws(EncodeError) { try stream.finish() }

    public func cancel() { stream.cancel() }
}

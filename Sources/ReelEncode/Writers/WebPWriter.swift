import CFFmpeg
import Shaders

/// Writes an animated WebP with libwebp (FFmpeg's `libwebp_anim` encoder and `webp` muxer),
/// keeping transparency. Lossy at ``EncodeSettings/webpQuality`` unless
/// ``EncodeSettings/webpLossless``.
public final class WebPWriter: VideoWriter {
    public let destination: String
    public var format: OutputFormat { .webp }
    public let notes: [String] = []
    let settings: EncodeSettings
    private let muxer: Muxer
    private let picture: MediaFrame
    private var staging: [UInt8] = []
    private var count = 0

    /// Starts writing `destination` (through a temporary file beside it).
    /// - Throws: ``EncodeError``.
    public init(destination: String, settings: EncodeSettings) throws(EncodeError) {
        try settings.validate()
        self.destination = destination
        self.settings = settings
        let codec = try CodecContext(encoderNamed: "libwebp_anim")
        codec.pointer.pointee.width = Int32(settings.width)
        codec.pointer.pointee.height = Int32(settings.height)
        codec.pointer.pointee.pix_fmt = AV_PIX_FMT_BGRA
        let loop: Int
        switch settings.looping {
        case .forever: loop = 0
        case .plays(let n): loop = n
        }
        muxer = try Muxer(
            destination: destination, containerName: "webp", label: "WebP", codec: codec,
            framesPerSecond: settings.framesPerSecond,
            codecOptions: [
                ("lossless", settings.webpLossless ? "1" : "0"),
                ("quality", String(settings.webpQuality)),
            ],
            muxerOptions: [("loop", String(loop))])
        picture = try MediaFrame(format: AV_PIX_FMT_BGRA, width: settings.width, height: settings.height)
    }

    public func append(_ frame: Frame) throws(EncodeError) {
        do throws(EncodeError) {
            try frame.requireSize(settings, index: count, destination: destination)
            PixelConversion.straight(frame, order: .bgra, into: &staging)
            try picture.makeWritable()
            PixelConversion.copy(staging, bytesPerRow: settings.width * 4, rows: settings.height, into: picture)
            try muxer.encode(picture)
            count += 1
        } catch {
            cancel()
            throw error
        }
    }

    public func finish() throws(EncodeError) { try muxer.finish() }

    public func cancel() { muxer.cancel() }
}

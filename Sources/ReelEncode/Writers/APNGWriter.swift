import CFFmpeg
import Shaders

/// Writes an animated PNG (FFmpeg's `apng` encoder and muxer): lossless, straight alpha.
public final class APNGWriter: VideoWriter {
    public let destination: String
    public var format: OutputFormat { .apng }
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
        let codec = try CodecContext(encoderNamed: "apng")
        codec.pointer.pointee.width = Int32(settings.width)
        codec.pointer.pointee.height = Int32(settings.height)
        codec.pointer.pointee.pix_fmt = AV_PIX_FMT_RGBA
        codec.pointer.pointee.thread_count = 1
        let plays: Int
        switch settings.looping {
        case .forever: plays = 0
        case .plays(let n): plays = n
        }
        muxer = try Muxer(
            destination: destination, containerName: "apng", label: "APNG", codec: codec,
            framesPerSecond: settings.framesPerSecond, codecOptions: [],
            muxerOptions: [("plays", String(plays))])
        picture = try MediaFrame(format: AV_PIX_FMT_RGBA, width: settings.width, height: settings.height)
    }

    public func append(_ frame: Frame) throws(EncodeError) {
        do throws(EncodeError) {
            try frame.requireSize(settings, index: count, destination: destination)
            PixelConversion.straight(frame, order: .rgba, into: &staging)
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

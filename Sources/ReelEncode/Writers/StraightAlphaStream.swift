import CFFmpeg
import Shaders

/// What the APNG and WebP writers share: one FFmpeg encoder and muxer fed with straight-alpha
/// frames in one byte order, cancelled on the first error.
final class StraightAlphaStream {
    let destination: String
    let settings: EncodeSettings
    private let order: PixelConversion.Order
    private let muxer: Muxer
    private let picture: MediaFrame
    private var staging: [UInt8] = []
    private var count = 0

    /// Opens `encoder` for `settings`' frames and a `containerName` muxer on a temporary file
    /// beside `destination`.
    /// - Parameters:
    ///   - threads: The encoder's thread count (nil: FFmpeg's default).
    ///   - timeBase: The timestamps' unit (nil: one frame).
    ///   - loopOption: The muxer option that holds the loop count (0 = forever).
    /// - Throws: ``EncodeError``.
    init(
        destination: String, settings: EncodeSettings, encoder: String, label: String, containerName: String,
        order: PixelConversion.Order, threads: Int32? = nil, timeBase: AVRational? = nil,
        codecOptions: [(String, String)], loopOption: String
    ) throws(EncodeError) {
        try settings.validate()
        self.destination = destination
        self.settings = settings
        self.order = order
        let codec = try CodecContext(encoderNamed: encoder)
        let pixelFormat = order == .rgba ? AV_PIX_FMT_RGBA : AV_PIX_FMT_BGRA
        codec.pointer.pointee.width = Int32(settings.width)
        codec.pointer.pointee.height = Int32(settings.height)
        codec.pointer.pointee.pix_fmt = pixelFormat
        if let threads { codec.pointer.pointee.thread_count = threads }
        let loops: Int
        switch settings.looping {
        case .forever: loops = 0
        case .plays(let n): loops = n
        }
        muxer = try Muxer(
            destination: destination, containerName: containerName, label: label, codec: codec,
            frameRate: settings.frameRate, timeBase: timeBase, codecOptions: codecOptions,
            muxerOptions: [(loopOption, String(loops))])
        picture = try MediaFrame(format: pixelFormat, width: settings.width, height: settings.height)
    }

    func append(_ frame: Frame) throws(EncodeError) {
        do throws(EncodeError) {
            try frame.requireSize(settings, index: count, destination: destination)
            PixelConversion.straight(frame, order: order, into: &staging)
            try picture.makeWritable()
            PixelConversion.copy(staging, bytesPerRow: settings.width * 4, rows: settings.height, into: picture)
            try muxer.encode(picture)
            count += 1
        } catch {
            cancel()
            throw error
        }
    }

    /// The frames appended so far.
    var frameCount: Int { count }

    /// The timestamp of frame `index` in the muxer's time base (`index` itself unless a time
    /// base was given).
    func pts(ofFrame index: Int) -> Int64 { muxer.pts(ofFrame: Int64(index)) }

    /// Finishes the file; `adjust` runs on the closed temporary file before it is renamed.
    func finish(adjusting adjust: ((String) throws(EncodeError) -> Void)? = nil) throws(EncodeError) {
        try muxer.finish(adjusting: adjust)
    }

    func cancel() { muxer.cancel() }
}

import CFFmpeg
import Shaders

/// Writes H.264 video in an MP4 file with libx264: yuv420p, constant frame rate, BT.709
/// colour tags (primaries, transfer, matrix, limited range) and a conversion that matches
/// them, `+faststart` (the index first, so the file plays while it loads).
///
/// Every ``EncodeSettings/segmentFrames`` frames of the clip (counted from the clip's frame 0,
/// so a part starting at ``EncodeSettings/firstFrameIndex`` keeps the clip's boundaries) the
/// writer starts a fresh encoder: each segment is encoded as if it were a file of its own, and
/// a sharded render joined by `reel join` has the packets of a one-shot render.
///
/// Frames with transparency are composited over ``EncodeSettings/background``; an odd width
/// or height is padded to even with it (yuv420p needs even sizes) and ``notes`` says so.
public final class MP4Writer: VideoWriter {
    public let destination: String
    public var format: OutputFormat { .mp4 }
    public private(set) var notes: [String] = []
    let settings: EncodeSettings
    let paddedWidth: Int
    let paddedHeight: Int
    private let muxer: Muxer
    private let scaler: Scaler
    private let picture: MediaFrame
    private var staging: [UInt8] = []
    /// The background rows under an odd-height frame (H.264 needs an even height).
    private var paddingRows: [UInt8] = []
    private var count = 0

    /// Starts writing `destination` (through a temporary file beside it).
    /// - Throws: ``EncodeError``: ``EncodeError/Kind/cannotCreateOutput`` when the destination
    ///   cannot be written, ``EncodeError/Kind/invalidInput`` for a bad option value.
    public init(destination: String, settings: EncodeSettings) throws(EncodeError) {
        try settings.validate()
        self.destination = destination
        self.settings = settings
        paddedWidth = settings.width + settings.width % 2
        paddedHeight = settings.height + settings.height % 2
        if paddedWidth != settings.width || paddedHeight != settings.height {
            notes.append(
                """
                '\(destination)': H.264 needs an even width and height, so the \(settings.width)×\(settings.height) \
                frames are padded to \(paddedWidth)×\(paddedHeight) with the background colour
                """
            )
        }
        try settings.video.validate()
        let codec = try Self.makeEncoder(width: paddedWidth, height: paddedHeight, settings: settings)
        var options = [("crf", String(settings.video.crf)), ("preset", settings.h264.preset)]
        if let tune = settings.h264.tune { options.append(("tune", tune)) }
        options.append(("x264-params", Self.x264Parameters))
        muxer = try Muxer(
            destination: destination, containerName: "mp4", label: "H.264", codec: codec,
            frameRate: settings.frameRate, codecOptions: options,
            muxerOptions: [("movflags", "+faststart")],
            metadata: settings.part.map { [("comment", $0.description)] } ?? [],
            sound: settings.sound)
        scaler = try Scaler(
            width: paddedWidth, height: paddedHeight, from: AV_PIX_FMT_BGRA, to: AV_PIX_FMT_YUV420P, bt709Limited: true)
        picture = try MediaFrame(format: AV_PIX_FMT_YUV420P, width: paddedWidth, height: paddedHeight)
        picture.pointer.pointee.color_primaries = AVCOL_PRI_BT709
        picture.pointer.pointee.color_trc = AVCOL_TRC_BT709
        picture.pointer.pointee.colorspace = AVCOL_SPC_BT709
        picture.pointer.pointee.color_range = AVCOL_RANGE_MPEG
    }

    /// An unopened libx264 context for `width` × `height` yuv420p frames with BT.709 tags.
    private static func makeEncoder(width: Int, height: Int, settings: EncodeSettings) throws(EncodeError)
        -> CodecContext
    {
        let codec = try CodecContext(encoderNamed: "libx264")
        let c = codec.pointer
        c.pointee.width = Int32(width)
        c.pointee.height = Int32(height)
        c.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        c.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        c.pointee.color_primaries = AVCOL_PRI_BT709
        c.pointee.color_trc = AVCOL_TRC_BT709
        c.pointee.colorspace = AVCOL_SPC_BT709
        c.pointee.color_range = AVCOL_RANGE_MPEG
        c.pointee.thread_count = Int32(max(1, settings.video.encoderThreads))
        return codec
    }

    /// x264's own parameters, for every MP4: `cpu-independent=1`, x264's canonical (C) MB-tree
    /// propagation instead of the code chosen for the CPU. On CPUs with AVX-512, libx264
    /// 0.164's AVX-512 MB-tree path reads heap memory that was never written, so an MP4's
    /// bytes depended on what the heap held before: two encoders in one process (several
    /// outputs, a test suite) wrote different files for the same frames. `mbtree=0`, or x264
    /// limited to AVX2, made the bytes repeatable too; this option keeps MB-tree's quality
    /// and, as x264 documents, gives the same bytes on any x86 CPU. (It also turns off x264's
    /// 9-modes-at-once intra search assembly; the cost, within noise, and the evidence are in
    /// docs/benchmarks.md, "Deterministic MP4".)
    static let x264Parameters = "cpu-independent=1"

    public func append(_ frame: Frame) throws(EncodeError) {
        do throws(EncodeError) {
            try frame.requireSize(settings, index: count, destination: destination)
            if count > 0 && (settings.firstFrameIndex + count) % settings.segmentFrames == 0 {
                try muxer.startSegment(
                    with: Self.makeEncoder(width: paddedWidth, height: paddedHeight, settings: settings))
            }
            try picture.makeWritable()
            if frame.width == paddedWidth && frame.height == paddedHeight && PixelConversion.isOpaque(frame) {
                // Compositing an opaque frame over the background gives its own bytes: convert
                // them in place rather than copying 4–8 MB a frame (the same picture).
                frame.pixels.withUnsafeBufferPointer {
                    scaler.convert($0.baseAddress!, bytesPerRow: paddedWidth * 4, into: picture)
                }
            } else if frame.width == paddedWidth && frame.height < paddedHeight && PixelConversion.isOpaque(frame) {
                // An opaque frame with a padding row under it: its own rows and then the
                // background's, as two slices of one conversion (the same picture as the rows
                // joined, without copying the frame first).
                if paddingRows.isEmpty {
                    PixelConversion.composite(
                        Frame(width: paddedWidth, height: 0), over: settings.background, width: paddedWidth,
                        height: paddedHeight - frame.height, into: &paddingRows)
                }
                frame.pixels.withUnsafeBufferPointer { rows in
                    paddingRows.withUnsafeBufferPointer { padding in
                        scaler.convert(
                            slices: [
                                (rows.baseAddress!, frame.height), (padding.baseAddress!, paddedHeight - frame.height),
                            ],
                            bytesPerRow: paddedWidth * 4, into: picture)
                    }
                }
            } else {
                PixelConversion.composite(
                    frame, over: settings.background, width: paddedWidth, height: paddedHeight, into: &staging)
                staging.withUnsafeBufferPointer {
                    scaler.convert($0.baseAddress!, bytesPerRow: paddedWidth * 4, into: picture)
                }
            }
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

import CFFmpeg
import Shaders

/// Writes video in an MP4, QuickTime (`.mov`) or WebM file: H.264, HEVC, AV1, VP9, VP8 or
/// ProRes, as ``MoviePlan`` decides from the container and ``VideoOptions``; constant frame
/// rate, BT.709 colour tags (primaries, transfer, matrix, limited range) and a conversion that
/// matches them, `+faststart` in MP4 and QuickTime (the index first, so the file plays while it
/// loads), HEVC tagged `hvc1` (the tag Apple's players accept).
///
/// Every ``EncodeSettings/segmentFrames`` frames of the clip (counted from the clip's frame 0,
/// so a part starting at ``EncodeSettings/firstFrameIndex`` keeps the clip's boundaries) the
/// writer starts a fresh encoder: each segment is encoded as if it were a file of its own, and
/// a sharded render joined by `reel join` has the packets of a one-shot render.
///
/// A scene with a transparent background keeps its alpha where the codec carries it (VP9 and
/// VP8 in WebM, ProRes 4444): frames are converted to straight alpha (``PixelConversion``'s
/// exact inverse of premultiplying) and encoded as `yuva`. Otherwise frames with transparency
/// are composited over ``EncodeSettings/matte`` and ``notes`` says so once. The clip's sound
/// (``EncodeSettings/sound``) goes in as the container's ``SoundCodec``. An odd width or height is padded to even
/// where the chroma subsampling needs it (with the background, or transparent pixels when alpha
/// is kept) and ``notes`` says so.
public final class MovieWriter: VideoWriter {
    public let destination: String
    public var format: OutputFormat { plan.format }
    public var notes: [String] { plan.notes + muxer.soundNotes }
    let settings: EncodeSettings
    let plan: MoviePlan
    var paddedWidth: Int { plan.width }
    var paddedHeight: Int { plan.height }
    private let muxer: Muxer
    private let scaler: Scaler
    private let picture: MediaFrame
    private var staging: [UInt8] = []
    /// The background rows under an odd-height frame (4:2:0 needs an even height).
    private var paddingRows: [UInt8] = []
    private var count = 0

    /// Starts writing `destination` (through a temporary file beside it) in `format` (MP4,
    /// QuickTime or WebM).
    /// - Throws: ``EncodeError``: ``EncodeError/Kind/cannotCreateOutput`` when the destination
    ///   cannot be written, ``EncodeError/Kind/invalidInput`` for a bad option value or a codec
    ///   the container cannot hold.
    public init(destination: String, format: OutputFormat = .mp4, settings: EncodeSettings) throws(EncodeError) {
        try settings.validate()
        self.destination = destination
        self.settings = settings
        plan = try MoviePlan(format: format, settings: settings, destination: destination)
        let codec = try Self.makeEncoder(plan, settings: settings)
        muxer = try Muxer(
            destination: destination, containerName: format.muxerName, label: plan.codec.label, codec: codec,
            frameRate: settings.frameRate, codecOptions: plan.codecOptions,
            muxerOptions: format == .webm ? [] : [("movflags", "+faststart")],
            metadata: settings.part.map { [("comment", $0.description)] } ?? [],
            sound: plan.sound, soundCodec: plan.soundCodec,
            clearingFlags: plan.codec == .h264 ? 0 : AV_PKT_FLAG_DISPOSABLE)
        scaler = try Scaler(
            width: plan.width, height: plan.height, from: AV_PIX_FMT_BGRA, to: plan.pixelFormat, bt709Limited: true)
        picture = try MediaFrame(format: plan.pixelFormat, width: plan.width, height: plan.height)
        picture.pointer.pointee.color_primaries = AVCOL_PRI_BT709
        picture.pointer.pointee.color_trc = AVCOL_TRC_BT709
        picture.pointer.pointee.colorspace = AVCOL_SPC_BT709
        picture.pointer.pointee.color_range = AVCOL_RANGE_MPEG
    }

    /// An unopened encoder context for the plan's codec, size and pixel format, with BT.709
    /// tags.
    private static func makeEncoder(_ plan: MoviePlan, settings: EncodeSettings) throws(EncodeError)
        -> CodecContext
    {
        if plan.codec == .av1 { SVTLog.quiet() }
        let codec = try CodecContext(encoderNamed: plan.codec.encoderName)
        let c = codec.pointer
        c.pointee.width = Int32(plan.width)
        c.pointee.height = Int32(plan.height)
        c.pointee.pix_fmt = plan.pixelFormat
        c.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        c.pointee.color_primaries = AVCOL_PRI_BT709
        c.pointee.color_trc = AVCOL_TRC_BT709
        c.pointee.colorspace = AVCOL_SPC_BT709
        c.pointee.color_range = AVCOL_RANGE_MPEG
        // libvpx encodes on one thread: its VP8 and VP9 (row-mt) workers sync by spinning, and
        // a run of the suite under AddressSanitizer left two encoders spinning for minutes
        // with their workers asleep; one thread is also the same bytes on any machine.
        let vpx = plan.codec == .vp9 || plan.codec == .vp8
        c.pointee.thread_count = vpx ? 1 : Int32(max(1, settings.video.encoderThreads))
        if plan.codec == .hevc { c.pointee.codec_tag = fourCC("hvc1") }
        if plan.codec == .vp8 {
            // libvpx's VP8 has no pure constant-quality mode: CRF is its constrained-quality
            // level under a bit-rate ceiling, set high enough never to bind.
            c.pointee.bit_rate = 1_000_000_000
        }
        return codec
    }

    /// A four-character code as FFmpeg stores it (first character lowest).
    private static func fourCC(_ text: String) -> UInt32 {
        text.utf8.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// x264's own parameters, for every MP4: `cpu-independent=1`, x264's canonical (C) MB-tree
    /// propagation instead of the code chosen for the CPU. On CPUs with AVX-512, libx264
    /// 0.164's AVX-512 MB-tree path reads heap memory that was never written, so an MP4's
    /// bytes would depend on what the heap held before: two encoders in one process (several
    /// outputs, a test suite) would write different files for the same frames. This option
    /// keeps MB-tree's quality and, as x264 documents, gives the same bytes on any x86 CPU. (It
    /// also turns off x264's 9-modes-at-once intra search assembly; docs/benchmarks.md,
    /// "Deterministic MP4", has the cost and the evidence.)
    static let x264Parameters = "cpu-independent=1"

    public func append(_ frame: Frame) throws(EncodeError) {
        do throws(EncodeError) {
            try frame.requireSize(settings, index: count, destination: destination)
            if count > 0 && (settings.firstFrameIndex + count) % settings.segmentFrames == 0 {
                try muxer.startSegment(with: Self.makeEncoder(plan, settings: settings))
            }
            try picture.makeWritable()
            if plan.keepsAlpha {
                PixelConversion.straight(frame, order: .bgra, width: paddedWidth, height: paddedHeight, into: &staging)
                staging.withUnsafeBufferPointer {
                    scaler.convert($0.baseAddress!, bytesPerRow: paddedWidth * 4, into: picture)
                }
            } else if frame.width == paddedWidth && frame.height == paddedHeight && PixelConversion.isOpaque(frame) {
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
                        Frame(width: paddedWidth, height: 0), over: settings.compositingColor, width: paddedWidth,
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
                    frame, over: settings.compositingColor, width: paddedWidth, height: paddedHeight, into: &staging)
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

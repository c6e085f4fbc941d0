/// What every video codec shares (MP4, QuickTime, WebM): which codec, the quality and the
/// encoder's thread count.
public struct VideoOptions: Hashable, Sendable {
    /// The codec; nil (default): the container's own (``OutputFormat/videoCodecs``' first:
    /// H.264 in MP4, ProRes in QuickTime, VP9 in WebM).
    public var codec: VideoCodec? = nil
    /// Quality on x264's constant-rate-factor scale, for every codec: 0 (best) … 51; lower is
    /// better and larger. Each codec maps it to its own scale so that one value gives about
    /// the same picture quality (``VideoCodec/nativeQuality(forCRF:)``); ProRes ignores it.
    /// Default 18, where flat UI content looks like its source.
    public var crf: Int = 18
    /// The encoder's thread count. Fixed (not derived from `--jobs` or the machine's cores)
    /// because encoders' output bytes depend on their thread count (x264's, x265's, libvpx's):
    /// a given count gives the same bytes on every run and machine (see ``EncodeSettings``), a
    /// different count a different file. Default 4.
    public var encoderThreads: Int = 4

    /// The defaults.
    public init() {}

    func validate() throws(EncodeError) {
        guard (0...51).contains(crf) else {
            throw EncodeError(.invalidInput, "CRF \(crf) is out of range; use 0 (lossless) … 51 (default 18)")
        }
    }
}

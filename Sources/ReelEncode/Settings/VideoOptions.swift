/// What every video codec shares (MP4 today): the quality and the encoder's thread count.
public struct VideoOptions: Hashable, Sendable {
    /// Quality as x264's constant rate factor: 0 (lossless) … 51; lower is better and larger.
    /// Default 18, where flat UI content looks like its source.
    public var crf: Int = 18
    /// The encoder's thread count. Fixed (not derived from `--jobs` or the machine's cores)
    /// because x264's output bytes depend on its thread count: a given count gives the same
    /// bytes on every run and machine (see ``EncodeSettings``), a different count a different
    /// file. Default 4.
    public var encoderThreads: Int = 4

    /// The defaults.
    public init() {}

    func validate() throws(EncodeError) {
        guard (0...51).contains(crf) else {
            throw EncodeError(.invalidInput, "CRF \(crf) is out of range; use 0 (lossless) … 51 (default 18)")
        }
    }
}

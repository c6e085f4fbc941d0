/// SVT-AV1's own options (AV1 in MP4 or WebM).
public struct AV1Options: Hashable, Sendable {
    /// SVT-AV1's preset, 0 (slowest, smallest) … 13 (fastest). Default 8: SVT-AV1's guidance
    /// for fast offline encoding, at speeds near x264's `medium` on UI clips.
    public var preset: Int = 8

    /// The defaults.
    public init() {}

    func validate() throws(EncodeError) {
        guard (0...13).contains(preset) else {
            throw EncodeError(
                .invalidInput, "the AV1 preset \(preset) is out of range; use 0 (slowest) … 13 (default 8)")
        }
    }
}

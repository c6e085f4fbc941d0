/// libvpx's own options (VP9 and VP8 in WebM, VP9 in MP4).
public struct VPXOptions: Hashable, Sendable {
    /// libvpx's `cpu-used` with the `good` deadline, 0 (slowest, smallest) … 5 (fastest).
    /// Default 4: libvpx's documented choice for fast offline encoding.
    public var speed: Int = 4

    /// The defaults.
    public init() {}

    func validate() throws(EncodeError) {
        guard (0...5).contains(speed) else {
            throw EncodeError(
                .invalidInput, "the VP8/VP9 speed \(speed) is out of range; use 0 (slowest) … 5 (default 4)")
        }
    }
}

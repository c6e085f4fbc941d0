/// How the WebP writer encodes (libwebp through FFmpeg's `libwebp_anim`).
public struct WebPOptions: Hashable, Sendable {
    /// Quality 0…100 when lossy, effort 0…100 when lossless. Default 90: lossy WebP at 90
    /// keeps flat UI colours and text edges without visible ringing.
    public var quality: Double = 90
    /// Lossless (exact pixels, larger files). Default off.
    public var lossless: Bool = false

    /// The defaults.
    public init() {}
}

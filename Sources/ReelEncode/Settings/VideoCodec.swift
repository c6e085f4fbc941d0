/// The video codecs Reel writes into MP4, QuickTime (`.mov`) and WebM files.
public enum VideoCodec: String, Hashable, Sendable, CaseIterable {
    /// H.264 (libx264): plays everywhere.
    case h264
    /// HEVC / H.265 (libx265), tagged `hvc1` so Apple's players accept it.
    case hevc
    /// AV1 (SVT-AV1).
    case av1
    /// VP9 (libvpx); with alpha in WebM.
    case vp9
    /// VP8 (libvpx); with alpha in WebM.
    case vp8
    /// Apple ProRes (FFmpeg's `prores_ks`); 4444 profiles with alpha.
    case prores

    /// FFmpeg's encoder.
    var encoderName: String {
        switch self {
        case .h264: "libx264"
        case .hevc: "libx265"
        case .av1: "libsvtav1"
        case .vp9: "libvpx-vp9"
        case .vp8: "libvpx"
        case .prores: "prores_ks"
        }
    }

    /// The name in messages.
    public var label: String {
        switch self {
        case .h264: "H.264"
        case .hevc: "HEVC"
        case .av1: "AV1"
        case .vp9: "VP9"
        case .vp8: "VP8"
        case .prores: "ProRes"
        }
    }

    /// The codec that `name` (as `--codec` takes it) names, or nil.
    public init?(name: String) {
        switch name.lowercased() {
        case "h264", "h.264", "avc", "x264": self = .h264
        case "hevc", "h265", "h.265", "x265": self = .hevc
        case "av1": self = .av1
        case "vp9": self = .vp9
        case "vp8": self = .vp8
        case "prores": self = .prores
        default: return nil
        }
    }
}

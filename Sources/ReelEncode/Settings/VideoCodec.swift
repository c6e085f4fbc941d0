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

extension VideoCodec {
    /// This codec's own constant-quality value for `crf` on x264's scale (0 … 51), so that one
    /// `--crf` means about the same picture quality in every codec: the SSIM that x264 reaches
    /// at that CRF. Piecewise linear between points measured on the qq-arc clip (each codec's
    /// CRF at which its SSIM matched x264's at CRF 10, 18, 28 and 40; docs/benchmarks.md,
    /// "One quality knob"). VP8 shares VP9's quantizer scale and so its table. ProRes has no
    /// CRF: its profile sets the quality.
    func nativeQuality(forCRF crf: Int) -> Int {
        let points: [(x264: Int, native: Int)]
        switch self {
        case .h264, .prores: return crf
        case .hevc: points = [(0, 0), (10, 11), (18, 17), (28, 31), (40, 43), (51, 51)]
        case .vp9, .vp8: points = [(0, 0), (10, 16), (18, 26), (28, 50), (40, 63), (51, 63)]
        case .av1: points = [(0, 0), (10, 28), (18, 41), (28, 63), (51, 63)]
        }
        let c = min(max(crf, 0), 51)
        guard let upper = points.firstIndex(where: { $0.x264 >= c }), upper > 0 else { return points[0].native }
        let (a, b) = (points[upper - 1], points[upper])
        let t = Double(c - a.x264) / Double(b.x264 - a.x264)
        return Int((Double(a.native) + t * Double(b.native - a.native)).rounded())
    }
}

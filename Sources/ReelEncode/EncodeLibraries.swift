import CFFmpeg

/// Versions of the FFmpeg libraries Reel runs against.
public enum EncodeLibraries {
    static func dotted(_ v: UInt32) -> String { "\(v >> 16).\((v >> 8) & 0xff).\(v & 0xff)" }
    public static var avcodecVersion: String { dotted(avcodec_version()) }
    public static var avformatVersion: String { dotted(avformat_version()) }
    public static var avutilVersion: String { dotted(avutil_version()) }
    public static var swscaleVersion: String { dotted(swscale_version()) }
}

import Foundation
import Shaders

/// Output formats Reel writes.
public enum OutputFormat: String, Hashable, Sendable, CaseIterable {
    /// MP4: H.264 (default), HEVC, AV1 or VP9.
    case mp4
    /// QuickTime movie: ProRes (default; 4444 with alpha), H.264 or HEVC.
    case mov
    /// WebM: VP9 (default) or VP8, with alpha, or AV1.
    case webm
    /// Animated GIF (libimagequant palettes).
    case gif
    /// Animated WebP (libwebp).
    case webp
    /// Animated PNG.
    case apng
    /// A folder of `frame_00000.png` … (lossless, straight alpha).
    case png

    /// The format an output path means by itself: the first of ``formats(namedBy:)``, so
    /// `.png` is an animated PNG and a path with no extension or ending in `/` a PNG sequence
    /// (a folder). Returns nil for an unknown extension.
    public init?(path: String) {
        guard let format = Self.formats(namedBy: path)?.first else { return nil }
        self = format
    }

    /// The formats an output path may hold, the one it means by itself first; nil for an
    /// extension Reel does not know. `.mp4` (also `.m4v`), `.mov`, `.webm`, `.gif`, `.webp` and
    /// `.apng` name one format; `.png` names an animated PNG or a folder of PNG frames; a path
    /// ending in `/` names a folder of PNG frames; a path with no extension names none, so it is
    /// a folder of PNG frames unless a format is chosen for it, and holds any.
    public static func formats(namedBy path: String) -> [OutputFormat]? {
        if path.hasSuffix("/") { return [.png] }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "mp4", "m4v": return [.mp4]
        case "mov": return [.mov]
        case "webm": return [.webm]
        case "gif": return [.gif]
        case "webp": return [.webp]
        case "apng": return [.apng]
        case "png": return [.apng, .png]
        case "": return [.png] + allCases.filter { $0 != .png }
        default: return nil
        }
    }

    /// Makes a writer of this format for `destination`.
    /// - Throws: ``EncodeError`` with kind ``EncodeError/Kind/cannotCreateOutput`` when the
    ///   destination cannot be written, or ``EncodeError/Kind/invalidInput`` for bad settings.
    public func makeWriter(destination: String, settings: EncodeSettings) throws(EncodeError) -> any VideoWriter {
        switch self {
        case .mp4, .mov, .webm: try MovieWriter(destination: destination, format: self, settings: settings)
        case .gif: try GIFWriter(destination: destination, settings: settings)
        case .webp: try WebPWriter(destination: destination, settings: settings)
        case .apng: try APNGWriter(destination: destination, settings: settings)
        case .png: try PNGSequenceWriter(destination: destination, settings: settings)
        }
    }
}

extension OutputFormat {
    /// The video codecs this container holds, its default first; empty for the animated-image
    /// formats and PNG frames.
    public var videoCodecs: [VideoCodec] {
        switch self {
        case .mp4: [.h264, .hevc, .av1, .vp9]
        case .mov: [.prores, .h264, .hevc]
        case .webm: [.vp9, .vp8, .av1]
        case .gif, .webp, .apng, .png: []
        }
    }

    /// Whether this is a video container (MP4, QuickTime, WebM).
    public var isMovie: Bool { !videoCodecs.isEmpty }
}

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

    /// The format that an output path's extension names: `.mp4` (also `.m4v`), `.mov`, `.webm`,
    /// `.gif`, `.webp`, `.apng` or `.png` (an animated PNG), and a path with no extension or
    /// ending in `/` for a PNG sequence (a folder). Returns nil for an unknown extension.
    public init?(path: String) {
        if path.hasSuffix("/") {
            self = .png
            return
        }
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        switch ext {
        case "mp4", "m4v": self = .mp4
        case "mov": self = .mov
        case "webm": self = .webm
        case "gif": self = .gif
        case "webp": self = .webp
        case "apng", "png": self = .apng
        case "": self = .png
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

import Foundation
import Shaders

/// Output formats Reel writes.
public enum OutputFormat: String, Hashable, Sendable, CaseIterable {
    /// H.264 in MP4 (libx264).
    case mp4
    /// Animated GIF (libimagequant palettes).
    case gif
    /// Animated WebP (libwebp).
    case webp
    /// Animated PNG.
    case apng
    /// A folder of `frame_00000.png` … (lossless, straight alpha).
    case png

    /// The format that an output path's extension names: `.mp4` (also `.m4v`; not `.mov`:
    /// Reel writes MP4, not QuickTime movies),
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
        case .mp4: try MP4Writer(destination: destination, settings: settings)
        case .gif: try GIFWriter(destination: destination, settings: settings)
        case .webp: try WebPWriter(destination: destination, settings: settings)
        case .apng: try APNGWriter(destination: destination, settings: settings)
        case .png: try PNGSequenceWriter(destination: destination, settings: settings)
        }
    }
}

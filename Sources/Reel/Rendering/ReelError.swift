import Foundation
import ReelCore
import ReelEncode
import ReelRender
import ReelScene
import Shaders

/// Errors of Reel's own (not the renderer's, encoders' or scene parser's).
public enum ReelError: Error, CustomStringConvertible, Equatable {
    /// An output path whose extension names no format Reel writes.
    case unknownFormat(path: String)
    /// A pixel size no uniform scale of the canvas gives; the nearest sizes that keep the
    /// canvas's aspect ratio, with the same width and with the same height.
    case aspectRatioChanged(requested: PixelSize, canvas: Size, sameWidth: PixelSize, sameHeight: PixelSize)

    public var description: String {
        switch self {
        case .unknownFormat(let path):
            """
            cannot tell the format of '\(path)'; use an extension .mp4 .gif .webp .apng .png, a folder ending in /, or \
            --format
            """
        case .aspectRatioChanged(let requested, let canvas, let sameWidth, let sameHeight):
            """
            --size \(requested) does not keep the scene's aspect ratio (\(JSONWriter.format(canvas.width)) × \
            \(JSONWriter.format(canvas.height)) points); the nearest sizes that do are \(sameWidth) (same width) \
            and \(sameHeight) (same height)
            """
        }
    }
}

import Foundation
import ReelCore

extension Timeline {
    /// The folder a scene document's drawn images go in: `<path without .json>-drawn`.
    public static func drawnImagesFolder(forScene path: String) -> String {
        (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + "-drawn"
    }

    /// The timeline with its drawn images (`Image.bitmap`) written as PNG files named by their
    /// digests in `folder` (made when needed), the layers' contents naming those files instead:
    /// what a scene document, which names files, needs. A timeline without drawn images is
    /// returned as it is and nothing is written.
    /// - Throws: `RenderError.cannotWrite` naming the folder or file that cannot be written.
    public func writingDrawnImages(into folder: String) throws(RenderError) -> Timeline {
        var written: Set<String> = []
        do {
            return try mappingDrawnImages { image in
                guard let bitmap = image.bitmap else { return image }
                let path = folder + "/" + bitmap.digest + ".png"
                if written.insert(path).inserted {
                    do {
                        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                        try Data(try bitmap.pngData()).write(to: URL(fileURLWithPath: path), options: .atomic)
                    } catch let error as RenderError {
                        throw error
                    } catch {
                        throw RenderError.cannotWrite(path: path, reason: "\(error.localizedDescription)")
                    }
                }
                return Image(path: path)
            }
        } catch let error as RenderError {
            throw error
        } catch {
            throw RenderError.cannotWrite(path: folder, reason: "\(error)")
        }
    }
}

import Foundation
import ReelCore
import ReelRender
import Shaders
import UIKit

/// A snapshot image: the frame Reel rendered (or decoded from a reference file) and its
/// points-to-pixels scale. Reel's `UIImage` refers to a file; this one holds pixels, so it is
/// only for comparing and storing snapshots (a `UIImageView` cannot show it).
final class SnapshotImage: UIImage, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    /// The pixels: premultiplied BGRA.
    let frame: Frame
    /// Pixels per point.
    let pointScale: Double
    /// Why there are no pixels (the view could not be rendered, the reference not decoded):
    /// comparing reports it, and nothing is written.
    let failure: String?

    init(frame: Frame, scale: Double) {
        self.frame = frame
        self.pointScale = scale
        self.failure = nil
        super.init(
            cgImage: CGImage(Image(path: "<snapshot \(frame.width)×\(frame.height)>")), scale: 1, orientation: .up)
    }

    init(failure: String) {
        self.frame = Frame(width: 0, height: 0)
        self.pointScale = 1
        self.failure = failure
        super.init(cgImage: CGImage(Image(path: "<no snapshot>")), scale: 1, orientation: .up)
    }
}

/// Pixels per point of image snapshots when neither a `scale:` nor the reference decides: 2,
/// the scale of most iPhones.
let defaultSnapshotScale = 2.0

/// The pixel size of the reference a snapshot is being taken for (set by `verifySnapshot`
/// while it takes the snapshot), from which image strategies infer their scale.
enum ReferenceHint {
    struct PixelSize: Sendable, Equatable {
        var width: Int
        var height: Int
    }

    @TaskLocal static var pixelSize: PixelSize?

    /// The width and height in a PNG file's header, or nil when `url` is no readable PNG.
    static func pngSize(at url: URL) -> PixelSize? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 24), data.count == 24,
            data.starts(with: [0x89, 0x50, 0x4E, 0x47])
        else { return nil }
        let bytes = [UInt8](data)
        func integer(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return PixelSize(width: integer(16), height: integer(20))
    }
}

/// The scale to draw `points` at: the reference's pixel size divided by it when that is a whole
/// number at least 1 for both sides, else `defaultSnapshotScale`.
func snapshotScale(for points: Size) -> Double {
    guard let pixels = ReferenceHint.pixelSize, points.width > 0, points.height > 0 else {
        return defaultSnapshotScale
    }
    let scale = Double(pixels.width) / points.width
    guard scale >= 1, scale == scale.rounded(), (points.height * scale).rounded() == Double(pixels.height) else {
        return defaultSnapshotScale
    }
    return scale
}

extension UIImage {
    /// The pixels and scale of any `UIImage`: a snapshot's own, or the file it refers to decoded
    /// at `scale` (1 when nil).
    func snapshotImage(scale: Double?) throws -> SnapshotImage {
        if let image = self as? SnapshotImage { return image }
        guard let path = cgImage?.reel.path else { throw SnapshotImageError.noPixels }
        return SnapshotImage(frame: try loadFrame(from: path), scale: scale ?? 1)
    }
}

/// Why an image could not be snapshotted.
enum SnapshotImageError: Error, CustomStringConvertible {
    case noPixels
    case unreadable(String)

    var description: String {
        switch self {
        case .noPixels: "the UIImage has no CGImage to compare; make it with UIImage(named:) or contentsOfFile:"
        case .unreadable(let reason): "the reference image cannot be read (\(reason)); delete it to record it again"
        }
    }
}

/// Decodes PNG bytes into a frame, through a temporary file (Reel's decoders read files).
func decodePNG(_ data: Data) throws -> Frame {
    let path = NSTemporaryDirectory() + "/snapshot-\(UUID().uuidString).png"
    defer { try? FileManager.default.removeItem(atPath: path) }
    try data.write(to: URL(fileURLWithPath: path))
    return try loadFrame(from: path)
}

/// Renders `layer`'s model tree as `CALayer.render(in:)` draws it: the layer's bounds at the
/// origin (its position and transform left out), on a transparent canvas of its bounds' size.
func renderModel(of layer: CALayer, scale: Double? = nil) throws -> SnapshotImage {
    try renderAtOrigin(layer.reel.modelSnapshot(), scale: scale)
}

/// Renders `layer`'s presentation tree at clock time `t` (Reel's clock: the recording's, or one
/// starting at 0 when the layer is on no stage), placed as `renderModel(of:scale:)` places it.
func renderPresentation(of layer: CALayer, at t: Double, scale: Double? = nil) throws -> SnapshotImage {
    try renderAtOrigin(layer.reel.presentationSnapshot(atClockTime: t), scale: scale)
}

/// `tree` drawn with its root's bounds at the canvas's origin, its position and transform left
/// out, at `scale` (nil: inferred, `snapshotScale(for:)`).
private func renderAtOrigin(_ tree: LayerSnapshot, scale: Double?) throws -> SnapshotImage {
    var tree = tree
    let bounds = tree.state.bounds
    let scale = scale ?? snapshotScale(for: bounds.size)
    tree.state.position = Point(
        x: tree.state.anchorPoint.x * bounds.size.width, y: tree.state.anchorPoint.y * bounds.size.height)
    tree.state.transform = .identity
    let renderer = try FrameRenderer(canvasSize: bounds.size, scale: scale)
    return SnapshotImage(frame: try renderer.render(tree), scale: scale)
}

/// The Reel stage recording `value` (a view's or layer's tree), if any.
func recordingStage(of value: Any) -> Stage? {
    let layer = (value as? UIView)?.layer ?? (value as? CALayer)
    return layer?.reel.changeObserver as? Stage
}

import Foundation
import ReelRender
import Shaders
import UIKit

extension Diffing where Value == UIImage {
    /// Exact comparison of PNG images.
    public static var image: Diffing { Diffing.image() }

    /// PNG images compared with `precision` (share of matching bytes, or of matching pixels with
    /// `perceptualPrecision` below 1) and `perceptualPrecision` (1 − ΔE94/100 a pixel must reach);
    /// reference files are read at `scale` pixels per point (2 when nil).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let comparison = ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision)
        let readScale = scale.map(Double.init) ?? defaultSnapshotScale
        return Diffing(
            toData: { image in
                guard let image = try? image.snapshotImage(scale: readScale), image.failure == nil,
                    let bytes = try? pngBytes(image.frame)
                else { return Data() }
                return Data(bytes)
            },
            fromData: { data in
                do {
                    return SnapshotImage(frame: try decodePNG(data), scale: readScale)
                } catch {
                    return SnapshotImage(failure: SnapshotImageError.unreadable("\(error)").description)
                }
            },
            diff: { old, new in
                let reference: SnapshotImage
                let actual: SnapshotImage
                do {
                    reference = try old.snapshotImage(scale: readScale)
                    actual = try new.snapshotImage(scale: readScale)
                } catch {
                    return ("\(error)", [])
                }
                guard let message = comparison.failure(reference: reference, actual: actual) else { return nil }
                // Upstream compares again after a PNG round trip (what the reference went through).
                if let bytes = try? pngBytes(actual.frame), let frame = try? decodePNG(Data(bytes)),
                    comparison.failure(reference: reference, actual: SnapshotImage(frame: frame, scale: readScale))
                        == nil
                {
                    return nil
                }
                return (message, attachments(reference, actual))
            })
    }
}

/// `reference`, `failure` and `difference` PNGs, as upstream attaches them.
func attachments(_ reference: SnapshotImage, _ actual: SnapshotImage) -> [XCTAttachment] {
    var result: [XCTAttachment] = []
    let sameSize = reference.frame.width == actual.frame.width && reference.frame.height == actual.frame.height
    let named: [(String, Frame?)] = [
        ("reference", reference.frame), ("failure", actual.frame),
        ("difference", sameSize ? differenceFrame(reference.frame, actual.frame) : nil),
    ]
    for case (let name, let frame?) in named {
        guard frame.width > 0, let bytes = try? pngBytes(frame) else { continue }
        let attachment = XCTAttachment(data: Data(bytes), uniformTypeIdentifier: "public.png")
        attachment.name = name
        result.append(attachment)
    }
    return result
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image compared exactly.
    public static var image: Snapshotting { .image() }

    /// An image compared with `precision` and `perceptualPrecision`, stored as PNG.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil)
        -> Snapshotting
    {
        Snapshotting(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

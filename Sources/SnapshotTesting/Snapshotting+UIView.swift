import Foundation
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view as an image, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The view as `layer.render(in:)` draws it: sized to `size` (else its frame), laid out,
    /// sized with `sizeToFit()` when still zero-sized, drawn at 2 pixels per point with its model
    /// values (animations in flight do not show, as on iOS). Reel draws every layer itself, so
    /// `drawHierarchyInKeyWindow` gives the same image.
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { view in
            prepare(view, size: size)
            do {
                return try renderModel(of: view.layer)
            } catch {
                return SnapshotImage(failure: "Reel cannot render the view: \(error)")
            }
        }
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer as an image, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The layer as `render(in:)` draws it (laid out, model values, no window), at 2 pixels per point.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { layer in
            layer.layoutIfNeeded()
            do {
                return try renderModel(of: layer)
            } catch {
                return SnapshotImage(failure: "Reel cannot render the layer: \(error)")
            }
        }
    }
}

/// Sizes and lays out `view` as upstream's host window does before drawing.
func prepare(_ view: UIView, size: CGSize?) {
    if let size { view.frame.size = size }
    view.setNeedsLayout()
    view.layoutIfNeeded()
    if view.bounds.size == .zero {
        view.sizeToFit()
        view.layoutIfNeeded()
    }
    view.displayIfNeeded()
    view.layoutIfNeeded()
}

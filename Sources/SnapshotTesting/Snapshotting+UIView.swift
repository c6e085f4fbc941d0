import Foundation
import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view as an image, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The view as `layer.render(in:)` draws it: sized to `size` (else its frame), laid out,
    /// sized with `sizeToFit()` when still zero-sized, drawn at 2 pixels per point with its model
    /// values (animations in flight do not show, as on iOS). Reel draws every layer itself, so
    /// `drawHierarchyInKeyWindow` gives the same image.
    ///
    /// `traits` reach the view as a host window's would: its user interface style overrides the
    /// view's inherited one (dynamic colours resolve to it, `traitCollectionDidChange(_:)` runs),
    /// the traits are current while it lays out and draws, and a `displayScale` sets the pixels
    /// per point (upstream's rule: an explicit scale wins over the reference's).
    public static func image(
        drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { view in
            do {
                return try hosting(view, in: traits) {
                    prepare(view, size: size)
                    return try renderModel(of: view.layer, scale: explicitScale(traits))
                }
            } catch {
                return SnapshotImage(failure: "Reel cannot render the view: \(error)")
            }
        }
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer as an image, compared exactly.
    public static var image: Snapshotting { .image() }

    /// The layer as `render(in:)` draws it (laid out, model values, no window), at 2 pixels per
    /// point, or at `traits.displayScale` when it gives one; the traits are current while it lays
    /// out (layers have no traits of their own, as on iOS).
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, traits: UITraitCollection = .init()
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { layer in
            traits.performAsCurrent { layer.layoutIfNeeded() }
            do {
                return try renderModel(of: layer, scale: explicitScale(traits))
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

/// The pixels per point `traits` ask for: their `displayScale`, nil when they leave it unset (0).
func explicitScale(_ traits: UITraitCollection) -> Double? {
    traits.displayScale > 0 ? Double(traits.displayScale) : nil
}

/// Runs `body` with `view` in a host whose user interface style is `traits`' (when set), the
/// traits current; the view goes back where it was afterwards.
func hosting<T>(_ view: UIView, in traits: UITraitCollection, _ body: () throws -> T) throws -> T {
    guard traits.userInterfaceStyle != .unspecified else {
        return try traits.performingAsCurrent(body)
    }
    let superview = view.superview
    let index = superview?.subviews.firstIndex { $0 === view }
    let host = UIView(frame: view.frame)
    host.overrideUserInterfaceStyle = traits.userInterfaceStyle
    host.addSubview(view)
    defer {
        view.removeFromSuperview()
        if let superview, let index { superview.insertSubview(view, at: min(index, superview.subviews.count)) }
    }
    return try view.traitCollection.performingAsCurrent(body)
}

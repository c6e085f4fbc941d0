import Foundation
import UIKit

// Reel's own strategies, beyond upstream: an animation in flight, on Reel's clock. Upstream's
// `.image` draws model values (`render(in:)` ignores animations), and so does Reel's.

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view as it shows `time` seconds into Reel's clock, with its animations applied: the
    /// recording's clock when the view is in a `RecordingHost`, else a clock that starts at 0
    /// when the animations were added. A paused layer (`speed = 0`, `timeOffset = t`, Apple's
    /// QA1673 idiom) shows its `timeOffset` at any `time`. Sized and laid out as `.image`.
    public static func image(
        at time: TimeInterval, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { view in
            prepare(view, size: size)
            do {
                return try renderPresentation(of: view.layer, at: time)
            } catch {
                return SnapshotImage(failure: "Reel cannot render the view: \(error)")
            }
        }
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer as it shows `time` seconds into Reel's clock (see the `UIView` strategy).
    public static func image(at time: TimeInterval, precision: Float = 1, perceptualPrecision: Float = 1)
        -> Snapshotting
    {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { layer in
            layer.layoutIfNeeded()
            do {
                return try renderPresentation(of: layer, at: time)
            } catch {
                return SnapshotImage(failure: "Reel cannot render the layer: \(error)")
            }
        }
    }
}

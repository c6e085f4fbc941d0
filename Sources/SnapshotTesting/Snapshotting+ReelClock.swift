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

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view at `progress` (0…1) of its longest finite animation (`AnimationSpan`): 0 its
    /// begin, 1 its end. Fails with a message when the tree has no animation that ends.
    public static func image(
        progress: Double, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil
    ) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { view in
            prepare(view, size: size)
            do {
                let time = try AnimationSpan.time(atProgress: progress, in: view.layer)
                return try renderPresentation(of: view.layer, at: time)
            } catch {
                return SnapshotImage(failure: "\(error)")
            }
        }
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// The layer at `progress` (0…1) of its longest finite animation (see the `UIView` strategy).
    public static func image(progress: Double, precision: Float = 1, perceptualPrecision: Float = 1)
        -> Snapshotting
    {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision).pullback { layer in
            layer.layoutIfNeeded()
            do {
                return try renderPresentation(of: layer, at: AnimationSpan.time(atProgress: progress, in: layer))
            } catch {
                return SnapshotImage(failure: "\(error)")
            }
        }
    }
}

/// What `progress:` is measured over: the longest (in clock seconds) of the animations in the
/// tree that end, from its begin to its end on Reel's clock.
enum AnimationSpan {
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// The clock time at `progress` of the longest finite animation under `layer`.
    static func time(atProgress progress: Double, in layer: CALayer) throws -> Double {
        guard progress.isFinite, (0...1).contains(progress) else {
            throw Refusal(
                description: "progress \(progress) is outside 0…1; pass the fraction of the animation to draw")
        }
        let longest = try span(in: layer)
        return longest.begin + progress * (longest.end - longest.begin)
    }

    /// The begin and end (clock seconds) of the longest finite animation under `layer`.
    static func span(in layer: CALayer) throws -> (begin: Double, end: Double) {
        let spans = layer.reel.animationSpans()
        guard !spans.isEmpty else {
            throw Refusal(
                description: "the layer tree has no animation to measure progress over; use .image or .image(at:)")
        }
        let finite = spans.filter { $0.end.isFinite && $0.begin.isFinite }
        guard let longest = finite.max(by: { $0.end - $0.begin < $1.end - $1.begin }) else {
            throw Refusal(
                description: "every animation in the layer tree repeats forever (or is paused), so progress has no "
                    + "end to measure to; use .image(at:) with a time")
        }
        return longest
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

import Foundation
import ReelCore
import ReelEncode
import UIKit

// Reel's own strategy, beyond upstream: an animation in flight as an animated PNG, compared
// frame by frame.

/// The frames of an animation in flight, as `.animation(fps:)` takes them and an animated PNG
/// reference holds them: frame k shows the clock time `begin + min(k / fps, end − begin)` of the
/// longest finite animation.
public final class AnimatedSnapshot: Sendable {
    /// Frames per second.
    public let framesPerSecond: Int
    /// The frames, each with its pixels per point.
    let frames: [SnapshotImage]
    /// Why there are no frames (nothing to animate, or a reference that cannot be read).
    let failure: String?

    /// The number of frames.
    public var frameCount: Int { frames.count }

    init(frames: [SnapshotImage], framesPerSecond: Int) {
        self.frames = frames
        self.framesPerSecond = framesPerSecond
        self.failure = nil
    }

    init(failure: String, framesPerSecond: Int) {
        self.frames = []
        self.framesPerSecond = framesPerSecond
        self.failure = failure
    }

    /// Seconds from the first frame to frame `index`.
    func time(ofFrame index: Int) -> Double { Double(index) / Double(framesPerSecond) }
}

extension Snapshotting where Value == UIView, Format == AnimatedSnapshot {
    /// The view's longest finite animation (as `.image(progress:)` measures it) at `fps` frames
    /// per second, from its begin to its end, stored as an animated PNG: frame k at
    /// `k / fps` seconds from the begin, the last one at the end (where an animation removed on
    /// completion shows the model value, as `.frames`). Compared frame by frame with
    /// `.image`'s `precision` and `perceptualPrecision` rules; a mismatch names the first frame
    /// that differs and its time. Refused with a message when every animation repeats forever.
    public static func animation(
        fps: Int = 30, precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil
    ) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .animation(fps: fps, precision: precision, perceptualPrecision: perceptualPrecision),
            snapshot: { view in
                prepare(view, size: size)
                return AnimationCapture.frames(of: view.layer, fps: fps)
            })
    }
}

extension Snapshotting where Value == CALayer, Format == AnimatedSnapshot {
    /// The layer's longest finite animation as an animated PNG (see the `UIView` strategy).
    public static func animation(fps: Int = 30, precision: Float = 1, perceptualPrecision: Float = 1)
        -> Snapshotting
    {
        Snapshotting(
            pathExtension: "png",
            diffing: .animation(fps: fps, precision: precision, perceptualPrecision: perceptualPrecision),
            snapshot: { layer in
                layer.layoutIfNeeded()
                return AnimationCapture.frames(of: layer, fps: fps)
            })
    }
}

/// Taking an animation's frames.
enum AnimationCapture {
    /// The most frames one animation snapshot takes (a minute at 60 fps).
    static let maximumFrames = 3600

    /// The clock times of the frames of `layer`'s longest finite animation at `fps`.
    static func times(in layer: CALayer, fps: Int) throws -> [Double] {
        guard fps > 0, fps <= 240 else {
            throw AnimationSpan.Refusal(description: "animation(fps: \(fps)) needs a frame rate from 1 to 240")
        }
        let span = try AnimationSpan.span(in: layer)
        let duration = span.end - span.begin
        let steps = Int((duration * Double(fps) - 1e-9).rounded(.up))
        guard steps < maximumFrames else {
            throw AnimationSpan.Refusal(
                description: "the animation lasts \(duration) s, \(steps + 1) frames at \(fps) fps (at most "
                    + "\(maximumFrames)); lower fps or snapshot moments with .image(progress:)")
        }
        return (0...max(steps, 0)).map { k in span.begin + min(Double(k) / Double(fps), duration) }
    }

    static func frames(of layer: CALayer, fps: Int) -> AnimatedSnapshot {
        do {
            let images = try times(in: layer, fps: fps).map { try renderPresentation(of: layer, at: $0) }
            return AnimatedSnapshot(frames: images, framesPerSecond: fps)
        } catch {
            return AnimatedSnapshot(failure: "\(error)", framesPerSecond: fps)
        }
    }
}

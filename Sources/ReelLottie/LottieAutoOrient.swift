import Foundation

/// Auto-orient (`"ao": 1`): a layer turned so that its x axis points where its position moves,
/// on top of its rotation. The direction at frame `f` is that from the position 0.01 frames
/// earlier to the position at `f`; before the first keyframe the first segment's start
/// direction, from the last keyframe on the last segment's end direction (lottie-web's
/// `TransformProperty`).
struct LottieAutoOrient {
    let position: LottieProperty
    let x: LottieProperty?
    let y: LottieProperty?

    private var animated: [LottieProperty] { [position, x, y].compactMap { $0 }.filter(\.isAnimated) }

    private func point(at f: Double) -> (Double, Double) {
        if let x, let y { return (x.value(at: f)[0], y.value(at: f)[0]) }
        let p = position.value(at: f)
        return (p[0], p.count > 1 ? p[1] : 0)
    }

    /// The orientation at frame `f`, in degrees clockwise on screen (0: along +x).
    func degrees(at f: Double) -> Double {
        let first = animated.map(\.firstFrame).min() ?? 0
        let last = animated.map(\.lastFrame).max() ?? 0
        let (a, b): (Double, Double)
        if f <= first {
            (a, b) = (first, first + 0.01)
        } else if f >= last {
            (a, b) = (last - 0.05, last)
        } else {
            (a, b) = (f - 0.01, f)
        }
        let p = point(at: a)
        let q = point(at: b)
        return atan2(q.1 - p.1, q.0 - p.0) * 180 / Double.pi
    }
}

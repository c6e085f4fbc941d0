import Foundation

/// UIKit's flip transitions (`transitionFlipFromLeft/Right/Top/Bottom`), drawn as a turn of the
/// view's layer in perspective: the first half turns the old content edge-on, the changes are
/// made at the half-way point, and the second half turns the new content in from the other
/// edge (docs/animation.md, "View transitions").
///
/// ```
///  angle θ(t) = π · curve(t / duration)          (flip from left: about y, left edge to the front)
///  shown:     perspective · rotation(θ)          θ < π/2 (old content)
///             perspective · rotation(θ − π)      θ ≥ π/2 (new content)
///  perspective: m34 = −1/500 (a viewer 500 points in front of the screen)
/// ```
/// Each half is a key-frame animation of `transform` sampled 32 times, exact at its samples
/// and within a hair between them.
extension View {
    /// The perspective of a flip: `m34 = -1 / flipEyeDistance`.
    public static let flipEyeDistance = 500.0
    /// Key frames per half of a flip.
    static let flipSamples = 32

    /// The axis and direction of a flip option (the transition bits of `options`), or nil.
    static func flipAxis(_ options: TransitionOptions) -> (x: Double, y: Double, sign: Double)? {
        switch (options.rawValue >> 20) & 0xF {
        case 1: (0, 1, 1)  // from left: the left edge comes forward
        case 2: (0, 1, -1)  // from right
        case 6: (1, 0, -1)  // from top: the top edge comes forward
        case 7: (1, 0, 1)  // from bottom
        default: nil
        }
    }

    /// The transform a flip shows at angle `angle` about (`x`, `y`, 0), in perspective.
    public static func flipTransform(angle: Double, x: Double, y: Double) -> Transform3D {
        var perspective = Transform3D.identity
        perspective.m34 = -1 / flipEyeDistance
        return Transform3D(rotationAngle: angle, x: x, y: y, z: 0).concatenating(perspective)
    }

    /// Flips `view` over `duration` with `curve`, making `changes` at the half-way point;
    /// `completion` runs at the end (`finished` false when an animation was removed early).
    static func flip(
        _ view: View, duration: Double, curve: TimingFunction, axis: (x: Double, y: Double, sign: Double),
        changes: (() -> Void)?, completion: @escaping (Bool) -> Void
    ) {
        // The moment the eased angle reaches π/2: bisection on the curve.
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if curve.value(at: mid) < 0.5 { low = mid } else { high = mid }
        }
        let half = high
        let first = flipHalf(
            from: 0, to: half, duration: duration, curve: curve, axis: axis, turn: 0,
            completion: { finished in
                guard finished else { return completion(false) }
                if let changes { View.performWithoutAnimation(changes) }
                let second = flipHalf(
                    from: half, to: 1, duration: duration, curve: curve, axis: axis, turn: -.pi,
                    completion: completion)
                view.layer.add(second, forKey: "flip")
            })
        view.layer.add(first, forKey: "flip")
    }

    /// One half of a flip: the fractions `start`…`end` of the whole, as a key-frame animation.
    private static func flipHalf(
        from start: Double, to end: Double, duration: Double, curve: TimingFunction,
        axis: (x: Double, y: Double, sign: Double), turn: Double, completion: @escaping (Bool) -> Void
    ) -> KeyframeAnimation {
        var animation = KeyframeAnimation(keyPath: "transform")
        let n = flipSamples
        animation.values = (0...n).map { k in
            let fraction = start + (end - start) * Double(k) / Double(n)
            let angle = axis.sign * (Double.pi * curve.value(at: fraction) + turn)
            return flipTransform(angle: angle, x: axis.x, y: axis.y)
        }
        animation.keyTimes = (0...n).map { Double($0) / Double(n) }
        animation.timing.duration = duration * (end - start)
        animation.completion = completion
        return animation
    }
}

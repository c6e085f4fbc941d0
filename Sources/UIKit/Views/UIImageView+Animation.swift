import Foundation

/// Frame animation: `startAnimating()` shows `animationImages` in turn, each for an equal share
/// of `animationDuration`, as a discrete key-frame animation of the layer's contents on the
/// recording's clock; when a finite number of cycles ends, the view shows its image again.
extension UIImageView {
    /// The key of the frame animation on the layer.
    static let frameAnimationKey = "UIImageView.animationImages"

    /// Starts cycling through the animation images (the highlighted ones while highlighted);
    /// nothing happens without images.
    public func startAnimating() {
        let frames = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages
        guard let frames, !frames.isEmpty else { return }
        let n = frames.count
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = frames.map { $0.cgImage as Any }
        animation.keyTimes = (0...n).map { NSNumber(value: Double($0) / Double(n)) }
        animation.calculationMode = .discrete
        animation.duration = animationDuration > 0 ? animationDuration : Double(n) / 30
        animation.repeatCount = animationRepeatCount == 0 ? .infinity : Float(animationRepeatCount)
        animation.beginTime = CACurrentMediaTime()
        layer.add(animation, forKey: Self.frameAnimationKey)
    }

    /// Stops the frame animation; the view shows its image.
    public func stopAnimating() {
        layer.removeAnimation(forKey: Self.frameAnimationKey)
    }

    /// Whether the frame animation is running (it ends by itself after a finite number of cycles).
    public var isAnimating: Bool {
        guard let animation = layer.animation(forKey: Self.frameAnimationKey) else { return false }
        guard animation.repeatCount.isFinite else { return true }
        let end = animation.beginTime + animation.duration * Double(max(animation.repeatCount, 1))
        return CACurrentMediaTime() < end
    }
}

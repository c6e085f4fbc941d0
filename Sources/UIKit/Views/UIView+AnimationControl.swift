import Foundation
import ReelCore

/// Turning block animations off, repeating part of a block, and the system's delete animation.
extension UIView {
    private static let animationsEnabledKey = "UIKit.areAnimationsEnabled"

    /// Whether block animations animate (true until `setAnimationsEnabled(false)`), on this
    /// thread, as UIKit's is on the main thread.
    public class var areAnimationsEnabled: Bool {
        Thread.current.threadDictionary[animationsEnabledKey] as? Bool ?? true
    }

    /// Turns block animations on or off: while off, `animate`, `animateKeyframes` and
    /// `transition` make their changes at once and call their completion with `true`, as a
    /// zero duration does.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        Thread.current.threadDictionary[animationsEnabledKey] = enabled
    }

    /// `duration`, or 0 while animations are off.
    static func enabledDuration(_ duration: TimeInterval) -> TimeInterval {
        areAnimationsEnabled ? duration : 0
    }

    /// Inside an animation block, makes the changes in `animations` with the block's duration,
    /// delay and curve, repeating `count` times (fractional counts stop part-way), played back
    /// after each pass with `autoreverses`: the whole lasts `duration × count × (autoreverses ? 2 : 1)`,
    /// and the block's completion waits for it. Outside a block it has no effect.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        View.modifyAnimations(withRepeatCount: Double(count), autoreverses: autoreverses, animations: animations)
    }

    /// Runs a system animation on `views` with `parallelAnimations` beside it. `.delete` fades
    /// the views out (alpha to 0) with `options`' curve over the enclosing block's duration, or
    /// `systemAnimationDuration` outside one, then removes them from their superviews and gives
    /// them back their alpha; `completion` runs after that.
    public class func perform(
        _ animation: UIView.SystemAnimation, on views: [UIView], options: UIView.AnimationOptions = [],
        animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let inherited = inheritedAnimationDuration
        let duration = inherited > 0 ? inherited : systemAnimationDuration
        let alphas = views.map(\.alpha)
        animate(
            withDuration: duration, delay: 0, options: options,
            animations: {
                for view in views { view.alpha = 0 }
                parallelAnimations?()
            },
            completion: { finished in
                for (view, alpha) in zip(views, alphas) {
                    view.removeFromSuperview()
                    UIView.performWithoutAnimation { view.alpha = alpha }
                }
                completion?(finished)
            })
    }

    /// How long a system animation runs outside an animation block: 0.3 seconds, Reel's choice
    /// (UIKit does not document it; docs/animation.md).
    public static let systemAnimationDuration: TimeInterval = 0.3

    /// The system animations, like `UIView.SystemAnimation` (UIKit's raw values).
    public enum SystemAnimation: UInt, Sendable {
        /// Removes the views from the hierarchy when the animation completes.
        case delete
    }
}

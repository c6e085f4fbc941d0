import Foundation
import ReelCore

/// UIKit's block animations, forwarded to ReelCore's `View` (see `View+Animate.swift` for the
/// semantics): the changes made in `animations` to views' animatable properties (`frame`,
/// `bounds`, `center`, `transform`, `alpha`, `backgroundColor`) animate on the recording's clock.
extension UIView {
    /// The duration of the animation block running now (0 outside one), like UIKit's.
    public class var inheritedAnimationDuration: TimeInterval {
        Thread.current.threadDictionary[animationDurationKey] as? TimeInterval ?? 0
    }

    private static let animationDurationKey = "UIKit.inheritedAnimationDuration"
    private static let animationDelayKey = "UIKit.inheritedAnimationDelay"

    /// The delay of the animation block running now (0 outside one).
    static var inheritedAnimationDelay: TimeInterval {
        Thread.current.threadDictionary[animationDelayKey] as? TimeInterval ?? 0
    }

    /// Runs `animations` with `inheritedAnimationDuration` reading `duration`.
    static func inBlock(_ duration: TimeInterval, delay: TimeInterval = 0, _ animations: () -> Void) {
        let outer = (
            Thread.current.threadDictionary[animationDurationKey], Thread.current.threadDictionary[animationDelayKey]
        )
        Thread.current.threadDictionary[animationDurationKey] = duration
        Thread.current.threadDictionary[animationDelayKey] = delay
        animations()
        Thread.current.threadDictionary[animationDurationKey] = outer.0
        Thread.current.threadDictionary[animationDelayKey] = outer.1
    }

    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        View.animate(
            withDuration: enabledDuration(duration), delay: delay,
            options: View.AnimationOptions(rawValue: options.rawValue),
            animations: { inBlock(duration, delay: delay, animations) }, completion: completion)
    }

    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        View.animate(
            withDuration: enabledDuration(duration), delay: delay, usingSpringWithDamping: Double(dampingRatio),
            initialSpringVelocity: Double(velocity), options: View.AnimationOptions(rawValue: options.rawValue),
            animations: { inBlock(duration, delay: delay, animations) }, completion: completion)
    }

    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        View.animateKeyframes(
            withDuration: enabledDuration(duration), delay: delay,
            options: View.KeyframeAnimationOptions(rawValue: options.rawValue),
            animations: { inBlock(duration, delay: delay, animations) }, completion: completion)
    }

    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        View.addKeyframe(
            withRelativeStartTime: frameStartTime, relativeDuration: frameDuration, animations: animations)
    }

    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        View.performWithoutAnimation(actionsWithoutAnimation)
    }

    /// Makes the changes in `animations` under a transition of `view`'s layer: a cross-dissolve
    /// with `.transitionCrossDissolve`; a 3-D turn in perspective with the flips, the changes
    /// made half-way; a slide standing in for the curls (ReelCore's `View+Transition.swift`).
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        View.transition(
            with: view.reelView, duration: enabledDuration(duration),
            options: View.TransitionOptions(rawValue: options.rawValue),
            animations: animations, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview under a transition of the
    /// superview (`.showHideTransitionViews` hides and shows them instead).
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        View.transition(
            replacing: fromView, with: toView, duration: enabledDuration(duration),
            options: View.TransitionOptions(rawValue: options.rawValue), completion: completion)
    }
}

/// The façade's view tree, which `View.transition(replacing:with:…)` rearranges; transitions
/// cover the ReelCore view over the same layer.
extension UIView: ViewTree {
    package var transitionView: View { reelView }
}

/// iOS 17's spring animation by perceived duration and bounce (`View+SpringDuration.swift`).
extension UIView {
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: UIView.AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        View.animate(
            springDuration: enabledDuration(duration), bounce: Double(bounce), initialSpringVelocity: Double(velocity),
            delay: delay,
            options: View.AnimationOptions(rawValue: options.rawValue),
            animations: { inBlock(duration, delay: delay, animations) }, completion: completion)
    }
}

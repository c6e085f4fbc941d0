import ReelCore

/// An animation from one value to another, like `CABasicAnimation`: `fromValue`, `toValue`
/// and `byValue` are `Any`, converted for the key path when the animation is added (see
/// `AnimationValueConverter`); it becomes ReelCore's `BasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    package override func makeReelAnimation() -> (any ReelCore.Animation)? {
        guard let property = reelProperty else { return nil }
        var ok = true
        var animation = BasicAnimation(property: property)
        animation.fromValue = converted(fromValue, for: property, ok: &ok)
        animation.toValue = converted(toValue, for: property, ok: &ok)
        animation.byValue = converted(byValue, for: property, ok: &ok)
        animation.isAdditive = isAdditive
        animation.isCumulative = isCumulative
        animation.valueFunction = valueFunction?.reel
        animation.timing = reelTiming
        return ok ? animation : nil
    }
}

import ReelCore

/// An animation from one value to another, like `CABasicAnimation`: `fromValue`, `toValue`
/// and `byValue` are `Any`, converted for the key path when the animation is added (see
/// `AnimationValueConverter`); it becomes ReelCore's `BasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    package override var customSample: (any AnimatableValue)? {
        [fromValue, toValue, byValue].lazy.compactMap { $0.flatMap { AnimationValueConverter.candidates($0).first } }
            .first
    }

    package override func makeReelAnimation() -> (any ReelCore.Animation)? {
        guard let property = reelProperty else { return nil }
        return reelAnimation(BasicAnimation(property: property), for: property)
    }

    /// `animation` (a basic animation or a spring of `property`) with this animation's from, to
    /// and by values converted for `property` and its property-animation state, or nil when a
    /// value does not fit the property (the problem is reported).
    func reelAnimation<A: FromToByAnimation>(_ animation: A, for property: LayerProperty) -> A? {
        var ok = true
        var animation = animation
        animation.fromValue = converted(fromValue, for: property, ok: &ok)
        animation.toValue = converted(toValue, for: property, ok: &ok)
        animation.byValue = converted(byValue, for: property, ok: &ok)
        configure(&animation)
        return ok ? animation : nil
    }
}

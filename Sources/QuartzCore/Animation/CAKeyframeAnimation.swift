import ReelCore

/// An animation through a sequence of values or along a path, like `CAKeyframeAnimation`:
/// `values` are `Any` (converted for the key path when the animation is added), `keyTimes`
/// `NSNumber`s; it becomes ReelCore's `KeyframeAnimation`.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    open var rotationMode: CAAnimationRotationMode?

    package override var customSample: (any AnimatableValue)? {
        values?.lazy.compactMap { AnimationValueConverter.candidates($0).first }.first
    }

    package override func makeReelAnimation() -> (any ReelCore.Animation)? {
        guard let property = reelProperty else { return nil }
        var ok = true
        var animation = KeyframeAnimation(property: property)
        if let values {
            animation.values = values.compactMap { converted($0, for: property, ok: &ok) }
        }
        animation.path = path?.reel
        animation.keyTimes = keyTimes?.map(\.doubleValue)
        animation.timingFunctions = timingFunctions?.map(\.reel)
        animation.calculationMode = CalculationMode(rawValue: calculationMode.rawValue) ?? .linear
        animation.rotationMode = rotationMode?.reel
        animation.tensionValues = tensionValues?.map(\.doubleValue)
        animation.continuityValues = continuityValues?.map(\.doubleValue)
        animation.biasValues = biasValues?.map(\.doubleValue)
        configure(&animation)
        return ok ? animation : nil
    }
}

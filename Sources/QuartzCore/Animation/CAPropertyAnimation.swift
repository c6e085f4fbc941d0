import ReelCore

/// An animation of one layer property named by a key path, like `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    /// The animated key path (`"position"`, `"transform.rotation.z"`, `"strokeEnd"`…).
    open var keyPath: String?
    open var isAdditive = false
    open var isCumulative = false
    open var valueFunction: CAValueFunction?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// The layer this animation is being added to (`CALayer.add(_:forKey:)`), which knows its
    /// own keys (`"progress"`).
    @TaskLocal package static var addingTo: CALayer?

    /// A value of the animation (its first convertible one): the type of a custom key it animates.
    package var customSample: (any AnimatableValue)? { nil }

    /// The ReelCore property of `keyPath`: a layer property, or a key of the layer's own (see
    /// `CALayer.customProperty(forKey:sample:)`), or nil (reported) when Reel does not know it.
    package var reelProperty: LayerProperty? {
        guard let keyPath,
            let property = LayerProperty.named(keyPath)
                ?? Self.addingTo?.customProperty(forKey: keyPath, sample: customSample)
        else {
            CAValueConversionProblem.report(CAValueConversionProblem(keyPath: keyPath ?? "(nil)", valueType: nil))
            return nil
        }
        return property
    }

    /// `value` converted for `property`; `ok` is set to false (and the problem reported) when it
    /// does not fit. nil stays nil.
    package func converted(_ value: Any?, for property: LayerProperty, ok: inout Bool) -> (any AnimatableValue)? {
        guard let value else { return nil }
        if valueFunction != nil {
            if let number = AnimationValueConverter.scalar(value) { return number }
            if let array = value as? [Any], case let numbers = array.compactMap(AnimationValueConverter.scalar),
                numbers.count == array.count
            {
                return numbers
            }
        }
        if let reel = AnimationValueConverter.convert(value, for: property) { return reel }
        ok = false
        CAValueConversionProblem.report(
            CAValueConversionProblem(keyPath: property.name, valueType: String(describing: type(of: value))))
        return nil
    }

    /// Gives `animation` this animation's additive, cumulative and value-function settings and
    /// its timing: what every property animation passes on to ReelCore.
    package func configure<A: PropertyAnimation>(_ animation: inout A) {
        animation.isAdditive = isAdditive
        animation.isCumulative = isCumulative
        animation.valueFunction = valueFunction?.reel
        animation.timing = reelTiming
    }
}

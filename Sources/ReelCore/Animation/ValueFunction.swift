import Foundation

/// A function from animated numbers to a transform, like `CAValueFunction`, for animations of
/// `"transform"` (`valueFunction` on basic, keyframe and spring animations).
///
/// The animation's values are the function's inputs: one number for `rotateX`, `rotateY`,
/// `rotateZ` (radians), `scaleX`, `scaleY`, `scaleZ`, `translateX`, `translateY` and
/// `translateZ`; an `[x, y, z]` triple (or `[x, y]`, z being 1 for a scale and 0 for a
/// translation) for `scale` and `translate`. The inputs are interpolated
/// (and `byValue`, `isCumulative` applied) as numbers, then the function makes the transform, so
/// `rotateZ` from 0 to 2π turns a full circle. The transform replaces the layer's transform, or
/// with `isAdditive` is applied before it. A missing from or to value is the function's
/// identity input (0, or 1 for scales).
public enum ValueFunction: String, Hashable, Sendable, CaseIterable {
    case rotateX, rotateY, rotateZ, scale, scaleX, scaleY, scaleZ, translate, translateX, translateY, translateZ

    /// The function Core Animation names `name` (`CAValueFunctionName` raw values such as
    /// `"rotateZ"`).
    /// - Throws: `ValueFunctionError` for unknown names.
    public init(named name: String) throws(ValueFunctionError) {
        if let f = ValueFunction(rawValue: name) {
            self = f
            return
        }
        throw ValueFunctionError(name: name)
    }

    /// How many input numbers the function reads (scale and translate: their `[x, y, z]`).
    public var inputCount: Int {
        switch self {
        case .scale, .translate: 3
        default: 1
        }
    }

    /// The input that leaves a layer as it is.
    var identityInput: [Double] {
        switch self {
        case .scale: [1, 1, 1]
        case .scaleX, .scaleY, .scaleZ: [1]
        default: Array(repeating: 0, count: inputCount)
        }
    }

    /// `value` as the function's input numbers, or nil when it does not fit: a number for the
    /// one-input functions, two or three numbers for scale and translate (a missing z is the
    /// identity's: 1 for a scale, 0 for a translation).
    func input(_ value: any AnimatableValue) -> [Double]? {
        if let d = castAnimatable(value, to: Double.self) { return inputCount == 1 ? [d] : nil }
        if let array = value as? [Double], inputCount == 3, array.count == 2 || array.count == 3 {
            return array.count == 3 ? array : array + [self == .scale ? 1 : 0]
        }
        return nil
    }

    /// The transform the function makes of `input` (`CATransform3DMake…`; the 2-D functions
    /// make exactly the affine transforms).
    func transform(_ input: [Double]) -> Transform3D {
        switch self {
        case .rotateX: Transform3D(rotationAngle: input[0], x: 1, y: 0, z: 0)
        case .rotateY: Transform3D(rotationAngle: input[0], x: 0, y: 1, z: 0)
        case .rotateZ: Transform3D(AffineTransform(rotationAngle: input[0]))
        case .scale: Transform3D(scaleX: input[0], y: input[1], z: input[2])
        case .scaleX: Transform3D(scaleX: input[0], y: 1, z: 1)
        case .scaleY: Transform3D(scaleX: 1, y: input[0], z: 1)
        case .scaleZ: Transform3D(scaleX: 1, y: 1, z: input[0])
        case .translate: Transform3D(translationX: input[0], y: input[1], z: input[2])
        case .translateX: Transform3D(translationX: input[0], y: 0, z: 0)
        case .translateY: Transform3D(translationX: 0, y: input[0], z: 0)
        case .translateZ: Transform3D(translationX: 0, y: 0, z: input[0])
        }
    }

    /// Shows `input` (already interpolated, cumulative applied) on `state`'s transform.
    func apply(_ input: [Double], isAdditive: Bool, to state: inout LayerState) {
        let t = transform(input)
        state.transform = isAdditive ? state.transform.adding(t) : t
    }
}

extension ValueFunction {
    /// Whether `property` is one a value function drives (a transform).
    public static func drives(_ property: LayerProperty) -> Bool {
        ObjectIdentifier(property.valueType) == ObjectIdentifier(Transform3D.self)
    }

    /// Start and end inputs by `BasicAnimation`'s from/to/by rules, the identity input standing
    /// for the underlying value; nil when a value is not an input of this function.
    func endpoints(
        from: (any AnimatableValue)?, to: (any AnimatableValue)?, by: (any AnimatableValue)?
    ) -> ([Double], [Double])? {
        let f = from.flatMap(input)
        let t = to.flatMap(input)
        let b = by.flatMap(input)
        if (from != nil && f == nil) || (to != nil && t == nil) || (by != nil && b == nil) { return nil }
        return BasicAnimation.endpoints(from: f, to: t, by: b, underlying: identityInput)
    }

    /// Shows the input `value` of cycle `iteration` (cumulative: plus `iteration` times
    /// `cycleEnd`) on `state`.
    func show(
        _ value: [Double], cycleEnd: [Double], iteration: Int, isCumulative: Bool, isAdditive: Bool,
        on state: inout LayerState
    ) {
        var v = value
        if isCumulative && iteration > 0 { v = v.adding(cycleEnd.scaled(by: Double(iteration))) }
        apply(v, isAdditive: isAdditive, to: &state)
    }
}

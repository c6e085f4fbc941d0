import Foundation

/// A function from animated numbers to a transform, like `CAValueFunction`, for animations of
/// `"transform"` (`valueFunction` on basic, keyframe and spring animations).
///
/// The animation's values are the function's inputs: one number for `rotateZ` (radians),
/// `scaleX`, `scaleY`, `translateX` and `translateY`; an `[x, y, z]` triple (or `[x, y]`) for
/// `scale` and `translate`, whose z has no effect on a flat layer. The inputs are interpolated
/// (and `byValue`, `isCumulative` applied) as numbers, then the function makes the transform, so
/// `rotateZ` from 0 to 2π turns a full circle. The transform replaces the layer's transform, or
/// with `isAdditive` is applied before it. A missing from or to value is the function's
/// identity input (0, or 1 for scales). Reel's transforms are 2-D, so Core Animation's
/// `rotateX`, `rotateY`, `scaleZ` and `translateZ` are refused (`init(named:)`).
public enum ValueFunction: String, Hashable, Sendable, CaseIterable {
    case rotateZ, scale, scaleX, scaleY, translate, translateX, translateY

    /// The function Core Animation names `name` (`CAValueFunctionName` raw values such as
    /// `"rotateZ"`).
    /// - Throws: `ValueFunctionError` for the 3-D functions and for unknown names.
    public init(named name: String) throws(ValueFunctionError) {
        if let f = ValueFunction(rawValue: name) {
            self = f
            return
        }
        throw ValueFunctionError(name: name)
    }

    /// How many input numbers the function reads (scale and translate: x and y of their
    /// `[x, y, z]` triple).
    public var inputCount: Int {
        switch self {
        case .scale, .translate: 2
        default: 1
        }
    }

    /// The input that leaves a layer as it is.
    var identityInput: [Double] {
        switch self {
        case .scale: [1, 1]
        case .scaleX, .scaleY: [1]
        default: Array(repeating: 0, count: inputCount)
        }
    }

    /// `value` as the function's input numbers, or nil when it does not fit: a number for the
    /// one-input functions, two or three numbers for scale and translate (z is dropped).
    func input(_ value: any AnimatableValue) -> [Double]? {
        if let d = castAnimatable(value, to: Double.self) { return inputCount == 1 ? [d] : nil }
        if let array = value as? [Double], inputCount == 2, array.count == 2 || array.count == 3 {
            return Array(array.prefix(2))
        }
        return nil
    }

    /// The transform the function makes of `input`.
    func transform(_ input: [Double]) -> AffineTransform {
        switch self {
        case .rotateZ: AffineTransform(rotationAngle: input[0])
        case .scale: AffineTransform(scaleX: input[0], y: input[1])
        case .scaleX: AffineTransform(scaleX: input[0], y: 1)
        case .scaleY: AffineTransform(scaleX: 1, y: input[0])
        case .translate: AffineTransform(translationX: input[0], y: input[1])
        case .translateX: AffineTransform(translationX: input[0], y: 0)
        case .translateY: AffineTransform(translationX: 0, y: input[0])
        }
    }

    /// Shows `input` (already interpolated, cumulative applied) on `state`'s transform.
    func apply(_ input: [Double], isAdditive: Bool, to state: inout LayerState) {
        let t = transform(input)
        state.transform = isAdditive ? state.transform.adding(t) : t
    }
}

/// A value function Reel does not have: the 3-D ones (its transforms are 2-D) or an unknown
/// name.
public struct ValueFunctionError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The refused name.
    public var name: String

    public var description: String {
        let supported = ValueFunction.allCases.map(\.rawValue).joined(separator: ", ")
        switch name {
        case "rotateX", "rotateY":
            return "value function \"\(name)\" turns the layer out of its plane, which needs 3-D transforms; "
                + "Reel's transforms are 2-D (use one of \(supported))"
        case "scaleZ", "translateZ":
            return "value function \"\(name)\" works on the z axis, which needs 3-D transforms; "
                + "Reel's transforms are 2-D (use one of \(supported))"
        default:
            return "unknown value function \"\(name)\"; use one of \(supported)"
        }
    }
}

extension ValueFunction {
    /// Whether `property` is one a value function drives (a transform).
    public static func drives(_ property: LayerProperty) -> Bool {
        ObjectIdentifier(property.valueType) == ObjectIdentifier(AffineTransform.self)
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
        let u = identityInput
        switch (f, t, b) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f.adding(b))
        case (nil, let t?, let b?): return (t.subtracting(b), t)
        case (let f?, nil, nil): return (f, u)
        case (nil, let t?, nil): return (u, t)
        case (nil, nil, let b?): return (u, u.adding(b))
        case (nil, nil, nil): return (u, u)
        }
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

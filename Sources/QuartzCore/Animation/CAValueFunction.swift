import ReelCore

/// A function applied to an animation's interpolated values to make a transform, like
/// `CAValueFunction` (`CAValueFunction(name: .rotateZ)` on a `transform` animation of numbers).
open class CAValueFunction: NSObject, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    /// The function's name.
    public let name: CAValueFunctionName
    /// The function in ReelCore (nil for a name Reel does not know).
    package let reel: ValueFunction?

    public init?(name: CAValueFunctionName) {
        guard let function = try? ValueFunction(named: name.rawValue) else { return nil }
        self.name = name
        reel = function
        super.init()
    }
}

/// The names of the value functions, like `CAValueFunctionName`.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

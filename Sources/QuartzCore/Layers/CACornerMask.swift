/// The corners a layer's `cornerRadius` rounds, like Core Animation's `CACornerMask`, in the
/// layer's own coordinates (y down in UIKit: `layerMinXMinYCorner` is the top-left corner).
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// The curve of a layer's rounded corners, like Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// The continuous curve of iOS's app icons: the curvature grows gradually into the corner.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

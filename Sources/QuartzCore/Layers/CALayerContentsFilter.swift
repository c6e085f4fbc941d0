import ReelCore

/// How a layer's contents are sampled when scaled, like `CALayerContentsFilter`: `.linear`
/// blends neighbouring pixels, `.nearest` repeats the nearest one (hard pixel edges),
/// `.trilinear` blends as `.linear` does (Reel draws no mipmaps; Cairo's best filter).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CALayerContentsFilter(rawValue: "linear")
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

extension CALayerContentsFilter: ReelEnumerationBridge {
    package typealias ReelValue = ContentsFilter
    package static var fallback: ContentsFilter { .linear }
}

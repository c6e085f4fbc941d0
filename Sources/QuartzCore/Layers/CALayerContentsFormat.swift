// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// The storage format of a layer's drawn contents, like Core Animation's `CALayerContentsFormat`
/// (Apple's raw values). Reel draws contents as 8-bit RGBA whatever the format (docs/animation.md).
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}

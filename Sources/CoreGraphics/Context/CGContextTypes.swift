/// How a context composites what it paints, like Core Graphics' `CGBlendMode` (Apple's raw values).
public enum CGBlendMode: Int32, Sendable {
    case normal = 0
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
}

/// How `drawPath(using:)` paints the current path, like `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill, stroke, fillStroke, eoFillStroke
}

/// Which points are inside a path, like `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    case winding = 0
    case evenOdd
}

/// Whether a gradient paints beyond its ends, like `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The start colour fills the area before the start point (inside the start circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// The end colour fills the area after the end point (outside the end circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// Where a bitmap keeps alpha, like `CGImageAlphaInfo` (Apple's raw values).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's layout, like `CGBitmapInfo`: the alpha info in the low bits, the byte order above.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(alphaInfo: CGImageAlphaInfo) { rawValue = alphaInfo.rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    /// 16-bit components in the machine's byte order (little-endian on Reel's machines).
    public static let byteOrder16Host = byteOrder16Little
    /// 32-bit components in the machine's byte order (little-endian on Reel's machines).
    public static let byteOrder32Host = byteOrder32Little
}

/// How images are resampled when drawn scaled, like `CGInterpolationQuality` (Apple's raw
/// values; `CGContext.interpolationQuality` says which Cairo filter each is).
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none, low, high, medium
}

/// A Core Foundation array as iOS code passes one (`[a.cgColor, b.cgColor] as CFArray`): on
/// Linux, a Swift array of anything.
public typealias CFArray = [Any]

/// What a bitmap context calls when it goes away, with the release info and the data it drew
/// into, like `CGBitmapContextReleaseDataCallback`.
public typealias CGBitmapContextReleaseDataCallback =
    @convention(c) (
        UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
    ) -> Void

/// How colours outside a destination's gamut are mapped, like `CGColorRenderingIntent` (Apple's
/// raw values). Reel draws in one colour space, so no intent changes a pixel.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

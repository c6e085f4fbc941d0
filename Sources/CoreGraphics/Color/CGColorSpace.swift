// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// A colour space, like Core Graphics' `CGColorSpace`: the RGB spaces (device RGB, sRGB and the
/// other RGB names, all drawn as sRGB) and the gray ones. It says how many components a colour
/// given as numbers has (`setFillColor(_:)` with components, `CGGradient(colorSpace:…)`).
public final class CGColorSpace: Hashable, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    /// The space's kind, like `CGColorSpaceModel`.
    public let model: CGColorSpaceModel
    /// The space's name (`CGColorSpace.sRGB`, …); nil for the device spaces.
    public let name: String?

    init(model: CGColorSpaceModel, name: String?) {
        self.model = model
        self.name = name
    }

    /// The named space: the RGB names (`sRGB`, `displayP3`, `extendedSRGB`, `linearSRGB`,
    /// `genericRGBLinear`) or the gray ones (`genericGrayGamma2_2`, `linearGray`,
    /// `extendedGray`); nil for another name. Reel draws every RGB space as sRGB.
    public convenience init?(name: String) {
        if Self.rgbNames.contains(name) {
            self.init(model: .rgb, name: name)
        } else if Self.grayNames.contains(name) {
            self.init(model: .monochrome, name: name)
        } else {
            return nil
        }
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    static let rgbNames: Set = [sRGB, displayP3, extendedSRGB, linearSRGB, genericRGBLinear]
    static let grayNames: Set = [genericGrayGamma2_2, linearGray, extendedGray]

    /// Colour components per colour, alpha not counted (3 for RGB, 1 for gray).
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    /// A colour from `components` (then alpha) in this space.
    func color(_ components: [CGFloat]) -> CGColor {
        let alpha = components.count > numberOfComponents ? components[numberOfComponents] : 1
        if model == .monochrome { return CGColor(gray: components.first ?? 0, alpha: alpha) }
        func at(_ i: Int) -> CGFloat { i < components.count ? components[i] : 0 }
        return CGColor(red: at(0), green: at(1), blue: at(2), alpha: alpha)
    }

    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.model == b.model && a.name == b.name }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(model)
        hasher.combine(name)
    }
}

/// A colour space's kind, like `CGColorSpaceModel`.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

/// The device RGB space (drawn as sRGB), like `CGColorSpaceCreateDeviceRGB()`.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb, name: nil) }

/// The device gray space, like `CGColorSpaceCreateDeviceGray()`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome, name: nil) }

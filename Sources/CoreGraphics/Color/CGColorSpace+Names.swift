// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// The names of Core Graphics' colour spaces (`CGColorSpace(name: CGColorSpace.displayP3)`) and
/// what Reel knows of each space.
extension CGColorSpace {
    public static let sRGB: CFString = "kCGColorSpaceSRGB"
    public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
    public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
    public static let extendedLinearSRGB: CFString = "kCGColorSpaceExtendedLinearSRGB"
    public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
    public static let linearDisplayP3: CFString = "kCGColorSpaceLinearDisplayP3"
    public static let extendedDisplayP3: CFString = "kCGColorSpaceExtendedDisplayP3"
    public static let extendedLinearDisplayP3: CFString = "kCGColorSpaceExtendedLinearDisplayP3"
    public static let displayP3_HLG: CFString = "kCGColorSpaceDisplayP3_HLG"
    public static let displayP3_PQ: CFString = "kCGColorSpaceDisplayP3_PQ"
    public static let dcip3: CFString = "kCGColorSpaceDCIP3"
    public static let adobeRGB1998: CFString = "kCGColorSpaceAdobeRGB1998"
    public static let rommrgb: CFString = "kCGColorSpaceROMMRGB"
    public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
    public static let acescgLinear: CFString = "kCGColorSpaceACESCGLinear"
    public static let itur_709: CFString = "kCGColorSpaceITUR_709"
    public static let itur_709_PQ: CFString = "kCGColorSpaceITUR_709_PQ"
    public static let itur_709_HLG: CFString = "kCGColorSpaceITUR_709_HLG"
    public static let itur_2020: CFString = "kCGColorSpaceITUR_2020"
    public static let linearITUR_2020: CFString = "kCGColorSpaceLinearITUR_2020"
    public static let extendedITUR_2020: CFString = "kCGColorSpaceExtendedITUR_2020"
    public static let extendedLinearITUR_2020: CFString = "kCGColorSpaceExtendedLinearITUR_2020"
    public static let itur_2100_HLG: CFString = "kCGColorSpaceITUR_2100_HLG"
    public static let itur_2100_PQ: CFString = "kCGColorSpaceITUR_2100_PQ"
    public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray: CFString = "kCGColorSpaceLinearGray"
    public static let extendedGray: CFString = "kCGColorSpaceExtendedGray"
    public static let extendedLinearGray: CFString = "kCGColorSpaceExtendedLinearGray"
    public static let genericCMYK: CFString = "kCGColorSpaceGenericCMYK"
    public static let genericXYZ: CFString = "kCGColorSpaceGenericXYZ"
    public static let genericLab: CFString = "kCGColorSpaceGenericLab"

    /// The model of each named space.
    static let models: [CFString: CGColorSpaceModel] = {
        let rgb: [CFString] = [
            sRGB, linearSRGB, extendedSRGB, extendedLinearSRGB, displayP3, linearDisplayP3, extendedDisplayP3,
            extendedLinearDisplayP3, displayP3_HLG, displayP3_PQ, dcip3, adobeRGB1998, rommrgb, genericRGBLinear,
            acescgLinear, itur_709, itur_709_PQ, itur_709_HLG, itur_2020, linearITUR_2020, extendedITUR_2020,
            extendedLinearITUR_2020, itur_2100_HLG, itur_2100_PQ,
        ]
        let gray: [CFString] = [genericGrayGamma2_2, linearGray, extendedGray, extendedLinearGray]
        var models = Dictionary(uniqueKeysWithValues: rgb.map { ($0, CGColorSpaceModel.rgb) })
        for name in gray { models[name] = .monochrome }
        models[genericCMYK] = .cmyk
        models[genericXYZ] = .XYZ
        models[genericLab] = .lab
        return models
    }()

    /// The number Reel gives the `CGColorSpace` type (Core Foundation's type identifier).
    public class var typeID: CFTypeID { CoreGraphicsTypeID.colorSpace }

    /// Whether the space's gamut is wider than sRGB's (Display P3, DCI-P3, Adobe RGB, ROMM RGB,
    /// BT.2020 and BT.2100, ACEScg, and the extended-range spaces). Reel still draws its colours
    /// as sRGB.
    public var isWideGamutRGB: Bool {
        guard model == .rgb, let name else { return false }
        let narrow: Set<CFString> = [
            CGColorSpace.sRGB, CGColorSpace.linearSRGB, CGColorSpace.genericRGBLinear, CGColorSpace.itur_709,
            CGColorSpace.itur_709_PQ, CGColorSpace.itur_709_HLG,
        ]
        return !narrow.contains(name)
    }

    /// Whether the space's components may go beyond 0…1 (the `extended` spaces).
    public var usesExtendedRange: Bool { name?.hasPrefix("kCGColorSpaceExtended") ?? false }

    /// Whether a bitmap context can draw in the space (gray and RGB).
    public var supportsOutput: Bool { model == .rgb || model == .monochrome }

    /// The space an indexed or pattern space is based on: Reel makes neither, so nil.
    public var baseColorSpace: CGColorSpace? { nil }

    /// The number of entries of an indexed space's table: Reel makes none, so 0.
    public var colorTableCount: Int { 0 }

    /// An indexed space's table: Reel makes none, so nil.
    public var colorTable: [UInt8]? { nil }
}

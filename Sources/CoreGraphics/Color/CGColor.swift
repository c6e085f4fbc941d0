import ReelCore

/// A colour, like Core Graphics' `CGColor`: components in a gray or RGB space with alpha, over
/// ReelCore's `Color` (so a layer given `color.cgColor` draws the same pixels as the same
/// `Color`). Every space is drawn as sRGB (iOS's device RGB); a gray colour keeps its space, so
/// its `components` are `[gray, alpha]` as on iOS.
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    /// The colour in ReelCore.
    package let reel: Color
    /// The space the components are in (gray or RGB).
    let space: CGColorSpace

    package convenience init(_ color: Color) {
        self.init(color, space: CGColorSpaceCreateDeviceRGB())
    }

    init(_ color: Color, space: CGColorSpace) {
        reel = color
        self.space = space
    }

    /// The number Reel gives the `CGColor` type (Core Foundation's type identifier).
    public class var typeID: CFTypeID { CoreGraphicsTypeID.color }

    /// A colour from red, green, blue and alpha components in 0…1 (sRGB, as iOS's device RGB).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// A colour in the sRGB space (the space Reel draws in).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(
            Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)),
            space: CGColorSpace(model: .rgb, name: CGColorSpace.sRGB))
    }

    /// A grey of `gray` (0 black … 1 white) with `alpha`, in a gray space.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        let g = Double(gray)
        self.init(Color(red: g, green: g, blue: g, alpha: Double(alpha)), space: CGColorSpaceCreateDeviceGray())
    }

    /// A grey in the gamma 2.2 gray space (drawn as the same sRGB grey).
    public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
        let g = Double(gray)
        self.init(
            Color(red: g, green: g, blue: g, alpha: Double(alpha)),
            space: CGColorSpace(model: .monochrome, name: CGColorSpace.genericGrayGamma2_2))
    }

    /// A colour from CMYK components, converted to RGB without a colour profile:
    /// `r = (1 − c)(1 − k)`, `g = (1 − m)(1 − k)`, `b = (1 − y)(1 − k)` (Reel has no CMYK space).
    public convenience init(
        genericCMYKCyan cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat
    ) {
        func channel(_ v: CGFloat) -> CGFloat { (1 - min(max(v, 0), 1)) * (1 - min(max(black, 0), 1)) }
        self.init(red: channel(cyan), green: channel(magenta), blue: channel(yellow), alpha: alpha)
    }

    /// A colour of `space`'s components followed by alpha; nil for a space Reel cannot draw
    /// (not gray or RGB).
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model == .rgb || space.model == .monochrome else { return nil }
        let color = space.color((0...space.numberOfComponents).map { components[$0] })
        self.init(color.reel, space: space)
    }

    /// The components in the colour's space, then alpha (`[gray, alpha]` or `[r, g, b, a]`).
    public var components: [CGFloat]? {
        if space.model == .monochrome { return [CGFloat(reel.red), CGFloat(reel.alpha)] }
        return [CGFloat(reel.red), CGFloat(reel.green), CGFloat(reel.blue), CGFloat(reel.alpha)]
    }
    /// The number of components, alpha included.
    public var numberOfComponents: Int { space.numberOfComponents + 1 }
    public var alpha: CGFloat { CGFloat(reel.alpha) }
    /// The space the components are in.
    public var colorSpace: CGColorSpace? { space }

    /// The same colour.
    public func copy() -> CGColor? { CGColor(reel, space: space) }

    /// The same colour with `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(reel.withAlphaComponent(Double(alpha)), space: space) }

    /// The colour in `space` (gray: its Rec. 709 luminance; RGB: the same pixels); nil for a
    /// space Reel cannot draw. Reel converts without colour profiles, so `intent` and `options`
    /// change nothing.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: CFDictionary?) -> CGColor? {
        switch space.model {
        case .rgb: return CGColor(reel, space: space)
        case .monochrome:
            let luma = 0.2126 * reel.red + 0.7152 * reel.green + 0.0722 * reel.blue
            return CGColor(Color(red: luma, green: luma, blue: luma, alpha: reel.alpha), space: space)
        default: return nil
        }
    }

    public static let black = CGColor(Color.black, space: CGColorSpaceCreateDeviceGray())
    public static let white = CGColor(Color.white, space: CGColorSpaceCreateDeviceGray())
    public static let clear = CGColor(Color.clear, space: CGColorSpaceCreateDeviceGray())

    public var description: String { "CGColor(\(reel.hex))" }
    public static func == (a: CGColor, b: CGColor) -> Bool { a.reel == b.reel }
    public func hash(into hasher: inout Hasher) { hasher.combine(reel) }
}

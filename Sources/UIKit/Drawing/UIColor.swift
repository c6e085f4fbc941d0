import ReelCore

/// A colour, like `UIColor`: sRGB components with alpha over a `CGColor` (and so ReelCore's
/// `Color`), or a dynamic colour that a closure resolves for a trait collection (light or
/// dark, …). The named colours have UIKit's component values; the system and semantic colours
/// (UIColor+System.swift) are dynamic, with Apple's light and dark values.
///
/// A dynamic colour's `cgColor` resolves once, against `UITraitCollection.current` at that
/// moment, as on iOS: a layer given it keeps that colour when the appearance changes; a view's
/// `backgroundColor` and `tintColor` keep the dynamic colour and resolve it again.
open class UIColor: NSObject, NSCopying, _ExpressibleByColorLiteral, @unchecked Sendable {
    // @unchecked Sendable: immutable (a dynamic colour's provider is called, never changed).
    private let fixed: CGColor
    private let provider: ((UITraitCollection) -> UIColor)?
    /// The name of a system or semantic colour (`systemRed`, `label`): two such colours are equal
    /// when their names are, as UIKit's are (set once, when the colour is made).
    var systemName: String?

    public init(cgColor: CGColor) {
        fixed = cgColor
        provider = nil
        super.init()
    }

    /// The colour itself: it is immutable.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// A dynamic colour: `dynamicProvider` gives the colour for a trait collection.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        fixed = .clear
        provider = dynamicProvider
        super.init()
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `#colorLiteral(red:green:blue:alpha:)`.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A colour from hue, saturation and brightness (HSB, each 0…1).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = ColorModels.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// A Display P3 colour, converted to sRGB (components outside sRGB's gamut are clamped:
    /// Reel draws in sRGB).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let rgb = ColorModels.sRGB(displayP3Red: Double(red), green: Double(green), blue: Double(blue))
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    public convenience init(ciColor: CIColor) {
        self.init(red: ciColor.red, green: ciColor.green, blue: ciColor.blue, alpha: ciColor.alpha)
    }

    /// The colour as a `CGColor`; a dynamic colour resolved against `UITraitCollection.current`.
    open var cgColor: CGColor { provider == nil ? fixed : resolvedColor(with: .current).cgColor }

    /// The colour as a `CIColor`.
    open var ciColor: CIColor { CIColor(color: self) }

    /// The colour for `traitCollection`: a dynamic colour's provider's answer; any other colour
    /// itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// The same colour with `alpha` (a dynamic colour stays dynamic).
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider {
            return UIColor { provider($0).withAlphaComponent(alpha) }
        }
        return UIColor(cgColor: fixed.copy(alpha: alpha) ?? fixed)
    }

    /// Writes the components; returns true (every Reel colour is RGB).
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = cgColor.reel
        red?.pointee = CGFloat(c.red)
        green?.pointee = CGFloat(c.green)
        blue?.pointee = CGFloat(c.blue)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// Writes hue, saturation and brightness (HSB, each 0…1) and alpha; returns true.
    open func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = cgColor.reel
        let hsb = ColorModels.hsb(red: c.red, green: c.green, blue: c.blue)
        hue?.pointee = CGFloat(hsb.hue)
        saturation?.pointee = CGFloat(hsb.saturation)
        brightness?.pointee = CGFloat(hsb.brightness)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    /// Writes the grey level and alpha; returns true only for a grey (equal components).
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.reel
        guard c.red == c.green, c.green == c.blue else { return false }
        white?.pointee = CGFloat(c.red)
        alpha?.pointee = CGFloat(c.alpha)
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if systemName != nil || other.systemName != nil { return systemName == other.systemName }
        if provider != nil || other.provider != nil { return other === self }
        return other.fixed == fixed
    }
    open override var hash: Int {
        if let systemName { return systemName.hashValue }
        return provider == nil ? fixed.hashValue : ObjectIdentifier(self).hashValue
    }
    open override var description: String {
        provider == nil ? "UIColor(\(fixed.reel.hex))" : "UIColor(dynamic, now \(cgColor.reel.hex))"
    }

    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
}

/// The type of an untyped `#colorLiteral(…)`, as with `import UIKit` on iOS.
public typealias _ColorLiteralType = UIColor

// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// A colour space, like Core Graphics' `CGColorSpace`: the RGB spaces (device RGB, sRGB and the
/// other RGB names, all drawn as sRGB) and the gray ones. It says how many components a colour
/// given as numbers has (`setFillColor(_:)` with components, `CGGradient(colorSpace:…)`).
public final class CGColorSpace: Hashable, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    /// The space's kind, like `CGColorSpaceModel`.
    public let model: CGColorSpaceModel
    /// The space's name (`CGColorSpace.sRGB`, …); nil for the device spaces.
    public let name: CFString?

    init(model: CGColorSpaceModel, name: CFString?) {
        self.model = model
        self.name = name
    }

    /// The named space, for every name Core Graphics defines (`CGColorSpace.sRGB`, …); nil for
    /// another name. Reel draws every RGB space as sRGB, converts CMYK without a profile, and
    /// cannot draw colours in Lab or XYZ (`CGColor(colorSpace:components:)` gives nil).
    public convenience init?(name: CFString) {
        guard let model = Self.models[name] else { return nil }
        self.init(model: model, name: name)
    }

    public var numberOfComponents: Int {
        switch model {
        case .monochrome, .indexed, .pattern: 1
        case .cmyk: 4
        default: 3
        }
    }

    /// A colour from `components` (then alpha) in this space.
    func color(_ components: [CGFloat]) -> CGColor {
        let alpha = components.count > numberOfComponents ? components[numberOfComponents] : 1
        if model == .monochrome { return CGColor(gray: components.first ?? 0, alpha: alpha) }
        func at(_ i: Int) -> CGFloat { i < components.count ? components[i] : 0 }
        if model == .cmyk {
            return CGColor(genericCMYKCyan: at(0), magenta: at(1), yellow: at(2), black: at(3), alpha: alpha)
        }
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

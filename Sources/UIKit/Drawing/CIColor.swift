import ReelCore

/// A colour as Core Image holds it, like `CIColor` (which `import UIKit` brings on iOS): red,
/// green, blue and alpha in sRGB.
open class CIColor: NSObject, NSCopying, @unchecked Sendable {
    // @unchecked Sendable: immutable (the component buffer is written once, in init).
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat
    /// The four components, for `components`; freed with the colour.
    private let storage: UnsafeMutablePointer<CGFloat>

    /// An opaque colour.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: 1)
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        storage = .allocate(capacity: 4)
        storage.initialize(from: [red, green, blue, alpha], count: 4)
        super.init()
    }

    deinit { storage.deallocate() }

    /// The colour itself: it is immutable.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// A colour of components in `colorSpace`; nil unless it is an RGB space (Reel draws them
    /// all as sRGB).
    public convenience init?(red: CGFloat, green: CGFloat, blue: CGFloat, colorSpace: CGColorSpace) {
        self.init(red: red, green: green, blue: blue, alpha: 1, colorSpace: colorSpace)
    }

    /// A colour of components and alpha in `colorSpace`; nil unless it is an RGB space.
    public convenience init?(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat, colorSpace: CGColorSpace) {
        guard colorSpace.model == .rgb else { return nil }
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour a `stringRepresentation` writes ("0.2 0.4 0.6 1", brackets allowed): missing
    /// components are 0, a missing alpha 1, as Core Image reads them.
    public convenience init(string representation: String) {
        let numbers = representation.split { " \t\n[],".contains($0) }.compactMap { Double($0) }.map { CGFloat($0) }
        func at(_ i: Int, _ fallback: CGFloat) -> CGFloat { i < numbers.count ? numbers[i] : fallback }
        self.init(red: at(0, 0), green: at(1, 0), blue: at(2, 0), alpha: at(3, 1))
    }

    /// The components of `color` (a dynamic colour resolved for the current traits).
    public convenience init(color: UIColor) {
        self.init(cgColor: color.cgColor)
    }

    public convenience init(cgColor c: CGColor) {
        self.init(red: CGFloat(c.reel.red), green: CGFloat(c.reel.green), blue: CGFloat(c.reel.blue), alpha: c.alpha)
    }

    /// Red, green, blue and alpha.
    open var numberOfComponents: Int { 4 }
    /// Red, green, blue and alpha, valid as long as the colour lives (keep it alive while reading,
    /// `withExtendedLifetime`).
    open var components: UnsafePointer<CGFloat> { UnsafePointer(storage) }
    /// The colour's space: sRGB.
    open var colorSpace: CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB) ?? CGColorSpaceCreateDeviceRGB() }

    /// The components as Core Image writes them: "0.2 0.4 0.6 1".
    open var stringRepresentation: String {
        [red, green, blue, alpha].map { "\(Double($0))" }.joined(separator: " ")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CIColor else { return false }
        return [red, green, blue, alpha] == [other.red, other.green, other.blue, other.alpha]
    }
    open override var hash: Int { [red, green, blue, alpha].hashValue }

    open class var black: CIColor { CIColor(red: 0, green: 0, blue: 0) }
    open class var white: CIColor { CIColor(red: 1, green: 1, blue: 1) }
    open class var gray: CIColor { CIColor(red: 0.5, green: 0.5, blue: 0.5) }
    open class var red: CIColor { CIColor(red: 1, green: 0, blue: 0) }
    open class var green: CIColor { CIColor(red: 0, green: 1, blue: 0) }
    open class var blue: CIColor { CIColor(red: 0, green: 0, blue: 1) }
    open class var cyan: CIColor { CIColor(red: 0, green: 1, blue: 1) }
    open class var magenta: CIColor { CIColor(red: 1, green: 0, blue: 1) }
    open class var yellow: CIColor { CIColor(red: 1, green: 1, blue: 0) }
    open class var clear: CIColor { CIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}

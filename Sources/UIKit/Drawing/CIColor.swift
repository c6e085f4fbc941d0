import ReelCore

/// A colour as Core Image holds it, like `CIColor` (which `import UIKit` brings on iOS): red,
/// green, blue and alpha in sRGB.
open class CIColor: NSObject, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        super.init()
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
    open var components: [CGFloat] { [red, green, blue, alpha] }

    /// The components as Core Image writes them: "0.2 0.4 0.6 1".
    open var stringRepresentation: String {
        components.map { "\(Double($0))" }.joined(separator: " ")
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? CIColor)?.components == components }
    open override var hash: Int { components.hashValue }
}

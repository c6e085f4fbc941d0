import ReelCore

/// A colour, like Core Graphics' `CGColor`: device RGB components with alpha, over ReelCore's
/// `Color` (so a layer given `color.cgColor` draws the same pixels as the same `Color`).
public final class CGColor: Hashable, CustomStringConvertible, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    /// The colour in ReelCore.
    package let reel: Color

    package init(_ color: Color) {
        reel = color
    }

    /// A colour from red, green, blue and alpha components in 0…1 (sRGB, as iOS's device RGB).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
    }

    /// A grey of `gray` (0 black … 1 white) with `alpha`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? {
        [CGFloat(reel.red), CGFloat(reel.green), CGFloat(reel.blue), CGFloat(reel.alpha)]
    }
    public var numberOfComponents: Int { 4 }
    public var alpha: CGFloat { CGFloat(reel.alpha) }

    /// The same colour with `alpha`.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(reel.withAlphaComponent(Double(alpha))) }

    public static let black = CGColor(Color.black)
    public static let white = CGColor(Color.white)
    public static let clear = CGColor(Color.clear)

    public var description: String { "CGColor(\(reel.hex))" }
    public static func == (a: CGColor, b: CGColor) -> Bool { a.reel == b.reel }
    public func hash(into hasher: inout Hasher) { hasher.combine(reel) }
}

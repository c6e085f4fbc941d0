/// Colours at locations from 0 to 1, like Core Graphics' `CGGradient`, painted by
/// `CGContext.drawLinearGradient` and `drawRadialGradient`.
public final class CGGradient: @unchecked Sendable {
    // @unchecked Sendable: immutable.
    /// The stops in order of location: straight-alpha colours.
    let stops: [(location: CGFloat, color: CGColor)]

    /// The number Reel gives the `CGGradient` type (Core Foundation's type identifier).
    public class var typeID: CFTypeID { CoreGraphicsTypeID.gradient }

    /// A gradient of `colors` (`CGColor`s, as `[a.cgColor, b.cgColor] as CFArray`) at
    /// `locations` (nil: evenly from 0 to 1). Nil when `colors` holds something that is not a
    /// `CGColor` or is empty.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = colors.compactMap { $0 as? CGColor }
        guard !list.isEmpty, list.count == colors.count else { return nil }
        stops = Self.stops(list, locations)
    }

    /// A gradient of `count` colours given as components in `space` (3 and alpha for RGB, 1
    /// and alpha for gray) at `locations` (nil: evenly from 0 to 1).
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        let list = (0..<count).map { i in space.color((0..<n).map { components[i * n + $0] }) }
        stops = Self.stops(list, locations)
    }

    private static func stops(_ colors: [CGColor], _ locations: UnsafePointer<CGFloat>?)
        -> [(location: CGFloat, color: CGColor)]
    {
        let count = colors.count
        let stops = colors.enumerated().map { i, color in
            (location: locations?[i] ?? (count == 1 ? 0 : CGFloat(i) / CGFloat(count - 1)), color: color)
        }
        return stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
